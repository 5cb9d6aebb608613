/**
 * Idempotency keys as Stripe treats them (docs/decisions.md "Trust: money and orders", point 7): the same key and request from the same
 * buyer answers the first order; the same key with a different request — another cart, way, customer, payment,
 * coupon or approved total — is refused IDEMPOTENCY_KEY_MISMATCH and never answered with the earlier order;
 * someone else's key tells nothing. Through GraphQL on a real database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, codesOf, CREATE, importTestShop, STOCK_ITEM, stockOf } from './orders-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const CLIENT = 'browser-idem-mismatch1';
const place = (input: Record<string, unknown>, key: string, options: { clientId?: string; lang?: string } = {}) =>
  call(CREATE, { clientId: options.clientId ?? CLIENT, lang: options.lang, variables: { input, key } });
const ordersWith = (key: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));

const first = () =>
  cashOrder(STOCK_ITEM, 2, {
    customer: { name: 'Ana Souza', email: 'ana@exemplo.test', phone: '+5511987654321' },
    couponCode: null,
    params: [{ key: 'Ambiente', value: 'Plataforma' }],
  });

describe('a repeated idempotency key', () => {
  it('the same request from the same buyer answers the first order, however its fields are written', async () => {
    const key = crypto.randomUUID();
    const placed = await place(first(), key);
    expect(placed.errors).toBeUndefined();
    // The same request with its fields in another order, and an absent field sent as null.
    const { customer, ...rest } = first() as Record<string, unknown>;
    const again = await place({ customer, ...rest, gateDelivery: null }, key);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createOrder._id).toBe(placed.data!.createOrder._id);
    expect(await ordersWith(key)).toHaveLength(1);
  });

  it.each([
    ['another cart', { items: [{ itemId: STOCK_ITEM, quantity: 3 }] }],
    ['another item', { items: [{ itemId: 'mercado-loja-16', quantity: 2 }] }],
    ['another way', { operationWay: { type: 'delivery', time: 'now' } }],
    ['another customer', { customer: { name: 'Bruno Lima', email: 'bruno@exemplo.test', phone: '+5511987654321' } }],
    ['another payment', { payment: { method: 'POSP_CREDIT' } }],
    ['a coupon', { couponCode: 'VILA10' }],
    ['another approved total', { expectedTotal: 20 }],
    ['other parameters', { params: [{ key: 'Ambiente', value: 'Balcão' }] }],
  ])('with %s is refused IDEMPOTENCY_KEY_MISMATCH, never answered with the earlier order', async (_what, change) => {
    const key = crypto.randomUUID();
    const placed = await place(first(), key);
    expect(placed.errors).toBeUndefined();
    const stock = await stockOf(t, companyId, STOCK_ITEM);
    const changed = await place({ ...first(), ...change }, key);
    expect(codesOf(changed)).toEqual(['IDEMPOTENCY_KEY_MISMATCH']);
    expect(changed.data).toBeNull();
    expect(JSON.stringify(changed)).not.toContain(placed.data!.createOrder._id);
    expect(await ordersWith(key)).toMatchObject([{ id: placed.data!.createOrder._id, totalCents: 2000 }]);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(stock);
  });

  it('says so in the shopper’s language', async () => {
    const key = crypto.randomUUID();
    await place(first(), key);
    const en = await place({ ...first(), items: [{ itemId: STOCK_ITEM, quantity: 1 }] }, key, { lang: 'en' });
    expect(en.errors![0].message).toBe(
      'This submission does not match the earlier one (the cart or the details changed). Check the order and send it again.',
    );
  });

  it('someone else reusing the key learns nothing of the order, whatever they send', async () => {
    const key = crypto.randomUUID();
    await place(first(), key);
    expect(codesOf(await place(first(), key, { clientId: 'browser-stranger-99' }))).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(
      codesOf(
        await place({ ...first(), items: [{ itemId: STOCK_ITEM, quantity: 9 }] }, key, {
          clientId: 'browser-stranger-99',
        }),
      ),
    ).toEqual(['IDEMPOTENCY_KEY_REUSED']);
  });

  it('two different requests racing with one key: one order, the other request refused, never given it', async () => {
    const key = crypto.randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) => place(cashOrder(STOCK_ITEM, 1 + (i % 2)), key)),
    );
    const rows = await ordersWith(key);
    expect(rows).toHaveLength(1);
    const winnerUnits = rows[0].totalCents / 1000;
    for (const [i, result] of racing.entries()) {
      if (1 + (i % 2) === winnerUnits) expect(result.data!.createOrder._id).toBe(rows[0].id);
      else expect(codesOf(result)).toEqual(['IDEMPOTENCY_KEY_MISMATCH']);
    }
  });
});
