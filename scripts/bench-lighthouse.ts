/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of
 * the airport's home, a store and an item page on the production build, printing the performance, accessibility,
 * best-practices and SEO scores. Not part of `npm test`: a score moves with the machine's load.
 * Targets: 95 performance, 100 accessibility. Chromium as the end-to-end tests choose it (e2e/chromium.ts).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed';
import { announceRuntime } from './runtime';
import { startBenchServer } from './bench-server';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const ORIGIN = `http://aeroporto.localhost:${PORT}`;
const PAGES = [
  { name: 'home /', path: '/' },
  { name: 'store /loja/burger-pista', path: '/loja/burger-pista' },
  { name: 'item /loja/…/classico-pista', path: '/loja/burger-pista/classico-pista' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse's own CLI on plain Node, in a child process: run in this tsx process, the functions it sends into the
 * page carry tsx's `__name` helper, which the page does not have ("__name is not defined").
 */
function audit(url: string, port: number): Report {
  const cli = path.resolve('node_modules/lighthouse/cli/index.js');
  const json = execFileSync(
    process.execPath,
    [
      cli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    {
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  return JSON.parse(json) as Report;
}

const warm = (pagePath: string) =>
  fetch(`http://localhost:${PORT}${pagePath}`, { headers: { host: `aeroporto.localhost:${PORT}` } }).then((r) =>
    r.arrayBuffer(),
  );

async function main() {
  announceRuntime('bench:lighthouse');
  buildIfNeeded();
  const server = await startBenchServer(PORT);
  // The full browser, as a shopper's (the headless shell would not be what Lighthouse measures for them).
  const { executablePath } = await resolveChromium(process.env, { full: true });
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    // One audit first, not reported, of a page not measured (the partners page): a fresh Chrome sets up its fonts
    // on its first layout (a 130 ms task at 4× slowdown here), which a shopper's phone did long ago; without it the
    // first page measured paid it alone.
    await warm('/parceiros').catch(() => warm('/parceiros'));
    audit(`${ORIGIN}/parceiros`, chrome.port);
    const rows: { name: string; scores: number[] }[] = [];
    for (const page of PAGES) {
      // A first visit warms the server (its page cache and the JIT), as a shopper's would not be the first.
      // (Node does not resolve *.localhost as Chromium does: the host travels in the header.) A second try: the
      // kept-alive socket of the previous page may have been closed by the server while Lighthouse ran.
      await warm(page.path).catch(() => warm(page.path));
      const lhr = audit(`${ORIGIN}${page.path}`, chrome.port);
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      // The whole report, to read what costs (reports/lighthouse/<page>.json; reports/ is not kept in git).
      mkdirSync('reports/lighthouse', { recursive: true });
      writeFileSync(`reports/lighthouse/${page.name.split(' ')[0]}.json`, JSON.stringify(lhr));
      rows.push({ name: page.name, scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)) });
      const failing = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      );
      console.error(`measured ${page.name}; audits below 0.9: ${failing.map((a) => a.id).join(', ') || 'none'}`);
    }
    console.log(`\nLighthouse ${'mobile (default form factor, simulated throttling)'}, production build, ${ORIGIN}\n`);
    console.log(`${'page'.padEnd(30)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const row of rows)
      console.log(`${row.name.padEnd(30)}${row.scores.map((s) => String(s).padStart(16)).join('')}`);
    console.log('\ntargets: performance 95, accessibility 100');
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
