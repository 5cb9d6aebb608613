/**
 * An embedded (PGlite) data folder belongs to one process at a time: two
 * processes writing the same files would corrupt it. The owner holds a lock
 * file in DATA_DIR containing its pid, created atomically ('wx'). A lock whose
 * pid is no longer alive (a crash, a kill -9) is stale and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'db.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ' (the running server?)'}. ` +
        `Stop it first, or set DATABASE_URL to use a PostgreSQL server. ` +
        `If no such process is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the lock of `dataDir` (created if missing) or throws DataDirLockedError
 * naming the owner. Released by `release()` and, failing that, at process exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(/*turbopackIgnore: true*/ dataDir, LOCK_FILE_NAME);
  const relative = path.relative(process.cwd(), dataDir);
  const displayDir = relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? dataDir : relative;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      try {
        fs.writeSync(fd, `${process.pid}\n`);
      } finally {
        fs.closeSync(fd);
      }
      return ownLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLockPid(lockPath);
    if (owner === null) {
      // Vanished or half-written by a process that died between create and write: retry, then treat as stale.
      if (attempt >= 2) removeIfUnchanged(lockPath, null);
      continue;
    }
    if (isProcessAlive(owner)) throw new DataDirLockedError(`${displayDir}${path.sep}`, owner, lockPath);
    removeIfUnchanged(lockPath, owner);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}

/** Deletes a stale lock only if it still names the dead pid (another process may have taken over meanwhile). */
function removeIfUnchanged(lockPath: string, expected: number | null): void {
  if (readLockPid(lockPath) !== expected) return;
  try {
    fs.unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function ownLock(lockPath: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readLockPid(lockPath) === process.pid) {
      try {
        fs.unlinkSync(lockPath);
      } catch {
        // Already gone.
      }
    }
  };
  // 'exit' covers normal ends and process.exit(); a kill leaves a stale lock that the next opener takes over.
  process.on('exit', release);
  return { path: lockPath, release };
}
