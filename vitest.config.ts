import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files that replace modules (`vi.mock`, `vi.doMock`) or draw React into jsdom keep a fresh module graph each
 * (isolate); the rest share one per worker, which spares re-importing the schema, drizzle and zod in every file:
 * about half the CPU of the server tests and a fifth of the domain tests' (docs/decisions.md "A fast suite"). The
 * split is a rule, read from the files, so a new test that mocks a module is isolated without a list to keep.
 */
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? testFiles(full) : /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8'));
const ISOLATED = [
  'tests/ui/**/*.test.{ts,tsx}',
  'tests/client/**/*.test.{ts,tsx}',
  ...testFiles(path.resolve(__dirname, 'tests'))
    .filter((file) => !/\/tests\/(ui|client)\//.test(file) && mocksModules(file))
    .map((file) => path.relative(__dirname, file)),
];
/** Files `npm test` runs in a pass of their own (scripts/test.ts sets VITEST_SEPARATE, comma-separated). */
const SEPARATE = (process.env.VITEST_SEPARATE ?? '').split(',').filter(Boolean);
const ALL = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(__dirname) },
      // graphql as Node resolves it (its CommonJS main), as the server and graphql-yoga's schema get it: Vite would
      // pick its `module` (a second copy), and graphql-js refuses a schema of another copy (src/server/graphql/ssr-execute.ts).
      { find: /^graphql$/, replacement: path.resolve(__dirname, 'node_modules/graphql/index.js') },
    ],
  },
  test: {
    // Component tests opt into jsdom per file; vitest compiles TSX with esbuild's automatic JSX runtime.
    environment: 'node',
    // Worker threads, not child processes: starting a thread costs less than a process.
    pool: 'threads',
    // One folder and id per run, for the databases made once per run (tests/support/test-database.ts).
    globalSetup: ['tests/support/test-run.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ALL, exclude: [...ISOLATED, ...SEPARATE], isolate: false } },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, isolate: true, setupFiles: ['tests/support/ui-setup.ts'] },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
