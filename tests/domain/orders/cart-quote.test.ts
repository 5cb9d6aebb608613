import { describe, expect, it } from 'vitest';
import {
  quoteCart,
  type CartQuote,
  type QuoteCoupon,
  type QuoteProblem,
  type QuoteRequest,
  type QuotedLine,
} from '@/src/domain/orders/cart-quote';
import {
  FRIDAY_NOON,
  FRIDAY_4PM,
  FRIDAY_NIGHT,
  THURSDAY_NOON,
  SATURDAY_NOON,
  SUNDAY_NOON,
  PROMO10,
  VILA_MADALENA,
  PINHEIROS,
  ContextOverrides,
  ctx,
  pickUp,
  line,
  sub,
  AO_PONTO,
} from './cart-quote.fixture';

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
      lines: request.lines.map((l) => ({
        ...l,
        price: 1,
        unitPrice: 1,
        total: 1,
        subitems: l.subitems?.map((s) => ({ ...s, price: 0 })),
      })),
    } as QuoteRequest;
    expect(quoteCart(tampered, ctx({ coupon: PROMO10 }))).toEqual(expected);
  });

  it('Coupon REAL takes that amount off the subtotal: 10372 − 1500 + 590 = 9462', () => {
    const real: QuoteCoupon = { ...PROMO10, discount: { type: 'REAL', value: 1500 } };
    expect(quoteCart(request, ctx({ coupon: real }))).toMatchObject({
      subtotal: 10372,
      discount: 1500,
      deliveryFee: 590,
      total: 9462,
      problems: [],
    });
  });

  it('A coupon with a problem takes nothing off: 10372 + 590 = 10962 and COUPONS_DISABLED', () => {
    const quote = quoteCart(request, ctx({ coupon: PROMO10, catalog: { disableDiscountCoupon: true } }));
    expect(quote).toMatchObject({
      discount: 0,
      total: 10962,
      problems: [{ code: 'COUPONS_DISABLED', path: 'couponCode' }],
    });
  });
});

describe('quoteCart: the clock decides modifiers', () => {
  const cart = pickUp(line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2), sub('extras', 'cheddar')]));
  it.each<[string, string, number, number]>([
    // Lunch: (2511 + 1000 − 100 + 200) = 3611 per burger.
    ['Friday 12:00 is inside both lunch modifiers: unit 3611, × 2 = 7222', FRIDAY_NOON, 3611, 7222],
    // No modifier: 2990 − 299 = 2691; (2691 + 1000 − 100 + 400) = 3991.
    [
      'Friday 16:00 is after lunch: list prices, unit (2691 + 1000 − 100 + 400) = 3991, × 2 = 7982',
      FRIDAY_4PM,
      3991,
      7982,
    ],
    // Thursday lunch: burger deal is Friday-only (2691), cheddar half price is any day (200): 2691 + 900 + 200 = 3791.
    [
      'Thursday 12:00: the Friday deal does not apply, cheddar lunch price does: unit 3791, × 2 = 7582',
      THURSDAY_NOON,
      3791,
      7582,
    ],
    // Same instant written in UTC: 15:00Z = 12:00 in São Paulo.
    [
      'The clock is read in the catalogue zone: 15:00Z is Friday 12:00 in São Paulo, unit 3611',
      '2024-05-10T15:00:00.000Z',
      3611,
      7222,
    ],
  ])('%s', (_rule, clock, unitPrice, total) => {
    const quote = quoteCart(cart, ctx({ clock }));
    expect(quote.lines).toEqual<QuotedLine[]>([
      { itemId: 'burger', categoryId: 'lanches', quantity: 2, unitPrice, total },
    ]);
    expect(quote.subtotal).toBe(total);
  });

  it.each<[string, string | null, number]>([
    // 15:30 in São Paulo is 14:30 in Manaus: inside the 11:00–15:00 deal, 2790 − 279 = 2511.
    [
      "Modifiers are evaluated in the catalogue's zone: 15:30 in São Paulo is 14:30 in Manaus, lunch deal 2511",
      'America/Manaus',
      2511,
    ],
    ['…and in the default zone 15:30 is after lunch: 2990 − 299 = 2691', null, 2691],
  ])('%s', (_rule, timezone, subtotal) => {
    const quote = quoteCart(
      pickUp(line('burger', 1, [AO_PONTO])),
      ctx({ clock: '2024-05-10T15:30:00.000-03:00', catalog: { timezone } }),
    );
    expect(quote.subtotal).toBe(subtotal);
  });

  it('A modifier may depend on the address: açaí 1800 + R$ 3,00 to Pinheiros = 2100, delivered for 790', () => {
    const quote = quoteCart({ lines: [line('acai', 1)], address: PINHEIROS }, ctx());
    expect(quote).toMatchObject({ subtotal: 2100, deliveryFee: 790, total: 2890, problems: [] });
    expect(quoteCart({ lines: [line('acai', 1)], address: VILA_MADALENA }, ctx())).toMatchObject({
      subtotal: 1800,
      total: 2390,
    });
  });

  it.each<[string, string, QuoteProblem[]]>([
    ['A then-status PUBLIC lets the item be sold: feijoada on Saturday', SATURDAY_NOON, []],
    [
      'When the if-rules do not match the else-status applies: feijoada BLOCKED on Friday',
      FRIDAY_NOON,
      [{ code: 'ITEM_BLOCKED', itemId: 'feijoada', path: 'items[0]' }],
    ],
  ])('%s', (_rule, clock, problems) => {
    expect(quoteCart(pickUp(line('feijoada', 1)), ctx({ clock })).problems).toEqual(problems);
  });

  it('A subitem modifier may block it at the clock: egg is breakfast only, SUBITEM_BLOCKED at 12:00, fine at 10:30', () => {
    const cart = pickUp(line('burger', 1, [AO_PONTO, sub('extras', 'ovo')]));
    expect(quoteCart(cart, ctx()).problems).toEqual([
      { code: 'SUBITEM_BLOCKED', itemId: 'burger', path: 'items[0].subitems[1]' },
    ]);
    // 10:30: no lunch deal (2691) + egg 300 = 2991.
    expect(quoteCart(cart, ctx({ clock: '2024-05-10T10:30:00.000-03:00' }))).toMatchObject({
      subtotal: 2991,
      problems: [],
    });
  });
});

