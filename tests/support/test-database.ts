/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database `test_<random>` on the PostgreSQL server of
 * TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:54329/postgres),
 * dropped again by close(). Test files can therefore run in parallel.
 *
 * A fresh PGlite cluster takes seconds to initialise; a migrated one is dumped
 * once into the temp folder (keyed by the PGlite version and the migrations)
 * and later test databases start from that dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, engineOf, openDatabase } from '../../src/server/db/engine';
import { migrate, migrationsFolder } from '../../src/server/db/migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Milliseconds spent opening the engine and applying migrations. */
  timings: { openMs: number; migrateMs: number; fromTemplate: boolean };
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  const wantMigrated = options.migrate !== false;
  const started = performance.now();
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let fromTemplate = false;
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
    const template = wantMigrated ? readTemplate() : undefined;
    fromTemplate = template !== undefined;
    handle = await openDatabase({ memory: true, loadDataDir: template });
  }
  const openMs = performance.now() - started;
  const migrateMs = wantMigrated ? (await migrate(handle)).ms : 0;
  if (!adminUrl && wantMigrated && !fromTemplate) await writeTemplate(handle);
  return {
    ...handle,
    timings: { openMs: Math.round(openMs), migrateMs, fromTemplate },
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

function templatePath(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const folder = migrationsFolder();
  for (const file of fs.readdirSync(folder).sort())
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(folder, file)));
  return path.join(os.tmpdir(), `storefront-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

function pgliteVersion(): string {
  try {
    const manifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function readTemplate(): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(templatePath())]);
  } catch {
    return undefined;
  }
}

async function writeTemplate(handle: DatabaseHandle): Promise<void> {
  const client = engineOf(handle.db).pglite;
  if (!client) return;
  try {
    const dump = await client.dumpDataDir('none');
    const target = templatePath();
    const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, target); // atomic: parallel test files never read half a template
  } catch {
    // A cache only: the next test database initialises from scratch.
  }
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
