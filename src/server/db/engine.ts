/**
 * Two engines, one schema: embedded PGlite (PostgreSQL compiled to
 * WebAssembly) in DATA_DIR when no DATABASE_URL is set, a `pg` connection pool
 * when it is, and an in-memory PGlite for tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
/** The drizzle database, typed with the schema; the same API on both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what a service function that only reads and writes needs. */
export type DbOrTx = Db | Tx;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Where the data lives: the data folder, "memory://", or the URL without its password. */
  location: string;
  /** Closes connections (and, for the embedded engine, releases the data-folder lock). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; defaults to process.env.DATABASE_URL. Ignored when `memory` is true. */
  url?: string;
  /** Embedded data folder; defaults to process.env.DATA_DIR or ".data". */
  dataDir?: string;
  /** In-memory PGlite (tests): nothing on disk, no lock. */
  memory?: boolean;
  /** With `memory`: start from this PGlite data-folder dump (PGlite's `dumpDataDir()`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Pool size for the postgres engine (default 10). */
  maxConnections?: number;
}

export const DEFAULT_DATA_DIR = '.data';
/** PGlite's own files live in this sub-folder of DATA_DIR, beside the lock and other app state. */
export const PGLITE_SUBDIR = 'pglite';

export function resolveDataDir(dataDir?: string): string {
  return path.resolve(/*turbopackIgnore: true*/ dataDir || process.env.DATA_DIR || DEFAULT_DATA_DIR);
}

/** Whether `openDatabase()` with these options would use the embedded engine on disk. */
export function usesEmbeddedDataDir(options: OpenDatabaseOptions = {}): boolean {
  return !options.memory && !(options.url || process.env.DATABASE_URL);
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.memory) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return openPglite(client, 'memory://', () => {});
  }
  const url = options.url || process.env.DATABASE_URL;
  if (url) return openPostgres(url, options.maxConnections ?? 10);

  const dataDir = resolveDataDir(options.dataDir);
  const lock = acquireDataDirLock(dataDir); // creates dataDir
  try {
    const pgliteDir = path.join(/*turbopackIgnore: true*/ dataDir, PGLITE_SUBDIR);
    // PGlite.create() does not create parent folders.
    fs.mkdirSync(pgliteDir, { recursive: true });
    const client = await PGlite.create(pgliteDir);
    return openPglite(client, dataDir, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function openPglite(client: PGlite, location: string, releaseLock: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  registerEngine(db, { engine: 'pglite', pglite: client });
  let closed: Promise<void> | undefined;
  return {
    db,
    engine: 'pglite',
    location,
    close() {
      closed ??= client.close().finally(releaseLock);
      return closed;
    },
  };
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  registerEngine(db, { engine: 'postgres', pool });
  let closed: Promise<void> | undefined;
  return {
    db,
    engine: 'postgres',
    location: redactUrl(url),
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

interface EngineInfo {
  engine: Engine;
  pool?: pg.Pool;
  pglite?: PGlite;
}

/**
 * On globalThis, like the process-wide handle (client.ts): `npm start` opens the
 * database with this module loaded by tsx, while Next's server bundle has its
 * own copy of the module and must still recognise the database.
 */
const engines: WeakMap<object, EngineInfo> = ((
  globalThis as { __storefrontDbEngines?: WeakMap<object, EngineInfo> }
).__storefrontDbEngines ??= new WeakMap());

function registerEngine(db: Db, info: EngineInfo): void {
  engines.set(db, info);
}

/** The engine behind a database opened by `openDatabase`. */
export function engineOf(db: Db): EngineInfo {
  const info = engines.get(db);
  if (!info) throw new Error('This database was not opened with openDatabase().');
  return info;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}
