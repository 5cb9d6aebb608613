/**
 * The gate-delivery figures of the catalogue format (docs/business-rules.md "Gate delivery times"): a store's
 * `preparationTime`, each terminal's `estimatedDeliveryTime` and `walkingTime`, and the company's
 * `settings.gateDeliveryMarginMinutes` are imported, exported as they came, and refused with their JSON path when
 * they are not whole minutes from 0 to 240.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '@/src/server/catalog-io/export';
import { importCatalog } from '@/src/server/catalog-io/import';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const demo = (): Doc =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/demo/aeroporto.json'), 'utf8'));
const cafeOf = (doc: Doc) => doc.catalogs.find((c: Doc) => c.slug === 'cafe-check-in');
const districtsOf = (catalog: Doc) => catalog.whereDelivery.countries[0].states[0].cities[0].districts;

describe('gate-delivery figures in the catalogue format', () => {
  it('come back from an export as they were imported', async () => {
    await t.db.delete(s.companies);
    const source = demo();
    const imported = await importCatalog(t.db, source);
    expect(imported.ok).toBe(true);
    const exported = (await exportCatalog(t.db, 'aeroporto')) as Doc;
    expect(exported.company.settings.gateDeliveryMarginMinutes).toBe(20);
    expect(cafeOf(exported).preparationTime).toBe(5);
    expect(districtsOf(cafeOf(exported))).toEqual(districtsOf(cafeOf(source)));
    expect(districtsOf(cafeOf(exported))[1]).toEqual({
      name: 'Terminal 2',
      fullCoverage: true,
      deliveryFee: 0,
      estimatedDeliveryTime: 7,
      walkingTime: 5,
    });
    // A store without them exports none (the lounge has no coverage nor preparation time).
    expect(exported.catalogs.find((c: Doc) => c.slug === 'sala-vip')).not.toHaveProperty('preparationTime');
  });

  it.each([
    ['a negative preparation time', (doc: Doc) => (cafeOf(doc).preparationTime = -1), 'catalogs[3].preparationTime'],
    [
      'a walk of 4 hours and a half',
      (doc: Doc) => (districtsOf(cafeOf(doc))[1].walkingTime = 270),
      'catalogs[3].whereDelivery.countries[0].states[0].cities[0].districts[1].walkingTime',
    ],
    [
      'a terminal time in fractions',
      (doc: Doc) => (districtsOf(cafeOf(doc))[0].estimatedDeliveryTime = 7.5),
      'catalogs[3].whereDelivery.countries[0].states[0].cities[0].districts[0].estimatedDeliveryTime',
    ],
    [
      'a margin as text',
      (doc: Doc) => (doc.company.settings.gateDeliveryMarginMinutes = '20'),
      'company.settings.gateDeliveryMarginMinutes',
    ],
  ])('refuse %s with its JSON path and change nothing', async (_, spoil, where) => {
    const doc = demo();
    expect(doc.catalogs[3].slug).toBe('cafe-check-in');
    spoil(doc);
    const result = await importCatalog(t.db, doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(where);
  });
});
