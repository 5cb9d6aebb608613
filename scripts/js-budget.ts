/**
 * `npm run check:js`: the first-load JavaScript of every page of the last production build, gzipped, against the
 * budget. Exits non-zero when a page ships more than 200 kB, or one of the pages shoppers land on (home, store, item)
 * more than 160 kB.
 *
 * Source of truth: `.next/build-manifest.json`. Next 16 no longer prints first-load sizes, and with Turbopack the
 * pages router's HTML loads exactly `pages['/_app']` + `pages[page]` + `lowPriorityFiles` as `<script defer>`
 * (checked against the prerendered 404.html); `polyfillFiles` are `nomodule` and skipped by modern browsers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of Next's build manifest this check reads. */
export interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles?: string[];
  polyfillFiles?: string[];
}

export interface PageWeight {
  page: string;
  files: string[];
  bytes: number;
}

/** kB as Next printed them: 1000 bytes. */
export const KB = 1000;
export const HARD_LIMIT = 200 * KB;
export const LANDING_LIMIT = 160 * KB;
/** The pages shoppers land on: the company home, a store, an item. */
export const LANDING_PAGES = [
  '/_company/[company]',
  '/_company/[company]/[store]',
  '/_company/[company]/[store]/[product]',
];

/** Pages that are not pages a browser opens. */
const NOT_PAGES = new Set(['/_app', '/_document']);

/** Each page's first-load JavaScript: its chunks, `_app`'s and the low-priority manifests, each file counted once. */
export function firstLoadWeights(manifest: BuildManifest, gzippedSize: (file: string) => number): PageWeight[] {
  const shared = [...(manifest.pages['/_app'] ?? []), ...(manifest.lowPriorityFiles ?? [])];
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  return Object.keys(manifest.pages)
    .filter((page) => !NOT_PAGES.has(page))
    .sort()
    .map((page) => {
      const files = [...new Set([...shared, ...manifest.pages[page]])].filter(
        (file) => file.endsWith('.js') && !polyfills.has(file),
      );
      return { page, files, bytes: files.reduce((sum, file) => sum + gzippedSize(file), 0) };
    });
}

export interface Verdict {
  page: string;
  bytes: number;
  over: 'hard' | 'landing' | null;
}

export function judge(weights: PageWeight[]): Verdict[] {
  return weights.map(({ page, bytes }) => ({
    page,
    bytes,
    over: bytes > HARD_LIMIT ? 'hard' : LANDING_PAGES.includes(page) && bytes > LANDING_LIMIT ? 'landing' : null,
  }));
}

/** Sizes as gzip level 9 gives them (what gzip-size, and so Next's old table, measured). */
export function gzipFileSize(nextDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

export function readWeights(nextDir = path.resolve('.next')): PageWeight[] {
  const manifestFile = path.join(nextDir, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npx next build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return firstLoadWeights(manifest, gzipFileSize(nextDir));
}

/** The verdicts that fail the check: any page over 200 kB, a landing page over 160 kB. */
export function failures(verdicts: Verdict[]): Verdict[] {
  return verdicts.filter((v) => v.over !== null);
}

export const kB = (bytes: number) => (bytes / KB).toFixed(1);

function main() {
  const verdicts = judge(readWeights());
  console.log('first-load JS (gzipped)  page');
  for (const v of verdicts) {
    const mark =
      v.over === 'hard'
        ? `  over ${HARD_LIMIT / KB} kB`
        : v.over === 'landing'
          ? `  over the ${LANDING_LIMIT / KB} kB landing budget`
          : '';
    console.log(`${kB(v.bytes).padStart(9)} kB             ${v.page}${mark}`);
  }
  const failing = failures(verdicts);
  if (failing.length > 0) {
    console.error(
      `\n${failing.length} page(s) over budget (${HARD_LIMIT / KB} kB, landing pages ${LANDING_LIMIT / KB} kB): ${failing.map((v) => v.page).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`\nevery page within ${HARD_LIMIT / KB} kB, the landing pages within ${LANDING_LIMIT / KB} kB`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
