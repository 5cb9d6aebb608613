/**
 * After the profile is saved: the tab's auth state takes the new name at once (UPDATE_USER_PROFILE, so the top
 * bar changes without a session read); then next-auth rebuilds the session token from the database (its `update`
 * trigger: a POST to /api/auth/session with the CSRF token — nothing is sent but that token, the server reads the
 * name itself), so later reads and the other tabs, told by a broadcast, see it too.
 */
import { broadcastSessionChange, dispatchAuth } from '@/src/client/session/session-store';

export async function applySavedProfile(profile: { name: string }): Promise<void> {
  dispatchAuth({ type: 'UPDATE_USER_PROFILE', profile });
  try {
    const csrf = (await (await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' })).json()) as {
      csrfToken?: string;
    };
    await fetch('/api/auth/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: csrf.csrfToken ?? '', data: {} }),
    });
  } catch {
    // This tab already shows the name; the token catches up at the next sign-in.
  }
  broadcastSessionChange();
}
