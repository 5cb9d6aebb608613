/**
 * The Firebase Auth emulator for the Firebase identity adapter's tests (tests/server/identity/identity-firebase.test.ts).
 * firebase-tools is large (about 490 MB), so it is kept out of the project's dependencies: installed on first use
 * into a cache folder (FIREBASE_TOOLS_DIR, default .cache/firebase-tools, gitignored). The emulator runs offline,
 * and a `demo-` project needs no credentials.
 *
 *   npx tsx scripts/firebase-emulator.ts -- npx vitest run tests/server/identity/identity-firebase.test.ts
 *       start it, run the command with FIREBASE_AUTH_EMULATOR_HOST set, stop it; exits with the command's status
 *   npx tsx scripts/firebase-emulator.ts
 *       start it and keep it running until Ctrl-C (prints the FIREBASE_AUTH_EMULATOR_HOST to export)
 *   npx tsx scripts/firebase-emulator.ts --install
 *       only install firebase-tools (CI does it in the background while it lints and builds)
 *
 * Settings: FIREBASE_EMULATOR_PORT (default 9099, or a free port when 9099 is taken).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const FIREBASE_TOOLS_VERSION = '15.34.2';
const EMULATOR_PROJECT = 'demo-storefront';
const HOST = '127.0.0.1';

const toolsDir = path.resolve(process.env.FIREBASE_TOOLS_DIR || '.cache/firebase-tools');
const firebaseBin = path.join(toolsDir, 'node_modules', '.bin', 'firebase');

function installedVersion(): string | null {
  const manifest = path.join(toolsDir, 'node_modules', 'firebase-tools', 'package.json');
  if (!existsSync(manifest) || !existsSync(firebaseBin)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function ensureInstalled(): void {
  if (installedVersion() === FIREBASE_TOOLS_VERSION) return;
  mkdirSync(toolsDir, { recursive: true });
  // --ignore-scripts: the Auth emulator needs none of the native modules (re2…) whose install scripts would try to
  // download or compile them, which fails offline.
  console.log(`firebase-emulator: installing firebase-tools@${FIREBASE_TOOLS_VERSION} into ${toolsDir}`);
  const started = Date.now();
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || installedVersion() !== FIREBASE_TOOLS_VERSION)
    throw new Error('firebase-emulator: installing firebase-tools failed');
  console.log(`firebase-emulator: installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function choosePort(): Promise<number> {
  if (process.env.FIREBASE_EMULATOR_PORT) return Number(process.env.FIREBASE_EMULATOR_PORT);
  return (await portIsFree(9099)) ? 9099 : freePort();
}

/** The emulator answers its root with `{ authEmulator: { ready: true } }` once it serves requests. */
async function waitUntilReady(port: number, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`firebase-emulator: the emulator exited with status ${child.exitCode}`);
    try {
      const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok && ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready)
        return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`firebase-emulator: not ready after ${timeoutMs / 1000} s`);
}

async function startAuthEmulator(): Promise<{ host: string; stop: () => Promise<void> }> {
  ensureInstalled();
  const port = await choosePort();
  // A config of its own (auth only, no UI) next to the tools, so nothing is written into the project.
  const config = path.join(toolsDir, `firebase.${port}.json`);
  writeFileSync(
    config,
    JSON.stringify(
      { emulators: { auth: { host: HOST, port }, ui: { enabled: false }, singleProjectMode: true } },
      null,
      2,
    ),
  );
  const started = Date.now();
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', config],
    {
      cwd: toolsDir,
      // Its own process group, so stopping it stops everything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGINT');
    const timer = setTimeout(
      () => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'),
      5_000,
    );
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(port, child);
  } catch (error) {
    console.error(output);
    await stop();
    throw error;
  }
  console.log(
    `firebase-emulator: Auth emulator ready on ${HOST}:${port} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { host: `${HOST}:${port}`, stop };
}

async function main(): Promise<void> {
  if (process.argv[2] === '--install') {
    ensureInstalled();
    return;
  }
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
  const emulator = await startAuthEmulator();
  // The emulator runs in a process group of its own: stopped here on Ctrl-C or a kill, or it would outlive us.
  const stopAndExit = (status: number) => () => void emulator.stop().then(() => process.exit(status));
  process.on('SIGINT', stopAndExit(130));
  process.on('SIGTERM', stopAndExit(143));
  if (command.length === 0) {
    console.log(`export FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}   (Ctrl-C stops the emulator)`);
    return;
  }
  const status = await new Promise<number>((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
  await emulator.stop();
  process.exit(status);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
