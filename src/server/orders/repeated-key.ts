/**
 * A repeated idempotency key (shared/CONTRACT.md "Orders"), as Stripe answers one: the same key with the same
 * request from the same buyer is a retry (a lost answer, a double tap) and gets the first order; the same key
 * with another request — another cart, way, customer, payment or approved total — is refused
 * IDEMPOTENCY_KEY_MISMATCH, never answered with the earlier order; anyone but its buyer learns nothing of it
 * (IDEMPOTENCY_KEY_REUSED).
 *
 * The request is kept as a hash of its canonical form (object keys sorted, absent and null fields dropped, the
 * ignored line `price` left out), stored with the order (`orders.request_hash`).
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../domain/orders/canonical-json';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import { canReadOrder, type Caller } from './order-access';
import { OrderError } from './order-error';
import type { OrderInput } from './order-input';
import type { OrderRecord } from './order-record';

/** The hash of what an order request asks for (the parsed input; a line's ignored `price` left out). */
export function requestHash(input: OrderInput): string {
  const asked = { ...input, items: input.items.map(({ price: _ignored, ...line }) => line) };
  return createHash('sha256').update(canonicalJson(asked)).digest('base64url');
}

/** The answer to a key already used: the order, for its buyer sending the same request; a refusal otherwise. */
export function answerRepeatedKey(record: OrderRecord, caller: Caller, hash: string, locale: Locale): OrderRecord {
  if (!canReadOrder(caller, record.order))
    throw new OrderError('IDEMPOTENCY_KEY_REUSED', orderMessage('IDEMPOTENCY_KEY_REUSED', locale));
  // Orders placed before requests were hashed have none: they are answered as before.
  if (record.order.requestHash && record.order.requestHash !== hash) {
    throw new OrderError('IDEMPOTENCY_KEY_MISMATCH', orderMessage('IDEMPOTENCY_KEY_MISMATCH', locale));
  }
  return record;
}
