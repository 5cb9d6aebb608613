import { describe, expect, it } from 'vitest';
import { pricedByInterval, quotedInterval } from '@/src/domain/orders/line-interval';

const locker = {
  _id: 'locker',
  subcategories: [
    {
      _id: 'periodo',
      subitems: [
        { _id: 'diaria', type: 'INTERVAL_BETWEEN_DATES', price: 1500 },
        { _id: 'hora', type: 'DEFAULT', price: 100 },
      ],
    },
  ],
  subitems: [{ _id: 'extra-dias', type: 'interval_between_dates', price: 0 }],
};
const interval = { start: '2026-12-01', end: '2026-12-03' };

describe('the dates an order line keeps', () => {
  it.each<[string, { subcategoryId: string; subitemId: string; quantity: number }[], boolean]>([
    ['an interval option of a group', [{ subcategoryId: 'periodo', subitemId: 'diaria', quantity: 1 }], true],
    ['an interval extra on the item itself', [{ subcategoryId: 'locker', subitemId: 'extra-dias', quantity: 1 }], true],
    ['another option', [{ subcategoryId: 'periodo', subitemId: 'hora', quantity: 1 }], false],
    ['an unknown option', [{ subcategoryId: 'periodo', subitemId: 'nope', quantity: 1 }], false],
    ['no option', [], false],
  ])('%s', (_case, subitems, priced) => {
    expect(pricedByInterval(locker, { subitems })).toBe(priced);
    expect(quotedInterval(locker, { subitems, interval })).toEqual(priced ? interval : null);
  });

  it('keeps nothing without an item or without dates', () => {
    expect(
      quotedInterval(undefined, {
        subitems: [{ subcategoryId: 'periodo', subitemId: 'diaria', quantity: 1 }],
        interval,
      }),
    ).toBeNull();
    expect(
      quotedInterval(locker, {
        subitems: [{ subcategoryId: 'periodo', subitemId: 'diaria', quantity: 1 }],
        interval: null,
      }),
    ).toBeNull();
  });
});

describe('the dates an order line keeps: where the option is looked for', () => {
  const twoGroups = {
    _id: 'locker',
    subcategories: [
      { _id: 'periodo', subitems: [{ _id: 'diaria', type: 'INTERVAL_BETWEEN_DATES', price: 1500 }] },
      { _id: 'extras', subitems: [{ _id: 'cadeado', price: 500 }] },
    ],
  };
  const chosen = (subcategoryId: string, subitemId: string) => ({
    subitems: [{ subcategoryId, subitemId, quantity: 1 }],
  });

  it('looks in the group the line names, not in the first one', () => {
    expect(pricedByInterval(twoGroups, chosen('extras', 'diaria'))).toBe(false);
    expect(pricedByInterval(twoGroups, chosen('periodo', 'diaria'))).toBe(true);
  });
  it('finds nothing in a group the item does not have', () => {
    expect(pricedByInterval(twoGroups, chosen('ghost', 'diaria'))).toBe(false);
  });
  it('finds no extra on an item without extras', () => {
    expect(pricedByInterval(twoGroups, chosen('locker', 'diaria'))).toBe(false);
  });
});
