/**
 * The embedded data folder belongs to one process at a time (src/server/db/lock.ts).
 * Always the embedded engine on disk, whatever TEST_DATABASE_URL says.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/src/server/db/engine';
import {
  acquireDataDirLock,
  currentBootId,
  DataDirLockedError,
  formatLock,
  LOCK_FILE_NAME,
  processStartTime,
  releaseHeldLocks,
} from '@/src/server/db/lock';
import { migrate } from '@/src/server/db/migrate';
import { companies } from '@/src/server/db/schema';

const root = path.resolve(__dirname, '../../..');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'db-lock-'));
  // A child process that opens the data folder given as argument, like a second `npm start` or `npm run seed`.
  fs.writeFileSync(
    path.join(tmp, 'open.ts'),
    `import { openDatabase } from ${JSON.stringify(path.join(root, 'src/server/db/engine'))};
import { migrate } from ${JSON.stringify(path.join(root, 'src/server/db/migrate'))};
import { companies } from ${JSON.stringify(path.join(root, 'src/server/db/schema'))};
openDatabase({ dataDir: process.argv[2] }).then(
  async (handle) => {
    await migrate(handle);
    const rows = await handle.db.select({ slug: companies.slug }).from(companies);
    console.log('OPENED ' + rows.map((r) => r.slug).join(','));
    await handle.close();
  },
  (error) => {
    console.error(error.message);
    process.exit(3);
  },
);
`,
  );
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The pid on the lock file's first line. */
function lockPid(lockPath: string): number {
  return Number(fs.readFileSync(lockPath, 'utf8').split('\n')[0]);
}

