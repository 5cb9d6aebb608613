/**
 * `npm start`: loads the env files, builds if needed, opens the database in this process (migrating it,
 * and seeding the demo companies until they were loaded completely once), then serves the production
 * app on PORT. One process owns the embedded database (src/server/db/lock.ts), so Next runs inside this process.
 *
 * Stopping (Ctrl-C, SIGTERM): the first signal stops accepting requests, drops open connections (the dev
 * live-reload websocket would keep `server.close()` waiting for ever), closes the database and exits;
 * after 5 s it exits anyway. A second signal exits at once, after releasing the data-folder lock.
 */
import { loadedEnvFiles } from './load-env'; // first: before anything reads a setting
import { createServer, type Server } from 'node:http';
import { updateInitialEnv } from '@next/env';
import next from 'next';
import { buildIfNeeded } from './build-if-needed';
import { getDb, getDbHandle, closeDb } from '../src/server/db/client';
import { releaseHeldLocks } from '../src/server/db/lock';
import { readDemoAccounts, seedDemoIfIncomplete } from '../src/server/demo/seed';
import { retirePublicDemoAccounts } from '../src/server/demo/public-demo-accounts';
import { isDemoDeployment } from '../src/server/deployment/deployment-mode';
import { deploymentReport } from '../src/server/deployment/deployment-report';
import { announceRuntime } from './runtime';
import { renderPagesWithNodeBuild } from '../src/server/node-renderer';

const FORCED_EXIT_MS = 5_000;

let server: Server | undefined;
let stopping = false;
let stopExpiry: (() => void) | undefined;
let stopFlights: (() => void) | undefined;

function stop(signal: NodeJS.Signals): void {
  if (stopping) {
    console.error(`${signal} again: exiting now.`);
    releaseHeldLocks(); // PGlite is not closed, but nothing writes after this: the next start opens the folder
    process.exit(130);
  }
  stopping = true;
  stopExpiry?.();
  stopFlights?.();
  console.log(`${signal}: shutting down (press Ctrl-C again to exit at once)…`);
  setTimeout(() => {
    console.error(`Shutdown took more than ${FORCED_EXIT_MS / 1000} s: exiting.`);
    releaseHeldLocks();
    process.exit(1);
  }, FORCED_EXIT_MS).unref();
  if (server) {
    server.close();
    server.closeAllConnections();
  }
  closeDb().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Closing the database failed:', error instanceof Error ? error.message : error);
      releaseHeldLocks();
      process.exit(1);
    },
  );
}

async function main() {
  announceRuntime(process.argv.includes('--dev') ? 'Storefront (development)' : 'Storefront');
  // Registered first: a Ctrl-C while the database opens or seeds still closes it.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The env files are loaded (./load-env); a variable set in the real environment wins over them.
  const port = Number(process.env.PORT || 3000);
  // `npm run dev` is this script with --dev: same database set-up, Next's development server.
  const dev = process.argv.includes('--dev');
  const defaults: Record<string, string> = {
    NODE_ENV: dev ? 'development' : 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (process.env.AUTH_TRUST_HOST === undefined) defaults.AUTH_TRUST_HOST = 'true';
  if (!process.env.ROOT_DOMAIN) defaults.ROOT_DOMAIN = `localhost:${port}`;
  Object.assign(process.env, defaults);
  // Next's dev server reloads the env files when they change, resetting process.env to what it was before the
  // first load: make these defaults part of that, or a reload would drop them.
  updateInitialEnv(defaults);
  if (loadedEnvFiles.length > 0) console.log(`Settings from ${loadedEnvFiles.join(', ')}`);
  // Demo or real deployment, and what a real one lacks (src/server/deployment/deployment-report.ts).
  for (const line of deploymentReport(process.env)) console.log(line);
  const demo = isDemoDeployment(process.env);
  // SKIP_BUILD=1: the caller built already (the end-to-end runner, scripts/e2e-server.ts).
  if (!dev && process.env.SKIP_BUILD !== '1') buildIfNeeded();

  const handle = await getDbHandle();
  // A real deployment gets the demo catalogue on an empty database, never the demo accounts (their passwords are public).
  const seeded = await seedDemoIfIncomplete(handle.db, {
    dataDir: handle.engine === 'pglite' ? handle.location : undefined,
    accounts: demo,
  });
  if (seeded) {
    console.log(
      `Demo data loaded into ${handle.location} in ${seeded.ms} ms.${seeded.accounts.length > 0 ? ' Demo accounts:' : ''}`,
    );
    for (const account of seeded.accounts) {
      console.log(
        `  ${account.email.padEnd(28)} ${account.password.padEnd(24)} ${account.role}${account.company ? ` of ${account.company}` : ''}${account.business ? `, admin of ${account.business}` : ''}`,
      );
    }
  }
  if (!demo) {
    const retired = await retirePublicDemoAccounts(handle.db, readDemoAccounts());
    if (retired.length > 0)
      console.log(
        `  Disabled demo accounts still on their published password (real deployment): ${retired.join(', ')}`,
      );
  }
  if (stopping) return;

  // React's Node build renders the pages (src/server/node-renderer.ts).
  if (!dev) renderPagesWithNodeBuild();
  const app = next({ dev, port, hostname: 'localhost' });
  const handler = app.getRequestHandler();
  await app.prepare();
  if (stopping) return;
  // The finished HTML of anonymous catalogue pages is kept for the minute in front of Next (src/server/html-cache.ts).
  const { withHtmlCache } = await import('../src/server/html-cache');
  const serve = dev ? handler : withHtmlCache(handler).handle;
  server = createServer((req, res) => void serve(req, res));
  // A custom server must hand WebSocket upgrades to Next itself (the development server's live reload).
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
  }
  // Unpaid PIX, link and transfer orders expire on time with nobody looking (docs/decisions.md "Trust: unpaid orders and a verified e-mail"): every instance
  // sweeps each minute; SKIP LOCKED shares the work between instances on one PostgreSQL.
  const { startUnpaidExpiryTimer } = await import('../src/server/orders/unpaid-expiry-timer');
  stopExpiry = startUnpaidExpiryTimer(getDb).stop;
  // Orders follow their flights' gate, boarding and delays (docs/decisions.md "Flight changes"): each minute.
  const { startFlightFollowTimer } = await import('../src/server/flights/flight-follow-timer');
  stopFlights = startFlightFollowTimer(getDb)?.stop;
  server.listen(port, () => {
    const root = process.env.ROOT_DOMAIN;
    console.log(
      `Storefront ready on http://localhost:${port} (database: ${handle.engine}; ${demo ? 'demo' : 'real deployment'})`,
    );
    if (!demo) {
      console.log(`  serving {company}.${root} and the companies' own domains`);
      return;
    }
    console.log(`  airport demo: http://aeroporto.${root}/   (also the bare http://${root}/)`);
    console.log(`  shop demo:    http://mercado.${root}/    (sign-in required; custom domain mercado.test)`);
  });
}

main().catch((error: unknown) => {
  if (stopping) return; // the database was closed under a start-up step: stop() is exiting
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
