/**
 * Promotions on item and subitem prices, and coupon discounts (docs/business-rules.md "Prices and promos").
 * Amounts are integer cents; a promo's unit depends on its promoType:
 * percentage points for PERCENT, cents for REAL and FIXED_PRICE.
 */
import { applyPercent } from './money';

/** The promoType names of the import format (docs/interfaces.md "Catalogue import format"). */
export type PromoType = 'PERCENT' | 'REAL' | 'FIXED_PRICE';

/** The promo fields an item or subitem carries (field names of docs/business-rules.md "Entities"). */
export interface PromoFields {
  price: number;
  promo?: number | null;
  promoType?: string | null;
}

/** docs/business-rules.md "Coupons": a coupon's type and value (percent points or cents). */
export interface Discount {
  type: 'REAL' | 'PERCENT';
  value: number;
}

/**
 * Reads a stored promoType case-insensitively. SPEC says a promo is PERCENT
 * "or a fixed amount", so anything else that is not FIXED_PRICE subtracts.
 */
export function normalizePromoType(promoType: string | null | undefined): PromoType {
  const upper = promoType?.trim().toUpperCase();
  if (upper === 'PERCENT') return 'PERCENT';
  if (upper === 'FIXED_PRICE') return 'FIXED_PRICE';
  return 'REAL';
}

/** A promo counts only when it is a positive finite number. */
function isActive(promo: number | null | undefined): promo is number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for null and undefined too; this is for the types
  if (typeof promo !== 'number') return false;
  return Number.isFinite(promo) && promo > 0;
}

/**
 * Price in cents after the promo. Never below zero and never above the list
 * price: a promo that would raise the price (FIXED_PRICE above it) is ignored.
 */
export function applyPromo(
  priceCents: number,
  promo: number | null | undefined,
  promoType: string | null | undefined,
): number {
  if (!isActive(promo)) return priceCents;
  switch (normalizePromoType(promoType)) {
    case 'PERCENT':
      return priceCents - applyPercent(priceCents, Math.min(promo, 100));
    case 'FIXED_PRICE':
      return Math.min(priceCents, Math.round(promo));
    case 'REAL':
      return Math.max(0, priceCents - Math.round(promo));
  }
}

/** Convenience for records carrying price/promo/promoType. */
export function promoPrice(record: PromoFields): number {
  return applyPromo(record.price, record.promo, record.promoType);
}

/** Whether a record shows a struck-through list price (its promo lowers it). */
export function hasEffectivePromo(record: PromoFields): boolean {
  return promoPrice(record) < record.price;
}

/** Cents a coupon discount takes off `amountCents`, capped at the amount. */
export function discountAmount(amountCents: number, discount: Discount): number {
  if (!isActive(discount.value)) return 0;
  const off =
    discount.type === 'PERCENT' ? applyPercent(amountCents, Math.min(discount.value, 100)) : Math.round(discount.value);
  // Never more than the amount, and nothing off an amount of 0 or less.
  return Math.max(0, Math.min(amountCents, off));
}

/** `amountCents` after a coupon discount, never below zero. */
export function applyDiscount(amountCents: number, discount: Discount): number {
  return amountCents - discountAmount(amountCents, discount);
}
