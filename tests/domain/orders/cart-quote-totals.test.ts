import { describe, expect, it } from 'vitest';
import {
  quoteCart,
  type CartQuote,
  type QuoteCatalog,
  type QuoteCoupon,
  type QuoteItem,
  type QuoteProblem,
  type QuoteRequest,
} from '@/src/domain/orders/cart-quote';
import type { Modifier } from '@/src/domain/pricing/modifiers';
import {
  FRIDAY_4PM,
  FRIDAY_NIGHT,
  items,
  PROMO10,
  PINHEIROS,
  ctx,
  takeAway,
  pickUp,
  line,
  sub,
  AO_PONTO,
} from './cart-quote.fixture';

describe('quoteCart: coupon', () => {
  // Burger at 16:00 with bacon ×2: 2691 + 900 = 3591; × 2 = 7182.
  const cart = (couponCode: string | null | undefined): QuoteRequest => ({
    lines: [line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2)])],
    couponCode,
    operationWay: takeAway,
  });
  it.each<[string, string | null | undefined, QuoteCoupon | null, Partial<QuoteCatalog>, number, QuoteProblem[]]>([
    ['A valid coupon: 10% of 7182 = 718.2 → 718', 'PROMO10', PROMO10, {}, 718, []],
    [
      'COUPON_NOT_FOUND: a code with no coupon',
      'NOPE',
      null,
      {},
      0,
      [{ code: 'COUPON_NOT_FOUND', path: 'couponCode' }],
    ],
    [
      'COUPONS_DISABLED: config.disableDiscountCoupon',
      'PROMO10',
      PROMO10,
      { disableDiscountCoupon: true },
      0,
      [{ code: 'COUPONS_DISABLED', path: 'couponCode' }],
    ],
    [
      'COUPON_NOT_APPLICABLE: a coupon of another catalogue',
      'PROMO10',
      { ...PROMO10, appliesTo: ['loja-2'] },
      {},
      0,
      [{ code: 'COUPON_NOT_APPLICABLE', path: 'couponCode' }],
    ],
    [
      'COUPON_EXPIRED: validUntil the day before',
      'PROMO10',
      { ...PROMO10, validUntil: '2024-05-09' },
      {},
      0,
      [{ code: 'COUPON_EXPIRED', path: 'couponCode' }],
    ],
    [
      'Coupon validUntil is inclusive: valid on that day',
      'PROMO10',
      { ...PROMO10, validUntil: '2024-05-10' },
      {},
      718,
      [],
    ],
    [
      'COUPON_MINIMUM_NOT_MET: 7182 below a minimum of 7183',
      'PROMO10',
      { ...PROMO10, minimumOrderValue: 7183 },
      {},
      0,
      [{ code: 'COUPON_MINIMUM_NOT_MET', path: 'couponCode' }],
    ],
    [
      'Coupon minimumOrderValue equal to the subtotal passes (7182)',
      'PROMO10',
      { ...PROMO10, minimumOrderValue: 7182 },
      {},
      718,
      [],
    ],
    ['No code: no coupon even if one is passed', null, PROMO10, {}, 0, []],
    ['A blank code is no code', '   ', null, {}, 0, []],
    [
      'A REAL coupon larger than the subtotal takes at most the subtotal',
      'MEGA',
      { ...PROMO10, discount: { type: 'REAL', value: 900000 } },
      {},
      7182,
      [],
    ],
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
    expect(quoteCart(cart('PROMO10'), lateCtx(null))).toMatchObject({
      discount: 0,
      problems: [{ code: 'COUPON_EXPIRED', path: 'couponCode' }],
    });
  });
});

