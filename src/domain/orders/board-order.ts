/**
 * The staff board's order (docs/business-rules.md "Deliver-by"; issue 17, point 10): the most urgent first.
 * 1. Open orders before finished ones (completed, cancelled), which the "all" filter still lists.
 * 2. Open orders by deliver-by time, soonest first; an order without one (food for now, no gate) after every order
 *    that has one.
 * 3. Ties (the same deadline, or none): the order placed first comes first (first come, first served), then by
 *    number, so the order never depends on how the list arrived.
 * 4. Finished orders: the newest first (they are history).
 * No luxon: the board's bundle stays small; ISO timestamps with an offset are compared by Date.parse.
 */
import { isFinalStatus } from './order-status';

export interface BoardSortable {
  status: string;
  /** By when it must reach the traveller (an ISO timestamp with offset), or null. */
  deliverBy?: { at: string } | null;
  createdAt: string;
  number: string;
}

const instant = (iso: string | null | undefined): number => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY;
};

export function compareBoardOrders(a: BoardSortable, b: BoardSortable): number {
  const aFinal = isFinalStatus(a.status);
  const bFinal = isFinalStatus(b.status);
  if (aFinal !== bFinal) return aFinal ? 1 : -1;
  if (aFinal) return instant(b.createdAt) - instant(a.createdAt) || a.number.localeCompare(b.number);
  const byDeadline = instant(a.deliverBy?.at) - instant(b.deliverBy?.at);
  if (byDeadline !== 0 && !Number.isNaN(byDeadline)) return byDeadline;
  const byPlaced = instant(a.createdAt) - instant(b.createdAt);
  if (byPlaced !== 0 && !Number.isNaN(byPlaced)) return byPlaced;
  return a.number.localeCompare(b.number);
}

/** A sorted copy: the board never reorders the list it was given. */
export const sortBoardOrders = <T extends BoardSortable>(orders: ReadonlyArray<T>): T[] =>
  [...orders].sort(compareBoardOrders);
