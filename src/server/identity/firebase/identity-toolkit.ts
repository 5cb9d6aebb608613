/**
 * The few Firebase Authentication calls firebase-admin does not make, through the Identity Toolkit REST API with
 * the web API key (the same calls the browser SDK makes): checking a password, and exchanging a custom token for
 * an ID token. Under the emulator the same paths are served by FIREBASE_AUTH_EMULATOR_HOST.
 */
import type { FirebaseSettings } from './settings';

export interface ToolkitSignIn {
  idToken: string;
}

export type ToolkitResult = { ok: true; value: ToolkitSignIn } | { ok: false; error: string };

function endpoint(settings: FirebaseSettings, method: string): string {
  const base = settings.emulatorHost
    ? `http://${settings.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  return `${base}/accounts:${method}?key=${encodeURIComponent(settings.apiKey)}`;
}

async function call(settings: FirebaseSettings, method: string, body: Record<string, unknown>): Promise<ToolkitResult> {
  const response = await fetch(endpoint(settings, method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (response.ok && json.idToken) return { ok: true, value: { idToken: json.idToken } };
  // Firebase's answer is a code such as INVALID_LOGIN_CREDENTIALS or TOO_MANY_ATTEMPTS_TRY_LATER : details.
  return { ok: false, error: (json.error?.message ?? `HTTP_${response.status}`).split(' ')[0] };
}

export function signInWithPassword(
  settings: FirebaseSettings,
  email: string,
  password: string,
): Promise<ToolkitResult> {
  return call(settings, 'signInWithPassword', { email, password });
}

export function signInWithCustomToken(settings: FirebaseSettings, token: string): Promise<ToolkitResult> {
  return call(settings, 'signInWithCustomToken', { token });
}
