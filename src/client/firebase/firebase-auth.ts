/**
 * Firebase Authentication in the browser, loaded on first use only (firebase/app and firebase/auth are dynamic
 * imports, so they never weigh on a page's first load and are never fetched while identity is local). Signing in
 * here gives the Firebase ID token that the server's credentials provider verifies with firebase-admin; the
 * session itself stays next-auth's cookie, so the SDK keeps no sign-in of its own (in-memory persistence).
 */
import type { Auth } from 'firebase/auth';
import type { Persistence } from '@/src/domain/accounts/auth-state';
import type { FirebaseWebConfig } from './firebase-web-config';

let auth: Promise<Auth> | null = null;

function loadAuth(config: FirebaseWebConfig): Promise<Auth> {
  auth ??= (async () => {
    const [{ getApps, initializeApp }, { connectAuthEmulator, inMemoryPersistence, initializeAuth }] =
      await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app =
      getApps()[0] ??
      initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
      });
    const instance = initializeAuth(app, { persistence: inMemoryPersistence });
    if (config.emulatorHost) connectAuthEmulator(instance, `http://${config.emulatorHost}`, { disableWarnings: true });
    return instance;
  })().catch((error: unknown) => {
    auth = null;
    throw error;
  });
  return auth;
}

export type FirebaseSignIn =
  { ok: true; idToken: string } | { ok: false; error: 'CredentialsSignin' | 'RATE_LIMITED' | 'UNKNOWN' };

/** Firebase's error codes as the sign-in form's: a wrong password and an unknown e-mail read the same. */
function errorOf(error: unknown): 'CredentialsSignin' | 'RATE_LIMITED' | 'UNKNOWN' {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/too-many-requests') return 'RATE_LIMITED';
  if (
    [
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
      'auth/user-disabled',
    ].includes(code)
  ) {
    return 'CredentialsSignin';
  }
  return 'UNKNOWN';
}

/** `persistence` ("keep me signed in") is the SDK's too: local, session, or in memory for none. */
export async function firebaseSignIn(
  config: FirebaseWebConfig,
  email: string,
  password: string,
  persistence: Persistence = 'none',
): Promise<FirebaseSignIn> {
  try {
    const instance = await loadAuth(config);
    const {
      browserLocalPersistence,
      browserSessionPersistence,
      inMemoryPersistence,
      setPersistence,
      signInWithEmailAndPassword,
    } = await import('firebase/auth');
    await setPersistence(
      instance,
      persistence === 'local'
        ? browserLocalPersistence
        : persistence === 'session'
          ? browserSessionPersistence
          : inMemoryPersistence,
    );
    const credential = await signInWithEmailAndPassword(instance, email, password);
    return { ok: true, idToken: await credential.user.getIdToken() };
  } catch (error) {
    return { ok: false, error: errorOf(error) };
  }
}

/** Ends the SDK's sign-in too (a no-op when it was never loaded). */
export async function firebaseSignOut(): Promise<void> {
  if (!auth) return;
  const [{ signOut }, instance] = await Promise.all([import('firebase/auth'), auth]);
  await signOut(instance);
}
