/**
 * firebase-admin for one project: one named app per project (several test projects may share a process), with the
 * service account, or with no credentials under the Auth emulator. firebase-admin reads the emulator's address
 * from process.env.FIREBASE_AUTH_EMULATOR_HOST itself, so the settings' emulator host is put there. Imported on
 * first use: it costs about 30 MB and 150 ms at start, which a server on local accounts should not pay.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FirebaseSettings } from './settings';

export async function firebaseAdminAuth(settings: FirebaseSettings): Promise<Auth> {
  if (settings.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
  const [{ cert, getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  const name = `storefront:${settings.projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      {
        projectId: settings.projectId,
        ...(settings.serviceAccount
          ? {
              credential: cert({
                projectId: settings.projectId,
                clientEmail: settings.serviceAccount.clientEmail,
                privateKey: settings.serviceAccount.privateKey,
              }),
            }
          : {}),
      },
      name,
    );
  return getAuth(app);
}

/** The error code of a firebase-admin failure (`auth/user-not-found`, …); '' for anything else. */
export function adminErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}
