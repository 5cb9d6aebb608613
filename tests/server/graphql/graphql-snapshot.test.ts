/**
 * The catalogue snapshot cache (src/server/catalog/company-snapshot.ts): a snapshot is trusted for one second,
 * then `companies.updated_at` is compared; so a re-import that changes something must bump it, and queries in
 * the same process must then see the change (prices, quotes) once the snapshot is refreshed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies } from '@/src/server/db/schema';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearSnapshotCache, getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { closeSeededDatabase, gql, openSeededDatabase, quote } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const ITEM_ID = 'aero-delivery-burger-05'; // Batata frita, 19.90 in the demo document
const PRICE = `query Price { item(filter: {itemId: "${ITEM_ID}"}) { price finalPrice } }`;

/** The demo aeroporto document with the fries at `price`. */
function aeroportoWithFriesAt(price: number) {
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/aeroporto.json'), 'utf8'));
  for (const catalog of doc.catalogs)
    for (const category of catalog.categories)
      for (const item of category.items) if (item._id === ITEM_ID) item.price = price;
  return doc;
}

async function updatedAt(): Promise<number> {
  const [row] = await t.db
    .select({ updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.slug, 'aeroporto'));
  return row.updatedAt.getTime();
}

/**
 * Refreshes the cached snapshot as a request more than one second after the previous check would: a clock that
 * only moves forward, ahead of the real one (requests in between, at the real clock, trust the refreshed entry).
 */
let fakeNow = Date.now() + 10_000;
const refreshLater = () => getCompanySnapshot(t.db, 'aeroporto', (fakeNow += 2_000));

const friesPrice = async () => (await gql(PRICE)).data!.item.price as number;

describe('catalogue snapshot cache', () => {
  it('serves the seeded price, and keeps the same snapshot while nothing changes', async () => {
    expect(await friesPrice()).toBe(19.9);
    const first = await refreshLater();
    const second = await refreshLater();
    expect(second).toBe(first);
  });

  it('importing the same document again changes nothing, so updated_at stays put', async () => {
    const before = await updatedAt();
    const result = await importCatalog(t.db, aeroportoWithFriesAt(19.9));
    expect(result.ok && result.unchanged).toBe(true);
    expect(await updatedAt()).toBe(before);
  });

  it('a re-import that changes an item price bumps companies.updated_at', async () => {
    const before = await updatedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const result = await importCatalog(t.db, aeroportoWithFriesAt(21.9));
    expect(result.ok && !result.unchanged).toBe(true);
    expect(await updatedAt()).toBeGreaterThan(before);
  });

  it('after that re-import, a query in the same process sees the new price once the snapshot is refreshed (no cache clear)', async () => {
    await importCatalog(t.db, aeroportoWithFriesAt(23.9));
    const refreshed = await refreshLater();
    expect(refreshed?.catalogue.item(ITEM_ID, 'aero-delivery-burger')?.price).toBe(2390); // cents
    expect(await friesPrice()).toBe(23.9);
    // The quote prices from the same snapshot: 2 × 23.90 = 47.80.
    const q = await quote({ catalogId: 'aero-delivery-burger', items: [{ itemId: ITEM_ID, quantity: 2 }] });
    expect(q.total).toBe(47.8);
  });

  it('clearSnapshotCache() makes the next query read the database at once', async () => {
    await importCatalog(t.db, aeroportoWithFriesAt(25.9));
    clearSnapshotCache('aeroporto');
    expect(await friesPrice()).toBe(25.9);
    const q = await quote({ catalogId: 'aero-delivery-burger', items: [{ itemId: ITEM_ID, quantity: 2 }] });
    expect(q.total).toBe(51.8); // 2 × 25.90
  });

  it('an item removed by a re-import disappears from queries and quotes', async () => {
    const doc = aeroportoWithFriesAt(25.9);
    const burger = doc.catalogs.find((c: { _id: string }) => c._id === 'aero-delivery-burger');
    for (const category of burger.categories)
      category.items = category.items.filter((item: { _id: string }) => item._id !== 'aero-delivery-burger-06');
    // …and every reference to it (recommendations of other items).
    const unlink = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.filter((x) => x !== 'aero-delivery-burger-06').map(unlink)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unlink(v)]))
          : value;
    const result = await importCatalog(t.db, unlink(doc));
    expect(result.ok ? [] : result.problems).toEqual([]);
    clearSnapshotCache();
    expect((await gql(`query I { item(filter: {itemId: "aero-delivery-burger-06"}) { _id } }`)).data!.item).toBeNull();
    const q = await quote({
      catalogId: 'aero-delivery-burger',
      items: [{ itemId: 'aero-delivery-burger-06', quantity: 1 }],
    });
    expect(q.problems).toContain('ITEM_NOT_FOUND');
  });
});
