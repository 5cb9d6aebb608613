/**
 * A production server of a spec's own (scripts/e2e-server.ts, as the suite's), on its own port, data folder and
 * clock (STORE_NOW): a spec that needs time to pass stops it and starts it again on the same data, later.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export async function startOwnServer(
  root: string,
  port: number,
  storeNow: string,
  dataDir: string,
): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    cwd: root,
    detached: true, // its own process group: stopped with everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      DATA_DIR: dataDir,
      STORE_NOW: storeNow,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at once:\n${output}`);
    const healthy = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopOwnServer(child);
  throw new Error(`the server did not start in 4 minutes:\n${output}`);
}

/** SIGTERM to the server's process group (it closes the database and releases the data folder), SIGKILL after 20 s. */
export async function stopOwnServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(killed);
}
