/**
 * `npm run seed`: loads the demo companies of data/demo/*.json and the demo
 * accounts of data/demo/accounts.json into the database (migrating it first).
 * Idempotent: running it again changes nothing.
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import { openDatabase } from '../src/server/db/engine';
import { migrate } from '../src/server/db/migrate';
import { SeedError, seedDemoData } from '../src/server/demo/seed';

async function main() {
  const handle = await openDatabase();
  try {
    await migrate(handle);
    const report = await seedDemoData(handle.db);
    for (const c of report.companies) {
      const what = c.created ? 'created' : c.unchanged ? 'unchanged' : 'updated';
      console.error(`[seed] ${c.file}: company "${c.slug}" ${what}`);
    }
    for (const a of report.accounts) {
      const who =
        (a.role === 'staff' ? `staff of ${a.company}` : a.role) + (a.business ? `, admin of ${a.business}` : '');
      console.error(`[seed] ${a.created ? 'created' : 'exists '} ${a.email} (${who}) password: ${a.password}`);
    }
    console.error(`[seed] done in ${report.ms} ms on ${handle.engine} (${handle.location}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof SeedError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
