/**
 * The origins the browser's Firebase Auth SDK calls (src/client/firebase), for the Content-Security-Policy's
 * connect-src: Identity Toolkit (sign-in) and Secure Token (token refresh), or the Auth emulator when the browser
 * is pointed at one. None while the public Firebase settings are absent: then the SDK is never loaded.
 */
export function firebaseConnectSources(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim() || !env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim()) return [];
  const emulator = env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return emulator
    ? [`http://${emulator}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}
