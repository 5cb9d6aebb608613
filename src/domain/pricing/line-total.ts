/**
 * Cart/order line total (docs/business-rules.md "Line totals and intervals"):
 * (item price + Σ subitem price × subitem quantity − progressive discount)
 * × item quantity, or × days when an interval-between-dates subitem is chosen.
 * Prices passed in are list prices after modifiers; promos are applied here.
 */
import { DateTime } from 'luxon';
import { msToDays } from '../time/duration';
import { applyPromo } from './promo';
import { progressiveDiscountAmount, type ProgressiveDiscount } from './progressive-discount';
import { DEFAULT_ZONE } from '../time/time-of-day';

/** Subitem `type` marking the interval-between-dates kind (compared case-insensitively). */
export const INTERVAL_BETWEEN_DATES = 'INTERVAL_BETWEEN_DATES';

export interface LineItemPrice {
  price: number;
  promo?: number | null;
  promoType?: string | null;
}

/** A chosen subitem: its catalogue fields plus the chosen quantity. */
export interface LineSubitem extends LineItemPrice {
  type?: string | null;
  quantity: number;
  progressiveDiscount?: ProgressiveDiscount | null;
}

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

export interface LineBreakdown {
  /** Item price after promo, one unit. */
  unitPrice: number;
  /** Σ subitem price (after promo) × subitem quantity, one unit, before progressive discount. */
  subitemsTotal: number;
  /** Progressive discount on the subitems, one unit. */
  discount: number;
  /** unitPrice + subitemsTotal − discount. */
  unitTotal: number;
  /** Item quantity, or days of the interval. */
  multiplier: number;
  /** unitTotal × multiplier. */
  total: number;
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

export function isIntervalSubitem(subitem: { type?: string | null }): boolean {
  return subitem.type?.toUpperCase() === INTERVAL_BETWEEN_DATES;
}

/**
 * Breakdown of one line in cents. Throws RangeError('INVALID_INTERVAL') when an
 * interval subitem is chosen without a readable interval: the price cannot be
 * known, and the caller reports it as a quote problem.
 */
export function computeLineTotal(input: LineInput): LineBreakdown {
  const subitems = input.subitems ?? [];
  const unitPrice = applyPromo(input.item.price, input.item.promo, input.item.promoType);
  let subitemsTotal = 0;
  let discount = 0;
  for (const sub of subitems) {
    const subTotal = applyPromo(sub.price, sub.promo, sub.promoType) * sub.quantity;
    subitemsTotal += subTotal;
    discount += progressiveDiscountAmount(subTotal, sub.quantity, sub.progressiveDiscount);
  }
  let multiplier = input.quantity;
  if (subitems.some(isIntervalSubitem)) {
    const days = input.interval ? intervalDays(input.interval) : null;
    if (days === null) throw new RangeError('INVALID_INTERVAL');
    multiplier = days;
  }
  const unitTotal = unitPrice + subitemsTotal - discount;
  return { unitPrice, subitemsTotal, discount, unitTotal, multiplier, total: unitTotal * multiplier };
}
