/**
 * The operation way of an order (issue 15, point 5), through GraphQL on a real database: createOrder without a way
 * is refused with OPERATION_WAY_REQUIRED in the shopper's language and stores nothing (it used to be stored as
 * "delivery now", which no rule had checked); the way stored is the one the quote judged — a 'now' order keeps no
 * scheduledFor it was sent (none was checked), a scheduled one keeps its slot in the catalogue's zone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, codesOf, CREATE, importTestShop, MY_ORDERS } from './orders-fixture';
import { approvingGateway } from '@/tests/support/approving-gateway';

const approving = approvingGateway;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  await importTestShop(t);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const key = () => `key-${crypto.randomUUID()}`;
const customer = {
  name: 'Ana Souza',
  email: 'ana@exemplo.test',
  phone: '11999998888',
  identityDocument: '52998224725',
  identityDocumentType: 'CPF',
};

describe('createOrder: the operation way', () => {
  it('refuses an order without a way with OPERATION_WAY_REQUIRED, translated, and stores nothing', async () => {
    const clientId = 'browser-no-way-0001';
    const { operationWay: _way, ...withoutWay } = cashOrder();
    const pt = await call(CREATE, { clientId, variables: { input: withoutWay, key: key() } });
    expect(codesOf(pt)).toEqual(['OPERATION_WAY_REQUIRED']);
    expect(pt.errors![0].message).toBe('Escolha como quer receber o pedido (entrega, retirada ou reserva) e quando.');
    const en = await call(CREATE, {
      clientId,
      lang: 'en',
      variables: { input: { ...withoutWay, operationWay: null }, key: key() },
    });
    expect(codesOf(en)).toEqual(['OPERATION_WAY_REQUIRED']);
    expect(en.errors![0].message).toBe('Choose how you want the order (delivery, pick-up or booking) and when.');
    const es = await call(CREATE, { clientId, lang: 'es', variables: { input: withoutWay, key: key() } });
    expect(es.errors![0].message).toMatch(/^Elige cómo quieres el pedido/);
    expect((await call(MY_ORDERS, { clientId })).data!.myOrders).toEqual([]);
  });

  it('a quote without a way is still a cart preview, not a refusal', async () => {
    const { operationWay: _way, ...withoutWay } = cashOrder();
    const result = await call(`query Q($input: OrderInput!) { quote(input: $input) { total problems } }`, {
      variables: { input: withoutWay },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.quote.problems).toEqual([]);
  });

  it('keeps no scheduledFor on a "now" order: the quote never checked it', async () => {
    useOrderPaymentGateway(approving);
    // A lounge pass used now, sent with a visit two years away that no slot rule judged.
    const result = await call(CREATE, {
      host: AERO,
      clientId: 'browser-now-way-0001',
      variables: {
        key: key(),
        input: {
          catalogId: 'aero-sala-vip',
          items: [
            {
              categoryId: 'aero-sala-vip-passes',
              itemId: 'aero-sala-vip-01',
              quantity: 1,
              subitems: [
                { subcategoryId: 'aero-sala-vip-01-terminal', subitemId: 'aero-sala-vip-01-terminal-t2', quantity: 1 },
              ],
            },
          ],
          operationWay: { type: 'booking', time: 'now', scheduledFor: '2028-11-23T15:00:00.000-03:00' },
          customer,
          payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
        },
      },
    });
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order.operationWay).toEqual({ type: 'booking', time: 'now', scheduledFor: null });
    const [row] = await t.db.select({ operationWay: orders.operationWay }).from(orders).where(eq(orders.id, order._id));
    expect(row.operationWay).toEqual({ type: 'booking', time: 'now' });
  });

  it('stores a scheduled order at the slot the quote matched, written in the catalogue zone', async () => {
    useOrderPaymentGateway(approving);
    // Wednesday 25 November 2026, 12:00 in São Paulo, sent as UTC.
    const result = await call(CREATE, {
      host: AERO,
      clientId: 'browser-slot-way-0001',
      variables: {
        key: key(),
        input: {
          catalogId: 'aero-hospitalidade',
          items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
          operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2026-11-25T15:00:00Z' },
          customer,
          payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
        },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder.operationWay).toEqual({
      type: 'booking',
      time: 'schedule',
      scheduledFor: '2026-11-25T12:00:00.000-03:00',
    });
  });
});
