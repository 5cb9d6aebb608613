/**
 * `npm start`: builds if needed, opens (migrates, seeds on first start) the database in this process,
 * then serves the production app on PORT. One process owns the embedded database (see src/server/db/lock.ts).
 */
import { createServer } from 'node:http';
import next from 'next';
import { buildIfNeeded } from './build-if-needed';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  (process.env as Record<string, string>).NODE_ENV = 'production';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  buildIfNeeded();

  const app = next({ dev: false, port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  createServer((req, res) => void handle(req, res)).listen(port, () => {
    const root = process.env.ROOT_DOMAIN ?? `localhost:${port}`;
    console.log(`Storefront ready on http://localhost:${port}`);
    console.log(`  airport demo: http://aeroporto.${root}`);
    console.log(`  shop demo:    http://mercado.${root}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
