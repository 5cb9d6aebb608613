import { describe, expect, it } from 'vitest';
import {
  computeLineTotal,
  intervalDays,
  isIntervalSubitem,
  type DateInterval,
  type LineBreakdown,
  type LineInput,
} from '@/src/domain/pricing/line-total';

const burger = { price: 2500 };
const locker = { price: 1500 };
const perDay = { price: 0, quantity: 1, type: 'INTERVAL_BETWEEN_DATES' };
const twoDays: DateInterval = { start: '2024-03-01T10:00:00.000-03:00', end: '2024-03-03T10:00:00.000-03:00' };

function breakdown(
  unitPrice: number,
  subitemsTotal: number,
  discount: number,
  multiplier: number,
  total: number,
): LineBreakdown {
  return { unitPrice, subitemsTotal, discount, unitTotal: unitPrice + subitemsTotal - discount, multiplier, total };
}

describe('computeLineTotal', () => {
  it.each<[string, LineInput, LineBreakdown]>([
    [
      'Line total = item price × item quantity when there are no subitems: 2500 × 2 = 5000',
      { item: burger, quantity: 2 },
      breakdown(2500, 0, 0, 2, 5000),
    ],
    [
      'Line total = (item price + sum of subitem price × subitem quantity) × item quantity: (2250 + 500×2 + 300) × 3 = 10650, item 10% promo',
      {
        item: { price: 2500, promo: 10, promoType: 'PERCENT' },
        quantity: 3,
        subitems: [
          { price: 500, quantity: 2 },
          { price: 300, quantity: 1 },
        ],
      },
      breakdown(2250, 1300, 0, 3, 10650),
    ],
    [
      'Subitem prices go through promos first: FIXED_PRICE 800 for 1000, × 2 units → 1600',
      { item: burger, quantity: 1, subitems: [{ price: 1000, promo: 800, promoType: 'FIXED_PRICE', quantity: 2 }] },
      breakdown(2500, 1600, 0, 1, 4100),
    ],
    [
      'Subitem with a REAL promo: (1000 − 250) × 2 = 1500',
      { item: burger, quantity: 1, subitems: [{ price: 1000, promo: 250, promoType: 'REAL', quantity: 2 }] },
      breakdown(2500, 1500, 0, 1, 4000),
    ],
    [
      'Progressive discount reduces the subitem total by that percentage: 10% of 1000×3 = 300; (2000 + 3000 − 300) × 2 = 9400',
      {
        item: { price: 2000 },
        quantity: 2,
        subitems: [{ price: 1000, quantity: 3, progressiveDiscount: { maxItemQuantity: 5, discountInPercent: 20 } }],
      },
      breakdown(2000, 3000, 300, 2, 9400),
    ],
    [
      'Progressive discount rounds half up per subitem: 10% of 2985 = 299 twice → 598',
      {
        item: { price: 0 },
        quantity: 1,
        subitems: [
          { price: 995, quantity: 3, progressiveDiscount: { maxItemQuantity: 5, discountInPercent: 20 } },
          { price: 995, quantity: 3, progressiveDiscount: { maxItemQuantity: 5, discountInPercent: 20 } },
        ],
      },
      breakdown(0, 5970, 598, 1, 5372),
    ],
    [
      'Progressive discount is 0 for quantity 1 or less',
      {
        item: burger,
        quantity: 1,
        subitems: [{ price: 1000, quantity: 1, progressiveDiscount: { maxItemQuantity: 5, discountInPercent: 20 } }],
      },
      breakdown(2500, 1000, 0, 1, 3500),
    ],
    [
      'If a subitem of the interval-between-dates kind exists, the multiplier is the number of days: 1500 × 2 days = 3000',
      { item: locker, quantity: 1, subitems: [perDay], interval: twoDays },
      breakdown(1500, 0, 0, 2, 3000),
    ],
    [
      'The number of days replaces the item quantity: quantity 4, 2 days → × 2',
      { item: locker, quantity: 4, subitems: [perDay], interval: twoDays },
      breakdown(1500, 0, 0, 2, 3000),
    ],
    [
      'Days are rounded up from 86400000 ms: 2 days and 1 ms → 3 days → 4500',
      {
        item: locker,
        quantity: 1,
        subitems: [perDay],
        interval: { start: '2024-03-01T10:00:00.000-03:00', end: '2024-03-03T10:00:00.001-03:00' },
      },
      breakdown(1500, 0, 0, 3, 4500),
    ],
    [
      'Interval kind is matched case-insensitively and a priced interval subitem counts: (1500 + 200) × 2 = 3400',
      {
        item: locker,
        quantity: 1,
        subitems: [{ price: 200, quantity: 1, type: 'interval_between_dates' }],
        interval: twoDays,
      },
      breakdown(1500, 200, 0, 2, 3400),
    ],
    [
      'An interval without an interval-between-dates subitem does not change the multiplier (item quantity 3)',
      { item: locker, quantity: 3, subitems: [{ price: 0, quantity: 1, type: 'OTHER' }], interval: twoDays },
      breakdown(1500, 0, 0, 3, 4500),
    ],
  ])('%s', (_name, input, expected) => {
    expect(computeLineTotal(input)).toEqual(expected);
  });

  it.each<[string, DateInterval | null | undefined]>([
    ['missing interval', undefined],
    ['null interval', null],
    ['end before start', { start: '2024-03-03T10:00:00.000-03:00', end: '2024-03-01T10:00:00.000-03:00' }],
    ['unreadable timestamp', { start: 'not a date', end: '2024-03-01T10:00:00.000-03:00' }],
  ])(
    'An interval-between-dates subitem needs a valid interval to know the days: %s → INVALID_INTERVAL',
    (_name, interval) => {
      expect(() => computeLineTotal({ item: locker, quantity: 1, subitems: [perDay], interval })).toThrow(
        new RangeError('INVALID_INTERVAL'),
      );
    },
  );
});

