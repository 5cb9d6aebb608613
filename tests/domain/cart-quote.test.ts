import { describe, expect, it } from 'vitest';
import {
  quoteCart,
  type CartLine,
  type CartQuote,
  type QuoteCatalog,
  type QuoteContext,
  type QuoteCoupon,
  type QuoteItem,
  type QuoteProblem,
  type QuoteRequest,
  type QuotedLine,
} from '@/src/domain/cart-quote';
import type { Modifier } from '@/src/domain/modifiers';
import type { OpeningHours } from '@/src/domain/opening-hours';

// Fixed clocks in São Paulo (-03:00). 10 May 2024 is a Friday.
const FRIDAY_NOON = '2024-05-10T12:00:00.000-03:00';
const FRIDAY_4PM = '2024-05-10T16:00:00.000-03:00';
const FRIDAY_NIGHT = '2024-05-10T23:00:00.000-03:00';
const THURSDAY_NOON = '2024-05-09T12:00:00.000-03:00';
const SATURDAY_NOON = '2024-05-11T12:00:00.000-03:00';
const SUNDAY_NOON = '2024-05-12T12:00:00.000-03:00';

const day = { open: true, hours: [{ start: '10:00', end: '22:00' }] };
/** Monday to Saturday 10:00–22:00, closed on Sunday (SPEC.md §3 "Business opening hours"). */
const openingHours: OpeningHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: { open: false, hours: [] },
};

/** Friday lunch (11:00–15:00): R$ 2,00 off (modifier price in reais, operation SUBTRACT). */
const fridayLunchDeal: Modifier = {
  operation: 'FIRST',
  condition: [
    {
      if: [{ days: ['friday'], hours: { start: '11:00', end: '15:00' } }],
      then: { price: { value: 2, type: 'REAL', operation: 'SUBTRACT' } },
    },
  ],
};
/** Lunch (11:00–15:00): half price (PERCENT 50, SUBTRACT). */
const halfPriceAtLunch: Modifier = {
  condition: [{ if: [{ hours: { start: '11:00', end: '15:00' } }], then: { price: { value: 50, type: 'PERCENT', operation: 'SUBTRACT' } } }],
};
/** Breakfast only: PUBLIC before 11:00, BLOCKED after. */
const breakfastOnly: Modifier = {
  condition: [{ if: [{ timeUntil: '11:00' }], then: { status: 'PUBLIC' }, else: { status: 'BLOCKED' } }],
};
/** Sold on Saturdays only. */
const saturdayOnly: Modifier = {
  condition: [{ if: [{ days: ['saturday'] }], then: { status: 'PUBLIC' }, else: { status: 'BLOCKED' } }],
};
/** R$ 3,00 more to Pinheiros (an address rule). */
const pinheirosSurcharge: Modifier = {
  condition: [{ if: [{ address: { district: 'Pinheiros' } }], then: { price: { value: 3, type: 'REAL', operation: 'ADD' } } }],
};

