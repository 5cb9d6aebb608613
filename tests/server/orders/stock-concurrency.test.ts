/**
 * Stock under load (docs/interfaces.md "Orders": "never below zero, whatever the concurrency"): 1,000 orders
 * sent at once for an item of stock 50 give exactly 50 orders and 950 PRODUCT_OUT_OF_STOCK, and the stock ends at
 * 0. On PGlite the engine runs one transaction at a time, so this checks the rule under a queue of requests; on
 * PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel over the connection pool.
 */
import { and, eq, sql } from 'drizzle-orm';
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

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`stock under 1,000 concurrent orders (${engine})`, () => {
  it('gives exactly 50 orders and 950 PRODUCT_OUT_OF_STOCK for an item of stock 50', async () => {
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(50);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        call(CREATE, {
          clientId: `browser-load-${String(i).padStart(4, '0')}`,
          variables: { input: cashOrder(STOCK_ITEM, 1), key: crypto.randomUUID() },
        }),
      ),
    );
    const placed = results.filter((r) => !r.errors && r.data?.createOrder);
    const refused = results.filter((r) => codesOf(r).join() === 'PRODUCT_OUT_OF_STOCK');
    const other = results.filter((r) => !placed.includes(r) && !refused.includes(r));
    expect(other.map((r) => r.errors)).toEqual([]);
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(950);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(0);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.status, 'PLACED')));
    expect(n).toBe(50);
    expect(new Set(placed.map((r) => r.data!.createOrder.number)).size).toBe(50);
  }, 120_000);
});
