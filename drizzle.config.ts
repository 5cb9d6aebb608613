/**
 * drizzle-kit: `npx drizzle-kit generate` writes SQL migrations into drizzle/
 * from the schema (committed; applied at start-up and by `npm run db:migrate`).
 * Generation needs no database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
