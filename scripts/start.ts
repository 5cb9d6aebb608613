/**
 * `npm start`: builds if needed, opens the database in this process (migrating it, and seeding the demo
 * companies on the first start of an empty one), then serves the production app on PORT.
 * One process owns the embedded database (src/server/db/lock.ts), so Next runs inside this process.
 */
import { createServer } from 'node:http';
import next from 'next';
import { buildIfNeeded } from './build-if-needed';
import { getDbHandle, closeDb } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  // `npm run dev` is this script with --dev: same database set-up, Next's development server.
  const dev = process.argv.includes('--dev');
  (process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  process.env.AUTH_TRUST_HOST ??= 'true';
  process.env.ROOT_DOMAIN ||= `localhost:${port}`;
  if (!dev) buildIfNeeded();

  const handle = await getDbHandle();
  const seeded = await seedIfEmpty(handle.db);
  if (seeded) {
    console.log(`Demo data loaded into ${handle.location} in ${seeded.ms} ms. Demo accounts:`);
    for (const account of seeded.accounts) {
      console.log(`  ${account.email.padEnd(28)} ${account.password.padEnd(24)} ${account.role}${account.company ? ` of ${account.company}` : ''}`);
    }
  }

  const app = next({ dev, port, hostname: 'localhost' });
  const handler = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => void handler(req, res));
  server.listen(port, () => {
    const root = process.env.ROOT_DOMAIN;
    console.log(`Storefront ready on http://localhost:${port} (database: ${handle.engine})`);
    console.log(`  airport demo: http://aeroporto.${root}/   (also the bare http://${root}/)`);
    console.log(`  shop demo:    http://mercado.${root}/    (sign-in required; custom domain mercado.test)`);
  });
  const stop = () => server.close(() => void closeDb().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
