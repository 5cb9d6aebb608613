/**
 * Cart/order line total (docs/business-rules.md "Line totals and intervals"):
 * (item price + Σ subitem price × subitem quantity − progressive discount)
 * × item quantity, or × days when an interval-between-dates subitem is chosen.
 * Prices passed in are list prices after modifiers; promos are applied here.
 */
import { DateTime } from 'luxon';
import { msToDays } from '../time/duration';
import { DEFAULT_ZONE } from '../time/time-of-day';
import {
  isIntervalSubitem,
  lineBreakdown,
  type LineBreakdown,
  type LineItemPrice,
  type LineSubitem,
} from './line-breakdown';

// The clock-free part lives in ./line-breakdown.ts (the item page prices a line without luxon); re-exported here.
export {
  INTERVAL_BETWEEN_DATES,
  isIntervalSubitem,
  type LineBreakdown,
  type LineItemPrice,
  type LineSubitem,
} from './line-breakdown';

/** ISO timestamps or epoch milliseconds. */
export interface DateInterval {
  start: string | number;
  end: string | number;
}

export interface LineInput {
  item: LineItemPrice;
  quantity: number;
  subitems?: readonly LineSubitem[];
  interval?: DateInterval | null;
}

function toMillis(value: string | number): number {
  // A timestamp without an offset (a date picker's '2024-05-01') is read in the default zone, America/Sao_Paulo.
  return typeof value === 'number' ? value : DateTime.fromISO(value, { zone: DEFAULT_ZONE }).toMillis();
}

/**
 * Days charged for an interval: elapsed ms ÷ 86 400 000 rounded up, at least 1
 * (a same-moment pick-up and return still occupies the day). Null when a bound
 * is unreadable or the end precedes the start.
 */
export function intervalDays(interval: DateInterval): number | null {
  const start = toMillis(interval.start);
  const end = toMillis(interval.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return null;
  return Math.max(1, msToDays(end - start));
}

/**
 * Breakdown of one line in cents. Throws RangeError('INVALID_INTERVAL') when an
 * interval subitem is chosen without a readable interval: the price cannot be
 * known, and the caller reports it as a quote problem.
 */
export function computeLineTotal(input: LineInput): LineBreakdown {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no interval option
  const choosesInterval = (input.subitems ?? []).some(isIntervalSubitem);
  return lineBreakdown(input, choosesInterval && input.interval ? intervalDays(input.interval) : null);
}
