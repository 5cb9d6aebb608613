import { describe, expect, it } from 'vitest';
import {
  progressiveDiscountAmount,
  progressiveDiscountPercent,
  type ProgressiveDiscount,
} from '@/src/domain/pricing/progressive-discount';

const upTo5at20: ProgressiveDiscount = { maxItemQuantity: 5, discountInPercent: 20 };
const upTo4at10: ProgressiveDiscount = { maxItemQuantity: 4, discountInPercent: 10 };

describe('progressiveDiscountPercent', () => {
  it.each<[string, number, ProgressiveDiscount | null | undefined, number]>([
    ['Progressive discount is 0 for quantity 1 or less (quantity 1)', 1, upTo5at20, 0],
    ['Progressive discount is 0 for quantity 1 or less (quantity 0)', 0, upTo5at20, 0],
    ['Progressive discount is 0 for quantity 1 or less (quantity -2)', -2, upTo5at20, 0],
    ['Up to maxItemQuantity it grows linearly: 20 × (2 − 1) ÷ (5 − 1) = 5', 2, upTo5at20, 5],
    ['Up to maxItemQuantity it grows linearly: 20 × (3 − 1) ÷ (5 − 1) = 10', 3, upTo5at20, 10],
    ['Up to maxItemQuantity it grows linearly: 20 × (4 − 1) ÷ (5 − 1) = 15', 4, upTo5at20, 15],
    ['At maxItemQuantity it reaches discountInPercent: 20', 5, upTo5at20, 20],
    ['Above the maximum it is capped at discountInPercent (6 → 20)', 6, upTo5at20, 20],
    ['Above the maximum it is capped at discountInPercent (50 → 20)', 50, upTo5at20, 20],
    [
      'Linear growth with maxItemQuantity 2: 10 × (2 − 1) ÷ (2 − 1) = 10',
      2,
      { maxItemQuantity: 2, discountInPercent: 10 },
      10,
    ],
    ['maxItemQuantity 1 (no ramp): 0 at quantity 1', 1, { maxItemQuantity: 1, discountInPercent: 10 }, 0],
    [
      'maxItemQuantity 1 (no ramp): full discount from quantity 2',
      2,
      { maxItemQuantity: 1, discountInPercent: 10 },
      10,
    ],
    [
      'maxItemQuantity 0 (no ramp): full discount from quantity 2',
      2,
      { maxItemQuantity: 0, discountInPercent: 10 },
      10,
    ],
    [
      'maxItemQuantity missing (NaN): full discount from quantity 3',
      3,
      { maxItemQuantity: Number.NaN, discountInPercent: 10 },
      10,
    ],
    ['discountInPercent above 100 is capped at 100', 9, { maxItemQuantity: 5, discountInPercent: 150 }, 100],
    [
      'discountInPercent above 100 is capped on the ramp too: 100 × 1 ÷ 4 = 25',
      2,
      { maxItemQuantity: 5, discountInPercent: 150 },
      25,
    ],
    ['negative discountInPercent gives no discount', 3, { maxItemQuantity: 5, discountInPercent: -10 }, 0],
    ['NaN discountInPercent gives no discount', 3, { maxItemQuantity: 5, discountInPercent: Number.NaN }, 0],
    ['no progressive discount (null) → 0', 3, null, 0],
    ['no progressive discount (undefined) → 0', 3, undefined, 0],
  ])('%s', (_name, quantity, discount, expected) => {
    expect(progressiveDiscountPercent(quantity, discount)).toBe(expected);
  });

  it('Up to maxItemQuantity it grows linearly: 10 × (2 − 1) ÷ (4 − 1) = 3.333… (not rounded: rounding happens in cents)', () => {
    expect(progressiveDiscountPercent(2, upTo4at10)).toBeCloseTo(3.3333333333, 9);
    expect(progressiveDiscountPercent(3, upTo4at10)).toBeCloseTo(6.6666666667, 9);
  });
});

describe('progressiveDiscountAmount', () => {
  it.each<[string, number, number, ProgressiveDiscount | null, number]>([
    [
      'It reduces the subitem total by that percentage: 10% (3 of max 5 at 20%) of 2985 = 298.5 → 299',
      2985,
      3,
      upTo5at20,
      299,
    ],
    ['It reduces the subitem total by that percentage: 20% of 4995 = 999', 4995, 5, upTo5at20, 999],
    ['It reduces the subitem total by that percentage: 3.333…% of 2000 = 66.67 → 67', 2000, 2, upTo4at10, 67],
    ['It reduces the subitem total by that percentage: 6.666…% of 3000 = 200', 3000, 3, upTo4at10, 200],
    ['Progressive discount is 0 for quantity 1 or less: nothing off 1000', 1000, 1, upTo5at20, 0],
    ['Above the maximum it is capped: 20% of 10000 (10 units) = 2000', 10000, 10, upTo5at20, 2000],
    ['No progressive discount: nothing off', 3000, 3, null, 0],
  ])('%s', (_name, total, quantity, discount, expected) => {
    expect(progressiveDiscountAmount(total, quantity, discount)).toBe(expected);
  });
});

describe('the full discount at maxItemQuantity', () => {
  it('is the full percent exactly, not the ramp’s rounding of it', () => {
    expect(progressiveDiscountPercent(4, { maxItemQuantity: 4, discountInPercent: 0.1 })).toBe(0.1);
  });
});
