/**
 * vitest's globalSetup: one folder and one id per test run, handed to every test file (tests/support/test-run-context.ts)
 * for the copies tests/support/test-database.ts makes once per run (a seeded PGlite dump, PostgreSQL template
 * databases). At the end of the run it removes the folder and drops the run's template databases.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const id = randomBytes(6).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-test-run-${id}-`));
  project.provide('testRun', { id, dir });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`tmpl\\_${id}\\_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
