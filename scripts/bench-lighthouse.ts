/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of
 * the airport's home, a store and an item page on the production build, printing the performance, accessibility,
 * best-practices and SEO scores. Not part of `npm test`: a score moves with the machine's load.
 * Targets: 95 performance, 100 accessibility. Chromium as the end-to-end tests choose it (e2e/chromium.ts).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

async function main() {
  announceRuntime('bench:lighthouse');
  buildIfNeeded();
  const server = await startBenchServer(PORT);
  const { executablePath } = await resolveChromium();
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows: { name: string; scores: number[] }[] = [];
    for (const page of PAGES) {
      // A first visit warms the server (its page cache and the JIT), as a shopper's would not be the first.
      // (Node does not resolve *.localhost as Chromium does: the host travels in the header.)
      await fetch(`http://localhost:${PORT}${page.path}`, { headers: { host: `aeroporto.localhost:${PORT}` } }).then((r) => r.arrayBuffer());
      const result = await lighthouse(`${ORIGIN}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`${page.name}: Lighthouse gave no result`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      rows.push({ name: page.name, scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)) });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
      console.error(`measured ${page.name}; audits below 0.9: ${failing.map((a) => a.id).join(', ') || 'none'}`);
    }
    console.log(`\nLighthouse ${'mobile (default form factor, simulated throttling)'}, production build, ${ORIGIN}\n`);
    console.log(`${'page'.padEnd(30)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const row of rows) console.log(`${row.name.padEnd(30)}${row.scores.map((s) => String(s).padStart(16)).join('')}`);
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
