/**
 * The order's status machine after placement (docs/business-rules.md "Order status"): staff move an order
 * forward one step at a time, PLACED → CONFIRMED → PREPARING → (DISPATCHED | READY) → DELIVERED → COMPLETED;
 * a delivery goes out (DISPATCHED), a take-away or booking waits at the counter (READY), and either may be
 * skipped straight to DELIVERED. CANCELED is reachable from any status that is not final, with a reason.
 * COMPLETED and CANCELED are final.
 */
import type { OrderStatus } from './order-types';

/** The statuses an order has on the server (the cart's TEMPORARY excluded). */
export type PlacedOrderStatus = Exclude<OrderStatus, 'TEMPORARY'>;

export const ORDER_STATUSES: readonly PlacedOrderStatus[] = [
  'PLACED',
  'CONFIRMED',
  'PREPARING',
  'DISPATCHED',
  'READY',
  'DELIVERED',
  'COMPLETED',
  'CANCELED',
];

const FORWARD: Readonly<Record<PlacedOrderStatus, readonly PlacedOrderStatus[]>> = {
  PLACED: ['CONFIRMED'],
  CONFIRMED: ['PREPARING'],
  PREPARING: ['DISPATCHED', 'READY', 'DELIVERED'],
  DISPATCHED: ['DELIVERED'],
  READY: ['DELIVERED'],
  DELIVERED: ['COMPLETED'],
  // Never read: canTransition and nextStatuses stop at a final status first.
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  COMPLETED: [],
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  CANCELED: [],
};

export function isFinalStatus(status: string): boolean {
  return status === 'COMPLETED' || status === 'CANCELED';
}

export type TransitionRefusal = 'UNKNOWN_STATUS' | 'FINAL_STATUS' | 'NOT_NEXT_STATUS' | 'REASON_REQUIRED';
export type TransitionDecision = { allowed: true } | { allowed: false; reason: TransitionRefusal };

/**
 * Whether an order in `from` may move to `to`. A cancellation needs a non-blank reason; the same status again
 * is not a transition. Unknown statuses (a row from a newer build) are refused, never allowed.
 */
export function canTransition(from: string, to: string, reason?: string | null): TransitionDecision {
  if (!isKnown(from) || !isKnown(to)) return { allowed: false, reason: 'UNKNOWN_STATUS' };
  if (isFinalStatus(from)) return { allowed: false, reason: 'FINAL_STATUS' };
  if (to === 'CANCELED') return reason?.trim() ? { allowed: true } : { allowed: false, reason: 'REASON_REQUIRED' };
  return FORWARD[from].includes(to) ? { allowed: true } : { allowed: false, reason: 'NOT_NEXT_STATUS' };
}

/** The statuses staff may move an order in `from` to (the board's buttons), cancellation last. */
export function nextStatuses(from: string): PlacedOrderStatus[] {
  if (!isKnown(from) || isFinalStatus(from)) return [];
  return [...FORWARD[from], 'CANCELED'];
}

function isKnown(status: string): status is PlacedOrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}
