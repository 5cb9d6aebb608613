/**
 * What the benchmarks share (npm run bench:api, bench:web, bench:lighthouse): the production server on a fresh
 * embedded database in a temporary folder, and autocannon's measure of one request.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface BenchServer {
  port: number;
  /** The server's process group (it is started detached): what its CPU time is read for. */
  pid: number;
  stop: () => Promise<void>;
}

async function waitForHealth(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts scripts/start.ts on `port` (the build must exist: call buildIfNeeded first). The server runs on this
 * script's own Node (not whatever `npx` finds first), so running a bench with another binary measures the server
 * on that line.
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  // As `npm start` runs it (package.json): a young generation of up to 64 MB, so a render's short-lived objects die
  // in fewer scavenges (docs/decisions.md "Speed: a larger young generation").
  const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ROOT_DOMAIN: `localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: server.pid!, stop };
}

/**
 * CPU time (user and system, ms) used so far by the processes of a group, from /proc (Linux); null elsewhere.
 * Read before and after a measure, it gives the server's CPU per request, which other load on a shared machine
 * changes far less than its requests per second.
 */
export function groupCpuMs(pgid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name (in parentheses): state, ppid, pgrp, … utime (14th field), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

export interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  host: string;
  body?: string;
  /** More request headers (a session cookie makes a page personal: neither page nor HTML cache answers it). */
  headers?: Record<string, string>;
}
export interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** Requests answered during the measure. */
  total: number;
}

function headersOf(target: Target): Record<string, string> {
  return { host: target.host, 'content-type': 'application/json', ...target.headers };
}

/** One request that must succeed (status 2xx and, for GraphQL, no errors); answers the body. */
export async function checkTarget(port: number, target: Target): Promise<string> {
  const res = await fetch(`http://localhost:${port}${target.path}`, {
    method: target.method,
    headers: headersOf(target),
    body: target.body,
  });
  const text = await res.text();
  if (!res.ok || (target.path.startsWith('/api/graphql') && text.includes('"errors"')))
    throw new Error(`${target.name} failed: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Warms a target (JIT, caches) with sequential requests, as every measure starts from the same state. */
export async function warm(port: number, target: Target, requests = 200): Promise<void> {
  for (let i = 0; i < requests; i++) {
    await fetch(`http://localhost:${port}${target.path}`, {
      method: target.method,
      headers: headersOf(target),
      body: target.body,
    }).then((r) => r.arrayBuffer());
  }
}

/**
 * autocannon at CONNECTIONS connections for DURATION seconds. Any non-2xx answer fails the run; so does any
 * connection error or timeout unless `tolerateErrors` (pages on a loaded machine: they are counted and printed).
 */
export async function measure(port: number, target: Target, { tolerateErrors = false } = {}): Promise<Measure> {
  const result = await autocannon({
    url: `http://localhost:${port}${target.path}`,
    method: target.method,
    headers: headersOf(target),
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  if (result.non2xx > 0 || (!tolerateErrors && result.errors > 0))
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.error(`measured ${target.name}`);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}
