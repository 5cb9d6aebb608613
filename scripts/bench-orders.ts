/**
 * `npm run bench:orders`: order placement under load, with catalogue reads running beside it. In process,
 * through the GraphQL schema exactly as the API route runs it (Yoga, context, resolvers, service, database),
 * without Next's HTTP layer: it measures what placing an order costs the database and the service.
 *
 * Engines: an in-memory PGlite, and — when DATABASE_URL is set — PostgreSQL, in a throw-away database created
 * on that server (`bench_orders_<random>`, dropped after). Each run seeds the demo data and a bench company
 * whose item has unlimited stock, so every order succeeds; orders are paid in cash (no gateway).
 *
 * Settings: BENCH_SECONDS (10), BENCH_ORDER_WORKERS (32), BENCH_READ_WORKERS (8).
 */
import './load-env';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { importCatalog } from '../src/server/catalog-io/import';
import { setDbHandle } from '../src/server/db/client';
import { seedDemoData } from '../src/server/demo/seed';
import { getYoga } from '../src/server/graphql/yoga';
import { clearSnapshotCache } from '../src/server/catalog/company-snapshot';
import { clearDirectoryCache } from '../src/server/tenancy/company-directory';
import { openTestDatabase } from '../tests/support/test-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDER_WORKERS = Number(process.env.BENCH_ORDER_WORKERS ?? 32);
const READ_WORKERS = Number(process.env.BENCH_READ_WORKERS ?? 8);
const HOST = 'bench.localhost:3000';

process.env.ROOT_DOMAIN = 'localhost:3000';
process.env.STORE_NOW ??= '2026-11-23T12:00:00.000-03:00'; // a Monday noon: the store is open
process.env.NEXTAUTH_SECRET ??= 'bench-orders-secret-0123456789abcdef';

const CREATE = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id number total } }`;
const CATALOG = `query Catalog { catalog(filter: {}) { _id title categories { _id items { _id name finalPrice } } } }`;

let firstError: string | null = null;

interface Stats {
  latencies: number[];
  errors: number;
}

async function request(body: object): Promise<boolean> {
  const response = await getYoga().fetch(`http://${HOST}/api/graphql`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json', cookie: `clientId=bench-${randomUUID()}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  if (json.errors && !firstError) firstError = JSON.stringify(json.errors).slice(0, 300);
  return response.ok && !json.errors;
}

async function worker(until: number, stats: Stats, body: () => object): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    // A request from the network arrives as I/O: yield to the event loop first (and count the wait), or a cached
    // read answered entirely in microtasks would starve the database's sockets for the whole run.
    await new Promise((resolve) => setImmediate(resolve));
    const ok = await request(body());
    stats.latencies.push(performance.now() - started);
    if (!ok) stats.errors += 1;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

async function run(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const handle = await openTestDatabase();
  try {
    await seedDemoData(handle.db);
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
    doc.company = { ...doc.company, slug: 'bench', name: 'Bench', domains: [], requiredAuth: false };
    doc.blogPosts = [];
    Object.assign(doc.catalogs[0], { requiredAuth: false, minimumOrderValue: 0 });
    doc.catalogs[0].categories[0].items.push(
      { _id: 'bench-item', slug: 'bench-item', name: 'Bench item', price: 10 },
      { _id: 'bench-extra', slug: 'bench-extra', name: 'Bench extra', price: 4.5 },
    );
    const imported = await importCatalog(handle.db, doc);
    if (!imported.ok) throw new Error(`bench import failed: ${JSON.stringify(imported)}`);
    setDbHandle(handle);
    clearDirectoryCache();
    clearSnapshotCache();

    const order = () => ({
      operationName: 'CreateOrder',
      query: CREATE,
      variables: {
        key: randomUUID(),
        input: {
          catalogId: 'mercado-loja',
          items: [
            { itemId: 'bench-item', quantity: 1 },
            { itemId: 'bench-extra', quantity: 2 },
          ],
          operationWay: { type: 'takeAway', time: 'now' },
          payment: { method: 'CASH' },
        },
      },
    });
    const read = () => ({ operationName: 'Catalog', query: CATALOG, variables: {} });
    if (!(await request(order())) || !(await request(read()))) throw new Error('an operation fails before timing');

    const orders: Stats = { latencies: [], errors: 0 };
    const reads: Stats = { latencies: [], errors: 0 };
    const until = performance.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: ORDER_WORKERS }, () => worker(until, orders, order)),
      ...Array.from({ length: READ_WORKERS }, () => worker(until, reads, read)),
    ]);
    for (const [name, stats] of [
      ['createOrder', orders],
      ['catalog (beside)', reads],
    ] as const) {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      console.log(
        `${engine.padEnd(9)} ${name.padEnd(18)} ${(stats.latencies.length / SECONDS).toFixed(0).padStart(7)} /s ${percentile(sorted, 0.5).toFixed(0).padStart(7)} ms ${percentile(sorted, 0.99).toFixed(0).padStart(7)} ms ${String(stats.errors).padStart(7)}`,
      );
    }
    if (firstError) console.log(`  first error: ${firstError}`);
    firstError = null;
  } finally {
    setDbHandle(undefined);
    await handle.close();
  }
}

async function main() {
  console.log(
    `bench:orders — ${SECONDS} s, ${ORDER_WORKERS} order workers + ${READ_WORKERS} catalogue readers, in process, Node ${process.version}\n`,
  );
  console.log('engine    operation           throughput      p50        p99   errors');
  await run('pglite');
  if (process.env.DATABASE_URL) await run('postgres');
  else console.log('\n(DATABASE_URL not set: PostgreSQL skipped)');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
