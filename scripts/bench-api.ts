/**
 * `npm run bench:api`: the production server on a fresh embedded database, driven by autocannon at
 * 50 connections for 10 s per operation; prints requests/s and p50/p99 latency of each GraphQL operation
 * of the seeded airport company and of a trivial API route (the ceiling of the stack on this machine).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build-if-needed';
import { announceRuntime } from './runtime';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HOST = `aeroporto.localhost:${PORT}`;

const gql = (operationName: string, query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName, query, variables });

const operations: { name: string; path: string; method: 'GET' | 'POST'; body?: string; host?: string }[] = [
  { name: 'ceiling: GET /api/ping', path: '/api/ping', method: 'GET' },
  {
    name: 'catalog',
    path: '/api/graphql',
    method: 'POST',
    body: gql('Catalog', `query Catalog($slug: String) { catalog(filter: {slug: $slug}) { _id title slug requiredAuth minimumOrderValue status
      openingState { isOpen minutesUntilClose nextOpening { label } } paymentMethods { method type }
      categories { _id name items { _id name slug img price promo promoType finalPrice fromPrice priceIsVariable status } } } }`, { slug: 'burger-pista' }),
  },
  {
    // The same query on the bare root host, where the response cache does not apply: the cost of executing it.
    name: 'catalog (uncached)',
    path: '/api/graphql',
    method: 'POST',
    host: `localhost:${PORT}`,
    body: gql('Catalog', `query Catalog($slug: String) { catalog(filter: {company: "aeroporto", slug: $slug}) { _id title slug requiredAuth minimumOrderValue status
      openingState { isOpen minutesUntilClose nextOpening { label } } paymentMethods { method type }
      categories { _id name items { _id name slug img price promo promoType finalPrice fromPrice priceIsVariable status } } } }`, { slug: 'burger-pista' }),
  },
  {
    name: 'catalogSummary',
    path: '/api/graphql',
    method: 'POST',
    body: gql('Summary', `query Summary { catalogSummary(filter: {serviceSlug: "delivery", categorySlug: "lanches"}) { catalogs { _id title slug cover
      categories { _id name items { _id name img finalPrice fromPrice priceIsVariable } } } } }`),
  },
  {
    name: 'item',
    path: '/api/graphql',
    method: 'POST',
    body: gql('Item', `query Item($id: ID) { item(filter: {catalogId: "aero-delivery-burger", itemId: $id}) { _id name description price finalPrice fromPrice
      subcategories { _id name min max repeat subitems { _id name price finalPrice status } } } }`, { id: 'aero-delivery-burger-01' }),
  },
  {
    name: 'quote',
    path: '/api/graphql',
    method: 'POST',
    body: gql('Quote', `query Quote($input: OrderInput!) { quote(input: $input) { subtotal discount deliveryFee total problems lines { itemId total } } }`, {
      input: { catalogId: 'aero-delivery-burger', couponCode: 'DELIVERY10', items: [{ itemId: 'aero-delivery-burger-01', quantity: 2 }, { itemId: 'aero-delivery-burger-02', quantity: 1 }] },
    }),
  },
];

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${PORT}/api/health`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function main() {
  const runtime = announceRuntime('bench:api');
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  // The server runs on this script's own Node (not whatever `npx` finds first), so running this file with another
  // binary, `/usr/bin/node --import tsx scripts/bench-api.ts`, measures the server on that line.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', ROOT_DOMAIN: `localhost:${PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(120_000);
    // Each operation must answer correctly before it is timed.
    for (const op of operations) {
      const res = await fetch(`http://localhost:${PORT}${op.path}`, { method: op.method, headers: { host: op.host ?? HOST, 'content-type': 'application/json' }, body: op.body });
      const text = await res.text();
      if (!res.ok || text.includes('"errors"')) throw new Error(`${op.name} failed: ${res.status} ${text.slice(0, 300)}`);
      for (let i = 0; i < 200; i++) await fetch(`http://localhost:${PORT}${op.path}`, { method: op.method, headers: { host: op.host ?? HOST, 'content-type': 'application/json' }, body: op.body }).then((r) => r.arrayBuffer());
    }
    const rows: { name: string; rps: number; p50: number; p99: number }[] = [];
    for (const op of operations) {
      const result = await autocannon({
        url: `http://localhost:${PORT}${op.path}`,
        method: op.method,
        headers: { host: op.host ?? HOST, 'content-type': 'application/json' },
        body: op.body,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${op.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({ name: op.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      console.error(`measured ${op.name}`);
    }
    const ceiling = rows[0].rps;
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, production build, embedded PGlite, Node ${runtime.version}\n`);
    console.log('operation                 req/s     p50 ms   p99 ms   ratio to ceiling');
    // catalog, catalogSummary and item on a company host are served by the catalogue response cache after the first request of each minute.
    for (const row of rows) {
      console.log(`${row.name.padEnd(24)} ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(0).padStart(9)} ${row.p99.toFixed(0).padStart(8)}   ${(row.rps / ceiling).toFixed(2)}`);
    }
  } finally {
    try { process.kill(-server.pid!, 'SIGTERM'); } catch { /* already gone */ }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
