import { describe, expect, it } from 'vitest';
import { quoteCart, type CartLine, type QuoteProblem, type QuotedLine } from '@/src/domain/orders/cart-quote';
import { FRIDAY_4PM, ctx, pickUp, line, sub, AO_PONTO } from './cart-quote.fixture';

describe('quoteCart: items and quantities', () => {
  it.each<[string, CartLine[], QuoteProblem[], number]>([
    [
      'EMPTY_CART: a cart without lines',
      [],
      [{ code: 'EMPTY_CART', path: 'items' }, { code: 'MINIMUM_ORDER_VALUE' }],
      0,
    ],
    [
      'ITEM_NOT_FOUND: an id that is not in the catalogue',
      [line('ghost', 1), line('fries', 2)],
      [{ code: 'ITEM_NOT_FOUND', itemId: 'ghost', path: 'items[0].itemId' }],
      2400,
    ],
    [
      'ITEM_BLOCKED: status BLOCKED (any case)',
      [line('retired', 2)],
      [{ code: 'ITEM_BLOCKED', itemId: 'retired', path: 'items[0]' }],
      2000,
    ],
    ['Stock: ordering exactly the stock is fine (5 of 5 waters, 400 × 5 = 2000)', [line('water', 5)], [], 2000],
    [
      'PRODUCT_OUT_OF_STOCK: 6 waters with 5 in stock',
      [line('water', 6)],
      [{ code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[0].quantity' }],
      2400,
    ],
    [
      'PRODUCT_OUT_OF_STOCK: stock is shared by every line of the item (3 + 3 waters > 5)',
      [line('water', 3), line('water', 3)],
      [
        { code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[0].quantity' },
        { code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[1].quantity' },
      ],
      2400,
    ],
    [
      'Stock: an invalid line does not use up stock (5 waters + a line of 0)',
      [line('water', 5), line('water', 0)],
      [{ code: 'INVALID_QUANTITY', itemId: 'water', path: 'items[1].quantity' }],
      2000,
    ],
    [
      'Stock: a fractional line does not use up stock (5 waters + 1.5)',
      [line('water', 5), line('water', 1.5)],
      [{ code: 'INVALID_QUANTITY', itemId: 'water', path: 'items[1].quantity' }],
      2000,
    ],
    [
      'Stock: a negative line does not give stock back (6 waters − 1 is still 6 > 5)',
      [line('water', 6), line('water', -1)],
      [
        { code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[0].quantity' },
        { code: 'INVALID_QUANTITY', itemId: 'water', path: 'items[1].quantity' },
      ],
      2400,
    ],
    ['Stock null is unlimited: 50 bags of ice (200 × 50 = 10000)', [line('ice', 50)], [], 10000],
    [
      'PRODUCT_OUT_OF_STOCK: stock 0 sells nothing',
      [line('last-pie', 1), line('fries', 2)],
      [{ code: 'PRODUCT_OUT_OF_STOCK', itemId: 'last-pie', path: 'items[0].quantity' }],
      900 + 2400,
    ],
    ['Quantity bounded by the item min: 2 kids menus are fine', [line('kids', 2)], [], 2000],
    [
      'QUANTITY_BELOW_MIN: 1 kids menu with min 2',
      [line('kids', 1), line('fries', 1)],
      [{ code: 'QUANTITY_BELOW_MIN', itemId: 'kids', path: 'items[0].quantity' }],
      2200,
    ],
    ['Quantity bounded by the item max: 6 sodas with max 6 (650 × 6 = 3900)', [line('soda', 6)], [], 3900],
    [
      'QUANTITY_ABOVE_MAX: 7 sodas with max 6',
      [line('soda', 7)],
      [{ code: 'QUANTITY_ABOVE_MAX', itemId: 'soda', path: 'items[0].quantity' }],
      4550,
    ],
    [
      'QUANTITY_ABOVE_MAX: the max counts every line of the item (4 + 4 sodas > 6), like stock',
      [line('soda', 4), line('soda', 4)],
      [
        { code: 'QUANTITY_ABOVE_MAX', itemId: 'soda', path: 'items[0].quantity' },
        { code: 'QUANTITY_ABOVE_MAX', itemId: 'soda', path: 'items[1].quantity' },
      ],
      5200,
    ],
    ['The max across lines: 3 + 3 sodas is exactly 6', [line('soda', 3), line('soda', 3)], [], 3900],
    ['A max of 0 is no maximum (as in the cart): 300 napkins', [line('napkins', 300)], [], 3000],
    [
      'INVALID_QUANTITY: 0 units; the line is not priced',
      [line('fries', 0), line('fries', 2)],
      [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }],
      2400,
    ],
    [
      'INVALID_QUANTITY: a negative quantity',
      [line('fries', -1), line('fries', 2)],
      [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }],
      2400,
    ],
    [
      'INVALID_QUANTITY: a fractional quantity',
      [line('fries', 1.5), line('fries', 2)],
      [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }],
      2400,
    ],
  ])('%s', (_rule, lines, problems, subtotal) => {
    const quote = quoteCart(pickUp(...lines), ctx());
    expect(quote.problems).toEqual(problems);
    expect(quote.subtotal).toBe(subtotal);
  });
});

describe('quoteCart: subitems', () => {
  const at = (s: number) => `items[0].subitems[${s}]`;
  it.each<[string, CartLine, QuoteProblem[], number]>([
    // 2691 (no lunch deal at 16:00) + 0.
    ['A subcategory min of 1 is met by one choice', line('burger', 1, [AO_PONTO]), [], 2691],
    [
      'SUBCATEGORY_MIN: no choice in a subcategory with min 1',
      line('burger', 1, [sub('extras', 'bacon')]),
      [{ code: 'SUBCATEGORY_MIN', itemId: 'burger', path: 'items[0].subitems' }],
      3191,
    ],
    // 2691 + 500 × 2 − 10% + 400 = 2691 + 900 + 400 = 3991: exactly max 3.
    [
      'Subcategory max 3: three extras are fine',
      line('burger', 1, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar')]),
      [],
      3991,
    ],
    [
      'SUBCATEGORY_MAX: four extras with max 3',
      line('burger', 1, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar', 2)]),
      [{ code: 'SUBCATEGORY_MAX', itemId: 'burger', path: 'items[0].subitems' }],
      // 2691 + 900 + 800 = 4391.
      4391,
    ],
    [
      'SUBCATEGORY_MAX: two choices in a subcategory with max 1',
      line('burger', 1, [AO_PONTO, sub('ponto', 'mal-passado')]),
      [{ code: 'SUBCATEGORY_MAX', itemId: 'burger', path: 'items[0].subitems' }],
      2691,
    ],
    [
      'SUBITEM_REPEAT: quantity 2 of one subitem where the subcategory has repeat false',
      line('burger', 1, [sub('ponto', 'ao-ponto', 2)]),
      [
        { code: 'SUBITEM_REPEAT', itemId: 'burger', path: `${at(0)}.quantity` },
        { code: 'SUBCATEGORY_MAX', itemId: 'burger', path: 'items[0].subitems' },
      ],
      2691,
    ],
    [
      'SUBITEM_REPEAT: the same subitem sent twice with quantity 1 does not get round repeat false',
      line('burger', 1, [AO_PONTO, AO_PONTO]),
      [
        { code: 'SUBITEM_REPEAT', itemId: 'burger', path: `${at(1)}.quantity` },
        { code: 'SUBCATEGORY_MAX', itemId: 'burger', path: 'items[0].subitems' },
      ],
      2691,
    ],
    // 2691 + 500 × 2 − 10% = 3591, however the two bacons are sent.
    [
      "Progressive discount reads the option's whole quantity: bacon 1 + 1 prices like bacon 2",
      line('burger', 1, [AO_PONTO, sub('extras', 'bacon'), sub('extras', 'bacon')]),
      [],
      3591,
    ],
    [
      'repeat true allows quantities above 1, and max 0 is no maximum: 5 pizza flavours',
      line('pizza', 1, [sub('sabores', 'mussarela', 3), sub('sabores', 'calabresa', 2)]),
      [],
      5000,
    ],
    [
      'A BLOCKED subcategory is not required even with min 1 (pizza border)',
      line('pizza', 1, [sub('sabores', 'mussarela')]),
      [],
      5000,
    ],
    [
      'SUBITEM_BLOCKED: a subitem of a BLOCKED subcategory',
      line('pizza', 1, [sub('sabores', 'mussarela'), sub('borda', 'catupiry')]),
      [{ code: 'SUBITEM_BLOCKED', itemId: 'pizza', path: at(1) }],
      5800,
    ],
    [
      'SUBITEM_BLOCKED: a subitem with status BLOCKED',
      line('pizza', 1, [sub('sabores', 'trufada')]),
      [{ code: 'SUBITEM_BLOCKED', itemId: 'pizza', path: at(0) }],
      6000,
    ],
    [
      'SUBITEM_NOT_FOUND: an unknown subcategory',
      line('burger', 1, [AO_PONTO, sub('molhos', 'barbecue')]),
      [{ code: 'SUBITEM_NOT_FOUND', itemId: 'burger', path: at(1) }],
      2691,
    ],
    [
      'SUBITEM_NOT_FOUND: a subitem of another subcategory',
      line('burger', 1, [AO_PONTO, sub('extras', 'mal-passado')]),
      [{ code: 'SUBITEM_NOT_FOUND', itemId: 'burger', path: at(1) }],
      2691,
    ],
    [
      'INVALID_QUANTITY: a subitem with quantity 0 is neither priced nor counted',
      line('burger', 1, [AO_PONTO, sub('extras', 'bacon', 0)]),
      [{ code: 'INVALID_QUANTITY', itemId: 'burger', path: `${at(1)}.quantity` }],
      2691,
    ],
    [
      'INVALID_QUANTITY: a fractional subitem quantity',
      line('burger', 1, [sub('ponto', 'ao-ponto', 0.5)]),
      [
        { code: 'INVALID_QUANTITY', itemId: 'burger', path: `${at(0)}.quantity` },
        { code: 'SUBCATEGORY_MIN', itemId: 'burger', path: 'items[0].subitems' },
      ],
      2691,
    ],
  ])('%s', (_rule, cartLine, problems, subtotal) => {
    const quote = quoteCart(pickUp(cartLine), ctx({ clock: FRIDAY_4PM }));
    expect(quote.problems).toEqual(problems);
    expect(quote.subtotal).toBe(subtotal);
  });

  it('A line without a subitems list has no subitems (the required subcategory is missing)', () => {
    const quote = quoteCart(pickUp({ itemId: 'burger', quantity: 1 }), ctx({ clock: FRIDAY_4PM }));
    expect(quote.problems).toEqual([{ code: 'SUBCATEGORY_MIN', itemId: 'burger', path: 'items[0].subitems' }]);
    expect(quote.lines).toEqual([
      { itemId: 'burger', categoryId: 'lanches', quantity: 1, unitPrice: 2691, total: 2691 },
    ]);
  });
});

describe('quoteCart: interval between dates', () => {
  const DIARIA = [sub('periodo', 'diaria')];
  const from = '2024-05-10T12:00:00.000-03:00';
  it.each<[string, number, CartLine['interval'], QuotedLine]>([
    [
      'The multiplier is the number of days in the interval: 2 days × 1500 = 3000',
      1,
      { start: from, end: '2024-05-12T12:00:00.000-03:00' },
      { itemId: 'locker', categoryId: 'guarda-volumes', quantity: 1, unitPrice: 1500, total: 3000 },
    ],
    [
      'Days are rounded up from 86400000 ms: 2 days and 1 second are 3 days, 3 × 1500 = 4500',
      1,
      { start: from, end: '2024-05-12T12:00:01.000-03:00' },
      { itemId: 'locker', categoryId: 'guarda-volumes', quantity: 1, unitPrice: 1500, total: 4500 },
    ],
    [
      'Days rounded up: 3 hours is 1 day = 1500',
      1,
      { start: from, end: '2024-05-10T15:00:00.000-03:00' },
      { itemId: 'locker', categoryId: 'guarda-volumes', quantity: 1, unitPrice: 1500, total: 1500 },
    ],
    [
      'The days multiplier replaces the item quantity (docs/business-rules.md "Line totals and intervals"): quantity 2 over 2 days = 3000',
      2,
      { start: from, end: '2024-05-12T12:00:00.000-03:00' },
      { itemId: 'locker', categoryId: 'guarda-volumes', quantity: 2, unitPrice: 1500, total: 3000 },
    ],
  ])('%s', (_rule, quantity, interval, expected) => {
    const quote = quoteCart(
      pickUp(line('locker', quantity, DIARIA, { interval })),
      ctx({ catalog: { minimumOrderValue: 0 } }),
    );
    expect(quote.lines).toEqual([expected]);
    expect(quote.problems).toEqual([]);
  });

  it.each<[string, CartLine['interval'], QuoteProblem[]]>([
    [
      'INTERVAL_REQUIRED: an interval-between-dates subitem without an interval',
      null,
      [{ code: 'INTERVAL_REQUIRED', itemId: 'locker', path: 'items[0].interval' }],
    ],
    [
      'INVALID_INTERVAL: the end before the start',
      { start: '2024-05-12T12:00:00.000-03:00', end: from },
      [{ code: 'INVALID_INTERVAL', itemId: 'locker', path: 'items[0].interval' }],
    ],
    [
      'INVALID_INTERVAL: an unreadable date',
      { start: from, end: 'amanhã' },
      [{ code: 'INVALID_INTERVAL', itemId: 'locker', path: 'items[0].interval' }],
    ],
  ])('%s (the line is not priced)', (_rule, interval, problems) => {
    const quote = quoteCart(pickUp(line('locker', 1, DIARIA, { interval }), line('fries', 2)), ctx());
    expect(quote.problems).toEqual(problems);
    expect(quote.lines.map((l) => l.itemId)).toEqual(['fries']);
    expect(quote.subtotal).toBe(2400);
  });

  it('An interval without an interval subitem changes nothing: fries × 2 = 2400', () => {
    const quote = quoteCart(
      pickUp(line('fries', 2, [], { interval: { start: from, end: '2024-05-20T12:00:00.000-03:00' } })),
      ctx(),
    );
    expect(quote.subtotal).toBe(2400);
  });
});
