/**
 * `quote(input: OrderInput!)` (docs/interfaces.md "GraphQL operations"): every amount computed on the server from the catalogue, at the
 * server's clock, by the pricing rules of docs/business-rules.md "Cart quote"; shopper-caused problems reported by code with a
 * translated message. Expected totals are worked out by hand from data/demo/*.json in the comments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import {
  closeSeededDatabase,
  codes,
  gql,
  MERCADO,
  MERCADO_DOMAIN,
  openSeededDatabase,
  QUOTE,
  quote,
} from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const MONDAY_16 = '2026-11-23T16:00:00.000-03:00';
const MONDAY_08 = '2026-11-23T08:00:00.000-03:00';
const MONDAY_02 = '2026-11-23T02:00:00.000-03:00';

const line = (
  itemId: string,
  quantity = 1,
  subitems: [string, string, number?][] = [],
  extra: Record<string, unknown> = {},
) => ({
  itemId,
  quantity,
  subitems: subitems.map(([subcategoryId, subitemId, q]) => ({ subcategoryId, subitemId, quantity: q ?? 1 })),
  ...extra,
});

const SAO_PAULO = { country: 'Brasil', state: 'SP', city: 'São Paulo' };
const mercado = (input: Record<string, unknown>, options: Parameters<typeof quote>[1] = {}) =>
  quote({ catalogId: 'mercado-loja', ...input }, { host: MERCADO, ...options });

describe('item prices: modifiers at the clock and promos', () => {
  it('pizza Calabresa at happy hour (Monday 16:00): 62.90 − 20% (12.58) = 50.32', async () => {
    const q = await quote(
      { catalogId: 'aero-delivery-pizza', items: [line('aero-delivery-pizza-02')] },
      { now: MONDAY_16 },
    );
    expect(q.lines).toEqual([{ itemId: 'aero-delivery-pizza-02', quantity: 1, unitPrice: 50.32, total: 50.32 }]);
    expect(q).toMatchObject({ subtotal: 50.32, discount: 0, deliveryFee: 0, total: 50.32, problems: [] });
  });

  it('the same pizza outside happy hour (Monday 12:00) costs its list price 62.90', async () => {
    const q = await quote({ catalogId: 'aero-delivery-pizza', items: [line('aero-delivery-pizza-02')] });
    expect(q).toMatchObject({ subtotal: 62.9, total: 62.9, problems: [] });
  });

  it('happy hour with a stuffed crust, two pizzas: (50.32 + 9.00) × 2 = 118.64', async () => {
    const q = await quote(
      {
        catalogId: 'aero-delivery-pizza',
        items: [
          line('aero-delivery-pizza-02', 2, [
            ['aero-delivery-pizza-02-borda', 'aero-delivery-pizza-02-borda-catupiry'],
          ]),
        ],
      },
      { now: MONDAY_16 },
    );
    expect(q.lines[0]).toEqual({ itemId: 'aero-delivery-pizza-02', quantity: 2, unitPrice: 59.32, total: 118.64 });
    expect(q.total).toBe(118.64);
  });

  it('PERCENT promo: Cheddar & Bacon 44.90 − 15% (6.735 → 6.74) = 38.16, + bacon 6.00 = 44.16, × 2 = 88.32', async () => {
    const q = await quote({
      catalogId: 'aero-delivery-burger',
      items: [
        line('aero-delivery-burger-02', 2, [
          ['aero-delivery-burger-02-ponto', 'aero-delivery-burger-02-ponto-ao-ponto'],
          ['aero-delivery-burger-02-adicionais', 'aero-delivery-burger-02-adicionais-bacon'],
        ]),
      ],
    });
    expect(q.lines[0]).toEqual({ itemId: 'aero-delivery-burger-02', quantity: 2, unitPrice: 44.16, total: 88.32 });
    expect(q).toMatchObject({ subtotal: 88.32, total: 88.32, problems: [] });
  });

  it('REAL promo: Quatro queijos 69.90 − 10.00 = 59.90', async () => {
    const q = await quote({ catalogId: 'aero-delivery-pizza', items: [line('aero-delivery-pizza-03')] });
    expect(q).toMatchObject({ subtotal: 59.9, total: 59.9, problems: [] });
  });

  it('FIXED_PRICE promo: Poke de salmão at 44.90 instead of 49.90, × 3 = 134.70', async () => {
    const q = await quote({ catalogId: 'aero-delivery-saudavel', items: [line('aero-delivery-saudavel-03', 3)] });
    expect(q.lines[0]).toEqual({ itemId: 'aero-delivery-saudavel-03', quantity: 3, unitPrice: 44.9, total: 134.7 });
  });

  it("mercado's promos: bolo 19.90 − 15% (2.985 → 2.99) = 16.91; suco 16.90 − 2.00 = 14.90; guaraná fixed 7.49: 39.30", async () => {
    const q = await mercado({ items: [line('mercado-loja-09'), line('mercado-loja-14'), line('mercado-loja-15')] });
    expect(q.lines.map((l) => l.total)).toEqual([16.91, 14.9, 7.49]);
    expect(q).toMatchObject({ subtotal: 39.3, total: 39.3, problems: [] });
  });
});

describe('progressive discount on options (docs/business-rules.md "Progressive discount")', () => {
  const SHOTS = 'aero-delivery-saudavel-06-shots';
  const GINGER = 'aero-delivery-saudavel-06-shots-gengibre';
  const TURMERIC = 'aero-delivery-saudavel-06-shots-curcuma';
  const verde = (shots: [string, string, number][], quantity = 1) =>
    quote({ catalogId: 'aero-delivery-saudavel', items: [line('aero-delivery-saudavel-06', quantity, shots)] });

  it.each([
    // Suco verde 14.90; ginger shot 7.90 with 20% at 4 (linear from the 2nd): 20 × (q − 1) ÷ 3 percent of the shots.
    [1, 22.8], // 14.90 + 7.90, no discount at 1
    [2, 29.65], // 15.80 − 6.667% (1.053 → 1.05) = 14.75; + 14.90
    [3, 35.44], // 23.70 − 13.333% (3.16) = 20.54; + 14.90
    [4, 40.18], // 31.60 − 20% (6.32) = 25.28; + 14.90
  ])('%i ginger shots: %s', async (shots, expected) => {
    const q = await verde([[SHOTS, GINGER, shots]]);
    expect(q).toMatchObject({ subtotal: expected, problems: [] });
  });

  it('the discount counts per option: 2 ginger + 2 turmeric = 14.90 + 2 × (15.80 − 1.05) = 44.40', async () => {
    const q = await verde([
      [SHOTS, GINGER, 2],
      [SHOTS, TURMERIC, 2],
    ]);
    expect(q).toMatchObject({ subtotal: 44.4, problems: [] });
  });

  it('two juices with 3 shots each: 35.44 × 2 = 70.88', async () => {
    const q = await verde([[SHOTS, GINGER, 3]], 2);
    expect(q.lines[0]).toEqual({ itemId: 'aero-delivery-saudavel-06', quantity: 2, unitPrice: 35.44, total: 70.88 });
  });

  it('more shots than the group allows (max 4) is SUBCATEGORY_MAX', async () => {
    const q = await verde([[SHOTS, GINGER, 5]]);
    expect(q.problems).toEqual(['SUBCATEGORY_MAX']);
  });
});

describe('coupons', () => {
  const burgerCart = [
    // Clássico Pista 38.90 (doneness free) + batata frita 19.90 = 58.80
    line('aero-delivery-burger-01', 1, [['aero-delivery-burger-01-ponto', 'aero-delivery-burger-01-ponto-bem']]),
    line('aero-delivery-burger-05'),
  ];

  it('DELIVERY10 at Burger Pista: 58.80 − 10% (5.88) = 52.92; the code is read case-insensitively', async () => {
    for (const couponCode of ['DELIVERY10', ' delivery10 ']) {
      const q = await quote({ catalogId: 'aero-delivery-burger', items: burgerCart, couponCode });
      expect(q).toMatchObject({ subtotal: 58.8, discount: 5.88, deliveryFee: 0, total: 52.92, problems: [] });
    }
  });

  it('DELIVERY10 on the happy-hour pizza with crust: 118.64 − 11.86 (11.864) = 106.78', async () => {
    const q = await quote(
      {
        catalogId: 'aero-delivery-pizza',
        couponCode: 'DELIVERY10',
        items: [
          line('aero-delivery-pizza-02', 2, [
            ['aero-delivery-pizza-02-borda', 'aero-delivery-pizza-02-borda-catupiry'],
          ]),
        ],
      },
      { now: MONDAY_16 },
    );
    expect(q).toMatchObject({ subtotal: 118.64, discount: 11.86, total: 106.78 });
  });

  it('SALAVIP20 on the 3-hour lounge pass: 189.00 − 37.80 = 151.20', async () => {
    const q = await quote({
      catalogId: 'aero-sala-vip',
      couponCode: 'SALAVIP20',
      items: [line('aero-sala-vip-01', 1, [['aero-sala-vip-01-terminal', 'aero-sala-vip-01-terminal-t3']])],
    });
    expect(q).toMatchObject({ subtotal: 189, discount: 37.8, total: 151.2, problems: [] });
  });

  it('an unknown code is COUPON_NOT_FOUND and takes nothing off', async () => {
    const q = await quote({ catalogId: 'aero-delivery-burger', items: burgerCart, couponCode: 'NAOEXISTE' });
    expect(q).toMatchObject({ discount: 0, total: 58.8, problems: ['COUPON_NOT_FOUND'] });
    expect(q.problemDetails[0]).toMatchObject({ code: 'COUPON_NOT_FOUND', path: 'couponCode' });
  });

  it.each([
    ['SALAVIP20', 'aero-delivery-burger'],
    ['GUARDA15', 'aero-delivery-burger'],
    // DELIVERY10 is for Burger Pista, Forno de Embarque and Verde Voo only.
    ['DELIVERY10', 'aero-delivery-cafe'],
  ])('%s at %s is COUPON_NOT_APPLICABLE', async (couponCode, catalogId) => {
    const items = catalogId === 'aero-delivery-cafe' ? [line('aero-delivery-cafe-03')] : burgerCart;
    const q = await quote({ catalogId, items, couponCode });
    expect(q.problems).toEqual(['COUPON_NOT_APPLICABLE']);
    expect(q.discount).toBe(0);
  });

  it('VILA10 (R$ 10 off from R$ 80) at mercado: 4 × café 24.90 = 99.60 − 10.00 = 89.60', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 4)],
      couponCode: 'VILA10',
      operationWay: { type: 'takeAway', time: 'now' },
    });
    expect(q).toMatchObject({ subtotal: 99.6, discount: 10, deliveryFee: 0, total: 89.6, problems: [] });
  });

  it('VILA10 under R$ 80 (3 × 24.90 = 74.70) is COUPON_MINIMUM_NOT_MET', async () => {
    const q = await mercado({ items: [line('mercado-loja-16', 3)], couponCode: 'VILA10' });
    expect(q).toMatchObject({ subtotal: 74.7, discount: 0, total: 74.7, problems: ['COUPON_MINIMUM_NOT_MET'] });
  });

  it('config.disableDiscountCoupon: a catalogue that takes no coupons reports COUPONS_DISABLED', async () => {
    // A copy of mercado as another company whose only catalogue disables coupons.
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
    doc.company = { ...doc.company, slug: 'quitanda', name: 'Quitanda sem cupom', domains: [] };
    doc.catalogs[0].config = { disableDiscountCoupon: true };
    doc.blogPosts = [];
    const imported = await importCatalog(t.db, doc);
    expect(imported.ok).toBe(true);
    clearDirectoryCache();
    const host = 'quitanda.localhost:3000';
    const catalog = await gql(`query Catalog { catalog(filter: {}) { _id config { disableDiscountCoupon } } }`, {
      host,
    });
    expect(catalog.data!.catalog).toEqual({ _id: 'mercado-loja', config: { disableDiscountCoupon: true } });
    const q = await quote(
      { catalogId: 'mercado-loja', items: [line('mercado-loja-16', 4)], couponCode: 'VILA10' },
      { host },
    );
    expect(q).toMatchObject({ subtotal: 99.6, discount: 0, total: 99.6, problems: ['COUPONS_DISABLED'] });
  });
});

describe('delivery fee by district (mercado)', () => {
  const cart = [line('mercado-loja-16', 2)]; // 2 × 24.90 = 49.80

  it.each([
    ['Vila Madalena', 5.9, 55.7],
    ['Pinheiros', 7.9, 57.7],
    ['Lapa', 12.9, 62.7],
  ])('delivery to %s costs %s: total %s', async (district, fee, total) => {
    const q = await mercado({
      items: cart,
      customer: { address: { ...SAO_PAULO, district, street: 'Rua Harmonia', number: '100' } },
    });
    expect(q).toMatchObject({ subtotal: 49.8, deliveryFee: fee, total, problems: [] });
  });

  it('place names match without accents or case: "sao paulo" / "PINHEIROS"', async () => {
    const q = await mercado({
      items: cart,
      customer: { address: { state: 'São Paulo', city: 'sao paulo', district: 'PINHEIROS' } },
    });
    expect(q).toMatchObject({ deliveryFee: 7.9, total: 57.7, problems: [] });
  });

  it('a district outside the coverage is DELIVERY_AREA_NOT_COVERED, with no fee', async () => {
    const q = await mercado({ items: cart, customer: { address: { ...SAO_PAULO, district: 'Moema' } } });
    expect(q).toMatchObject({ deliveryFee: 0, total: 49.8, problems: ['DELIVERY_AREA_NOT_COVERED'] });
    expect(q.problemDetails[0]).toMatchObject({ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' });
  });

  it('another city is not covered either', async () => {
    const q = await mercado({
      items: cart,
      customer: { address: { country: 'Brasil', state: 'SP', city: 'Campinas', district: 'Centro' } },
    });
    expect(q.problems).toEqual(['DELIVERY_AREA_NOT_COVERED']);
  });

  it('take-away has no delivery fee, whatever the address', async () => {
    const q = await mercado({
      items: cart,
      operationWay: { type: 'takeAway', time: 'now' },
      customer: { address: { ...SAO_PAULO, district: 'Moema' } },
    });
    expect(q).toMatchObject({ deliveryFee: 0, total: 49.8, problems: [] });
  });

  it('coupon and fee together: 99.60 − 10.00 + 7.90 (Pinheiros) = 97.50', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 4)],
      couponCode: 'VILA10',
      customer: { address: { ...SAO_PAULO, district: 'Pinheiros' } },
    });
    expect(q).toMatchObject({ subtotal: 99.6, discount: 10, deliveryFee: 7.9, total: 97.5, problems: [] });
  });
});

describe('prices never come from the client', () => {
  it('a price sent in a line (0.01) is ignored: the same totals as without it', async () => {
    const items = [line('aero-delivery-pizza-03', 2), line('aero-delivery-pizza-06', 1)]; // 2 × 59.90 + 29.90 = 149.70
    const honest = await quote({ catalogId: 'aero-delivery-pizza', items });
    const cheeky = await quote({ catalogId: 'aero-delivery-pizza', items: items.map((l) => ({ ...l, price: 0.01 })) });
    expect(honest).toMatchObject({ subtotal: 149.7, total: 149.7 });
    expect(cheeky).toEqual(honest);
  });

  it('an unknown field such as unitPrice or total is rejected by the schema, not used', async () => {
    const result = await gql(QUOTE, {
      variables: {
        input: {
          catalogId: 'aero-delivery-pizza',
          items: [{ itemId: 'aero-delivery-pizza-03', quantity: 1, unitPrice: 0.01 }],
        },
      },
    });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

describe('problems', () => {
  it('CLOSED_COMPANY when ordering for now at a closed hour (Burger Pista at Monday 02:00)', async () => {
    const q = await quote(
      { catalogId: 'aero-delivery-burger', items: [line('aero-delivery-burger-05')] },
      { now: MONDAY_02 },
    );
    expect(q.problems).toEqual(['CLOSED_COMPANY']);
    // Still priced: the shopper sees the amount of what they would schedule.
    expect(q.total).toBe(19.9);
  });

  it('a scheduled order is not refused for the closed hour: mercado at 02:00, take-away at 08:30 (its first slot)', async () => {
    // 2 × café 24.90 = 49.80 reaches the R$ 30 minimum; take-away window 08:30–21:30, 30 minutes ahead.
    const q = await mercado(
      {
        items: [line('mercado-loja-16', 2)],
        operationWay: { type: 'takeAway', time: 'schedule', scheduledFor: '2026-11-23T08:30:00.000-03:00' },
      },
      { now: MONDAY_02 },
    );
    expect(q.problems).toEqual([]);
    expect(q.total).toBe(49.8);
  });

  it('CLOSED_COMPANY on a holiday of the catalogue (mercado on 2026-12-25)', async () => {
    const q = await mercado({ items: [line('mercado-loja-16', 2)] }, { now: '2026-12-25T12:00:00.000-03:00' });
    expect(q.problems).toEqual(['CLOSED_COMPANY']);
  });

  it('the 24h café is open at 02:00', async () => {
    // Pão de queijo 14.90, no options.
    const q = await quote(
      { catalogId: 'aero-delivery-cafe', items: [line('aero-delivery-cafe-03')] },
      { now: MONDAY_02 },
    );
    expect(q).toMatchObject({ total: 14.9, problems: [] });
  });

  it('PRODUCT_OUT_OF_STOCK: strawberries with stock 0', async () => {
    const q = await mercado({ items: [line('mercado-loja-05'), line('mercado-loja-16', 2)] });
    expect(q.problems).toEqual(['PRODUCT_OUT_OF_STOCK']);
    expect(q.problemDetails[0]).toMatchObject({ itemId: 'mercado-loja-05', path: 'items[0].quantity' });
  });

  it('PRODUCT_OUT_OF_STOCK: 4 kg of apples with 3 in stock; 3 kg is fine', async () => {
    // 3 × 11.90 = 35.70 ≥ 30 minimum
    expect((await mercado({ items: [line('mercado-loja-03', 3)] })).problems).toEqual([]);
    expect((await mercado({ items: [line('mercado-loja-03', 4)] })).problems).toEqual(['PRODUCT_OUT_OF_STOCK']);
  });

  it('stock is shared by every line of the same item: 2 + 2 apples with 3 in stock', async () => {
    const q = await mercado({ items: [line('mercado-loja-03', 2), line('mercado-loja-03', 2)] });
    expect(q.problems).toEqual(['PRODUCT_OUT_OF_STOCK']);
  });

  it('ITEM_BLOCKED: the full breakfast after 11:00; at 08:00 it is sold: 34.90 + hot chocolate 3.00 = 37.90', async () => {
    const items = [
      line('aero-delivery-cafe-07', 1, [
        ['aero-delivery-cafe-07-bebida-quente', 'aero-delivery-cafe-07-bebida-quente-chocolate'],
      ]),
    ];
    const noon = await quote({ catalogId: 'aero-delivery-cafe', items });
    expect(noon.problems).toEqual(['ITEM_BLOCKED']);
    expect(noon.problemDetails[0]).toMatchObject({ itemId: 'aero-delivery-cafe-07', path: 'items[0]' });
    const morning = await quote({ catalogId: 'aero-delivery-cafe', items }, { now: MONDAY_08 });
    expect(morning).toMatchObject({ total: 37.9, problems: [] });
  });

  it('SUBCATEGORY_MIN: a required option group left empty (breakfast without a hot drink, burger without doneness)', async () => {
    const breakfast = await quote(
      { catalogId: 'aero-delivery-cafe', items: [line('aero-delivery-cafe-07')] },
      { now: MONDAY_08 },
    );
    expect(breakfast.problems).toEqual(['SUBCATEGORY_MIN']);
    expect(breakfast.problemDetails[0]).toMatchObject({ path: 'items[0].subitems' });
    const burger = await quote({ catalogId: 'aero-delivery-burger', items: [line('aero-delivery-burger-02')] });
    expect(burger.problems).toEqual(['SUBCATEGORY_MIN']);
  });

  it('SUBITEM_NOT_FOUND: an option of another item', async () => {
    const q = await quote({
      catalogId: 'aero-delivery-burger',
      items: [
        line('aero-delivery-burger-02', 1, [['aero-delivery-burger-01-ponto', 'aero-delivery-burger-01-ponto-bem']]),
      ],
    });
    expect(q.problems).toContain('SUBITEM_NOT_FOUND');
  });

  it('MINIMUM_ORDER_VALUE: mercado asks for R$ 10 (2 × alface 3.99 = 7.98)', async () => {
    const q = await mercado({ items: [line('mercado-loja-04', 2)] });
    expect(q).toMatchObject({ subtotal: 7.98, problems: ['MINIMUM_ORDER_VALUE'] });
  });

  it('MINIMUM_ORDER_VALUE at the boundary: 500 g of bread at 0.02 = 10.00 is enough, 450 g (9.00) is not', async () => {
    expect(await mercado({ items: [line('mercado-loja-07', 500)] })).toMatchObject({ subtotal: 10, problems: [] });
    expect(await mercado({ items: [line('mercado-loja-07', 450)] })).toMatchObject({
      subtotal: 9,
      problems: ['MINIMUM_ORDER_VALUE'],
    });
  });

  it('QUANTITY_BELOW_MIN and QUANTITY_ABOVE_MAX: bread min 250 g; milk at most 12', async () => {
    expect((await mercado({ items: [line('mercado-loja-07', 100), line('mercado-loja-16', 2)] })).problems).toEqual([
      'QUANTITY_BELOW_MIN',
    ]);
    expect((await mercado({ items: [line('mercado-loja-13', 13)] })).problems).toEqual(['QUANTITY_ABOVE_MAX']);
  });

  it('EMPTY_CART', async () => {
    const q = await quote({ catalogId: 'aero-delivery-burger', items: [] });
    expect(q.problems).toContain('EMPTY_CART');
    expect(q.total).toBe(0);
  });

  it('an unknown catalogId is a CATALOG_NOT_FOUND error', async () => {
    const result = await gql(QUOTE, {
      variables: { input: { catalogId: 'nao-existe', items: [line('aero-delivery-burger-05')] } },
    });
    expect(codes(result)).toEqual(['CATALOG_NOT_FOUND']);
  });
});

describe('locker booking priced by the days of the interval', () => {
  const PERIOD = 'aero-guarda-volumes-02-periodo';
  const DATES = 'aero-guarda-volumes-02-periodo-datas';
  const locker = (interval: { start: string; end: string } | undefined, couponCode?: string) =>
    quote({
      catalogId: 'aero-guarda-volumes',
      couponCode,
      items: [line('aero-guarda-volumes-02', 1, [[PERIOD, DATES]], interval ? { interval } : {})],
    });

  it.each([
    // Armário M 55.00 a day; days = elapsed ms ÷ 86 400 000 rounded up, at least 1.
    ['3 days exactly', '2026-11-23T12:00:00.000-03:00', '2026-11-26T12:00:00.000-03:00', 55, 165],
    ['3 days and a minute (4 days)', '2026-11-23T12:00:00.000-03:00', '2026-11-26T12:01:00.000-03:00', 55, 220],
    ['a few hours (1 day)', '2026-11-23T12:00:00.000-03:00', '2026-11-23T18:00:00.000-03:00', 55, 55],
  ])('%s', async (_label, start, end, unitPrice, total) => {
    const q = await locker({ start, end });
    expect(q.lines[0]).toEqual({ itemId: 'aero-guarda-volumes-02', quantity: 1, unitPrice, total });
    expect(q).toMatchObject({ subtotal: total, total, problems: [] });
  });

  it('GUARDA15 on 3 days: 165.00 − 24.75 = 140.25', async () => {
    const q = await locker(
      { start: '2026-11-23T12:00:00.000-03:00', end: '2026-11-26T12:00:00.000-03:00' },
      'GUARDA15',
    );
    expect(q).toMatchObject({ subtotal: 165, discount: 24.75, total: 140.25, problems: [] });
  });

  it('without an interval: INTERVAL_REQUIRED; with the end before the start: INVALID_INTERVAL', async () => {
    expect((await locker(undefined)).problems).toEqual(['INTERVAL_REQUIRED']);
    expect(
      (await locker({ start: '2026-11-26T12:00:00.000-03:00', end: '2026-11-23T12:00:00.000-03:00' })).problems,
    ).toEqual(['INVALID_INTERVAL']);
  });

  it.each([
    [
      'a rental that started before today (the clock is 2026-11-23)',
      '2020-01-01T12:00:00.000-03:00',
      '2020-01-03T12:00:00.000-03:00',
    ],
    ['a rental of a thousand years', '2026-11-23T12:00:00.000-03:00', '3026-11-23T12:00:00.000-03:00'],
    ['unreadable dates', 'amanhã', 'depois'],
  ])('the client-sent interval is bounded: %s is INVALID_INTERVAL', async (_label, start, end) => {
    const q = await locker({ start, end });
    expect(q.problems).toEqual(['INVALID_INTERVAL']);
    expect(q.total).toBe(0);
  });
});

describe('problem messages follow accept-language', () => {
  const outOfStock = { catalogId: 'mercado-loja', items: [line('mercado-loja-05'), line('mercado-loja-16', 2)] };

  it.each([
    [undefined, 'Não há estoque suficiente deste produto.'],
    ['en', 'There is not enough stock of this product.'],
    ['es', 'No hay stock suficiente de este producto.'],
  ])('accept-language %s', async (lang, message) => {
    const q = await quote(outOfStock, { host: MERCADO_DOMAIN, lang });
    expect(q.problemDetails).toEqual([
      { code: 'PRODUCT_OUT_OF_STOCK', message, itemId: 'mercado-loja-05', path: 'items[0].quantity' },
    ]);
  });

  it('every problem of a quote has an English message', async () => {
    const q = await quote(
      {
        catalogId: 'mercado-loja',
        couponCode: 'NAOEXISTE',
        items: [line('mercado-loja-05')],
        customer: { address: { ...SAO_PAULO, district: 'Moema' } },
      },
      { host: MERCADO, lang: 'en', now: MONDAY_02 },
    );
    expect(Object.fromEntries(q.problemDetails.map((p) => [p.code, p.message]))).toEqual({
      CLOSED_COMPANY: 'The store is closed now. Schedule the order or come back during opening hours.',
      PRODUCT_OUT_OF_STOCK: 'There is not enough stock of this product.',
      COUPON_NOT_FOUND: 'Coupon not found.',
      DELIVERY_AREA_NOT_COVERED: 'We do not deliver to this address.',
      MINIMUM_ORDER_VALUE: "The order does not reach the store's minimum value.",
    });
  });
});

describe('the way and time of the order are checked against the catalogue', () => {
  const burger = { catalogId: 'aero-delivery-burger', items: [line('aero-delivery-burger-05')] };

  it('OPERATION_NOT_AVAILABLE: Burger Pista delivers now only, not scheduled', async () => {
    const q = await quote({
      ...burger,
      operationWay: { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-23T13:00:00.000-03:00' },
      customer: { address: { state: 'SP', city: 'Guarulhos', district: 'Terminal 2' } },
    });
    expect(q.problems).toEqual(['OPERATION_NOT_AVAILABLE']);
  });

  it('OPERATION_NOT_AVAILABLE: booking at a restaurant that takes no bookings', async () => {
    expect((await quote({ ...burger, operationWay: { type: 'booking', time: 'now' } })).problems).toEqual([
      'OPERATION_NOT_AVAILABLE',
    ]);
  });

  it('SCHEDULE_REQUIRED: a scheduled take-away without a time', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 2)],
      operationWay: { type: 'takeAway', time: 'schedule' },
    });
    expect(q.problems).toEqual(['SCHEDULE_REQUIRED']);
  });

  it.each([
    ['a time between slots (08:40)', '2026-11-23T08:40:00.000-03:00'],
    ['before the lead time (12:10 when it is 12:00, 30 minutes are needed)', '2026-11-23T12:00:00.000-03:00'],
    ['beyond the 3 days the rule allows', '2026-11-30T10:00:00.000-03:00'],
    ['at night, outside the window', '2026-11-23T23:00:00.000-03:00'],
  ])('INVALID_SCHEDULE: %s', async (_label, scheduledFor) => {
    const q = await mercado({
      items: [line('mercado-loja-16', 2)],
      operationWay: { type: 'takeAway', time: 'schedule', scheduledFor },
    });
    expect(q.problems).toEqual(['INVALID_SCHEDULE']);
  });

  it('a scheduled delivery in a shift (Tarde, 13:00) is accepted with a covered address', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 2)],
      operationWay: { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-23T13:00:00.000-03:00' },
      customer: { address: { ...SAO_PAULO, district: 'Pinheiros' } },
    });
    expect(q.problems).toEqual([]);
  });

  it('ADDRESS_REQUIRED: delivery chosen at mercado, which charges by district, with no district or city', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 2)],
      operationWay: { type: 'delivery', time: 'now' },
      customer: { address: { zipCode: '05422-000', state: 'SP' } },
    });
    expect(q.problems).toEqual(['ADDRESS_REQUIRED']);
    expect(q.deliveryFee).toBe(0);
  });

  it('a take-away order is not charged for delivery, whatever address is sent', async () => {
    const q = await mercado({
      items: [line('mercado-loja-16', 2)],
      operationWay: { type: 'takeAway', time: 'now' },
      customer: { address: { ...SAO_PAULO, district: 'Pinheiros' } },
    });
    expect(q).toMatchObject({ deliveryFee: 0, problems: [] });
  });
});