describe('intervalDays', () => {
  it.each<[string, DateInterval, number | null]>([
    ['Days are rounded up from 86400000 ms: exactly 2 days → 2', twoDays, 2],
    [
      'Days are rounded up: 2 hours → 1',
      { start: '2024-03-01T10:00:00.000-03:00', end: '2024-03-01T12:00:00.000-03:00' },
      1,
    ],
    ['Days are rounded up: 1 day and 1 ms → 2', { start: 0, end: 86_400_001 }, 2],
    ['Exactly 1 day (epoch ms) → 1', { start: 0, end: 86_400_000 }, 1],
    ['Epoch milliseconds: 3 days → 3', { start: 1_000, end: 1_000 + 3 * 86_400_000 }, 3],
    ['A zero-length interval still charges 1 day', { start: twoDays.start, end: twoDays.start }, 1],
    [
      'Different offsets compare instants: 21 h → 1',
      { start: '2024-03-01T00:00:00.000-03:00', end: '2024-03-02T00:00:00.000Z' },
      1,
    ],
    [
      'Different offsets compare instants: 27 h → 2',
      { start: '2024-03-01T00:00:00.000Z', end: '2024-03-02T00:00:00.000-03:00' },
      2,
    ],
    ['Mixed ISO and epoch ms', { start: '1970-01-01T00:00:00.000Z', end: 2 * 86_400_000 }, 2],
    ['End before start is invalid → null', { start: 86_400_000, end: 0 }, null],
    ['Unreadable start → null', { start: 'yesterday', end: 0 }, null],
    ['Unreadable end → null', { start: 0, end: 'tomorrow' }, null],
    ['Non-finite epoch → null', { start: 0, end: Number.POSITIVE_INFINITY }, null],
  ])('%s', (_name, interval, expected) => {
    expect(intervalDays(interval)).toBe(expected);
  });

  it.each<[string, DateInterval, number]>([
    [
      'Default time zone America/Sao_Paulo for dates without offset: 05-01 00:00 -03:00 to 05-02 00:00 -03:00 → 1',
      { start: '2024-05-01', end: '2024-05-02T00:00:00.000-03:00' },
      1,
    ],
    [
      'an end without offset is read in America/Sao_Paulo too: 00:00 to 09:00 → 1',
      { start: '2024-05-01T00:00:00.000-03:00', end: '2024-05-01T09:00:00' },
      1,
    ],
    [
      'a date-only end at midnight São Paulo: 05-01 12:00 -03:00 to 05-03 → 2',
      { start: '2024-05-01T12:00:00.000-03:00', end: '2024-05-03' },
      2,
    ],
  ])('%s', (_name, interval, expected) => expect(intervalDays(interval)).toBe(expected));
});

describe('isIntervalSubitem', () => {
  it.each([
    ['INTERVAL_BETWEEN_DATES', true],
    ['interval_between_dates', true],
    ['OTHER', false],
    [null, false],
    [undefined, false],
  ] as const)('A subitem of the interval-between-dates kind: type %s → %s', (type, expected) => {
    expect(isIntervalSubitem({ type })).toBe(expected);
  });
});
