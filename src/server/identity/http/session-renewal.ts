/**
 * A new session cookie for the browser that changed its password: the change ends every session of the account
 * (session-version.ts), the one making it included, so that a copy of its cookie taken earlier dies too; this
 * browser alone gets the same session again at the new version. The cookie is written as next-auth writes it
 * (name by protocol, httpOnly, SameSite=Lax, Secure behind HTTPS) and keeps the session's "keep me signed in" choice.
 */
import type { ServerResponse } from 'node:http';
import type { NextApiRequest } from 'next';
import { encode, type JWT } from 'next-auth/jwt';
import { SESSION_MAX_AGE_SECONDS } from '../auth-options';
import { serverSecret } from '../server-secret';
import { persistenceOf } from '../session-persistence';
import { requestProtocol } from './request-context';

export async function renewSessionCookie(
  req: NextApiRequest,
  res: ServerResponse,
  token: JWT,
  sessionVersion: number,
  now = new Date(),
): Promise<void> {
  const secure = requestProtocol(req.headers) === 'https';
  const value = await encode({
    token: { ...token, sv: sessionVersion },
    secret: serverSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const parts = [`${secure ? '__Secure-' : ''}next-auth.session-token=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  // "Keep me signed in" off: a browser-session cookie, as session-persistence.ts makes next-auth's.
  if (persistenceOf(token.persistence) === 'local')
    parts.push(`Expires=${new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toUTCString()}`);
  res.setHeader('Set-Cookie', parts.join('; '));
}
