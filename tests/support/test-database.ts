/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database `test_<random>` on the PostgreSQL server of
 * TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:54329/postgres),
 * dropped again by close(). Test files can therefore run in parallel.
 *
 * Copies instead of work done again in every file:
 * - A fresh PGlite cluster takes seconds to initialise; a migrated one is dumped
 *   once into the temp folder (keyed by the PGlite version and the migrations)
 *   and later test databases start from that dump.
 * - On PostgreSQL the migrated schema is made once per test run, as a database
 *   that every test database is created from (`create database … template …`).
 * - A named snapshot (`snapshot: { name, fill }`, e.g. the seeded demo of
 *   tests/server/graphql-harness.ts) is filled once per test run, by the first file
 *   that asks, and copied for the others: a PGlite dump in the run's folder, or a
 *   template database. The run's folder and template databases come from
 *   tests/support/test-run.ts (vitest's globalSetup), which removes them at the
 *   end; outside a vitest run (scripts/bench-orders.ts) every file fills its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type Db, engineOf, openDatabase } from '../../src/server/db/engine';
import { migrate, migrationsFolder } from '../../src/server/db/migrate';
import { testRun } from './test-run-context';

export interface TestDatabase extends DatabaseHandle {
  /** Milliseconds spent opening the engine and applying migrations. */
  timings: { openMs: number; migrateMs: number; fromTemplate: boolean };
}

/** Data every file of a kind starts from, made by `fill` on a migrated database; `name` tells snapshots apart. */
export interface Snapshot {
  name: string;
  fill: (db: Db) => Promise<unknown>;
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function openTestDatabase(
  options: { migrate?: boolean; snapshot?: Snapshot } = {},
): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  const wantMigrated = options.migrate !== false;
  const snapshot = wantMigrated ? options.snapshot : undefined;
  const started = performance.now();
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let fromTemplate = false;
  let filled = false;
  if (adminUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const template = wantMigrated ? await postgresTemplate(adminUrl, snapshot) : undefined;
    fromTemplate = template !== undefined;
    filled = fromTemplate && snapshot !== undefined;
    await withAdmin(adminUrl, (client) =>
      client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
    );
    handle = await openDatabase({ url: databaseUrl(adminUrl, name), maxConnections: 4 });
    dropDatabase = async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    };
  } else {
    const filledDump = snapshot ? readDump(snapshotPath(snapshot)) : undefined;
    const template = filledDump ?? (wantMigrated ? readDump(templatePath()) : undefined);
    fromTemplate = template !== undefined;
    filled = filledDump !== undefined;
    handle = await openDatabase({ memory: true, loadDataDir: template });
  }
  const openMs = performance.now() - started;
  const migrateMs = wantMigrated ? (await migrate(handle)).ms : 0;
  if (!adminUrl && wantMigrated && !fromTemplate) await writeDump(handle, templatePath());
  if (snapshot && !filled) {
    await snapshot.fill(handle.db);
    const target = snapshotPath(snapshot);
    if (!adminUrl && target) await writeDump(handle, target);
  }
  return {
    ...handle,
    timings: { openMs: Math.round(openMs), migrateMs, fromTemplate },
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The template database to copy on PostgreSQL: the migrated schema, or with a snapshot the migrated schema filled by
 * it; made by the first file of the run that needs it, under an advisory lock, so the others wait for it and copy it.
 * None outside a vitest run.
 */
async function postgresTemplate(adminUrl: string, snapshot: Snapshot | undefined): Promise<string | undefined> {
  const run = testRun();
  if (!run) return undefined;
  const name = `tmpl_${run.id}_${snapshot ? snapshotKey(snapshot.name) : 'migrated'}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const base = snapshot ? await postgresTemplate(adminUrl, undefined) : undefined;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(base ? `create database ${building} template ${base}` : `create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(adminUrl, building), maxConnections: 4 });
      try {
        await migrate(handle);
        await snapshot?.fill(handle.db);
      } finally {
        await handle.close();
      }
      // Renamed only once complete: a failed fill leaves no half-made template behind for the next file.
      await client.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await client.end(); // also releases the advisory lock
  }
}

/** The run's dump of a snapshot on PGlite; none outside a vitest run. */
function snapshotPath(snapshot: Snapshot): string | undefined {
  const run = testRun();
  return run ? path.join(run.dir, `pglite-${snapshotKey(snapshot.name)}.tar`) : undefined;
}

function snapshotKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
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

function readDump(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}

async function writeDump(handle: DatabaseHandle, target: string): Promise<void> {
  const client = engineOf(handle.db).pglite;
  if (!client) return;
  try {
    const dump = await client.dumpDataDir('none');
    const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, target); // atomic: parallel test files never read half a dump
  } catch {
    // A cache only: the next test database starts from scratch.
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
