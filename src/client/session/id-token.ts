/**
 * The session's ID token for the API's `authorization: Bearer` header, read from /api/auth/session (which mints a
 * fresh, short-lived one for a signed-in session; none for a guest). Kept in memory only, never in storage, and
 * for less than the token lives, so a request never carries an expired one; one read at a time.
 */
const KEEP_MS = 60_000;

let cached: { token: string; at: number } | null = null;
let inFlight: Promise<string> | null = null;

export function sessionIdToken(now: () => number = Date.now): Promise<string> {
  if (cached && now() - cached.at < KEEP_MS) return Promise.resolve(cached.token);
  inFlight ??= fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => {
      const body = response.ok ? ((await response.json()) as { idToken?: unknown } | null) : null;
      const token = typeof body?.idToken === 'string' ? body.idToken : '';
      cached = { token, at: now() };
      return token;
    })
    .catch(() => '')
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** After sign-in or sign-out the next request reads the session again. */
export function forgetSessionIdToken(): void {
  cached = null;
}
