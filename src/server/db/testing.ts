/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database `test_<random>` on the PostgreSQL server of
 * TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:54329/postgres),
 * dropped again by close(). Test files can therefore run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './engine';
import { migrate } from './migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Milliseconds spent opening the engine and applying migrations. */
  timings: { openMs: number; migrateMs: number };
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  const started = performance.now();
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), maxConnections: 4 });
    dropDatabase = async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    };
  } else {
    handle = await openDatabase({ memory: true });
  }
  const openMs = performance.now() - started;
  const migrateMs = options.migrate === false ? 0 : (await migrate(handle)).ms;
  return {
    ...handle,
    timings: { openMs: Math.round(openMs), migrateMs },
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
