import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  failures,
  firstLoadWeights,
  gzipFileSize,
  judge,
  KB,
  readWeights,
  type BuildManifest,
} from '../../scripts/js-budget';

const manifest: BuildManifest = {
  pages: {
    '/_app': ['static/chunks/react.js', 'static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/runtime.js'],
    '/_company/[company]/[store]': ['static/chunks/store.js', 'static/chunks/apollo.js', 'static/chunks/runtime.js'],
    '/carrinho': ['static/chunks/cart.js', 'static/chunks/apollo.js', 'static/chunks/runtime.js'],
    '/_document': ['static/chunks/never-sent.js'],
  },
  lowPriorityFiles: ['static/build/_buildManifest.js'],
  polyfillFiles: ['static/chunks/polyfills.js'],
};

const sizes: Record<string, number> = {
  'static/chunks/react.js': 70_000,
  'static/chunks/app.js': 30_000,
  'static/chunks/runtime.js': 4_000,
  'static/chunks/store.js': 10_000,
  'static/chunks/apollo.js': 50_000,
  'static/chunks/cart.js': 100_000,
  'static/build/_buildManifest.js': 1_000,
};

describe('first-load JavaScript per page', () => {
  const weights = firstLoadWeights(manifest, (file) => sizes[file] ?? Number.NaN);

  it("adds _app's chunks, the page's and the low-priority manifests, each file once, JavaScript only", () => {
    const store = weights.find((w) => w.page === '/_company/[company]/[store]')!;
    // runtime.js is in both _app and the page: counted once; app.css is not JavaScript.
    expect(store.bytes).toBe(70_000 + 30_000 + 4_000 + 1_000 + 10_000 + 50_000);
    expect(store.files).not.toContain('static/chunks/app.css');
    expect(store.files.filter((f) => f === 'static/chunks/runtime.js')).toHaveLength(1);
  });

  it('lists pages a browser opens, not _app or _document', () => {
    expect(weights.map((w) => w.page)).toEqual(['/_company/[company]/[store]', '/carrinho']);
  });

  it('fails a page above 200 kB and flags a landing page above 160 kB', () => {
    const verdicts = judge(weights);
    expect(verdicts.find((v) => v.page === '/carrinho')).toMatchObject({ bytes: 255_000, over: 'hard' });
    expect(verdicts.find((v) => v.page === '/_company/[company]/[store]')).toMatchObject({
      bytes: 165_000,
      over: 'landing',
    });
    // The same weight on a page that is not a landing page is within budget.
    expect(judge([{ page: '/parceiros', files: [], bytes: 165_000 }])[0].over).toBeNull();
    expect(judge([{ page: '/_company/[company]', files: [], bytes: 160 * KB }])[0].over).toBeNull();
  });

  it('fails the check on a landing page over 160 kB as on any page over 200 kB', () => {
    const verdicts = judge([
      { page: '/_company/[company]', files: [], bytes: 160 * KB },
      { page: '/_company/[company]/[store]/[product]', files: [], bytes: 160 * KB + 1 },
      { page: '/parceiros', files: [], bytes: 199 * KB },
      { page: '/carrinho', files: [], bytes: 200 * KB + 1 },
    ]);
    expect(failures(verdicts).map((v) => v.page)).toEqual(['/_company/[company]/[store]/[product]', '/carrinho']);
  });
});

describe('reading a build folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gzips each chunk for real and skips nomodule polyfills', () => {
    mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
    // Random bytes do not compress: their gzipped size is close to their size; repeated text shrinks a lot.
    const noise = randomBytes(20_000);
    const text = Buffer.from('const x = 1;\n'.repeat(5_000));
    writeFileSync(path.join(dir, 'static/chunks/noise.js'), noise);
    writeFileSync(path.join(dir, 'static/chunks/text.js'), text);
    writeFileSync(path.join(dir, 'static/chunks/polyfills.js'), randomBytes(50_000));
    const built: BuildManifest = {
      pages: { '/_app': ['static/chunks/text.js'], '/': ['static/chunks/noise.js'] },
      polyfillFiles: ['static/chunks/polyfills.js'],
    };
    writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(built));
    const [home] = readWeights(dir);
    const expected = gzipSync(noise, { level: 9 }).length + gzipSync(text, { level: 9 }).length;
    expect(home).toMatchObject({ page: '/', bytes: expected });
    expect(home.bytes).toBeGreaterThan(20_000);
    expect(home.bytes).toBeLessThan(21_000);
    expect(gzipFileSize(dir)('static/chunks/text.js')).toBeLessThan(1_000);
  });

  it('says how to get a build when there is none', () => {
    expect(() => readWeights(path.join(dir, 'missing'))).toThrow(/next build/);
  });
});
