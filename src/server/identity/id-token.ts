/** The local identity provider's ID token: a short-lived HS256 JWT the GraphQL endpoint reads as `Bearer …`. */
import { jwtVerify, SignJWT } from 'jose';
import { serverSecret } from './server-secret';

const ISSUER = 'storefront-local';
const AUDIENCE = 'storefront-api';
export const ID_TOKEN_TTL_SECONDS = 15 * 60;

const key = () => new TextEncoder().encode(serverSecret());

export async function signIdToken(user: { id: string; email: string }): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The user id and e-mail of a valid, unexpired token; null for anything else. */
export async function verifyIdToken(token: string): Promise<{ userId: string; email: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && typeof payload.email === 'string' ? { userId: payload.sub, email: payload.email } : null;
  } catch {
    return null;
  }
}
