/**
 * The server's process-wide database: opened once (and migrated) on first use.
 * The start script calls `getDb()` eagerly so that the embedded engine's
 * start-up (about 3 s for a fresh data folder) happens before the first
 * request, and so that a locked data folder stops the start with its message.
 *
 * Kept on globalThis: Next's dev server re-evaluates modules on every change,
 * and a second open of the same data folder would be refused by the lock.
 */
import { type DatabaseHandle, type Db, openDatabase, type OpenDatabaseOptions } from './engine';
import { migrate } from './migrate';

interface Holder {
  handle?: Promise<DatabaseHandle>;
}

const holder: Holder = ((globalThis as { __storefrontDb?: Holder }).__storefrontDb ??= {});

/** Opens (per DATABASE_URL / DATA_DIR) and migrates the database once per process. */
export function getDbHandle(options?: OpenDatabaseOptions): Promise<DatabaseHandle> {
  holder.handle ??= (async () => {
    const handle = await openDatabase(options);
    try {
      await migrate(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  })().catch((error: unknown) => {
    holder.handle = undefined; // let a later call retry
    throw error;
  });
  return holder.handle;
}

/** The process-wide drizzle database. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Uses an already-open database as the process-wide one (tests of code that calls getDb()). */
export function setDbHandle(handle: DatabaseHandle | undefined): void {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process-wide database (graceful shutdown); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const pending = holder.handle;
  holder.handle = undefined;
  if (pending) await (await pending).close();
}
