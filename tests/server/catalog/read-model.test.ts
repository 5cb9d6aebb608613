/**
 * The catalogue's read model (src/server/catalog/read-model.ts): built once per catalogue version with the
 * snapshot, the same objects for every read of that version, a new one after a re-import that changes
 * something; money in integer cents, options with `fk` already resolved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

/** A clock ahead of the real one that only moves forward, so each call re-checks the company's version. */
let fakeNow = Date.now() + 10_000;
const readLater = async () => (await getCompanySnapshot(t.db, 'aeroporto', (fakeNow += 2_000)))!;

describe('catalogue read model', () => {
  it('is built once per version: repeated reads return the very same catalogues, items and coupons', async () => {
    const first = await readLater();
    const second = await readLater();
    expect(second.catalogue).toBe(first.catalogue);
    expect(second.catalogue.catalog('aero-delivery-pizza')).toBe(first.catalogue.catalog('aero-delivery-pizza'));
    expect(second.catalogue.item('aero-delivery-pizza-02')).toBe(first.catalogue.item('aero-delivery-pizza-02'));
    expect(second.catalogue.coupon('DELIVERY10')).toBe(first.catalogue.coupon('DELIVERY10'));
  });

  it('holds money in integer cents; promos in cents, or in percentage points for PERCENT', async () => {
    const { catalogue } = await readLater();
    const cheddar = catalogue.item('aero-delivery-burger-02')!;
    expect(cheddar).toMatchObject({
      price: 4490,
      promo: 15,
      promoType: 'PERCENT',
      catalogId: 'aero-delivery-burger',
      slug: 'cheddar-bacon',
    });
    expect(catalogue.item('aero-delivery-pizza-03')).toMatchObject({ price: 6990, promo: 1000, promoType: 'REAL' });
    // An inherited option with a local price override: the shared soda (8.00) at 7.00 in this pizza's drinks.
    const drinks = catalogue
      .item('aero-delivery-pizza-01')!
      .subcategories.find((group) => group._id === 'aero-delivery-pizza-01-bebidas')!;
    expect(drinks.subitems.find((option) => option._id === 'aero-g-bebidas-refrigerante')).toMatchObject({
      price: 700,
    });
    expect(drinks.subitems.find((option) => option._id === 'aero-g-bebidas-agua')).toMatchObject({ price: 600 });
    for (const catalog of catalogue.catalogs) {
      expect(Number.isInteger(catalog.minimumOrderValue)).toBe(true);
      for (const item of catalog.items.values()) {
        expect(Number.isInteger(item.price)).toBe(true);
        for (const group of item.subcategories)
          for (const option of group.subitems) expect(Number.isInteger(option.price)).toBe(true);
      }
    }
  });

  it('finds items by id or slug, in one catalogue or in the first that has them', async () => {
    const { catalogue } = await readLater();
    const calabresa = catalogue.item('aero-delivery-pizza-02')!;
    expect(catalogue.item('aero-delivery-pizza-02', 'aero-delivery-pizza')).toBe(calabresa);
    expect(catalogue.itemBySlug(calabresa.slug, 'aero-delivery-pizza')).toBe(calabresa);
    expect(catalogue.item('aero-delivery-pizza-02', 'aero-delivery-burger')).toBeUndefined();
    expect(catalogue.item('aero-delivery-pizza-02', 'no-such-catalogue')).toBeUndefined();
    expect(catalogue.catalogBySlug('burger-pista')).toBe(catalogue.catalog('aero-delivery-burger'));
  });

  it('a re-import that changes something gives a new read model with the new price, in cents', async () => {
    const before = await readLater();
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/aeroporto.json'), 'utf8'));
    for (const catalog of doc.catalogs)
      for (const category of catalog.categories)
        for (const item of category.items) if (item._id === 'aero-delivery-burger-05') item.price = 21.9;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const imported = await importCatalog(t.db, doc);
    expect(imported.ok && !imported.unchanged).toBe(true);
    const after = await readLater();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.catalogue).not.toBe(before.catalogue);
    expect(before.catalogue.item('aero-delivery-burger-05')!.price).toBe(1990);
    expect(after.catalogue.item('aero-delivery-burger-05')!.price).toBe(2190);
  });
});