describe('quoteCart: minimum order value and delivery', () => {
  it.each<[string, number, QuoteProblem[]]>([
    // Water 400 × 5 = 2000.
    [
      'MINIMUM_ORDER_VALUE: a subtotal one cent below the minimum (2000 < 2001)',
      2001,
      [{ code: 'MINIMUM_ORDER_VALUE' }],
    ],
    ['minimumOrderValue: a subtotal equal to the minimum passes (2000 = 2000)', 2000, []],
    ['minimumOrderValue 0: any cart passes', 0, []],
  ])('%s', (_rule, minimumOrderValue, problems) => {
    expect(quoteCart(pickUp(line('water', 5)), ctx({ catalog: { minimumOrderValue } })).problems).toEqual(problems);
  });

  it('minimumOrderValue is checked on the subtotal before the coupon: 7182 − 718 still meets 7182', () => {
    const request: QuoteRequest = {
      lines: [line('burger', 2, [AO_PONTO, sub('extras', 'bacon', 2)])],
      couponCode: 'PROMO10',
      operationWay: takeAway,
    };
    const quote = quoteCart(request, ctx({ clock: FRIDAY_4PM, coupon: PROMO10, catalog: { minimumOrderValue: 7182 } }));
    expect(quote).toMatchObject({ subtotal: 7182, discount: 718, total: 6464, problems: [] });
  });

  const fries2 = [line('fries', 2)]; // 1200 × 2 = 2400
  it.each<
    [
      string,
      Omit<QuoteRequest, 'lines'>,
      Pick<CartQuote, 'deliveryFee' | 'total' | 'estimatedDeliveryTime' | 'problems'>,
    ]
  >([
    [
      'Delivery fee of the covered district: 2400 + 790 = 3190',
      { address: PINHEIROS, operationWay: { type: 'delivery', time: 'now' } },
      { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] },
    ],
    [
      'Default operation is delivery (docs/business-rules.md "Operation ways and scheduling"): the fee applies without operationWay',
      { address: PINHEIROS },
      { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] },
    ],
    [
      'Coverage ignores accents and case: "sao paulo" / "pinheiros"',
      { address: { state: 'sp', city: 'sao paulo', district: 'pinheiros' } },
      { deliveryFee: 790, total: 3190, estimatedDeliveryTime: 60, problems: [] },
    ],
    [
      'DELIVERY_AREA_NOT_COVERED: an unlisted district',
      { address: { ...PINHEIROS, district: 'Butantã' } },
      {
        deliveryFee: 0,
        total: 2400,
        estimatedDeliveryTime: null,
        problems: [{ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' }],
      },
    ],
    [
      'DELIVERY_AREA_NOT_COVERED: a district given without its city is not located',
      { address: { state: 'SP', district: 'Pinheiros' } },
      {
        deliveryFee: 0,
        total: 2400,
        estimatedDeliveryTime: null,
        problems: [{ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' }],
      },
    ],
    [
      'Take-away pays no delivery fee and needs no coverage',
      { address: { ...PINHEIROS, district: 'Butantã' }, operationWay: takeAway },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] },
    ],
    [
      'Booking pays no delivery fee',
      { address: PINHEIROS, operationWay: { type: 'booking', time: 'now' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] },
    ],
    [
      'No address yet: no fee and no coverage problem (checkout asks for it)',
      { address: null },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] },
    ],
    [
      'An address with neither city nor district is not yet checked',
      { address: { state: 'SP', zipCode: '05422-000' } },
      { deliveryFee: 0, total: 2400, estimatedDeliveryTime: null, problems: [] },
    ],
    [
      'ADDRESS_REQUIRED: delivery chosen, the catalogue charges by place, and no city or district is given',
      { address: { state: 'SP', zipCode: '05422-000' }, operationWay: { type: 'delivery', time: 'now' } },
      {
        deliveryFee: 0,
        total: 2400,
        estimatedDeliveryTime: null,
        problems: [{ code: 'ADDRESS_REQUIRED', path: 'customer.address' }],
      },
    ],
    [
      'ADDRESS_REQUIRED: delivery chosen without any address',
      { address: null, operationWay: { type: 'delivery', time: 'now' } },
      {
        deliveryFee: 0,
        total: 2400,
        estimatedDeliveryTime: null,
        problems: [{ code: 'ADDRESS_REQUIRED', path: 'customer.address' }],
      },
    ],
  ])('%s', (_rule, request, expected) => {
    expect(quoteCart({ lines: fries2, ...request }, ctx())).toMatchObject({ subtotal: 2400, discount: 0, ...expected });
  });

  it('A catalogue without coverage needs no address for delivery', () => {
    const quote = quoteCart(
      { lines: fries2, operationWay: { type: 'delivery', time: 'now' } },
      ctx({ catalog: { whereDelivery: { countries: [] } } }),
    );
    expect(quote.problems).toEqual([]);
  });

  it('A BLOCKED category blocks its items: ITEM_BLOCKED, priced as listed', () => {
    const blockedCategory = new Map(
      [...items].map(([id, item]) => [id, id === 'fries' ? { ...item, categoryStatus: 'BLOCKED' } : item]),
    );
    expect(quoteCart(pickUp(line('fries', 2)), ctx({ items: blockedCategory })).problems).toEqual([
      { code: 'ITEM_BLOCKED', itemId: 'fries', path: 'items[0]' },
    ]);
  });

  it('The address drives address-rule modifiers only for delivery: R$ 1,00 more to Pinheiros', () => {
    const toPinheiros: Modifier = {
      operation: 'FIRST',
      condition: [
        { if: [{ address: { district: 'Pinheiros' } }], then: { price: { value: 1, type: 'REAL', operation: 'ADD' } } },
      ],
    };
    const local = new Map([
      ...items,
      ['local', { _id: 'local', price: 1000, subcategories: [], modifiers: [toPinheiros] } as QuoteItem],
    ]);
    const order = (type: string) =>
      quoteCart(
        { lines: [line('local', 3)], address: PINHEIROS, operationWay: { type, time: 'now' } },
        ctx({ items: local }),
      );
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
