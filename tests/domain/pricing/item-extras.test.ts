import { describe, expect, it } from 'vitest';
import { chooseItemExtras, namesItemExtra, type ExtraRecord } from '@/src/domain/pricing/item-extras';
import type { Modifier } from '@/src/domain/pricing/modifiers';

const MON_1000 = '2026-11-23T10:00:00.000-03:00';
const MON_1200 = '2026-11-23T12:00:00.000-03:00';
// R$ 1 more from 11:00.
const fromEleven: Modifier[] = [
  {
    operation: 'FIRST',
    condition: [
      {
        if: [{ hours: { start: '11:00', end: '23:59' } }],
        then: { price: { value: 1, type: 'REAL', operation: 'ADD' } },
      },
    ],
  },
];

const cheese: ExtraRecord = { _id: 'cheese', price: 250, promo: 50, promoType: 'REAL', modifiers: fromEleven };
const egg: ExtraRecord = { _id: 'egg', price: 100, status: 'BLOCKED' };
const sauce: ExtraRecord = {
  _id: 'sauce',
  price: 100,
  progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 20 },
};
const extras = [cheese, egg, sauce];
const pick = (subitemId: string, quantity = 1, path = 'items[0].subitems[0]') => ({ subitemId, quantity, path });

describe('namesItemExtra: a selection whose subcategoryId is the item itself', () => {
  it('is an extra when subcategoryId equals the item id', () =>
    expect(namesItemExtra('pastel', { subcategoryId: 'pastel' })).toBe(true));
  it('is a group option otherwise', () =>
    expect(namesItemExtra('pastel', { subcategoryId: 'pastel-molhos' })).toBe(false));
});

describe('chooseItemExtras', () => {
  it('prices an extra at the clock (modifiers), keeping its promo for the line total', () => {
    expect(chooseItemExtras(extras, [pick('cheese', 2)], { clock: MON_1000 })).toEqual({
      chosen: [{ ...cheese, price: 250, quantity: 2 }],
      problems: [],
    });
    expect(chooseItemExtras(extras, [pick('cheese')], { clock: MON_1200 }).chosen[0]).toMatchObject({
      price: 350,
      promo: 50,
      quantity: 1,
    });
  });

  it('sums the selections of one extra, so splitting a choice does not change its progressive discount', () => {
    const split = chooseItemExtras(extras, [pick('sauce', 1), pick('sauce', 2, 'items[0].subitems[1]')], {
      clock: MON_1000,
    });
    expect(split.chosen).toEqual([{ ...sauce, price: 100, quantity: 3 }]);
  });

  it('an unknown extra is SUBITEM_NOT_FOUND, at its selection', () =>
    expect(chooseItemExtras(extras, [pick('ham')], { clock: MON_1000 })).toEqual({
      chosen: [],
      problems: [{ code: 'SUBITEM_NOT_FOUND', path: 'items[0].subitems[0]' }],
    }));

  it('a BLOCKED extra is SUBITEM_BLOCKED', () =>
    expect(chooseItemExtras(extras, [pick('egg')], { clock: MON_1000 }).problems).toEqual([
      { code: 'SUBITEM_BLOCKED', path: 'items[0].subitems[0]' },
    ]));

  it.each([0, -1, 1.5])('a quantity of %s is INVALID_QUANTITY and is not charged', (quantity) =>
    expect(chooseItemExtras(extras, [pick('cheese', quantity)], { clock: MON_1000 })).toEqual({
      chosen: [],
      problems: [{ code: 'INVALID_QUANTITY', path: 'items[0].subitems[0].quantity' }],
    }),
  );

  it('no selections, nothing chosen', () =>
    expect(chooseItemExtras(extras, [], { clock: MON_1000 })).toEqual({ chosen: [], problems: [] }));
});
