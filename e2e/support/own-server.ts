/**
 * A production server of a spec's own (scripts/e2e-server.ts, as the suite's), on its own port, data folder and
 * clock (STORE_NOW): a spec that needs time to pass stops it and starts it again on the same data, later; a spec that
 * needs other settings (a payment processor's stand-in) passes them in `env`.
 *
 * Before it is handed over, the server has answered each page of the shopper's journey once: a cold server loads a
 * page's modules on its first request, which on a busy 2-core machine took longer than a navigation's 10 s wait.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';

export interface OwnServerOptions {
  /** The server's clock (STORE_NOW); the real clock when absent. */
  storeNow?: string;
  /** Its data folder; a fresh temporary one when absent. */
  dataDir?: string;
  env?: Record<string, string>;
}

/** The pages a journey walks, answered once before the spec starts. */
const JOURNEY = [
  '/',
  '/carrinho',
  '/checkout',
  '/checkout/identificacao',
  '/checkout/entrega',
  '/checkout/pagamento',
  '/checkout/revisao',
  '/status-pedido?id=00000000-0000-0000-0000-000000000000',
  '/pedidos',
];

export async function startOwnServer(
  root: string,
  port: number,
  options: OwnServerOptions = {},
): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    cwd: root,
    detached: true, // its own process group: stopped with everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.storeNow ? { STORE_NOW: options.storeNow } : {}),
      ...options.env,
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
    if (healthy) {
      await warm(port);
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopOwnServer(child);
  throw new Error(`the server did not start in 4 minutes:\n${output}`);
}

/** One GET of each journey page on the airport's host (Node's resolver does not know *.localhost: Host is set). */
async function warm(port: number): Promise<void> {
  for (const path of JOURNEY)
    await new Promise<void>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: { host: `aeroporto.localhost:${port}` } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', () => resolve()); // a warm-up that fails leaves the spec to meet the cold page
      req.setTimeout(60_000, () => req.destroy());
      req.end();
    });
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
