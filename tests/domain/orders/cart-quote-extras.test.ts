/**
 * quoteCart (src/domain/orders/cart-quote.ts): an item's own extras on a line, an interval sent for a line that
 * books none, the problem of a refused way, the scheduled slot kept on the quote, and a delivery without coverage.
 */
import { describe, expect, it } from 'vitest';
import { quoteCart, type QuoteItem } from '@/src/domain/orders/cart-quote';
import { items, ctx, pickUp, line, sub, FRIDAY_NOON } from './cart-quote.fixture';

/** An açaí bowl with extras of its own (no option group): granola R$ 3,00, honey R$ 2,00, nuts blocked. */
const bowl: QuoteItem = {
  _id: 'bowl',
  price: 2000,
  subcategories: [],
  subitems: [
    { _id: 'granola', price: 300 },
    { _id: 'mel', price: 200 },
    { _id: 'castanhas', price: 500, status: 'BLOCKED' },
  ],
};
const withBowl = () => ctx({ items: new Map([...items, ['bowl', bowl]]) });
const extra = (subitemId: string, quantity = 1) => sub('bowl', subitemId, quantity);

describe('quoteCart: the item’s own extras', () => {
  it('prices each extra chosen with its quantity: (2000 + 300 × 2 + 200) × 2 = 5600', () => {
    const quote = quoteCart(pickUp(line('bowl', 2, [extra('granola', 2), extra('mel')])), withBowl());
    expect(quote.problems).toEqual([]);
    expect(quote.lines).toEqual([{ itemId: 'bowl', categoryId: null, quantity: 2, unitPrice: 2800, total: 5600 }]);
  });

  it('sums an extra sent twice: granola 1 + 1 prices as 2', () => {
    const quote = quoteCart(pickUp(line('bowl', 1, [extra('granola'), extra('granola')])), withBowl());
    expect(quote.problems).toEqual([]);
    expect(quote.subtotal).toBe(2600);
  });

  it('reports an extra the item does not have at its own path', () => {
    const quote = quoteCart(pickUp(line('bowl', 1, [extra('granola'), extra('chantilly')])), withBowl());
    expect(quote.problems).toEqual([{ code: 'SUBITEM_NOT_FOUND', itemId: 'bowl', path: 'items[0].subitems[1]' }]);
    expect(quote.subtotal).toBe(2300);
  });

  it('reports a blocked extra and an extra of quantity 0', () => {
    const quote = quoteCart(pickUp(line('bowl', 1, [extra('castanhas'), extra('mel', 0)])), withBowl());
    expect(quote.problems).toEqual([
      { code: 'SUBITEM_BLOCKED', itemId: 'bowl', path: 'items[0].subitems[0]' },
      { code: 'INVALID_QUANTITY', itemId: 'bowl', path: 'items[0].subitems[1].quantity' },
    ]);
  });

  it('finds no extra on an item that has none', () => {
    const quote = quoteCart(pickUp(line('fries', 2, [sub('fries', 'sal')])), ctx());
    expect(quote.problems).toEqual([{ code: 'SUBITEM_NOT_FOUND', itemId: 'fries', path: 'items[0].subitems[0]' }]);
  });
});

describe('quoteCart: an interval on a line that books none', () => {
  it('ignores it: the line is priced by quantity, whatever its dates', () => {
    const interval = { start: '2020-01-01', end: '2019-01-01' };
    const quote = quoteCart(pickUp(line('fries', 2, [], { interval })), ctx());
    expect(quote.problems).toEqual([]);
    expect(quote.lines).toEqual([
      { itemId: 'fries', categoryId: 'acompanhamentos', quantity: 2, unitPrice: 1200, total: 2400 },
    ]);
  });
});

describe('quoteCart: the way and its slot', () => {
  it('reports the schedule’s problem at operationWay', () => {
    const quote = quoteCart(
      { lines: [line('fries', 2)], operationWay: { type: 'takeAway', time: 'schedule', scheduledFor: null } },
      ctx(),
    );
    expect(quote.problems).toEqual([{ code: 'SCHEDULE_REQUIRED', path: 'operationWay' }]);
    expect(quote.scheduledSlot).toBeUndefined();
  });

  it('keeps the slot a scheduled order falls in', () => {
    const quote = quoteCart(
      {
        lines: [line('fries', 2)],
        operationWay: { type: 'takeAway', time: 'schedule', scheduledFor: '2024-05-10T13:00:00.000-03:00' },
      },
      ctx({ clock: FRIDAY_NOON }),
    );
    expect(quote.problems).toEqual([]);
    expect(quote.scheduledSlot).toEqual({
      startsAt: '2024-05-10T13:00:00.000-03:00',
      endsAt: '2024-05-10T13:30:00.000-03:00',
    });
  });

  it('keeps no slot for an order placed now', () => {
    expect(quoteCart(pickUp(line('fries', 2)), ctx()).scheduledSlot).toBeUndefined();
  });
});

describe('quoteCart: a delivery to a catalogue without coverage', () => {
  const delivery = { type: 'delivery', time: 'now' };
  it.each([
    ['no whereDelivery', null],
    ['a whereDelivery without countries', {}],
    ['an empty list of countries', { countries: [] }],
  ])('asks no address with %s', (_case, whereDelivery) => {
    const quote = quoteCart({ lines: [line('fries', 2)], operationWay: delivery }, ctx({ catalog: { whereDelivery } }));
    expect(quote.problems).toEqual([]);
    expect(quote.deliveryFee).toBe(0);
  });

  it('asks an address where the catalogue charges by place', () => {
    const quote = quoteCart({ lines: [line('fries', 2)], operationWay: delivery }, ctx());
    expect(quote.problems).toEqual([{ code: 'ADDRESS_REQUIRED', path: 'customer.address' }]);
  });
});
