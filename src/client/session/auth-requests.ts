/**
 * The few calls the account screens make to next-auth and to the account API, by hand: next-auth's own client
 * would add a provider and about 20 kB to pages that only need a form post, and its `signIn` drops the 429 body's
 * `retryAfter`, which the sign-in form shows. Same protocol as next-auth's client: CSRF token, then a form post
 * with `json=true`, whose answer names the next URL (an `error` parameter on failure).
 */
import type { Persistence } from '@/src/domain/accounts/auth-state';
import { firebaseWebConfig } from '../firebase/firebase-web-config';
import { broadcastSessionChange, dispatchAuth, refreshSession } from './session-store';
import { forgetSessionIdToken } from './id-token';

export type AuthOutcome =
  { ok: true } | { ok: false; error: string; retryAfter?: number; fields?: Record<string, string> };

async function csrfToken(): Promise<string> {
  const response = await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' });
  const body = (await response.json()) as { csrfToken?: string };
  return body.csrfToken ?? '';
}

function retryAfterOf(response: Response, body: { retryAfter?: unknown }): number | undefined {
  const seconds = Number(body.retryAfter ?? response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Password sign-in through next-auth's credentials provider; on success the session cookie is set. With Firebase
 * identity the password goes to Firebase in the browser (SDK loaded now, src/client/firebase) and next-auth gets
 * its ID token instead, which the server verifies. `persistence` ("keep me signed in") travels with the form: the
 * server makes the cookie last (local) or end with the browser (session, none) — src/server/identity/session-persistence.ts.
 */
export async function credentialsSignIn(
  email: string,
  password: string,
  persistence: Persistence = 'local',
): Promise<AuthOutcome> {
  try {
    let proof: Record<string, string> = { password };
    const firebase = firebaseWebConfig();
    if (firebase) {
      const { firebaseSignIn } = await import('../firebase/firebase-auth');
      const signedIn = await firebaseSignIn(firebase, email, password, persistence);
      if (!signedIn.ok) return { ok: false, error: signedIn.error };
      proof = { idToken: signedIn.idToken };
    }
    const form = new URLSearchParams({
      csrfToken: await csrfToken(),
      email,
      ...proof,
      persistence,
      callbackUrl: '/',
      json: 'true',
    });
    const response = await fetch('/api/auth/callback/credentials', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string; retryAfter?: unknown };
    if (response.status === 429) return { ok: false, error: 'RATE_LIMITED', retryAfter: retryAfterOf(response, body) };
    const error = body.url ? new URL(body.url, window.location.origin).searchParams.get('error') : 'UNKNOWN';
    if (!response.ok || error) return { ok: false, error: error ?? 'UNKNOWN' };
    dispatchAuth({ type: 'SET_PERSISTENCE', persistence });
    forgetSessionIdToken();
    await refreshSession();
    broadcastSessionChange();
    return { ok: true };
  } catch {
    return { ok: false, error: 'UNKNOWN' };
  }
}

/** Signs out through next-auth's endpoint (with its CSRF token), tells the other tabs, then reloads this one (or opens `to`). */
export async function signOut(to?: string): Promise<void> {
  if (firebaseWebConfig()) await (await import('../firebase/firebase-auth')).firebaseSignOut().catch(() => {});
  const form = new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl: '/', json: 'true' });
  await fetch('/api/auth/signout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  broadcastSessionChange();
  if (to) window.location.assign(to);
  else window.location.reload();
}

/** A JSON POST to the account API (pages/api/user/…), its error code, per-field codes and wait read back. */
export async function accountPost(path: string, body: unknown): Promise<AuthOutcome & { status: number }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, status: response.status };
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: Record<string, string>;
      retryAfter?: unknown;
    };
    return {
      ok: false,
      status: response.status,
      error: answer.error ?? 'UNKNOWN',
      fields: answer.fields,
      retryAfter: retryAfterOf(response, answer),
    };
  } catch {
    return { ok: false, status: 0, error: 'UNKNOWN' };
  }
}
