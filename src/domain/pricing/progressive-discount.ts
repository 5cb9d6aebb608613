/**
 * Progressive discount on a subitem (docs/business-rules.md "Progressive discount"):
 * the more units of the subitem, the larger the percentage off its total.
 */
import { applyPercent } from './money';

/** Field names of a subitem's progressiveDiscount (docs/business-rules.md "Progressive discount"). */
export interface ProgressiveDiscount {
  maxItemQuantity: number;
  discountInPercent: number;
}

/**
 * Percentage off for `quantity` units (may be fractional, e.g. 3.333…):
 * 0 at quantity ≤ 1, linear discountInPercent × (q − 1) ÷ (max − 1) up to
 * maxItemQuantity, capped at discountInPercent above it.
 * With maxItemQuantity ≤ 1 the linear ramp has no length, so the full
 * discount applies from quantity 2 (avoids a division by zero).
 */
export function progressiveDiscountPercent(quantity: number, discount: ProgressiveDiscount | null | undefined): number {
  if (!discount || quantity <= 1) return 0;
  // A discount outside 0–100 % is a data error; clamp rather than pay the shopper.
  const full = Math.min(100, Math.max(0, discount.discountInPercent || 0));
  const max = discount.maxItemQuantity;
  // Stryker disable next-line EqualityOperator: at max 1, quantity (2 or more here) ≥ max gives full below too
  if (!(max > 1)) return full;
  if (quantity >= max) return full;
  return (full * (quantity - 1)) / (max - 1);
}

/**
 * Cents taken off a subitem total (price × quantity, in cents) by the
 * progressive discount, rounded half up where applied.
 */
export function progressiveDiscountAmount(
  subitemTotalCents: number,
  quantity: number,
  discount: ProgressiveDiscount | null | undefined,
): number {
  return applyPercent(subitemTotalCents, progressiveDiscountPercent(quantity, discount));
}
