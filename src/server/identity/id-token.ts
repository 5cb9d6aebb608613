/**
 * The local identity provider's ID token: a short-lived HS256 JWT the GraphQL endpoint reads as `Bearer …`. It
 * carries the user's session version (`sv`, session-version.ts): once the user's sessions end, it is refused even
 * before it expires.
 */
import { jwtVerify, SignJWT } from 'jose';
import { serverSecret } from './server-secret';
import { versionClaim } from './session-version';

const ISSUER = 'storefront-local';
const AUDIENCE = 'storefront-api';
export const ID_TOKEN_TTL_SECONDS = 15 * 60;

const key = () => new TextEncoder().encode(serverSecret());

export interface IdTokenClaims {
  userId: string;
  email: string;
  /** The session version the token was issued at. */
  sessionVersion: number;
}

/** `sessionVersion` is the user's current one; absent, 0 (an account whose sessions never ended). */
export async function signIdToken(user: { id: string; email: string; sessionVersion?: number }): Promise<string> {
  return new SignJWT({ email: user.email, sv: user.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired token; null for anything else. Whether its version is still current is the caller's check (viewer.ts). */
export async function verifyIdToken(token: string): Promise<IdTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && typeof payload.email === 'string'
      ? { userId: payload.sub, email: payload.email, sessionVersion: versionClaim(payload.sv) }
      : null;
  } catch {
    return null;
  }
}
