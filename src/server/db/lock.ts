/**
 * An embedded (PGlite) data folder belongs to one process at a time: two
 * processes writing the same files would corrupt it. The owner holds a lock
 * file in DATA_DIR, created atomically ('wx'), naming the owner:
 *
 *     12345                     its pid (the first line, as in older lock files)
 *     start=4711                its start time as the OS knows it (Linux: field 22 of /proc/<pid>/stat)
 *     boot=c03cec21-…           the boot it started in (Linux: /proc/sys/kernel/random/boot_id)
 *
 * A lock is stale, and taken over, when its owner is gone:
 * - its pid is not alive (a crash, a kill -9);
 * - its pid is alive but is another process now (pids are reused, e.g. pid 1
 *   after a container restart): the recorded boot id or start time differs
 *   from the live process's. Where /proc is unavailable, only the pid is checked;
 * - it names this very process, which does not hold it (a previous life of
 *   this pid, e.g. a container restarted with the server as pid 1 again).
 * A live owner is refused with DataDirLockedError, which says what to do.
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

/** What identifies a process beyond its (reusable) pid. */
export interface ProcessIdentity {
  /** Start time in clock ticks since boot (Linux /proc/<pid>/stat field 22); undefined where unknown. */
  start?: string;
  /** The boot the process started in (Linux /proc/sys/kernel/random/boot_id); undefined where unknown. */
  boot?: string;
}

/** The OS's start time of a live process, or undefined (no /proc, no such process, unreadable). */
export function processStartTime(pid: number): string | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    const stat = fs.readFileSync(/*turbopackIgnore: true*/ `/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[22 - 3]; // field 22, counted from 1; the list starts at field 3 (state)
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

let bootId: string | null | undefined;
/** This machine's boot id, or undefined where the OS does not say. */
export function currentBootId(): string | undefined {
  if (bootId === undefined) {
    try {
      bootId = fs.readFileSync(/*turbopackIgnore: true*/ '/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      bootId = null;
    }
  }
  return bootId ?? undefined;
}

interface LockContents extends ProcessIdentity {
  pid: number;
  /** The file as read, to delete a stale lock only if nobody replaced it meanwhile. */
  raw: string;
}

export function formatLock(pid: number, identity: ProcessIdentity): string {
  return [String(pid), identity.start && `start=${identity.start}`, identity.boot && `boot=${identity.boot}`]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
}

/** The lock's contents; null when absent, empty or without a pid (being written, or half-written). */
function readLock(lockPath: string): LockContents | null {
  let raw: string;
  try {
    raw = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [first = '', ...rest] = raw.split('\n');
  if (!/^\s*\d+\s*$/.test(first)) return null;
  const lock: LockContents = { pid: Number.parseInt(first, 10), raw };
  for (const line of rest) {
    const match = /^(start|boot)=(.+)$/.exec(line.trim());
    if (match) lock[match[1] as 'start' | 'boot'] = match[2];
  }
  return lock;
}

/**
 * Locks this process holds, by real path. On globalThis: `npm start` takes the lock
 * with this module loaded by tsx, while Next's server bundle has its own copy.
 */
const held: Map<string, () => void> = ((
  globalThis as { __storefrontHeldLocks?: Map<string, () => void> }
).__storefrontHeldLocks ??= new Map());

/** Whether the process named by a lock still owns it (see the module comment). */
function ownerIsAlive(key: string, lock: LockContents): boolean {
  if (lock.pid === process.pid) return held.has(key);
  if (!isProcessAlive(lock.pid)) return false;
  const boot = currentBootId();
  if (lock.boot && boot && lock.boot !== boot) return false;
  if (lock.start) {
    const start = processStartTime(lock.pid);
    if (start !== undefined && start !== lock.start) return false;
  }
  return true;
}

/**
 * Takes the lock of `dataDir` (created if missing) or throws DataDirLockedError
 * naming the owner. Released by `release()` and, failing that, at process exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(/*turbopackIgnore: true*/ dataDir, LOCK_FILE_NAME);
  const relative = path.relative(process.cwd(), dataDir);
  const displayDir =
    relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? dataDir : relative;
  // The same folder reached by another spelling (relative, through a symlink) is the same lock.
  const key = path.join(/*turbopackIgnore: true*/ fs.realpathSync(dataDir), LOCK_FILE_NAME);
  const contents = formatLock(process.pid, { start: processStartTime(process.pid), boot: currentBootId() });

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      try {
        fs.writeSync(fd, contents); // one small write: readers see all of it or an empty file
      } finally {
        fs.closeSync(fd);
      }
      return ownLock(lockPath, key, contents);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLock(lockPath);
    if (owner === null) {
      // Vanished or half-written by a process that died between create and write: retry, then treat as stale.
      if (attempt >= 2) removeIfUnchanged(lockPath, null);
      continue;
    }
    if (ownerIsAlive(key, owner)) throw new DataDirLockedError(`${displayDir}${path.sep}`, owner.pid, lockPath);
    removeIfUnchanged(lockPath, owner.raw);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}

/** Deletes a stale lock only if it is still the one judged stale (another process may have taken over meanwhile). */
function removeIfUnchanged(lockPath: string, expected: string | null): void {
  if ((readLock(lockPath)?.raw ?? null) !== expected) return;
  try {
    fs.unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function ownLock(lockPath: string, key: string, contents: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (held.get(key) === release) held.delete(key);
    let current: string | undefined;
    try {
      current = fs.readFileSync(lockPath, 'utf8');
    } catch {
      return; // Already gone.
    }
    if (current !== contents) return; // Taken over by someone else: not ours to delete.
    try {
      fs.unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  held.set(key, release);
  // 'exit' covers normal ends and process.exit(); a kill leaves a stale lock that the next opener takes over.
  process.on('exit', release);
  return { path: lockPath, release };
}

/**
 * Synchronously releases every data-folder lock this process holds, without
 * closing the databases behind them: for a process about to exit at once
 * (a second Ctrl-C, a shutdown that timed out). Returns the paths released.
 */
export function releaseHeldLocks(): string[] {
  const paths = [...held.keys()];
  for (const release of [...held.values()]) release();
  return paths;
}