const burger: QuoteItem = {
  _id: 'burger',
  categoryId: 'lanches',
  price: 2990,
  promo: 10,
  promoType: 'PERCENT',
  modifiers: [fridayLunchDeal],
  subcategories: [
    { _id: 'ponto', min: 1, max: 1, repeat: false, subitems: [{ _id: 'mal-passado', price: 0 }, { _id: 'ao-ponto', price: 0 }] },
    {
      _id: 'extras',
      min: 0,
      max: 3,
      repeat: true,
      subitems: [
        { _id: 'bacon', price: 500, progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 20 } },
        { _id: 'cheddar', price: 400, modifiers: [halfPriceAtLunch] },
        { _id: 'ovo', price: 300, modifiers: [breakfastOnly] },
      ],
    },
  ],
};
const fries: QuoteItem = { _id: 'fries', categoryId: 'acompanhamentos', price: 1500, promo: 300, promoType: 'REAL', subcategories: [] };
const soda: QuoteItem = { _id: 'soda', price: 800, promo: 650, promoType: 'FIXED_PRICE', max: 6, subcategories: [] };
const water: QuoteItem = { _id: 'water', price: 400, stock: 5, subcategories: [] };
const ice: QuoteItem = { _id: 'ice', price: 200, stock: null, subcategories: [] };
const lastPie: QuoteItem = { _id: 'last-pie', price: 900, stock: 0, subcategories: [] };
const kidsMenu: QuoteItem = { _id: 'kids', price: 1000, min: 2, subcategories: [] };
const napkins: QuoteItem = { _id: 'napkins', price: 10, max: 0, subcategories: [] };
const feijoada: QuoteItem = { _id: 'feijoada', price: 4590, modifiers: [saturdayOnly], subcategories: [] };
const retired: QuoteItem = { _id: 'retired', price: 1000, status: 'blocked', subcategories: [] };
const acai: QuoteItem = { _id: 'acai', price: 1800, modifiers: [pinheirosSurcharge], subcategories: [] };
const pizza: QuoteItem = {
  _id: 'pizza',
  price: 5000,
  subcategories: [
    { _id: 'borda', status: 'BLOCKED', min: 1, subitems: [{ _id: 'catupiry', price: 800 }] },
    {
      _id: 'sabores',
      min: 1,
      max: 0, // 0: no maximum
      repeat: true,
      subitems: [
        { _id: 'mussarela', price: 0 },
        { _id: 'calabresa', price: 0 },
        { _id: 'trufada', price: 1000, status: 'BLOCKED' },
      ],
    },
  ],
};
/** Luggage locker priced per day (DESIGN.md demo data), an interval-between-dates subitem. */
const locker: QuoteItem = {
  _id: 'locker',
  categoryId: 'guarda-volumes',
  price: 0,
  subcategories: [{ _id: 'periodo', min: 1, max: 1, subitems: [{ _id: 'diaria', type: 'INTERVAL_BETWEEN_DATES', price: 1500 }] }],
};

const items = new Map<string, QuoteItem>(
  [burger, fries, soda, water, ice, lastPie, kidsMenu, napkins, feijoada, retired, acai, pizza, locker].map((item) => [item._id, item]),
);

