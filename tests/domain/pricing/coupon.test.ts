import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { couponProblem, type CouponProblem, type QuoteCoupon } from '@/src/domain/pricing/coupon';
import type { Clock } from '@/src/domain/time/time-of-day';

/** docs/business-rules.md "Coupons" banner coupons: "20% off VIP lounge", valid in May 2024 at the lounge only, from R$ 50,00. */
const VIP20: QuoteCoupon = {
  code: 'VIP20',
  discount: { type: 'PERCENT', value: 20 },
  appliesTo: ['sala-vip'],
  status: 'PUBLIC',
  minimumOrderValue: 5000,
  validFrom: '2024-05-01',
  validUntil: '2024-05-31',
};
/** Friday 10 May 2024, midday in São Paulo. */
const MIDDAY = '2024-05-10T12:00:00.000-03:00';

interface At {
  catalogId?: string;
  subtotal?: number;
  couponsDisabled?: boolean;
  clock?: Clock;
  zone?: string;
}
const at = (over: At = {}) => ({
  catalogId: 'sala-vip',
  subtotal: 10000,
  couponsDisabled: false,
  clock: MIDDAY,
  ...over,
});

describe('couponProblem', () => {
  it.each<[string, QuoteCoupon | null, At, CouponProblem | null]>([
    [
      'A valid coupon at a catalogue it applies to, within its dates and above its minimum has no problem',
      VIP20,
      {},
      null,
    ],
    [
      'config.disableDiscountCoupon: the catalogue takes no coupons',
      VIP20,
      { couponsDisabled: true },
      'COUPONS_DISABLED',
    ],
    [
      'config.disableDiscountCoupon wins even over an unknown code',
      null,
      { couponsDisabled: true },
      'COUPONS_DISABLED',
    ],
    ['An unknown code is not found', null, {}, 'COUPON_NOT_FOUND'],
    ['A BLOCKED coupon is treated as not found', { ...VIP20, status: 'BLOCKED' }, {}, 'COUPON_NOT_FOUND'],
    [
      'Status is compared case-insensitively: blocked = BLOCKED',
      { ...VIP20, status: 'blocked' },
      {},
      'COUPON_NOT_FOUND',
    ],
    ['A coupon without status is public', { ...VIP20, status: null }, {}, null],
    [
      'A coupon for other catalogues does not apply here',
      VIP20,
      { catalogId: 'guarda-volumes' },
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'A coupon listing several catalogues applies at each',
      { ...VIP20, appliesTo: ['guarda-volumes', 'sala-vip'] },
      {},
      null,
    ],
    [
      'appliesTo empty: the coupon applies at every catalogue of the company',
      { ...VIP20, appliesTo: [] },
      { catalogId: 'guarda-volumes' },
      null,
    ],
    [
      'validFrom is inclusive: valid from the first moment of that day',
      { ...VIP20, validFrom: '2024-05-10' },
      { clock: '2024-05-10T00:00:00.000-03:00' },
      null,
    ],
    [
      'Before validFrom the coupon is not valid (one millisecond before the day)',
      { ...VIP20, validFrom: '2024-05-10' },
      { clock: '2024-05-09T23:59:59.999-03:00' },
      'COUPON_EXPIRED',
    ],
    [
      'validUntil is inclusive: still valid at the last moment of that day',
      { ...VIP20, validUntil: '2024-05-10' },
      { clock: '2024-05-10T23:59:59.999-03:00' },
      null,
    ],
    ['After validUntil the coupon has expired', { ...VIP20, validUntil: '2024-05-09' }, {}, 'COUPON_EXPIRED'],
    [
      'A one-day coupon (validFrom = validUntil) is valid that day',
      { ...VIP20, validFrom: '2024-05-10', validUntil: '2024-05-10' },
      {},
      null,
    ],
    [
      'No dates: no limit in time',
      { ...VIP20, validFrom: null, validUntil: null },
      { clock: '2031-01-01T12:00:00.000-03:00' },
      null,
    ],
    [
      'Dates are days in the catalogue zone (America/Sao_Paulo by default): 01:30Z on the 11th is still the 10th',
      { ...VIP20, validUntil: '2024-05-10' },
      { clock: '2024-05-11T01:30:00.000Z' },
      null,
    ],
    [
      'A catalogue in another zone reads the day there: 01:30Z on the 11th is the 11th in UTC, past validUntil',
      { ...VIP20, validUntil: '2024-05-10' },
      { clock: '2024-05-11T01:30:00.000Z', zone: 'UTC' },
      'COUPON_EXPIRED',
    ],
    [
      'The clock may be epoch milliseconds (2024-05-10T15:00Z)',
      { ...VIP20, validUntil: '2024-05-10' },
      { clock: Date.UTC(2024, 4, 10, 15) },
      null,
    ],
    [
      'The clock may be a luxon DateTime (11 May in São Paulo)',
      { ...VIP20, validUntil: '2024-05-10' },
      { clock: DateTime.fromISO('2024-05-11T08:00:00.000-03:00') },
      'COUPON_EXPIRED',
    ],
    ['minimumOrderValue: a subtotal equal to the minimum passes (5000 ≥ 5000)', VIP20, { subtotal: 5000 }, null],
    [
      'minimumOrderValue: one cent below is not enough (4999 < 5000)',
      VIP20,
      { subtotal: 4999 },
      'COUPON_MINIMUM_NOT_MET',
    ],
    [
      'No minimumOrderValue: any subtotal, even 0, passes',
      { ...VIP20, minimumOrderValue: null },
      { subtotal: 0 },
      null,
    ],
    [
      'A blocked coupon reads as not found before its catalogue is checked',
      { ...VIP20, status: 'BLOCKED' },
      { catalogId: 'taxi' },
      'COUPON_NOT_FOUND',
    ],
    [
      'The catalogue is checked before the dates',
      { ...VIP20, validUntil: '2024-01-31' },
      { catalogId: 'taxi' },
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'The dates are checked before the minimum',
      { ...VIP20, validUntil: '2024-01-31' },
      { subtotal: 100 },
      'COUPON_EXPIRED',
    ],
  ])('%s', (_rule, coupon, over, expected) => {
    expect(couponProblem(coupon, at(over))).toBe(expected);
  });
});
