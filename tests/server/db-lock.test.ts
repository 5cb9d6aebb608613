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
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '@/src/server/db/lock';
import { migrate } from '@/src/server/db/migrate';
import { companies } from '@/src/server/db/schema';

const root = path.resolve(__dirname, '../..');
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

function openInChild(dataDir: string) {
  const result = spawnSync(process.execPath, [tsxCli, path.join(tmp, 'open.ts'), dataDir], { cwd: root, encoding: 'utf8' });
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
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));

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
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
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
});