const catalog: QuoteCatalog = {
  _id: 'loja-1',
  status: 'PUBLIC',
  minimumOrderValue: 2000,
  openingHours,
  holidays: [],
  whereDelivery: {
    countries: [
      {
        name: 'Brasil',
        code: 'BR',
        states: [
          {
            name: 'São Paulo',
            code: 'SP',
            cities: [
              {
                name: 'São Paulo',
                estimatedDeliveryTime: 60,
                districts: [
                  { name: 'Vila Madalena', fullCoverage: true, deliveryFee: 590 },
                  { name: 'Pinheiros', fullCoverage: true, deliveryFee: 790 },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** SPEC.md §1 banner coupon "10% off delivery at selected brands". */
const PROMO10: QuoteCoupon = {
  code: 'PROMO10',
  discount: { type: 'PERCENT', value: 10 },
  appliesTo: ['loja-1'],
  minimumOrderValue: 5000,
  validFrom: '2024-05-01',
  validUntil: '2024-05-31',
};
const VILA_MADALENA = { country: 'Brasil', state: 'SP', city: 'São Paulo', district: 'Vila Madalena' };
const PINHEIROS = { ...VILA_MADALENA, district: 'Pinheiros' };

type ContextOverrides = Omit<Partial<QuoteContext>, 'catalog'> & { catalog?: Partial<QuoteCatalog> };
function ctx(over: ContextOverrides = {}): QuoteContext {
  return { items, coupon: null, clock: FRIDAY_NOON, ...over, catalog: { ...catalog, ...over.catalog } };
}
const takeAway = { type: 'takeAway', time: 'now' };
/** A request picked up at the counter, so that no address is needed. */
const pickUp = (...lines: CartLine[]): QuoteRequest => ({ lines, operationWay: takeAway });
const line = (itemId: string, quantity: number, subitems: CartLine['subitems'] = [], extra: Partial<CartLine> = {}): CartLine => ({
  itemId,
  quantity,
  subitems,
  ...extra,
});
const sub = (subcategoryId: string, subitemId: string, quantity = 1) => ({ subcategoryId, subitemId, quantity });
const AO_PONTO = sub('ponto', 'ao-ponto');

describe('quoteCart: a full realistic cart', () => {
  /*
   * Friday 12:00, delivery to Vila Madalena, coupon PROMO10.
   * Burger: 2990, Friday-lunch modifier −R$ 2,00 → 2790; PERCENT promo 10% → 2790 − 279 = 2511.
   *   Extras: bacon 500 × 2 = 1000, progressive discount 20% × (2 − 1) ÷ (3 − 1) = 10% → −100;
   *   cheddar 400, lunch modifier −50% → 200; ao ponto 0.
   *   Unit (2511 + 1000 + 200 − 100) = 3611; × 2 = 7222.
   * Fries: 1500, REAL promo 300 → 1200; × 1 = 1200.
   * Soda: 800, FIXED_PRICE promo 650 → 650; × 3 = 1950.
   * Subtotal 7222 + 1200 + 1950 = 10372. Coupon 10% of 10372 = 1037.2 → 1037. Delivery fee 590.
   * Total 10372 − 1037 + 590 = 9925.
   */
  const request: QuoteRequest = {
    lines: [
      line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar')], { categoryId: 'lanches' }),
      line('fries', 1),
      line('soda', 3),
    ],
    couponCode: ' PROMO10 ',
    operationWay: { type: 'delivery', time: 'now' },
    address: { ...VILA_MADALENA, zipCode: '05433-000' },
  };
  const expected: CartQuote = {
    lines: [
      { itemId: 'burger', categoryId: 'lanches', quantity: 2, unitPrice: 3611, total: 7222 },
      { itemId: 'fries', categoryId: 'acompanhamentos', quantity: 1, unitPrice: 1200, total: 1200 },
      { itemId: 'soda', categoryId: null, quantity: 3, unitPrice: 650, total: 1950 },
    ],
    subtotal: 10372,
    discount: 1037,
    deliveryFee: 590,
    total: 9925,
    estimatedDeliveryTime: 60,
    problems: [],
  };

  it('modifier price, PERCENT, REAL and FIXED_PRICE promos, progressive discount, coupon and delivery fee: total 9925', () => {
    expect(quoteCart(request, ctx({ coupon: PROMO10 }))).toEqual(expected);
  });

  it("Prices are computed on the server, never taken from the client: a line's own price, unitPrice and total are ignored", () => {
    const tampered = {
      ...request,
      lines: request.lines.map((l) => ({ ...l, price: 1, unitPrice: 1, total: 1, subitems: l.subitems?.map((s) => ({ ...s, price: 0 })) })),
    } as QuoteRequest;
    expect(quoteCart(tampered, ctx({ coupon: PROMO10 }))).toEqual(expected);
  });

  it('Coupon REAL takes that amount off the subtotal: 10372 − 1500 + 590 = 9462', () => {
    const real: QuoteCoupon = { ...PROMO10, discount: { type: 'REAL', value: 1500 } };
    expect(quoteCart(request, ctx({ coupon: real }))).toMatchObject({ subtotal: 10372, discount: 1500, deliveryFee: 590, total: 9462, problems: [] });
  });

  it('A coupon with a problem takes nothing off: 10372 + 590 = 10962 and COUPONS_DISABLED', () => {
    const quote = quoteCart(request, ctx({ coupon: PROMO10, catalog: { disableDiscountCoupon: true } }));
    expect(quote).toMatchObject({ discount: 0, total: 10962, problems: [{ code: 'COUPONS_DISABLED', path: 'couponCode' }] });
  });
});

describe('quoteCart: the clock decides modifiers', () => {
  const cart = pickUp(line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar')]));
  it.each<[string, string, number, number]>([
    // Lunch: (2511 + 1000 − 100 + 200) = 3611 per burger.
    ['Friday 12:00 is inside both lunch modifiers: unit 3611, × 2 = 7222', FRIDAY_NOON, 3611, 7222],
    // No modifier: 2990 − 299 = 2691; (2691 + 1000 − 100 + 400) = 3991.
    ['Friday 16:00 is after lunch: list prices, unit (2691 + 1000 − 100 + 400) = 3991, × 2 = 7982', FRIDAY_4PM, 3991, 7982],
    // Thursday lunch: burger deal is Friday-only (2691), cheddar half price is any day (200): 2691 + 900 + 200 = 3791.
    ['Thursday 12:00: the Friday deal does not apply, cheddar lunch price does: unit 3791, × 2 = 7582', THURSDAY_NOON, 3791, 7582],
    // Same instant written in UTC: 15:00Z = 12:00 in São Paulo.
    ['The clock is read in the catalogue zone: 15:00Z is Friday 12:00 in São Paulo, unit 3611', '2024-05-10T15:00:00.000Z', 3611, 7222],
  ])('%s', (_rule, clock, unitPrice, total) => {
    const quote = quoteCart(cart, ctx({ clock }));
    expect(quote.lines).toEqual<QuotedLine[]>([{ itemId: 'burger', categoryId: 'lanches', quantity: 2, unitPrice, total }]);
    expect(quote.subtotal).toBe(total);
  });

  it.each<[string, string | null, number]>([
    // 15:30 in São Paulo is 14:30 in Manaus: inside the 11:00–15:00 deal, 2790 − 279 = 2511.
    ["Modifiers are evaluated in the catalogue's zone: 15:30 in São Paulo is 14:30 in Manaus, lunch deal 2511", 'America/Manaus', 2511],
    ['…and in the default zone 15:30 is after lunch: 2990 − 299 = 2691', null, 2691],
  ])('%s', (_rule, timezone, subtotal) => {
    const quote = quoteCart(pickUp(line('burger', 1, [AO_PONTO])), ctx({ clock: '2024-05-10T15:30:00.000-03:00', catalog: { timezone } }));
    expect(quote.subtotal).toBe(subtotal);
  });

  it('A modifier may depend on the address: açaí 1800 + R$ 3,00 to Pinheiros = 2100, delivered for 790', () => {
    const quote = quoteCart({ lines: [line('acai', 1)], address: PINHEIROS }, ctx());
    expect(quote).toMatchObject({ subtotal: 2100, deliveryFee: 790, total: 2890, problems: [] });
    expect(quoteCart({ lines: [line('acai', 1)], address: VILA_MADALENA }, ctx())).toMatchObject({ subtotal: 1800, total: 2390 });
  });

  it.each<[string, string, QuoteProblem[]]>([
    ['A then-status PUBLIC lets the item be sold: feijoada on Saturday', SATURDAY_NOON, []],
    ['When the if-rules do not match the else-status applies: feijoada BLOCKED on Friday', FRIDAY_NOON, [{ code: 'ITEM_BLOCKED', itemId: 'feijoada', path: 'items[0]' }]],
  ])('%s', (_rule, clock, problems) => {
    expect(quoteCart(pickUp(line('feijoada', 1)), ctx({ clock })).problems).toEqual(problems);
  });

  it('A subitem modifier may block it at the clock: egg is breakfast only, SUBITEM_BLOCKED at 12:00, fine at 10:30', () => {
    const cart = pickUp(line('burger', 1, [AO_PONTO, sub('extras', 'ovo')]));
    expect(quoteCart(cart, ctx()).problems).toEqual([{ code: 'SUBITEM_BLOCKED', itemId: 'burger', path: 'items[0].subitems[1]' }]);
    // 10:30: no lunch deal (2691) + egg 300 = 2991.
    expect(quoteCart(cart, ctx({ clock: '2024-05-10T10:30:00.000-03:00' }))).toMatchObject({ subtotal: 2991, problems: [] });
  });
});

describe('quoteCart: CLOSED_COMPANY', () => {
  // A scheduled order is for the next day's opening (Saturday 10:00): a slot of the built-in rule is today only, so rules allow 1 day.
  const cart = (time?: string): QuoteRequest => ({ lines: [line('fries', 2)], operationWay: time ? { type: 'takeAway', time, scheduledFor: time === 'schedule' ? '2024-05-11T10:00:00.000-03:00' : null } : null });
  const nextDay = [{ if: { isDefaultRule: true }, then: { dayUntil: 1, schedulingWindow: { start: '10:00', end: '22:00' } } }];
  const closed: QuoteProblem[] = [{ code: 'CLOSED_COMPANY' }];
  it.each<[string, QuoteRequest, ContextOverrides, QuoteProblem[]]>([
    ['Open: Friday 12:00 within 10:00–22:00', cart('now'), { clock: FRIDAY_NOON }, []],
    ['Closed when ordering now outside opening hours: Friday 23:00', cart('now'), { clock: FRIDAY_NIGHT }, closed],
    ['Closed when ordering now on a day marked open: false (Sunday)', cart('now'), { clock: SUNDAY_NOON }, closed],
    ['Default operation is delivery, now (SPEC.md §9): no operationWay at 23:00 is closed', cart(), { clock: FRIDAY_NIGHT }, closed],
    ['A scheduled order may be placed while closed (for a slot when it is open)', cart('schedule'), { clock: FRIDAY_NIGHT, catalog: { rules: nextDay } }, []],
    ['A BLOCKED catalogue is closed even within its hours', cart('now'), { catalog: { status: 'BLOCKED' } }, closed],
    ['A BLOCKED catalogue is closed for scheduled orders too', cart('schedule'), { clock: FRIDAY_NIGHT, catalog: { status: 'blocked', rules: nextDay } }, closed],
    [
      'A holiday closes the day (Holiday: date, name, type)',
      cart('now'),
      { catalog: { holidays: [{ date: '2024-05-10', name: 'Feriado municipal', type: 'municipal' }] } },
      closed,
    ],
    ['No opening hours: always open', cart('now'), { clock: FRIDAY_NIGHT, catalog: { openingHours: null } }, []],
    ['A catalogue without a holiday list is open in its hours', cart('now'), { catalog: { holidays: undefined } }, []],
    [
      "Hours are read in the catalogue's own zone: 22:30 in São Paulo is 21:30 in Manaus, still open",
      cart('now'),
      { clock: '2024-05-10T22:30:00.000-03:00', catalog: { timezone: 'America/Manaus' } },
      [],
    ],
    ['…and in the default zone the same instant is closed', cart('now'), { clock: '2024-05-10T22:30:00.000-03:00' }, closed],
  ])('%s', (_rule, request, over, problems) => {
    expect(quoteCart(request, ctx(over)).problems).toEqual(problems);
  });
});

describe('quoteCart: items and quantities', () => {
  it.each<[string, CartLine[], QuoteProblem[], number]>([
    ['EMPTY_CART: a cart without lines', [], [{ code: 'EMPTY_CART', path: 'items' }, { code: 'MINIMUM_ORDER_VALUE' }], 0],
    ['ITEM_NOT_FOUND: an id that is not in the catalogue', [line('ghost', 1), line('fries', 2)], [{ code: 'ITEM_NOT_FOUND', itemId: 'ghost', path: 'items[0].itemId' }], 2400],
    ['ITEM_BLOCKED: status BLOCKED (any case)', [line('retired', 2)], [{ code: 'ITEM_BLOCKED', itemId: 'retired', path: 'items[0]' }], 2000],
    ['Stock: ordering exactly the stock is fine (5 of 5 waters, 400 × 5 = 2000)', [line('water', 5)], [], 2000],
    ['PRODUCT_OUT_OF_STOCK: 6 waters with 5 in stock', [line('water', 6)], [{ code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[0].quantity' }], 2400],
    [
      'PRODUCT_OUT_OF_STOCK: stock is shared by every line of the item (3 + 3 waters > 5)',
      [line('water', 3), line('water', 3)],
      [
        { code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[0].quantity' },
        { code: 'PRODUCT_OUT_OF_STOCK', itemId: 'water', path: 'items[1].quantity' },
      ],
      2400,
    ],
    ['Stock: an invalid line does not use up stock (5 waters + a line of 0)', [line('water', 5), line('water', 0)], [{ code: 'INVALID_QUANTITY', itemId: 'water', path: 'items[1].quantity' }], 2000],
    ['Stock: a fractional line does not use up stock (5 waters + 1.5)', [line('water', 5), line('water', 1.5)], [{ code: 'INVALID_QUANTITY', itemId: 'water', path: 'items[1].quantity' }], 2000],
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
    ['QUANTITY_BELOW_MIN: 1 kids menu with min 2', [line('kids', 1), line('fries', 1)], [{ code: 'QUANTITY_BELOW_MIN', itemId: 'kids', path: 'items[0].quantity' }], 2200],
    ['Quantity bounded by the item max: 6 sodas with max 6 (650 × 6 = 3900)', [line('soda', 6)], [], 3900],
    ['QUANTITY_ABOVE_MAX: 7 sodas with max 6', [line('soda', 7)], [{ code: 'QUANTITY_ABOVE_MAX', itemId: 'soda', path: 'items[0].quantity' }], 4550],
    ['A max of 0 is no maximum (as in the cart): 300 napkins', [line('napkins', 300)], [], 3000],
    ['INVALID_QUANTITY: 0 units; the line is not priced', [line('fries', 0), line('fries', 2)], [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }], 2400],
    ['INVALID_QUANTITY: a negative quantity', [line('fries', -1), line('fries', 2)], [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }], 2400],
    ['INVALID_QUANTITY: a fractional quantity', [line('fries', 1.5), line('fries', 2)], [{ code: 'INVALID_QUANTITY', itemId: 'fries', path: 'items[0].quantity' }], 2400],
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
    ['SUBCATEGORY_MIN: no choice in a subcategory with min 1', line('burger', 1, [sub('extras', 'bacon')]), [{ code: 'SUBCATEGORY_MIN', itemId: 'burger', path: 'items[0].subitems' }], 3191],
    // 2691 + 500 × 2 − 10% + 400 = 2691 + 900 + 400 = 3991: exactly max 3.
    ['Subcategory max 3: three extras are fine', line('burger', 1, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar')]), [], 3991],
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
    ['repeat true allows quantities above 1, and max 0 is no maximum: 5 pizza flavours', line('pizza', 1, [sub('sabores', 'mussarela', 3), sub('sabores', 'calabresa', 2)]), [], 5000],
    ['A BLOCKED subcategory is not required even with min 1 (pizza border)', line('pizza', 1, [sub('sabores', 'mussarela')]), [], 5000],
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
    expect(quote.lines).toEqual([{ itemId: 'burger', categoryId: 'lanches', quantity: 1, unitPrice: 2691, total: 2691 }]);
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
      'The days multiplier replaces the item quantity (SPEC.md §5 "instead"): quantity 2 over 2 days = 3000',
      2,
      { start: from, end: '2024-05-12T12:00:00.000-03:00' },
      { itemId: 'locker', categoryId: 'guarda-volumes', quantity: 2, unitPrice: 1500, total: 3000 },
    ],
  ])('%s', (_rule, quantity, interval, expected) => {
    const quote = quoteCart(pickUp(line('locker', quantity, DIARIA, { interval })), ctx({ catalog: { minimumOrderValue: 0 } }));
    expect(quote.lines).toEqual([expected]);
    expect(quote.problems).toEqual([]);
  });

  it.each<[string, CartLine['interval'], QuoteProblem[]]>([
    ['INTERVAL_REQUIRED: an interval-between-dates subitem without an interval', null, [{ code: 'INTERVAL_REQUIRED', itemId: 'locker', path: 'items[0].interval' }]],
    [
      'INVALID_INTERVAL: the end before the start',
      { start: '2024-05-12T12:00:00.000-03:00', end: from },
      [{ code: 'INVALID_INTERVAL', itemId: 'locker', path: 'items[0].interval' }],
    ],
    ['INVALID_INTERVAL: an unreadable date', { start: from, end: 'amanhã' }, [{ code: 'INVALID_INTERVAL', itemId: 'locker', path: 'items[0].interval' }]],
  ])('%s (the line is not priced)', (_rule, interval, problems) => {
    const quote = quoteCart(pickUp(line('locker', 1, DIARIA, { interval }), line('fries', 2)), ctx());
    expect(quote.problems).toEqual(problems);
    expect(quote.lines.map((l) => l.itemId)).toEqual(['fries']);
    expect(quote.subtotal).toBe(2400);
  });

  it('An interval without an interval subitem changes nothing: fries × 2 = 2400', () => {
    const quote = quoteCart(pickUp(line('fries', 2, [], { interval: { start: from, end: '2024-05-20T12:00:00.000-03:00' } })), ctx());
    expect(quote.subtotal).toBe(2400);
  });
});

describe('quoteCart: coupon', () => {
  // Burger at 16:00 with bacon ×2: 2691 + 900 = 3591; × 2 = 7182.
  const cart = (couponCode: string | null | undefined): QuoteRequest => ({
    lines: [line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2)])],
    couponCode,
    operationWay: takeAway,
  });
  it.each<[string, string | null | undefined, QuoteCoupon | null, Partial<QuoteCatalog>, number, QuoteProblem[]]>([
    ['A valid coupon: 10% of 7182 = 718.2 → 718', 'PROMO10', PROMO10, {}, 718, []],
    ['COUPON_NOT_FOUND: a code with no coupon', 'NOPE', null, {}, 0, [{ code: 'COUPON_NOT_FOUND', path: 'couponCode' }]],
    ['COUPONS_DISABLED: config.disableDiscountCoupon', 'PROMO10', PROMO10, { disableDiscountCoupon: true }, 0, [{ code: 'COUPONS_DISABLED', path: 'couponCode' }]],
    ['COUPON_NOT_APPLICABLE: a coupon of another catalogue', 'PROMO10', { ...PROMO10, appliesTo: ['loja-2'] }, {}, 0, [{ code: 'COUPON_NOT_APPLICABLE', path: 'couponCode' }]],
    ['COUPON_EXPIRED: validUntil the day before', 'PROMO10', { ...PROMO10, validUntil: '2024-05-09' }, {}, 0, [{ code: 'COUPON_EXPIRED', path: 'couponCode' }]],
    ['Coupon validUntil is inclusive: valid on that day', 'PROMO10', { ...PROMO10, validUntil: '2024-05-10' }, {}, 718, []],
    ['COUPON_MINIMUM_NOT_MET: 7182 below a minimum of 7183', 'PROMO10', { ...PROMO10, minimumOrderValue: 7183 }, {}, 0, [{ code: 'COUPON_MINIMUM_NOT_MET', path: 'couponCode' }]],
    ['Coupon minimumOrderValue equal to the subtotal passes (7182)', 'PROMO10', { ...PROMO10, minimumOrderValue: 7182 }, {}, 718, []],
    ['No code: no coupon even if one is passed', null, PROMO10, {}, 0, []],
    ['A blank code is no code', '   ', null, {}, 0, []],
    ['A REAL coupon larger than the subtotal takes at most the subtotal', 'MEGA', { ...PROMO10, discount: { type: 'REAL', value: 900000 } }, {}, 7182, []],
  ])('%s', (_rule, couponCode, coupon, catalogOver, discount, problems) => {
    const quote = quoteCart(cart(couponCode), ctx({ clock: FRIDAY_4PM, coupon, catalog: catalogOver }));
    expect(quote.problems).toEqual(problems);
    expect(quote.discount).toBe(discount);
    expect(quote.total).toBe(7182 - discount);
  });

  it("Coupon dates are days in the catalogue's zone: Saturday 00:30 in São Paulo is still Friday in Manaus", () => {
    const coupon = { ...PROMO10, validUntil: '2024-05-10' };
    const clock = '2024-05-11T00:30:00.000-03:00';
    const lateCtx = (timezone: string | null) => ctx({ clock, coupon, catalog: { openingHours: null, timezone } });
    expect(quoteCart(cart('PROMO10'), lateCtx('America/Manaus'))).toMatchObject({ discount: 718, problems: [] });
    expect(quoteCart(cart('PROMO10'), lateCtx(null))).toMatchObject({ discount: 0, problems: [{ code: 'COUPON_EXPIRED', path: 'couponCode' }] });
  });
});

describe('quoteCart: minimum order value and delivery', () => {
  it.each<[string, number, QuoteProblem[]]>([
    // Water 400 × 5 = 2000.
    ['MINIMUM_ORDER_VALUE: a subtotal one cent below the minimum (2000 < 2001)', 2001, [{ code: 'MINIMUM_ORDER_VALUE' }]],
    ['minimumOrderValue: a subtotal equal to the minimum passes (2000 = 2000)', 2000, []],
    ['minimumOrderValue 0: any cart passes', 0, []],
  ])('%s', (_rule, minimumOrderValue, problems) => {
    expect(quoteCart(pickUp(line('water', 5)), ctx({ catalog: { minimumOrderValue } })).problems).toEqual(problems);
  });

  it('minimumOrderValue is checked on the subtotal before the coupon: 7182 − 718 still meets 7182', () => {
    const request: QuoteRequest = { lines: [line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2)])], couponCode: 'PROMO10', operationWay: takeAway };
    const quote = quoteCart(request, ctx({ clock: FRIDAY_4PM, coupon: PROMO10, catalog: { minimumOrderValue: 7182 } }));
    expect(quote).toMatchObject({ subtotal: 7182, discount: 718, total: 6464, problems: [] });
  });

  const fries2 = [line('fries', 2)]; // 1200 × 2 = 2400
  it.each<[string, Omit<QuoteRequest, 'lines'>, Pick<CartQuote, 'deliveryFee' | 'total' | 'estimatedDeliveryTime' | 'problems'>]>([
    ['Delivery fee of the covered district: 2400 + 790 = 3190', { address: PINHEIROS, operationWay: { type: 'delivery', time: 'now' } }, { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] }],
    ['Default operation is delivery (SPEC.md §9): the fee applies without operationWay', { address: PINHEIROS }, { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] }],
    ['Coverage ignores accents and case: "sao paulo" / "pinheiros"', { address: { state: 'sp', city: 'sao paulo', district: 'pinheiros' } }, { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] }],
    [
      'DELIVERY_AREA_NOT_COVERED: an unlisted district',
      { address: { ...PINHEIROS, district: 'Butantã' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [{ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' }] },
    ],
    [
      'DELIVERY_AREA_NOT_COVERED: a district given without its city is not located',
      { address: { state: 'SP', district: 'Pinheiros' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [{ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' }] },
    ],
    ['Take-away pays no delivery fee and needs no coverage', { address: { ...PINHEIROS, district: 'Butantã' }, operationWay: takeAway }, { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] }],
    ['Booking pays no delivery fee', { address: PINHEIROS, operationWay: { type: 'booking', time: 'now' } }, { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] }],
    ['No address yet: no fee and no coverage problem (checkout asks for it)', { address: null }, { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] }],
    ['An address with neither city nor district is not yet checked', { address: { state: 'SP', zipCode: '05422-000' } }, { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] }],
    [
      'ADDRESS_REQUIRED: delivery chosen, the catalogue charges by place, and no city or district is given',
      { address: { state: 'SP', zipCode: '05422-000' }, operationWay: { type: 'delivery', time: 'now' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [{ code: 'ADDRESS_REQUIRED', path: 'customer.address' }] },
    ],
    [
      'ADDRESS_REQUIRED: delivery chosen without any address',
      { address: null, operationWay: { type: 'delivery', time: 'now' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [{ code: 'ADDRESS_REQUIRED', path: 'customer.address' }] },
    ],
  ])('%s', (_rule, request, expected) => {
    expect(quoteCart({ lines: fries2, ...request }, ctx())).toMatchObject({ subtotal: 2400, discount: 0, ...expected });
  });

  it('A catalogue without coverage needs no address for delivery', () => {
    const quote = quoteCart({ lines: fries2, operationWay: { type: 'delivery', time: 'now' } }, ctx({ catalog: { whereDelivery: { countries: [] } } }));
    expect(quote.problems).toEqual([]);
  });

  it("A BLOCKED category blocks its items: ITEM_BLOCKED, priced as listed", () => {
    const blockedCategory = new Map([...items].map(([id, item]) => [id, id === 'fries' ? { ...item, categoryStatus: 'BLOCKED' } : item]));
    expect(quoteCart(pickUp(line('fries', 2)), ctx({ items: blockedCategory })).problems).toEqual([{ code: 'ITEM_BLOCKED', itemId: 'fries', path: 'items[0]' }]);
  });

  it('The address drives address-rule modifiers only for delivery: R$ 1,00 more to Pinheiros', () => {
    const toPinheiros: Modifier = { operation: 'FIRST', condition: [{ if: [{ address: { district: 'Pinheiros' } }], then: { price: { value: 1, type: 'REAL', operation: 'ADD' } } }] };
    const local = new Map([...items, ['local', { _id: 'local', price: 1000, subcategories: [], modifiers: [toPinheiros] } as QuoteItem]]);
    const order = (type: string) => quoteCart({ lines: [line('local', 3)], address: PINHEIROS, operationWay: { type, time: 'now' } }, ctx({ items: local }));
    expect(order('delivery').subtotal).toBe(3300); // (1000 + 100) × 3
    expect(order('takeAway').subtotal).toBe(3000); // the made-up address of a take-away order changes nothing
  });

  it('Every problem is reported at once, in order: closed, item, coupon, coverage, minimum', () => {
    const request: QuoteRequest = {
      lines: [line('ghost', 1), line('kids', 1)],
      couponCode: 'PROMO10',
      address: { ...PINHEIROS, district: 'Butantã' },
    };
    expect(quoteCart(request, ctx({ clock: FRIDAY_NIGHT, coupon: PROMO10 }))).toEqual<CartQuote>({
      lines: [{ itemId: 'kids', categoryId: null, quantity: 1, unitPrice: 1000, total: 1000 }],
      subtotal: 1000,
      discount: 0,
      deliveryFee: 0,
      total: 1000,
      estimatedDeliveryTime: null,
      problems: [
        { code: 'CLOSED_COMPANY' },
        { code: 'ITEM_NOT_FOUND', itemId: 'ghost', path: 'items[0].itemId' },
        { code: 'QUANTITY_BELOW_MIN', itemId: 'kids', path: 'items[1].quantity' },
        { code: 'COUPON_MINIMUM_NOT_MET', path: 'couponCode' },
        { code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' },
        { code: 'MINIMUM_ORDER_VALUE' },
      ],
    });
  });
});