function openInChild(dataDir: string) {
  const result = spawnSync(process.execPath, [tsxCli, path.join(tmp, 'open.ts'), dataDir], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('embedded data folder lock', () => {
  it('refuses a second process while the first has it open, and leaves the data intact', async () => {
    const dataDir = path.join(tmp, 'nested', 'not', 'yet', 'created');
    let handle: DatabaseHandle | undefined = await openDatabase({ dataDir });
    try {
      expect(handle.engine).toBe('pglite');
      await migrate(handle);
      await handle.db.insert(companies).values({ slug: 'intacta', name: 'Intacta' });
      expect(lockPid(path.join(dataDir, LOCK_FILE_NAME))).toBe(process.pid);

      const second = openInChild(dataDir);
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(`is in use by process ${process.pid} (the running server?)`);
      expect(second.stderr).toMatch(/Stop it first.*DATABASE_URL/s);
      expect(second.stdout).not.toContain('OPENED');

      // In the same process too.
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);

      expect(await handle.db.select({ slug: companies.slug }).from(companies)).toEqual([{ slug: 'intacta' }]);
      await handle.close();
      handle = undefined;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

      // Once closed, the next process gets it, with the data.
      const third = openInChild(dataDir);
      expect(third.stderr).toBe('');
      expect(third.stdout.trim()).toBe('OPENED intacta');
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      await handle?.close();
    }
  }, 60_000);

  it('takes over a stale lock left by a process that died', async () => {
    const dataDir = path.join(tmp, 'stale');
    fs.mkdirSync(dataDir, { recursive: true });
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${dead.pid}\n`);

    const lock = acquireDataDirLock(dataDir);
    expect(lockPid(lock.path)).toBe(process.pid);
    lock.release();
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('names the folder, the owner and what to do instead', () => {
    const dataDir = path.join(tmp, 'owned');
    const first = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(/The embedded database in .*owned.* is in use by process \d+/);
      try {
        acquireDataDirLock(dataDir);
      } catch (error) {
        expect(error).toBeInstanceOf(DataDirLockedError);
        expect((error as DataDirLockedError).pid).toBe(process.pid);
        expect((error as Error).message).toContain(`delete ${first.path}`);
      }
    } finally {
      first.release();
    }
  });

  it("records the owner's pid, start time and boot id", () => {
    const lock = acquireDataDirLock(path.join(tmp, 'identity'));
    try {
      expect(fs.readFileSync(lock.path, 'utf8')).toBe(
        formatLock(process.pid, { start: processStartTime(process.pid), boot: currentBootId() }),
      );
    } finally {
      lock.release();
    }
  });

  it('takes over a lock naming this process that this process does not hold (a previous life of the same pid)', () => {
    const dataDir = path.join(tmp, 'own-pid');
    fs.mkdirSync(dataDir, { recursive: true });
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);
    // E.g. the server was pid 1 in a container that was restarted: same pid, another start time.
    fs.writeFileSync(lockPath, formatLock(process.pid, { start: '1', boot: currentBootId() }));
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockPath, 'utf8')).toContain(`start=${processStartTime(process.pid) ?? ''}`);
    lock.release();
    // Old lock files held only the pid: still this process's own, and not held.
    fs.writeFileSync(lockPath, `${process.pid}\n`);
    acquireDataDirLock(dataDir).release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('releases every held lock synchronously (a second Ctrl-C)', () => {
    const a = acquireDataDirLock(path.join(tmp, 'held-a'));
    const b = acquireDataDirLock(path.join(tmp, 'held-b'));
    expect(releaseHeldLocks()).toHaveLength(2);
    expect(fs.existsSync(a.path) || fs.existsSync(b.path)).toBe(false);
    expect(releaseHeldLocks()).toEqual([]);
    a.release();
  });

  it('refuses a lock held by another live process, and takes it over once that process is killed', async () => {
    const dataDir = path.join(tmp, 'child-holds');
    const script = path.join(tmp, 'hold.ts');
    fs.writeFileSync(
      script,
      `import { acquireDataDirLock } from ${JSON.stringify(path.join(root, 'src/server/db/lock'))};
acquireDataDirLock(process.argv[2]);
console.log('LOCKED ' + process.pid);
setInterval(() => {}, 1000);
`,
    );
    // Node itself with tsx's loader, so that the process holding the lock is the one spawned.
    const holder = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    try {
      const pid = await new Promise<number>((resolve, reject) => {
        holder.stdout!.on('data', (chunk: Buffer) => {
          const match = /LOCKED (\d+)/.exec(chunk.toString());
          if (match) resolve(Number(match[1]));
        });
        holder.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      expect(pid).toBe(holder.pid);
      let refused: unknown;
      try {
        acquireDataDirLock(dataDir).release();
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as DataDirLockedError).pid).toBe(pid);
      expect((refused as Error).message).toContain(`is in use by process ${pid} (the running server?)`);
    } finally {
      holder.kill('SIGKILL'); // no exit handlers run: the lock file stays behind
      await exited;
    }
    expect(lockPid(path.join(dataDir, LOCK_FILE_NAME))).toBe(holder.pid);
    const lock = acquireDataDirLock(dataDir);
    expect(lockPid(lock.path)).toBe(process.pid);
    lock.release();
  }, 30_000);

  const pid1Start = processStartTime(1);
  describe.runIf(pid1Start !== undefined && currentBootId() !== undefined)(
    'a live pid reused by another process (Linux /proc)',
    () => {
      const dataDir = () => path.join(tmp, 'pid-1');
      const writeLock = (contents: string) => {
        fs.mkdirSync(dataDir(), { recursive: true });
        fs.writeFileSync(path.join(dataDir(), LOCK_FILE_NAME), contents);
      };

      it('takes over a lock naming pid 1 with another start time (a container restart)', () => {
        writeLock(formatLock(1, { start: String(Number(pid1Start) + 12345), boot: currentBootId() }));
        const lock = acquireDataDirLock(dataDir());
        expect(lockPid(lock.path)).toBe(process.pid);
        lock.release();
      });

      it('takes over a lock naming pid 1 from another boot', () => {
        writeLock(formatLock(1, { start: pid1Start, boot: '00000000-0000-0000-0000-000000000000' }));
        const lock = acquireDataDirLock(dataDir());
        expect(lockPid(lock.path)).toBe(process.pid);
        lock.release();
      });

      it('refuses when pid 1 is the very process that wrote the lock, or when the lock records no start time', () => {
        writeLock(formatLock(1, { start: pid1Start, boot: currentBootId() }));
        expect(() => acquireDataDirLock(dataDir())).toThrow(/is in use by process 1 \(the running server\?\)/);
        writeLock('1\n'); // an older lock file: only the pid can be checked
        expect(() => acquireDataDirLock(dataDir())).toThrow(DataDirLockedError);
        fs.rmSync(path.join(dataDir(), LOCK_FILE_NAME));
      });
    },
  );
});
