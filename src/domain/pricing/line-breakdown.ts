/**
 * A line's breakdown once its multiplier is known (docs/business-rules.md "Line totals and intervals"):
 * (item price + Σ subitem price × subitem quantity − progressive discount) × item quantity, or × days when an
 * interval-between-dates subitem is chosen. No clock and no time zone here, so a browser can price a line without
 * the date library; `computeLineTotal` (./line-total.ts) reads an interval's days and calls this.
 */
import { applyPromo } from './promo';
import { progressiveDiscountAmount, type ProgressiveDiscount } from './progressive-discount';
import { weighedCents } from '../orders/sold-by-weight';

/** Subitem `type` marking the interval-between-dates kind (compared case-insensitively). */
export const INTERVAL_BETWEEN_DATES = 'INTERVAL_BETWEEN_DATES';

export interface LineItemPrice {
  price: number;
  promo?: number | null;
  promoType?: string | null;
  /** How many quantity units the price is for: 1000 for an item weighed in grams and priced per kg (../orders/sold-by-weight.ts). */
  pricedPer?: number;
}

/** A chosen subitem: its catalogue fields plus the chosen quantity. */
export interface LineSubitem extends LineItemPrice {
  type?: string | null;
  quantity: number;
  progressiveDiscount?: ProgressiveDiscount | null;
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
  /** unitTotal × multiplier (÷ pricedPer, to the cent, for an item weighed in grams and priced per kg). */
  total: number;
}

export function isIntervalSubitem(subitem: { type?: string | null }): boolean {
  return subitem.type?.toUpperCase() === INTERVAL_BETWEEN_DATES;
}

/**
 * Breakdown of one line in cents, given the days of its interval (null when there is none or it is unreadable).
 * Throws RangeError('INVALID_INTERVAL') when an interval subitem is chosen without days: the price cannot be known.
 */
export function lineBreakdown(
  input: { item: LineItemPrice; quantity: number; subitems?: readonly LineSubitem[] },
  days: number | null,
): LineBreakdown {
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
    if (days === null) throw new RangeError('INVALID_INTERVAL');
    multiplier = days;
  }
  const unitTotal = unitPrice + subitemsTotal - discount;
  const total = weighedCents(unitTotal, multiplier, input.item.pricedPer ?? 1);
  return { unitPrice, subitemsTotal, discount, unitTotal, multiplier, total };
}
