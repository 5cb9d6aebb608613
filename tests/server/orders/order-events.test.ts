/**
 * Order events: a change published after commit reaches every subscriber — through the in-process emitter on
 * PGlite, and through a real LISTEN/NOTIFY round trip on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import {
  closeOrderListener,
  publishOrderChange,
  subscribeOrderChanges,
  type OrderChange,
} from '@/src/server/orders/order-events';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase({ migrate: false });
});
afterAll(async () => {
  await closeOrderListener(t.db);
  await t.close();
});

const nextChange = () =>
  new Promise<OrderChange>((resolve) => {
    const sub = subscribeOrderChanges((change) => {
      sub.unsubscribe();
      resolve(change);
    }, t.db);
    pending = sub.ready;
  });
let pending: Promise<void> = Promise.resolve();

describe(`order events (${process.env.TEST_DATABASE_URL ? 'postgres LISTEN/NOTIFY' : 'pglite emitter'})`, () => {
  it('a published change reaches a subscriber with its company, order and status', async () => {
    const received = nextChange();
    await pending;
    await publishOrderChange(t.db, { companyId: 'c1', orderId: 'o1', status: 'CONFIRMED' });
    await expect(received).resolves.toEqual({ companyId: 'c1', orderId: 'o1', status: 'CONFIRMED' });
  });

  it('an unsubscribed handler hears nothing more', async () => {
    const heard: OrderChange[] = [];
    const sub = subscribeOrderChanges((change) => heard.push(change), t.db);
    await sub.ready;
    sub.unsubscribe();
    const other = nextChange();
    await pending;
    await publishOrderChange(t.db, { companyId: 'c1', orderId: 'o2', status: 'PREPARING' });
    await other;
    expect(heard).toEqual([]);
  });

  it('a burst of changes published at once all arrive, each once', async () => {
    const heard: string[] = [];
    const sub = subscribeOrderChanges((change) => heard.push(change.orderId), t.db);
    await sub.ready;
    const ids = Array.from({ length: 60 }, (_, i) => `burst-${i}`);
    await Promise.all(ids.map((orderId) => publishOrderChange(t.db, { companyId: 'c1', orderId, status: 'PLACED' })));
    for (let waited = 0; heard.length < ids.length && waited < 5000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    expect([...heard].sort()).toEqual([...ids].sort());
  });
});
