/**
 * The export is the import format, byte for byte: importing a company's
 * export into an empty database and exporting again gives the same JSON text,
 * for the demo companies (every kind of record) and the test sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '@/src/server/catalog-io/export';
import { importCatalog } from '@/src/server/catalog-io/import';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { sampleDocument } from './catalog-io.fixture';

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const demo = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/demo', `${name}.json`), 'utf8'));

async function importThenExport(document: unknown, slug: string): Promise<string> {
  await t.db.delete(s.companies);
  const result = await importCatalog(t.db, document);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return JSON.stringify(await exportCatalog(t.db, slug), null, 2);
}

describe('exportCatalog round trip', () => {
  it.each([
    ['aeroporto', () => demo('aeroporto')],
    ['mercado', () => demo('mercado')],
    ['padaria', () => sampleDocument('padaria')],
  ])('%s: export, import into an empty database, export again gives the same text', async (slug, document) => {
    const first = await importThenExport(document(), slug);
    const second = await importThenExport(JSON.parse(first), slug);
    expect(second).toBe(first);
    expect(first.length).toBeGreaterThan(1000);
  });
});
