/**
 * `npm run bench:web`: the production build (built first when missing or older than the sources) on a fresh
 * embedded database, driven by autocannon at 50 connections for 10 s per page; prints requests/s and p50/p99 of the
 * airport's home, a store and an item page (and the store rendered uncached, as for a signed-in visitor), against a trivial server-rendered page of the same build (the
 * framework's ceiling here, pages/bench/trivial.tsx), and the first-load JavaScript of those pages.
 * Target: the store page at half the trivial page's requests/s or better.
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
import { kB, readWeights } from './js-budget';

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const HOST = `aeroporto.localhost:${PORT}`;

/** The pages measured, with the route (build manifest key) whose first-load JavaScript they ship. */
const pages: (Target & { route: string; expect: string })[] = [
  {
    name: 'ceiling: trivial page',
    path: '/bench/trivial',
    method: 'GET',
    host: HOST,
    route: '/bench/trivial',
    expect: 'trivial',
  },
  { name: 'home /', path: '/', method: 'GET', host: HOST, route: '/_company/[company]', expect: 'Aeroporto' },
  {
    name: 'store /loja/burger-pista',
    path: '/loja/burger-pista',
    method: 'GET',
    host: HOST,
    route: '/_company/[company]/[store]',
    expect: 'Burger Pista',
  },
  {
    name: 'item /loja/…/classico-pista',
    path: '/loja/burger-pista/classico-pista',
    method: 'GET',
    host: HOST,
    route: '/_company/[company]/[store]/[product]',
    expect: 'Clássico Pista',
  },
  {
    // A session cookie makes the request personal: no page or HTML cache, the full server rendering every time.
    name: 'store, uncached',
    path: '/loja/burger-pista',
    method: 'GET',
    host: HOST,
    headers: { cookie: 'session=bench' },
    route: '/_company/[company]/[store]',
    expect: 'Burger Pista',
  },
];

async function main() {
  const runtime = announceRuntime('bench:web');
  buildIfNeeded();
  const weights = new Map(readWeights().map((w) => [w.page, w.bytes]));
  // BENCH=1 opens the trivial page, which is a 404 on every other server.
  const server = await startBenchServer(PORT, { BENCH: '1' });
  try {
    // Each page must render its real content before it is timed.
    for (const page of pages) {
      const html = await checkTarget(PORT, page);
      if (!html.includes(page.expect)) throw new Error(`${page.name}: "${page.expect}" is not in the page`);
      await warm(PORT, page);
    }
    const rows: Measure[] = [];
    for (const page of pages) rows.push(await measure(PORT, page, { tolerateErrors: true }));
    const ceiling = rows[0].rps;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s each, production build, embedded PGlite, Node ${runtime.version}, host ${HOST}\n`,
    );
    console.log('page                          req/s     p50 ms   p99 ms   ratio to trivial   first-load JS   errors');
    rows.forEach((row, index) => {
      const bytes = weights.get(pages[index].route);
      console.log(
        `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(0).padStart(9)} ${row.p99.toFixed(0).padStart(8)}   ${(row.rps / ceiling).toFixed(2).padStart(16)}   ${(bytes === undefined ? '?' : `${kB(bytes)} kB`).padStart(13)}   ${row.errors > 0 ? `${row.errors} (${row.timeouts} timeouts)` : '0'}`,
      );
    });
    const store = rows[2].rps / ceiling;
    console.log(`\nstore / trivial: ${store.toFixed(2)} (target 0.5 or more)${store >= 0.5 ? '' : ': below target'}`);
    console.log(`uncached store / trivial: ${(rows[4].rps / ceiling).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
