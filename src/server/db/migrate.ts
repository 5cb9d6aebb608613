/**
 * Applies the committed drizzle-kit migrations (drizzle/). Run at server
 * start and by `npm run db:migrate`; a no-op when the database is current.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { type DatabaseHandle, type Db, engineOf } from './engine';

/** drizzle/ at the project root; MIGRATIONS_DIR overrides (e.g. a bundled deployment). */
export function migrationsFolder(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.MIGRATIONS_DIR ||
      path.join(/*turbopackIgnore: true*/ process.cwd(), 'drizzle'),
  );
}

/** Arbitrary constant key of the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface MigrateResult {
  /** Migrations applied by this call. */
  applied: number;
  ms: number;
}

export async function migrate(target: Db | DatabaseHandle): Promise<MigrateResult> {
  const db = 'db' in target && 'engine' in target ? target.db : (target as Db);
  const started = performance.now();
  const config: MigrationConfig = { migrationsFolder: migrationsFolder() };
  const migrations = readMigrationFiles(config);
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };

  const run = async () => {
    const before = await appliedCount(db);
    await internals.dialect.migrate(migrations, internals.session, config);
    return (await appliedCount(db)) - before;
  };

  const { engine, pool } = engineOf(db);
  let applied: number;
  if (engine === 'postgres' && pool) {
    // Several app instances starting together against one server: one migrates, the others wait and find it done.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        applied = await run();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } else {
    applied = await run();
  }
  return { applied, ms: Math.round(performance.now() - started) };
}

async function appliedCount(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from information_schema.tables
    where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`);
  if (rowsOf<{ count: number }>(result)[0]?.count === 0) return 0;
  const applied = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return rowsOf<{ count: number }>(applied)[0]?.count ?? 0;
}

/** `db.execute` returns `{rows}` on both engines. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
