/**
 * Sandbox card tokens: what the sandbox processor's tokenisation answers in place of the card. A token carries
 * only the outcome the test card decides, the brand, the last four digits and an expiry, signed with an HMAC key
 * derived from the server secret; never the number. Signed rather than stored: any instance can check it and
 * nothing about a card is ever written (docs/decisions.md "Payments").
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '../../domain/payments/card';
import type { SandboxOutcome } from '../../domain/payments/test-cards';

export const SANDBOX_TOKEN_PREFIX = 'tok_sbx_';
/** Long enough to review and place the order; a stale token is declined INVALID_CARD_TOKEN. */
export const SANDBOX_TOKEN_TTL_MS = 30 * 60_000;

export interface SandboxCard {
  outcome: SandboxOutcome;
  brand: CardBrand;
  last4: string;
}

interface Claims {
  o: SandboxOutcome;
  b: CardBrand;
  l: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Random: two tokens of one card differ. */
  n: string;
}

const OUTCOMES: readonly SandboxOutcome[] = [
  'APPROVE',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'PROCESSING_ERROR',
];

/** A key of its own, so a token can never pass for a session or an ID token signed with the same secret. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('storefront/sandbox-card-token/v1').digest();
const sign = (body: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(body).digest('base64url');

export function issueSandboxToken(card: SandboxCard, secret: string, now: Date): string {
  const claims: Claims = {
    o: card.outcome,
    b: card.brand,
    l: card.last4,
    e: now.getTime() + SANDBOX_TOKEN_TTL_MS,
    n: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${SANDBOX_TOKEN_PREFIX}${body}.${sign(body, secret)}`;
}

/**
 * The card behind a token, with its nonce (what the processor spends to make the token single-use:
 * sandbox-spent-tokens.ts); null when it is not ours, was altered or has expired.
 */
export function readSandboxToken(
  token: string,
  secret: string,
  now: Date,
): (SandboxCard & { expiresAt: Date; nonce: string }) | null {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
  const [body, signature, extra] = token.slice(SANDBOX_TOKEN_PREFIX.length).split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return null;
  }
  if (
    !claims.o ||
    !OUTCOMES.includes(claims.o) ||
    typeof claims.l !== 'string' ||
    typeof claims.e !== 'number' ||
    typeof claims.b !== 'string'
  )
    return null;
  if (typeof claims.n !== 'string' || !claims.n) return null;
  if (claims.e <= now.getTime()) return null;
  return { outcome: claims.o, brand: claims.b, last4: claims.l, expiresAt: new Date(claims.e), nonce: claims.n };
}
