/**
 * Cancellation by the shopper (docs/business-rules.md "Order policies": only a placed order, "Pedido realizado", can
 * be cancelled): a table of statuses, with no clock, so the order status page checks it without the time rules of
 * ./order-policies.ts (luxon, holidays). ./order-policies.ts re-exports everything here.
 */
import type { OrderStatus } from './order-types';

/** docs/business-rules.md "Order policies": only a placed order ("Pedido realizado") can be cancelled. */
export const CANCELLABLE_STATUS: OrderStatus = 'PLACED';

export type CancelRefusalReason =
  'ORDER_NOT_PLACED' | 'ORDER_ALREADY_CONFIRMED' | 'ORDER_ALREADY_CANCELED' | 'ORDER_STATUS_UNKNOWN';

export type CancelDecision = { allowed: true } | { allowed: false; reason: CancelRefusalReason };

// null = cancellable. Every status after PLACED means the restaurant (or provider) confirmed.
const CANCEL_REFUSALS: Readonly<Record<OrderStatus, CancelRefusalReason | null>> = {
  TEMPORARY: 'ORDER_NOT_PLACED',
  PLACED: null,
  CONFIRMED: 'ORDER_ALREADY_CONFIRMED',
  PREPARING: 'ORDER_ALREADY_CONFIRMED',
  DISPATCHED: 'ORDER_ALREADY_CONFIRMED',
  READY: 'ORDER_ALREADY_CONFIRMED',
  DELIVERED: 'ORDER_ALREADY_CONFIRMED',
  COMPLETED: 'ORDER_ALREADY_CONFIRMED',
  CANCELED: 'ORDER_ALREADY_CANCELED',
};

/**
 * Whether the shopper may cancel an order in `status` (the OrderStatus enum of docs/interfaces.md "GraphQL operations" plus
 * the cart's TEMPORARY). Takes a plain string because rows and API payloads
 * may carry a status this build does not know; that is refused, never allowed.
 */
export function canCancelOrder(status: OrderStatus | (string & {})): CancelDecision {
  const reason = Object.hasOwn(CANCEL_REFUSALS, status)
    ? CANCEL_REFUSALS[status as OrderStatus]
    : 'ORDER_STATUS_UNKNOWN';
  return reason === null ? { allowed: true } : { allowed: false, reason };
}
