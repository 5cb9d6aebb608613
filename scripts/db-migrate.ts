/**
 * `npm run db:migrate`: applies the committed migrations (drizzle/) to the
 * database of DATABASE_URL, or to the embedded one in DATA_DIR (default .data/).
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import { openDatabase } from '../src/server/db/engine';
import { migrate } from '../src/server/db/migrate';

async function main() {
  const started = performance.now();
  const handle = await openDatabase();
  try {
    const opened = performance.now();
    const result = await migrate(handle);
    console.error(
      `[db:migrate] ${handle.engine} (${handle.location}): ${result.applied} migration(s) applied in ${result.ms} ms` +
        ` (opening took ${Math.round(opened - started)} ms).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[db:migrate] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
