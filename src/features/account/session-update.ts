/**
 * Asks next-auth to rebuild the session token from the database (its `update` trigger: a POST to
 * /api/auth/session with the CSRF token), so a changed name shows in the top bar at once instead of after the
 * next sign-in. Nothing is sent but the CSRF token: the server reads the name itself.
 */
import { broadcastSessionChange, refreshSession } from '@/src/client/session/session-store';

export async function reloadSessionFromServer(): Promise<void> {
  try {
    const csrf = (await (await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' })).json()) as { csrfToken?: string };
    await fetch('/api/auth/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: csrf.csrfToken ?? '', data: {} }),
    });
  } catch {
    // The saved name still shows after the next sign-in.
  }
  await refreshSession();
  broadcastSessionChange();
}
