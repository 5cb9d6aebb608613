/**
 * `npm run bench:web`: the production build (built first when missing or older than the sources) on a fresh
 * embedded database, driven by autocannon at 50 connections for 10 s per page; prints requests/s, p50/p99, the
 * server's CPU time per request and the first-load JavaScript of the airport's home, a store and an item page,
 * each against a trivial server-rendered page of the same build (the framework's ceiling here,
 * pages/bench/trivial.tsx). Twice: with the page and HTML caches as deployed (what an anonymous visitor of a
 * popular page gets), then on a second server with `PAGE_CACHE=off` (src/server/page-cache-switch.ts), where every
 * request renders: the renderer itself, as for a signed-in shopper or a page nobody asked for in the last minute.
 * Targets: the cached store page at half the trivial page's requests/s or better; uncached store and item pages at
 * a quarter or better (issue 19).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import { buildIfNeeded } from './build-if-needed';
import { announceRuntime } from './runtime';
import {
  checkTarget,
  CONNECTIONS,
  DURATION,
  groupCpuMs,
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
];

interface Row extends Measure {
  route: string;
  /** The server's CPU time per request answered, ms (null where /proc is not there). */
  cpuMs: number | null;
}

/** Every page measured on one server, started with `env`. */
async function measureServer(env: Record<string, string>): Promise<Row[]> {
  // BENCH=1 opens the trivial page, which is a 404 on every other server.
  const server = await startBenchServer(PORT, { BENCH: '1', ...env });
  try {
    // Each page must render its real content before it is timed.
    for (const page of pages) {
      const html = await checkTarget(PORT, page);
      if (!html.includes(page.expect)) throw new Error(`${page.name}: "${page.expect}" is not in the page`);
      await warm(PORT, page);
    }
    const rows: Row[] = [];
    for (const page of pages) {
      const before = groupCpuMs(server.pid);
      const row = await measure(PORT, page, { tolerateErrors: true });
      const after = groupCpuMs(server.pid);
      const cpuMs = before === null || after === null || row.total === 0 ? null : (after - before) / row.total;
      rows.push({ ...row, route: page.route, cpuMs });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function print(title: string, rows: Row[], weights: Map<string, number>) {
  const ceiling = rows[0];
  console.log(`\n${title}`);
  console.log(
    'page                          req/s     p50 ms   p99 ms   ratio to trivial   CPU ms/req   CPU ratio   first-load JS   errors',
  );
  for (const row of rows) {
    const bytes = weights.get(row.route);
    // The trivial page's CPU per request over this page's: the requests/s ratio of a server that had its core to
    // itself, which a shared machine's other load moves far less than the measured one.
    const cpuRatio = row.cpuMs && ceiling.cpuMs ? (ceiling.cpuMs / row.cpuMs).toFixed(2) : '?';
    console.log(
      `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(0).padStart(9)} ${row.p99.toFixed(0).padStart(8)}   ${(row.rps / ceiling.rps).toFixed(2).padStart(16)}   ${(row.cpuMs === null ? '?' : row.cpuMs.toFixed(2)).padStart(10)}   ${cpuRatio.padStart(9)}   ${(bytes === undefined ? '?' : `${kB(bytes)} kB`).padStart(13)}   ${row.errors > 0 ? `${row.errors} (${row.timeouts} timeouts)` : '0'}`,
    );
  }
}

async function main() {
  const runtime = announceRuntime('bench:web');
  buildIfNeeded();
  const weights = new Map(readWeights().map((w) => [w.page, w.bytes]));
  const cached = await measureServer({});
  const uncached = await measureServer({ PAGE_CACHE: 'off' });
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, production build, embedded PGlite, Node ${runtime.version}, host ${HOST}`,
  );
  print('cached: page and HTML caches on (anonymous visitors of a page asked for in the last minute)', cached, weights);
  print('uncached: PAGE_CACHE=off (every request renders)', uncached, weights);
  const ratio = (rows: Row[], index: number) => rows[index].rps / rows[0].rps;
  const store = ratio(cached, 2);
  console.log(
    `\nstore / trivial, cached: ${store.toFixed(2)} (target 0.5 or more)${store >= 0.5 ? '' : ': below target'}`,
  );
  for (const [name, index] of [
    ['store', 2],
    ['item', 3],
    ['home', 1],
  ] as const) {
    const value = ratio(uncached, index);
    const target = name === 'home' ? '' : ` (target 0.25 or more${value >= 0.25 ? ')' : '): below target'}`;
    console.log(`${name} / trivial, uncached: ${value.toFixed(2)}, p99 ${uncached[index].p99.toFixed(0)} ms${target}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
