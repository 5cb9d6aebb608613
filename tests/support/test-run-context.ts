/** The test run's folder and id (tests/support/test-run.ts), or undefined outside a vitest run (a script). */
import { inject } from 'vitest';

export interface TestRun {
  /** Random hex, part of the names of the run's template databases. */
  id: string;
  /** A folder that lives as long as the run. */
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: TestRun;
  }
}

export function testRun(): TestRun | undefined {
  if (!process.env.VITEST) return undefined;
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}
