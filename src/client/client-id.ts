/**
 * The client id: an anonymous id for this browser, kept in a cookie and
 * generated when absent. A guest's orders are found again by it, so it lives
 * a year and is sent on every same-site request (the server reads it too).
 */
import Cookies from 'js-cookie';

export const CLIENT_ID_COOKIE = 'clientId';
const LIFETIME_DAYS = 365;

/** The id in the cookie, or a new one (stored) when the cookie is absent or empty. */
export function getOrCreateClientId(newId: () => string = () => crypto.randomUUID()): string {
  const existing = Cookies.get(CLIENT_ID_COOKIE)?.trim();
  if (existing) return existing;
  const id = newId();
  Cookies.set(CLIENT_ID_COOKIE, id, {
    expires: LIFETIME_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  return id;
}
