/**
 * The shopper is never charged more than the total they approved (docs/decisions.md "Trust: money and orders", point 8): createOrder takes
 * the total shown at review (`expectedTotal`) and refuses with PRICE_CHANGED, and the new total in `extensions`,
 * when the server's total differs — a promo that ended, a coupon that expired, a fee that changed between review
 * and order. Nothing is kept, taken or charged then; ordering again with the new total works. Through GraphQL on
 * a real database; cards through the real payment router's sandbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, codesOf, CREATE, importTestShop, STOCK_ITEM, stockOf } from './orders-fixture';
import { changeCatalogue, sandboxCard } from './money-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
  await changeCatalogue(t, 'pedidoteste', (doc) => {
    doc.coupons = [
      ...(doc.coupons ?? []),
      { code: 'ATEHOJE', discount: { type: 'REAL', value: 5 }, appliesTo: [], validUntil: '2026-11-23' },
    ];
  });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const QUOTE = /* GraphQL */ `
  query Quote($input: OrderInput!) {
    quote(input: $input) {
      subtotal
      discount
      deliveryFee
      total
    }
  }
`;
const CLIENT = 'browser-expected-01';
const HAPPY_HOUR = '2026-11-23T17:59:00.000-03:00';
const AFTER_HAPPY_HOUR = '2026-11-23T18:01:00.000-03:00';
const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
const TUESDAY_NOON = '2026-11-24T12:00:00.000-03:00';

/** A Calabresa pizza to take away at the airport, paid by card: 62.90, or 50.32 during Monday's happy hour (15h–18h). */
const pizza = (extra: Record<string, unknown> = {}) => ({
  catalogId: 'aero-delivery-pizza',
  items: [{ itemId: 'aero-delivery-pizza-02', quantity: 1 }],
  operationWay: { type: 'takeAway', time: 'now' },
  payment: { method: 'ZOOP_CREDIT', cardToken: sandboxCard() },
  ...extra,
});
const reviewTotal = async (input: Record<string, unknown>, now: string, host?: string) => {
  const reviewed = await call(QUOTE, { host, now, clientId: CLIENT, variables: { input } });
  expect(reviewed.errors).toBeUndefined();
  return reviewed.data!.quote.total as number;
};
const order = (
  input: Record<string, unknown>,
  now: string,
  options: { host?: string; lang?: string; key?: string } = {},
) =>
  call(CREATE, {
    host: options.host,
    lang: options.lang,
    now,
    clientId: CLIENT,
    variables: { input, key: options.key ?? crypto.randomUUID() },
  });

describe('createOrder with the total the shopper approved', () => {
  it('a promo that ended between review and order: PRICE_CHANGED with the new total, nothing kept or charged; ordering again with it works', async () => {
    const approved = await reviewTotal(pizza(), HAPPY_HOUR, AERO);
    expect(approved).toBe(50.32);

    const key = crypto.randomUUID();
    const refused = await order(pizza({ expectedTotal: approved }), AFTER_HAPPY_HOUR, { host: AERO, lang: 'en', key });
    expect(codesOf(refused)).toEqual(['PRICE_CHANGED']);
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'PRICE_CHANGED',
      expectedTotal: 50.32,
      newTotal: 62.9,
      quote: { subtotal: 62.9, discount: 0, deliveryFee: 0, total: 62.9 },
    });
    expect(refused.errors![0].message).toBe(
      'The order total changed to R$ 62,90. Check the new total and confirm the order again.',
    );
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderKey, key))).toEqual([]);

    // The review shows 62.90; the shopper approves it and orders again.
    const approvedAgain = await reviewTotal(pizza(), AFTER_HAPPY_HOUR, AERO);
    const placed = await order(pizza({ expectedTotal: approvedAgain }), AFTER_HAPPY_HOUR, { host: AERO });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder).toMatchObject({ total: 62.9, payment: { status: 'PAID' } });
  });

  it('a lower total is refused too: the shopper approves exactly what is charged', async () => {
    const refused = await order(pizza({ expectedTotal: 62.9 }), '2026-11-23T16:00:00.000-03:00', { host: AERO });
    expect(codesOf(refused)).toEqual(['PRICE_CHANGED']);
    expect(refused.errors![0].extensions).toMatchObject({ expectedTotal: 62.9, newTotal: 50.32 });
  });

  it('a coupon that expired between review and order: PRICE_CHANGED, no stock taken; without expectedTotal the order would go on without it', async () => {
    const input = cashOrder(STOCK_ITEM, 2, { couponCode: 'ATEHOJE' });
    const approved = await reviewTotal(input, MONDAY_NOON);
    expect(approved).toBe(15);
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const refused = await order({ ...input, expectedTotal: approved }, TUESDAY_NOON, { lang: 'es' });
    expect(codesOf(refused)).toEqual(['PRICE_CHANGED']);
    expect(refused.errors![0].extensions).toMatchObject({ expectedTotal: 15, newTotal: 20 });
    expect(refused.errors![0].message).toContain('R$ 20,00');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
  });

  it('a delivery fee that changed between review and order (the store imported a new fee): PRICE_CHANGED with the new total', async () => {
    const input = cashOrder(STOCK_ITEM, 1, {
      operationWay: { type: 'delivery', time: 'now' },
      customer: {
        name: 'Ana',
        address: {
          country: 'Brasil',
          state: 'SP',
          city: 'São Paulo',
          district: 'Pinheiros',
          street: 'Rua dos Pinheiros',
          number: '10',
        },
      },
    });
    const approved = await reviewTotal(input, MONDAY_NOON);
    expect(approved).toBe(17.9);
    await changeCatalogue(t, 'pedidoteste', (doc) => {
      const district = doc.catalogs[0].whereDelivery.countries[0].states[0].cities[0].districts.find(
        (d: { name: string }) => d.name === 'Pinheiros',
      );
      district.deliveryFee = 9.9;
    });
    const refused = await order({ ...input, expectedTotal: approved }, MONDAY_NOON);
    expect(codesOf(refused)).toEqual(['PRICE_CHANGED']);
    expect(refused.errors![0].extensions).toMatchObject({
      expectedTotal: 17.9,
      newTotal: 19.9,
      quote: { deliveryFee: 9.9 },
    });
    const placed = await order({ ...input, expectedTotal: 19.9 }, MONDAY_NOON);
    expect(placed.data!.createOrder).toMatchObject({ total: 19.9, deliveryFee: 9.9 });
  });

  it('an approved total never sets a price: a total the server does not make is refused, whatever it is', async () => {
    for (const expectedTotal of [0, 0.01, 24.89, 24.91, 1_000]) {
      const refused = await order(cashOrder('mercado-loja-16', 1, { expectedTotal }), MONDAY_NOON);
      expect(codesOf(refused)).toEqual(['PRICE_CHANGED']);
      expect(refused.errors![0].extensions).toMatchObject({ newTotal: 24.9 });
    }
    expect(codesOf(await order(cashOrder('mercado-loja-16', 1, { expectedTotal: -1 }), MONDAY_NOON))).toEqual([
      'BAD_USER_INPUT',
    ]);
    const placed = await order(cashOrder('mercado-loja-16', 1, { expectedTotal: 24.9 }), MONDAY_NOON);
    expect(placed.data!.createOrder.total).toBe(24.9);
  });
});
