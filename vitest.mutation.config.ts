import { defineConfig } from 'vitest/config';
import path from 'node:path';

/** Stryker runs only the domain tests: the mutants live in src/domain, and server tests would only slow it down. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: { include: ['tests/domain/**/*.test.ts'], environment: 'node' },
});
