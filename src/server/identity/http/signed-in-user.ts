/**
 * The signed-in user of an API request: from `authorization: Bearer <ID token>` (what GraphQL reads), or from the
 * next-auth session cookie of the request's own host.
 */
import type { NextApiRequest } from 'next';
import { getToken } from 'next-auth/jwt';
import type { DbOrTx } from '../../db/engine';
import { serverSecret } from '../server-secret';
import { viewerFromAuthorization } from '../viewer';
import { requestProtocol } from './request-context';

export async function signedInUserId(db: DbOrTx, req: NextApiRequest): Promise<string | null> {
  const authorization = req.headers.authorization;
  if (authorization) return (await viewerFromAuthorization(db, authorization))?.userId ?? null;
  const token = await getToken({ req, secret: serverSecret(), secureCookie: requestProtocol(req.headers) === 'https' });
  return typeof token?.sub === 'string' ? token.sub : null;
}
