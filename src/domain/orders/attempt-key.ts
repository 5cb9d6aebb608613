/**
 * The idempotency key of an attempt to place an order (docs/decisions.md "Trust: money and orders", point 7). One attempt is one request:
 * the same request sent again (a lost answer, a double tap, a reload) keeps its key, so the server answers the
 * same order; any change to the cart or to a checkout entry — customer, way and time, gate, address, payment, the
 * card's token, the coupon, the approved total — is another request and gets a new key (the server refuses a key
 * reused with another request: IDEMPOTENCY_KEY_MISMATCH).
 *
 * The request is recognised by its fingerprint: a hash of its canonical JSON (object keys sorted, null and
 * undefined members dropped), so the same entries written in another order or with absent fields read the same.
 */
import { canonicalJson } from './canonical-json';

/** cyrb53: a fast 53-bit string hash (not a secret: the request itself is the shopper's own). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The fingerprint of an order request, with its length so that a collision needs two requests of one size. */
export function requestFingerprint(request: unknown): string {
  const text = canonicalJson(request);
  return `${text.length.toString(36)}.${hash53(text)}`;
}

export interface SavedAttempt {
  key: string | null;
  /** The fingerprint of the request the key was made for. */
  fingerprint: string | null;
}

/** The key to send `request` with: the saved one when it was made for this very request, else a fresh one. */
export function attemptKeyFor(
  saved: SavedAttempt,
  request: unknown,
  freshKey: () => string,
): { key: string; fingerprint: string } {
  const fingerprint = requestFingerprint(request);
  return { key: saved.key && saved.fingerprint === fingerprint ? saved.key : freshKey(), fingerprint };
}
