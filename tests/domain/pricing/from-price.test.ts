import { describe, expect, it } from 'vitest';
import {
  computeFromPrice,
  type FromPrice,
  type FromPriceItem,
  type FromPriceSubcategory,
} from '@/src/domain/pricing/from-price';

const sides = [{ price: 800 }, { price: 500 }, { price: 650 }];
const withSub = (subcategory: FromPriceSubcategory): FromPriceItem => ({ price: 2500, subcategories: [subcategory] });

describe('computeFromPrice', () => {
  it.each<[string, FromPriceItem, FromPrice]>([
    [
      'The "from" price of an item without subcategories is its price, not variable',
      { price: 2500 },
      { cents: 2500, variable: false },
    ],
    [
      'The "from" price uses the item price after promo: 2500 − 500 REAL = 2000',
      { price: 2500, promo: 500, promoType: 'REAL' },
      { cents: 2000, variable: false },
    ],
    [
      'A subcategory with min 0 adds nothing, but its priced choices make the price variable',
      withSub({ min: 0, subitems: sides }),
      { cents: 2500, variable: true },
    ],
    ['A subcategory without min adds nothing', withSub({ subitems: sides }), { cents: 2500, variable: true }],
    [
      'The "from" price adds the cheapest subitem for min 1: 2500 + 500',
      withSub({ min: 1, subitems: sides }),
      { cents: 3000, variable: true },
    ],
    [
      'The "from" price adds the cheapest subitems up to min 2 (distinct): 2500 + 500 + 650',
      withSub({ min: 2, subitems: sides }),
      { cents: 3650, variable: true },
    ],
    [
      'With repeat the cheapest subitem fills every slot up to min 2: 2500 + 500 × 2',
      withSub({ min: 2, repeat: true, subitems: sides }),
      { cents: 3500, variable: true },
    ],
    [
      'With repeat the cheapest counts its progressive discount: 600×3 − 30% = 1260 beats 500×3 = 1500',
      withSub({
        min: 3,
        repeat: true,
        subitems: [{ price: 500 }, { price: 600, progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 30 } }],
      }),
      { cents: 3760, variable: true },
    ],
    [
      'Without repeat and fewer subitems than min, all of them count: 2500 + 800 + 500',
      withSub({ min: 3, subitems: [{ price: 800 }, { price: 500 }] }),
      { cents: 3800, variable: true },
    ],
    [
      'Subitem prices go through promos first: 800 at 50% = 400 is the cheapest',
      withSub({ min: 1, subitems: [{ price: 800, promo: 50, promoType: 'percent' }, { price: 500 }] }),
      { cents: 2900, variable: true },
    ],
    [
      'BLOCKED subitems are not choices: 100 blocked, 500 chosen',
      withSub({
        min: 1,
        subitems: [
          { price: 100, status: 'BLOCKED' },
          { price: 500, status: 'PUBLIC' },
        ],
      }),
      { cents: 3000, variable: true },
    ],
    [
      'BLOCKED is compared case-insensitively',
      withSub({ min: 1, subitems: [{ price: 100, status: 'blocked' }, { price: 500 }] }),
      { cents: 3000, variable: true },
    ],
    [
      'A BLOCKED subitem with a price does not make the price variable',
      withSub({ min: 0, subitems: [{ price: 100, status: 'BLOCKED' }, { price: 0 }] }),
      { cents: 2500, variable: false },
    ],
    [
      'A BLOCKED subcategory adds nothing and is not variable',
      withSub({ min: 1, status: 'BLOCKED', subitems: sides }),
      { cents: 2500, variable: false },
    ],
    [
      'Free choices only: not variable',
      withSub({ min: 1, subitems: [{ price: 0 }, { price: 0 }] }),
      { cents: 2500, variable: false },
    ],
    [
      'A choice made free by a 100% promo is not priced',
      withSub({ min: 1, subitems: [{ price: 800, promo: 100, promoType: 'PERCENT' }] }),
      { cents: 2500, variable: false },
    ],
    [
      'A fractional min counts whole choices (1.7 → 1)',
      withSub({ min: 1.7, subitems: sides }),
      { cents: 3000, variable: true },
    ],
    ['A negative min adds nothing', withSub({ min: -2, subitems: sides }), { cents: 2500, variable: true }],
    [
      'A subcategory with min but no subitems adds nothing',
      withSub({ min: 2, subitems: null }),
      { cents: 2500, variable: false },
    ],
    [
      'A subcategory with min and an empty list adds nothing',
      withSub({ min: 2, repeat: true, subitems: [] }),
      { cents: 2500, variable: false },
    ],
    [
      'The "from" price adds the cheapest subitems up to each subcategory\'s min: 1000 + 200 + 100×2',
      {
        price: 1000,
        subcategories: [
          { min: 1, subitems: [{ price: 300 }, { price: 200 }] },
          { min: 2, repeat: true, subitems: [{ price: 150 }, { price: 100 }] },
          { min: 0, subitems: [{ price: 900 }] },
        ],
      },
      { cents: 1400, variable: true },
    ],
    ['No subcategories (null) → item price', { price: 0, subcategories: null }, { cents: 0, variable: false }],
  ])('%s', (_name, item, expected) => {
    expect(computeFromPrice(item)).toEqual(expected);
  });
});
