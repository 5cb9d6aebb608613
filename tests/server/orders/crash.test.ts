/**
 * kill -9 of the server during a burst of orders loses no order it acknowledged (PostgreSQL only: the embedded
 * engine lives inside the killed process). An order is acknowledged only after its transaction committed, so
 * every order a client saw must be in the database — whole: its lines, and the stock it took — and the same
 * idempotency key sent to the restarted server answers the same order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { cashOrder, CREATE, importTestShop, SHOP, STOCK_ITEM, stockOf } from './orders-fixture';

const adminUrl = process.env.TEST_DATABASE_URL;
const PORT = 13_100 + Math.floor(Math.random() * 800);

let t: TestDatabase;
let companyId: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);
afterAll(async () => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (adminUrl) await closeSeededDatabase(t);
});

function startServer(): Promise<ChildProcess> {
  const url = new URL(adminUrl!);
  url.pathname = new URL(t.location).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/orders/crash-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      ROOT_DOMAIN: 'localhost:3000',
      STORE_NOW: '2026-11-23T12:00:00.000-03:00',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

/** POST a createOrder; resolves with the order id when acknowledged, null when the connection died. */
function placeOrder(key: string): Promise<string | null> {
  const body = JSON.stringify({
    operationName: 'CreateOrder',
    query: CREATE,
    variables: { input: cashOrder(STOCK_ITEM, 1), key },
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/graphql',
        headers: { host: SHOP, 'content-type': 'application/json', cookie: 'clientId=crash-test-browser' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { data?: { createOrder?: { _id: string } } }).data?.createOrder?._id ?? null);
          } catch {
            resolve(null);
          }
        });
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

describe.runIf(adminUrl)('kill -9 during a burst of orders (postgres)', () => {
  it('keeps every acknowledged order, whole, and answers it again after a restart', async () => {
    const server = await startServer();
    const acknowledged = new Map<string, string>();
    let killed = false;
    const loop = async (worker: number) => {
      for (let i = 0; !killed; i += 1) {
        const key = `crash-${worker}-${i}-${crypto.randomUUID()}`;
        const id = await placeOrder(key);
        if (id) acknowledged.set(key, id);
        if (!id && killed) return;
      }
    };
    const loops = Array.from({ length: 8 }, (_, w) => loop(w));
    while (acknowledged.size < 20) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(loops);
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);
    expect(acknowledged.size).toBeLessThan(50); // the stock (50) was not what stopped the burst

    const ids = [...acknowledged.values()];
    const stored = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)));
    expect(stored).toHaveLength(ids.length);
    const lines = await t.db
      .select({ id: orderLines.orderId })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids));
    expect(lines).toHaveLength(ids.length);
    // No half-made order: stock taken equals units ordered, over every order in the database.
    const [{ units }] = await t.db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), eq(orderLines.itemId, STOCK_ITEM)));
    expect((await stockOf(t, companyId, STOCK_ITEM))! + units).toBe(50);

    await startServer();
    for (const [key, id] of [...acknowledged].slice(0, 10)) expect(await placeOrder(key)).toBe(id);
  }, 90_000);
});
