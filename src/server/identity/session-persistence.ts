/**
 * "Keep me signed in" on the server. The choice is sent with the password sign-in, recorded in the session token
 * (the JWT callback) and applied to every Set-Cookie of the session token that next-auth writes afterwards:
 * `local` keeps next-auth's Expires/Max-Age (the session's maxAge); `session` and `none` drop them, so the browser
 * forgets the cookie when it closes. next-auth v4 decides the cookie's lifetime once for all requests, hence the
 * rewrite of its header here instead of `cookies.sessionToken.options`.
 */
import type { ServerResponse } from 'node:http';
import type { Persistence } from '../../domain/accounts/auth-state';

export function persistenceOf(value: unknown): Persistence {
  return value === 'session' || value === 'none' ? value : 'local';
}

/** A session-token cookie (plain, `__Secure-`, or one chunk of a large one) that sets a value, not one that clears it. */
const SESSION_TOKEN = /^(?:__Secure-|__Host-)?next-auth\.session-token(?:\.\d+)?=([^;]*)/;

/** The same Set-Cookie lines, those of a live session token without Expires and Max-Age. */
export function asBrowserSessionCookies(lines: string[]): string[] {
  return lines.map((line) => {
    const match = SESSION_TOKEN.exec(line);
    if (!match || match[1] === '') return line;
    return line.replace(/;\s*(?:Expires|Max-Age)=[^;]*/gi, '');
  });
}

/**
 * Makes `res` rewrite next-auth's session cookie for the persistence the request turned out to have (known only
 * once the JWT callback has run, which is before next-auth sets its cookies). Returns the setter for that choice.
 */
export function applySessionPersistence(res: ServerResponse): (choice: Persistence) => void {
  let persistence: Persistence = 'local';
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (persistence !== 'local' && name.toLowerCase() === 'set-cookie') {
      const lines = Array.isArray(value) ? [...(value as readonly string[])] : [String(value)];
      return setHeader(name, asBrowserSessionCookies(lines));
    }
    return setHeader(name, value);
  }) as ServerResponse['setHeader'];
  return (choice) => {
    persistence = choice;
  };
}
