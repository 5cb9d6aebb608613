/**
 * The database: schema (drizzle, pg-core), engines (embedded PGlite or a
 * PostgreSQL server), migrations and demo seeding.
 *
 *   const db = await getDb();                       // server code
 *   const { db, close } = await openDatabase(...);  // scripts
 *   const t = await openTestDatabase();             // tests (./testing)
 */
export * as schema from './schema';
export * from './schema';
export {
  openDatabase,
  resolveDataDir,
  usesEmbeddedDataDir,
  engineOf,
  DEFAULT_DATA_DIR,
  type Db,
  type DbOrTx,
  type Tx,
  type Engine,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  type Schema,
} from './engine';
export { getDb, getDbHandle, setDbHandle, closeDb } from './client';
export { migrate, migrationsFolder, rowsOf, type MigrateResult } from './migrate';
export { acquireDataDirLock, DataDirLockedError, isProcessAlive, LOCK_FILE_NAME } from './lock';
export { seedDemoIfIncomplete, seedDemoData, SeedError, type SeedReport } from './seed';