describe('quoteCart: CLOSED_COMPANY', () => {
  // A scheduled order is for the next day's opening (Saturday 10:00): a slot of the built-in rule is today only, so rules allow 1 day.
  const cart = (time?: string): QuoteRequest => ({
    lines: [line('fries', 2)],
    operationWay: time
      ? { type: 'takeAway', time, scheduledFor: time === 'schedule' ? '2024-05-11T10:00:00.000-03:00' : null }
      : null,
  });
  const nextDay = [
    { if: { isDefaultRule: true }, then: { dayUntil: 1, schedulingWindow: { start: '10:00', end: '22:00' } } },
  ];
  const closed: QuoteProblem[] = [{ code: 'CLOSED_COMPANY' }];
  it.each<[string, QuoteRequest, ContextOverrides, QuoteProblem[]]>([
    ['Open: Friday 12:00 within 10:00–22:00', cart('now'), { clock: FRIDAY_NOON }, []],
    ['Closed when ordering now outside opening hours: Friday 23:00', cart('now'), { clock: FRIDAY_NIGHT }, closed],
    ['Closed when ordering now on a day marked open: false (Sunday)', cart('now'), { clock: SUNDAY_NOON }, closed],
    [
      'Default operation is delivery, now (docs/business-rules.md "Operation ways and scheduling"): no operationWay at 23:00 is closed',
      cart(),
      { clock: FRIDAY_NIGHT },
      closed,
    ],
    [
      'A scheduled order may be placed while closed (for a slot when it is open)',
      cart('schedule'),
      { clock: FRIDAY_NIGHT, catalog: { rules: nextDay } },
      [],
    ],
    ['A BLOCKED catalogue is closed even within its hours', cart('now'), { catalog: { status: 'BLOCKED' } }, closed],
    [
      'A BLOCKED catalogue is closed for scheduled orders too',
      cart('schedule'),
      { clock: FRIDAY_NIGHT, catalog: { status: 'blocked', rules: nextDay } },
      closed,
    ],
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
    [
      '…and in the default zone the same instant is closed',
      cart('now'),
      { clock: '2024-05-10T22:30:00.000-03:00' },
      closed,
    ],
  ])('%s', (_rule, request, over, problems) => {
    expect(quoteCart(request, ctx(over)).problems).toEqual(problems);
  });
});
