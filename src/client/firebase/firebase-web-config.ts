/**
 * The Firebase web app's public settings, inlined at build time (Next replaces `process.env.NEXT_PUBLIC_…` by the
 * values it was built with, so each name is spelled out). Null when they are absent: then identity is local and
 * the Firebase SDK is never loaded. NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST points the browser at an Auth emulator.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  emulatorHost: string | null;
}

export function firebaseWebConfig(): FirebaseWebConfig | null {
  const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim() ?? '';
  const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() ?? '';
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID?.trim() ?? '',
    emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?.trim() || null,
  };
}
