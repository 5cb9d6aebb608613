/**
 * Reads of one order may answer out of order (three quick changes on the board send three): the one the server
 * changed last wins. Without a readable stamp on either side nothing is judged stale. Pure.
 */
export interface Stamped {
  updatedAt?: string | null;
}

/** When the server last changed the order, in ms; NaN when it does not say. */
// Stryker disable next-line StringLiteral: any text that is no date parses to NaN, as '' does
export const changedAt = (order: Stamped): number => Date.parse(order.updatedAt ?? '');

/** Whether `incoming` was read before the last change of what is `shown` already. */
export const isStaleRead = (incoming: Stamped, shown: Stamped): boolean => changedAt(incoming) < changedAt(shown);
