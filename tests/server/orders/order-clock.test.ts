/**
 * Orders are recorded at the server's clock (STORE_NOW when set), as every rule of the order was checked against
 * it: the order's createdAt, its timeline events and its payment attempt; a later status change at its own
 * instant. With the clock standing still, orders and events of one instant keep the order they were made in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusEvents, paymentAttempts } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  CREATE,
  importTestShop,
  MY_ORDERS,
  ORDER,
  SHOP_STAFF_EMAIL,
  UPDATE_STATUS,
} from './orders-fixture';

let t: TestDatabase;
let staff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  await importTestShop(t);
  staff = await bearer(t, SHOP_STAFF_EMAIL);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

// Instants far from the real time of any run, so the real clock cannot pass for them.
const PLACED_AT = '2026-11-23T14:07:00.000-03:00';
const CONFIRMED_AT = '2026-11-23T14:31:00.000-03:00';
const place = (clientId: string, now = PLACED_AT) =>
  call(CREATE, { clientId, now, variables: { input: cashOrder(), key: crypto.randomUUID() } });

describe('orders at the server clock', () => {
  it('records the order, its first event and its payment attempt at STORE_NOW, and a status change at its own', async () => {
    const placed = await place('browser-clock-0001');
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order.createdAt).toBe(PLACED_AT);
    expect(order.events).toEqual([{ status: 'PLACED', at: PLACED_AT, reason: null }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.createdAt.toISOString()).toBe(new Date(PLACED_AT).toISOString());
    expect(row.updatedAt.toISOString()).toBe(new Date(PLACED_AT).toISOString());
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order._id));
    expect(attempt.createdAt.toISOString()).toBe(new Date(PLACED_AT).toISOString());

    const confirmed = await call(UPDATE_STATUS, {
      authorization: staff,
      now: CONFIRMED_AT,
      variables: { id: order._id, status: 'CONFIRMED' },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.updateOrderStatus.events).toEqual([
      { status: 'PLACED', at: PLACED_AT, reason: null },
      { status: 'CONFIRMED', at: CONFIRMED_AT, reason: null },
    ]);
    const [changed] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(changed.updatedAt.toISOString()).toBe(new Date(CONFIRMED_AT).toISOString());
    expect(changed.createdAt.toISOString()).toBe(new Date(PLACED_AT).toISOString());
  });

  it('with the clock standing still, the newest order of the instant is listed first and the timeline keeps its order', async () => {
    const placed = [];
    for (let n = 0; n < 4; n += 1) placed.push((await place('browser-clock-0002')).data!.createOrder._id as string);
    const listed = (await call(MY_ORDERS, { clientId: 'browser-clock-0002', now: PLACED_AT })).data!.myOrders.map(
      (o: { _id: string }) => o._id,
    );
    expect(listed).toEqual([...placed].reverse());

    const id = placed[0];
    for (const status of ['CONFIRMED', 'PREPARING', 'READY', 'DELIVERED']) {
      expect(
        (await call(UPDATE_STATUS, { authorization: staff, now: PLACED_AT, variables: { id, status } })).errors,
      ).toBeUndefined();
    }
    const events = (await call(ORDER, { authorization: staff, now: PLACED_AT, variables: { id } })).data!.order.events;
    expect(events.map((e: { status: string }) => e.status)).toEqual([
      'PLACED',
      'CONFIRMED',
      'PREPARING',
      'READY',
      'DELIVERED',
    ]);
    const stored = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect(new Set(stored.map((e) => e.createdAt.toISOString()))).toEqual(new Set([new Date(PLACED_AT).toISOString()]));
  });
});
