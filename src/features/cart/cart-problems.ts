/**
 * Sorts the quote's problems (docs/business-rules.md "Cart quote") for the cart page: a problem whose path names
 * a line (`items[2].quantity`) is shown beside that line; coupon problems beside the coupon; the rest above the
 * totals. Problems the checkout settles (the way, time and address are chosen there, and a closed store can take a
 * scheduled order) do not hold the shopper on the cart: only the others disable the checkout button.
 */
import type { QuoteProblem } from './quote-summary';

/** Problems settled at checkout, not in the cart. */
const CHECKOUT_STAGE = new Set([
  'CLOSED_COMPANY',
  'ADDRESS_REQUIRED',
  'DELIVERY_AREA_NOT_COVERED',
  'OPERATION_NOT_AVAILABLE',
  'SCHEDULE_REQUIRED',
  'INVALID_SCHEDULE',
]);

export interface SortedProblems {
  byLine: Map<number, QuoteProblem[]>;
  coupon: QuoteProblem[];
  cart: QuoteProblem[];
  /** The problems that keep the shopper from going to checkout. */
  blocking: QuoteProblem[];
}

/** The line index a problem path names, or null. */
export function lineIndexOf(path: string | null): number | null {
  const match = /^items\[(\d+)\]/.exec(path ?? '');
  return match ? Number(match[1]) : null;
}

export function sortProblems(problems: readonly QuoteProblem[]): SortedProblems {
  const sorted: SortedProblems = { byLine: new Map(), coupon: [], cart: [], blocking: [] };
  for (const problem of problems) {
    const line = lineIndexOf(problem.path);
    if (line !== null) sorted.byLine.set(line, [...(sorted.byLine.get(line) ?? []), problem]);
    else if (problem.code.startsWith('COUPON')) sorted.coupon.push(problem);
    else sorted.cart.push(problem);
    if (!problem.code.startsWith('COUPON') && !CHECKOUT_STAGE.has(problem.code) && problem.code !== 'EMPTY_CART')
      sorted.blocking.push(problem);
  }
  return sorted;
}
