/**
 * The Firebase settings (.env.example): the web app's public ones (NEXT_PUBLIC_FIREBASE_*, also sent to the
 * browser) and the server's service account (FIREBASE_*). Identity switches to Firebase only when the set is
 * whole: the API key and project, and either the service account or an Auth emulator (FIREBASE_AUTH_EMULATOR_HOST,
 * which needs no credentials). A partial set keeps the local provider and says so once in the log.
 */
export interface FirebaseSettings {
  apiKey: string;
  projectId: string;
  /** host:port of the Auth emulator; null against the real Firebase. */
  emulatorHost: string | null;
  /** The service account; null under the emulator. */
  serviceAccount: { clientEmail: string; privateKey: string } | null;
}

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || '';

let warned = false;

export function firebaseSettings(env: NodeJS.ProcessEnv = process.env): FirebaseSettings | null {
  const apiKey = value(env, 'NEXT_PUBLIC_FIREBASE_API_KEY');
  const projectId = value(env, 'FIREBASE_PROJECT_ID') || value(env, 'NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  const emulatorHost = value(env, 'FIREBASE_AUTH_EMULATOR_HOST') || null;
  const clientEmail = value(env, 'FIREBASE_CLIENT_EMAIL');
  // A private key kept on one line in an env file carries its line breaks as `\n`.
  const privateKey = value(env, 'FIREBASE_PRIVATE_KEY').replace(/\\n/g, '\n');
  const serviceAccount = clientEmail && privateKey ? { clientEmail, privateKey } : null;
  if (apiKey && projectId && (serviceAccount || emulatorHost))
    return { apiKey, projectId, emulatorHost, serviceAccount };
  const anySet = Object.keys(env).some((name) => /^(NEXT_PUBLIC_)?FIREBASE_/.test(name) && value(env, name));
  if (anySet && !warned) {
    warned = true;
    console.warn(
      '[identity] Firebase settings are incomplete (API key, project and a service account or emulator); using local accounts',
    );
  }
  return null;
}
