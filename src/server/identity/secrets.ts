/**
 * The one-time secrets of the local identity provider. 6-digit codes have little entropy, so they are stored as an
 * HMAC keyed with the server secret (the table alone does not reveal them); reset tokens are 256 random bits, so
 * a plain SHA-256 is enough. Comparisons run in constant time.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { serverSecret } from './server-secret';

/** Codes and tokens expire 15 minutes after they are sent. */
export const ONE_TIME_TTL_MS = 15 * 60 * 1000;
/** A code is invalidated by its 5th wrong guess. */
export const MAX_CODE_ATTEMPTS = 5;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(email: string, code: string, secret = serverSecret()): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Equal hex digests, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
