import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  applyPromo,
  discountAmount,
  hasEffectivePromo,
  normalizePromoType,
  promoPrice,
  type Discount,
} from '@/src/domain/pricing/promo';

describe('normalizePromoType', () => {
  it.each([
    ['PERCENT', 'PERCENT'],
    ['percent', 'PERCENT'],
    [' Percent ', 'PERCENT'],
    ['FIXED_PRICE', 'FIXED_PRICE'],
    ['fixed_price', 'FIXED_PRICE'],
    ['REAL', 'REAL'],
    ['real', 'REAL'],
    ['FIXED', 'REAL'],
    [null, 'REAL'],
    [undefined, 'REAL'],
  ] as const)('Promo: PERCENT compared case-insensitively, or a fixed amount: %s → %s', (input, expected) => {
    expect(normalizePromoType(input)).toBe(expected);
  });
});

describe('applyPromo', () => {
  it.each([
    ['A percent promo reduces the price by that percentage: 10% off 4990 → 4491', 4990, 10, 'PERCENT', 4491],
    [
      'A percent promo (lower case) reduces the price: 15% off 1990 → 1691 (298.5 rounds to 299)',
      1990,
      15,
      'percent',
      1691,
    ],
    ['A percent promo of 100% makes it free', 1990, 100, 'PERCENT', 0],
    ['A percent promo above 100% is capped at free', 1990, 150, 'PERCENT', 0],
    ['A fixed promo subtracts the discount (REAL): 1000 off 4990 → 3990', 4990, 1000, 'REAL', 3990],
    ['A fixed promo subtracts the discount, never below zero', 500, 1000, 'REAL', 0],
    ['A fixed promo subtracting exactly the price gives zero', 1000, 1000, 'REAL', 0],
    ['A fixed promo subtracts whole cents (999.6 → 1000 off)', 4990, 999.6, 'REAL', 3990],
    ['A fixed promo of unknown type subtracts (SPEC: PERCENT or a fixed amount)', 4990, 1000, 'FIXED', 3990],
    ['A fixed promo without type subtracts', 4990, 1000, undefined, 3990],
    ['A fixed promo replaces the price (FIXED_PRICE): 3990 for 4990', 4990, 3990, 'FIXED_PRICE', 3990],
    ['A fixed promo replaces the price (lower case fixed_price)', 4990, 2500, 'fixed_price', 2500],
    ['A fixed-price promo never raises the price', 4990, 5990, 'FIXED_PRICE', 4990],
    ['A fixed-price promo equal to the price leaves it', 4990, 4990, 'FIXED_PRICE', 4990],
    ['No promo leaves the price unchanged (null)', 4990, null, 'PERCENT', 4990],
    ['No promo leaves the price unchanged (undefined)', 4990, undefined, 'REAL', 4990],
    ['A zero promo leaves the price unchanged (PERCENT)', 4990, 0, 'PERCENT', 4990],
    ['A zero promo leaves the price unchanged (FIXED_PRICE, not free)', 4990, 0, 'FIXED_PRICE', 4990],
    ['A negative promo is ignored', 4990, -10, 'PERCENT', 4990],
    ['A non-finite promo is ignored', 4990, Number.NaN, 'REAL', 4990],
    ['An infinite promo is ignored', 4990, Number.POSITIVE_INFINITY, 'REAL', 4990],
  ])('%s', (_name, price, promo, promoType, expected) => {
    expect(applyPromo(price, promo, promoType)).toBe(expected);
  });
});

describe('promoPrice and hasEffectivePromo', () => {
  it.each([
    [
      'A percent promo reduces the price by that percentage',
      { price: 2000, promo: 25, promoType: 'PERCENT' },
      1500,
      true,
    ],
    ['A fixed promo replaces the price', { price: 2000, promo: 1200, promoType: 'FIXED_PRICE' }, 1200, true],
    ['No promo: same price, nothing struck through', { price: 2000 }, 2000, false],
    [
      'A fixed-price promo above the price is no promo',
      { price: 2000, promo: 2500, promoType: 'FIXED_PRICE' },
      2000,
      false,
    ],
  ])('%s', (_name, record, expectedPrice, expectedPromo) => {
    expect(promoPrice(record)).toBe(expectedPrice);
    expect(hasEffectivePromo(record)).toBe(expectedPromo);
  });
});

describe('coupon Discount {type REAL|PERCENT, value}', () => {
  it.each<[string, number, Discount, number, number]>([
    ['Banner coupon 10% off delivery: 10% of 4990 → 499 off', 4990, { type: 'PERCENT', value: 10 }, 499, 4491],
    ['Banner coupon 20% off VIP lounge: 20% of 15000 → 3000 off', 15000, { type: 'PERCENT', value: 20 }, 3000, 12000],
    [
      'Banner coupon 15% off lockers: 15% of 1990 → 298.5 rounds to 299',
      1990,
      { type: 'PERCENT', value: 15 },
      299,
      1691,
    ],
    ['A PERCENT discount above 100% takes at most everything', 1990, { type: 'PERCENT', value: 120 }, 1990, 0],
    ['A REAL discount subtracts that amount', 4990, { type: 'REAL', value: 1000 }, 1000, 3990],
    ['A REAL discount rounds to whole cents', 4990, { type: 'REAL', value: 1000.4 }, 1000, 3990],
    ['A REAL discount never takes more than the amount', 500, { type: 'REAL', value: 1000 }, 500, 0],
    ['A zero discount takes nothing', 4990, { type: 'REAL', value: 0 }, 0, 4990],
    ['A negative discount takes nothing', 4990, { type: 'PERCENT', value: -5 }, 0, 4990],
    ['Nothing to discount on a zero amount', 0, { type: 'REAL', value: 1000 }, 0, 0],
    ['Nothing to discount on a negative amount', -100, { type: 'REAL', value: 1000 }, 0, -100],
  ])('%s', (_name, amount, discount, expectedOff, expectedAfter) => {
    expect(discountAmount(amount, discount)).toBe(expectedOff);
    expect(applyDiscount(amount, discount)).toBe(expectedAfter);
  });
});

describe('a coupon discount that is no finite number', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, -5, 0])('takes nothing off with a value of %s', (value) => {
    expect(discountAmount(1000, { type: 'REAL', value })).toBe(0);
    expect(discountAmount(1000, { type: 'PERCENT', value })).toBe(0);
  });
});
