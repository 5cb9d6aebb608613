/** Coupon eligibility (the banner coupons; docs/business-rules.md "Coupons"): which problem, if any, stops a coupon. */
import { toZonedDateTime, DEFAULT_ZONE, type Clock } from '../time/time-of-day';
import { keyword } from '../keyword';

export interface QuoteCoupon {
  code: string;
  /** PERCENT: percentage points; REAL: cents off. */
  discount: { type: 'PERCENT' | 'REAL'; value: number };
  /** Catalogue ids the coupon is valid at; empty: all of the company's. */
  appliesTo: ReadonlyArray<string>;
  status?: string | null;
  /** Cents. */
  minimumOrderValue?: number | null;
  /** 'YYYY-MM-DD', inclusive, in the catalogue's zone. */
  validFrom?: string | null;
  validUntil?: string | null;
}

export type CouponProblem =
  'COUPON_NOT_FOUND' | 'COUPONS_DISABLED' | 'COUPON_NOT_APPLICABLE' | 'COUPON_EXPIRED' | 'COUPON_MINIMUM_NOT_MET';

export function couponProblem(
  coupon: QuoteCoupon | null,
  at: { catalogId: string; subtotal: number; couponsDisabled: boolean; clock: Clock; zone?: string },
): CouponProblem | null {
  // config.disableDiscountCoupon wins over everything: the catalogue takes no coupons at all.
  if (at.couponsDisabled) return 'COUPONS_DISABLED';
  if (!coupon || keyword(coupon.status) === 'BLOCKED') return 'COUPON_NOT_FOUND';
  if (coupon.appliesTo.length > 0 && !coupon.appliesTo.includes(at.catalogId)) return 'COUPON_NOT_APPLICABLE';
  // Stryker disable next-line StringLiteral: toZonedDateTime gives only valid dates, whose toISODate is never null
  const today = toZonedDateTime(at.clock, at.zone ?? DEFAULT_ZONE).toISODate() ?? '';
  if ((coupon.validFrom && today < coupon.validFrom) || (coupon.validUntil && today > coupon.validUntil))
    return 'COUPON_EXPIRED';
  if (at.subtotal < (coupon.minimumOrderValue ?? 0)) return 'COUPON_MINIMUM_NOT_MET';
  return null;
}
