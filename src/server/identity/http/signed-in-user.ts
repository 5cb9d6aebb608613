/**
 * The signed-in user of an API request: from `authorization: Bearer <ID token>` (what GraphQL reads), or from the
 * next-auth session cookie of the request's own host — either only while its session version is current
 * (session-version.ts): a cookie or token from before a sign-out, password change or reset names nobody.
 */
import type { NextApiRequest } from 'next';
import { getToken, type JWT } from 'next-auth/jwt';
import type { DbOrTx } from '../../db/engine';
import { serverSecret } from '../server-secret';
import { sessionVersionOf, versionClaim } from '../session-version';
import { viewerFromAuthorization } from '../viewer';
import { requestProtocol } from './request-context';

/** The request's session cookie, decoded, while its session is current; null otherwise. */
export async function currentSessionToken(db: DbOrTx, req: NextApiRequest): Promise<(JWT & { sub: string }) | null> {
  const token = await getToken({ req, secret: serverSecret(), secureCookie: requestProtocol(req.headers) === 'https' });
  if (typeof token?.sub !== 'string') return null;
  return (await sessionVersionOf(db, token.sub)) === versionClaim(token.sv) ? (token as JWT & { sub: string }) : null;
}

export async function signedInUserId(db: DbOrTx, req: NextApiRequest): Promise<string | null> {
  const authorization = req.headers.authorization;
  if (authorization) return (await viewerFromAuthorization(db, authorization))?.userId ?? null;
  return (await currentSessionToken(db, req))?.sub ?? null;
}
