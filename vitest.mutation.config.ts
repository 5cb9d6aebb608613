import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** Stryker runs only the domain tests: the mutants live in src/domain, and server tests would only slow it down. */
export default mergeConfig(base, defineConfig({ test: { include: ['tests/domain/**/*.test.ts'] } }));
