/**
 * `npm run bench:api`: the production server on a fresh embedded database, driven by autocannon at
 * 50 connections for 10 s per operation; prints requests/s and p50/p99 latency of each GraphQL operation
 * of the seeded airport company and of a trivial API route (the ceiling of the stack on this machine).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import { buildIfNeeded } from './build-if-needed';
import { announceRuntime } from './runtime';
import {
  checkTarget,
  CONNECTIONS,
  DURATION,
  measure,
  startBenchServer,
  warm,
  type Measure,
  type Target,
} from './bench-server';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const HOST = `aeroporto.localhost:${PORT}`;

const gql = (operationName: string, query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ operationName, query, variables });

const operations: (Omit<Target, 'host'> & { host?: string })[] = [
  { name: 'ceiling: GET /api/ping', path: '/api/ping', method: 'GET' },
  {
    name: 'catalog',
    path: '/api/graphql',
    method: 'POST',
    body: gql(
      'Catalog',
      `query Catalog($slug: String) { catalog(filter: {slug: $slug}) { _id title slug requiredAuth minimumOrderValue status
      openingState { isOpen minutesUntilClose nextOpening { label } } paymentMethods { method type }
      categories { _id name items { _id name slug img price promo promoType finalPrice fromPrice priceIsVariable status } } } }`,
      { slug: 'burger-pista' },
    ),
  },
  {
    // The same query on the bare root host, where the response cache does not apply: the cost of executing it.
    name: 'catalog (uncached)',
    path: '/api/graphql',
    method: 'POST',
    host: `localhost:${PORT}`,
    body: gql(
      'Catalog',
      `query Catalog($slug: String) { catalog(filter: {company: "aeroporto", slug: $slug}) { _id title slug requiredAuth minimumOrderValue status
      openingState { isOpen minutesUntilClose nextOpening { label } } paymentMethods { method type }
      categories { _id name items { _id name slug img price promo promoType finalPrice fromPrice priceIsVariable status } } } }`,
      { slug: 'burger-pista' },
    ),
  },
  {
    name: 'catalogSummary',
    path: '/api/graphql',
    method: 'POST',
    body: gql(
      'Summary',
      `query Summary { catalogSummary(filter: {serviceSlug: "delivery", categorySlug: "lanches"}) { catalogs { _id title slug cover
      categories { _id name items { _id name img finalPrice fromPrice priceIsVariable } } } } }`,
    ),
  },
  {
    name: 'item',
    path: '/api/graphql',
    method: 'POST',
    body: gql(
      'Item',
      `query Item($id: ID) { item(filter: {catalogId: "aero-delivery-burger", itemId: $id}) { _id name description price finalPrice fromPrice
      subcategories { _id name min max repeat subitems { _id name price finalPrice status } } } }`,
      { id: 'aero-delivery-burger-01' },
    ),
  },
  {
    name: 'quote',
    path: '/api/graphql',
    method: 'POST',
    body: gql(
      'Quote',
      `query Quote($input: OrderInput!) { quote(input: $input) { subtotal discount deliveryFee total problems lines { itemId total } } }`,
      {
        input: {
          catalogId: 'aero-delivery-burger',
          couponCode: 'DELIVERY10',
          items: [
            { itemId: 'aero-delivery-burger-01', quantity: 2 },
            { itemId: 'aero-delivery-burger-02', quantity: 1 },
          ],
        },
      },
    ),
  },
];

async function main() {
  const runtime = announceRuntime('bench:api');
  buildIfNeeded();
  const server = await startBenchServer(PORT);
  try {
    const targets: Target[] = operations.map((op) => ({ ...op, host: op.host ?? HOST }));
    // Each operation must answer correctly before it is timed.
    for (const target of targets) {
      await checkTarget(PORT, target);
      await warm(PORT, target);
    }
    const rows: Measure[] = [];
    for (const target of targets) rows.push(await measure(PORT, target));
    const ceiling = rows[0].rps;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s each, production build, embedded PGlite, Node ${runtime.version}\n`,
    );
    console.log('operation                 req/s     p50 ms   p99 ms   ratio to ceiling');
    // catalog, catalogSummary and item on a company host are served by the catalogue response cache after the first request of each minute.
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(24)} ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(0).padStart(9)} ${row.p99.toFixed(0).padStart(8)}   ${(row.rps / ceiling).toFixed(2)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
