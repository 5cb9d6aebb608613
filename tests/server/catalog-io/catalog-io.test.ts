/**
 * Catalogue import/export against the database (in-memory PGlite, or the
 * PostgreSQL server of TEST_DATABASE_URL).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCatalogDocument } from '@/src/server/catalog-format/schema';
import { exportCatalog } from '@/src/server/catalog-io/export';
import { importCatalog } from '@/src/server/catalog-io/import';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { normalised, sampleDocument, withoutNulls } from './catalog-io.fixture';

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

/** Empties the company tables between tests (cascades from companies). */
beforeEach(async () => {
  await t.db.delete(s.companies);
});

async function mustImport(document: unknown) {
  const result = await importCatalog(t.db, document);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

async function tableCounts() {
  const tables = {
    companies: s.companies,
    services: s.serviceDefinitions,
    catalogs: s.catalogs,
    categories: s.categories,
    items: s.items,
    itemSubcategories: s.itemSubcategories,
    itemSubitems: s.itemSubitems,
    globalSubitems: s.globalSubitems,
    areas: s.deliveryAreas,
    coupons: s.coupons,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row.n;
  }
  return out;
}

describe(`importCatalog / exportCatalog (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('imports a document and exports the same document back', async () => {
    const result = await mustImport(sampleDocument());
    expect(result).toMatchObject({ ok: true, created: true, unchanged: false, companySlug: 'padaria' });
    expect(result.changes.items).toEqual({ inserted: 3, updated: 0, deleted: 0 });

    const exported = await exportCatalog(t.db, 'padaria');
    expect(withoutNulls(exported)).toEqual(withoutNulls(normalised(sampleDocument())));
    // The export is itself a valid document, and a fixed point of validation.
    const reparsed = parseCatalogDocument(exported);
    expect(reparsed.ok).toBe(true);
    if (reparsed.ok) expect(reparsed.document).toEqual(exported);
  });

  it('stores money as exact integer cents and promos in their own unit', async () => {
    await mustImport(sampleDocument());
    const [burger] = await t.db.select().from(s.items).where(eq(s.items.id, 'i-xburger'));
    expect(burger).toMatchObject({ priceCents: 30, promo: 10, promoType: 'PERCENT', max: 5, stock: 12 });
    const [pao] = await t.db.select().from(s.items).where(eq(s.items.id, 'i-pao'));
    expect(pao).toMatchObject({ priceCents: 700, promo: null, stock: null, max: null, status: 'BLOCKED' });
    const [suco] = await t.db.select().from(s.globalSubitems).where(eq(s.globalSubitems.id, 'g-suco'));
    expect(suco).toMatchObject({ priceCents: 435, promo: 20, promoType: 'REAL' });
    const [bem] = await t.db.select().from(s.itemSubitems).where(eq(s.itemSubitems.id, 'si-bem'));
    expect(bem).toMatchObject({ priceCents: 115, promo: 100, promoType: 'FIXED_PRICE', subcategoryId: 'sc-ponto' });
    const [catalog] = await t.db.select().from(s.catalogs).where(eq(s.catalogs.id, 'cat-loja'));
    expect(catalog.minimumOrderValueCents).toBe(1990);
    const areas = await t.db.select().from(s.deliveryAreas).orderBy(s.deliveryAreas.id);
    expect(areas.map((a) => [a.id, a.parentId, a.level, a.deliveryFeeCents])).toEqual([
      ['0', null, 'country', 0],
      ['0.0', '0', 'state', 0],
      ['0.0.0', '0.0', 'city', 555],
      ['0.0.0.0', '0.0.0', 'district', 7],
    ]);
    const coupons = await t.db.select().from(s.coupons).orderBy(s.coupons.code);
    expect(coupons.map((c) => [c.code, c.discountType, c.discountValue, c.minimumOrderValueCents])).toEqual([
      ['DESCONTO5', 'REAL', 435, 3000],
      ['VIP20', 'PERCENT', 20, 0],
    ]);
    // jsonb holds objects, not JSON strings (no double encoding on either driver).
    const typeOf = await t.db.execute(
      sql`select jsonb_typeof(modifiers) as m, jsonb_typeof(translations) as tr from items where id = 'i-xburger'`,
    );
    expect((typeOf as unknown as { rows: unknown[] }).rows[0]).toEqual({ m: 'object', tr: 'object' });
  });

  it('changes nothing when the same document is imported again', async () => {
    await mustImport(sampleDocument());
    const before = await exportCatalog(t.db, 'padaria');
    const stamps = async () => ({
      company: await t.db.select({ u: s.companies.updatedAt }).from(s.companies),
      items: await t.db.select({ id: s.items.id, u: s.items.updatedAt }).from(s.items).orderBy(s.items.id),
      subitems: await t.db
        .select({ id: s.itemSubitems.id, u: s.itemSubitems.updatedAt })
        .from(s.itemSubitems)
        .orderBy(s.itemSubitems.id),
      services: await t.db
        .select({ id: s.serviceDefinitions.id, u: s.serviceDefinitions.updatedAt })
        .from(s.serviceDefinitions)
        .orderBy(s.serviceDefinitions.id),
      posts: await t.db.select({ u: s.blogPosts.updatedAt }).from(s.blogPosts),
    });
    const stampsBefore = await stamps();

    const again = await importCatalog(t.db, sampleDocument(), { now: new Date('2031-01-01T00:00:00Z') });
    expect(again.ok && again.unchanged).toBe(true);
    if (again.ok) {
      for (const counts of Object.values(again.changes))
        expect(counts).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    }
    expect(await exportCatalog(t.db, 'padaria')).toEqual(before);
    expect(await stamps()).toEqual(stampsBefore);

    // Importing its own export changes nothing either.
    const fromExport = await importCatalog(t.db, before);
    expect(fromExport.ok && fromExport.unchanged).toBe(true);
  });

  it('updates, moves and deletes what the new document says, touching only changed rows', async () => {
    await mustImport(sampleDocument());
    const [lounge] = await t.db.select({ u: s.items.updatedAt }).from(s.items).where(eq(s.items.id, 'i-pass'));

    const doc = sampleDocument();
    const [loja] = doc.catalogs!;
    const [lanches] = loja.categories!;
    const [burger, pao] = lanches.items!;
    burger.price = 32.9;
    // Swap slugs between two items and move one to a new category; drop the empty category.
    [burger.slug, pao.slug] = [pao.slug, burger.slug];
    lanches.items = [burger];
    loja.categories = [lanches, { _id: 'c-padaria', name: 'Padaria', items: [pao] }];
    // Drop an option group (its options go with it) and one shared option.
    burger.subcategories = burger.subcategories!.filter((g) => g._id !== 'sc-bebidas');
    doc.globalSubcategories![0].subitems = doc.globalSubcategories![0].subitems!.filter((si) => si._id !== 'g-coca');
    loja.whereDelivery = { countries: [] };
    doc.coupons = doc.coupons!.filter((c) => c.code !== 'vip20');
    doc.company.domains = [];

    const result = await mustImport(doc);
    expect(result.created).toBe(false);
    expect(result.changes.items).toEqual({ inserted: 0, updated: 2, deleted: 0 });
    expect(result.changes.categories).toEqual({ inserted: 1, updated: 0, deleted: 1 });
    expect(result.changes.itemSubcategories.deleted).toBe(1);
    expect(result.changes.itemSubitems.deleted).toBe(1);
    // g-suco moves up to position 0.
    expect(result.changes.globalSubitems).toEqual({ inserted: 0, updated: 1, deleted: 1 });
    expect(result.changes.deliveryAreas.deleted).toBe(4);
    expect(result.changes.coupons.deleted).toBe(1);
    expect(result.changes.domains.deleted).toBe(1);

    const items = await t.db.select().from(s.items).orderBy(s.items.id);
    expect(items.map((i) => [i.id, i.slug, i.categoryId, i.priceCents])).toEqual([
      ['i-pao', 'x-burger', 'c-padaria', 700],
      ['i-pass', 'passe-3h', 'c-passes', 14990],
      ['i-xburger', 'pao-de-queijo', 'c-lanches', 3290],
    ]);
    // Untouched rows keep their timestamps.
    const [loungeAfter] = await t.db.select({ u: s.items.updatedAt }).from(s.items).where(eq(s.items.id, 'i-pass'));
    expect(loungeAfter).toEqual(lounge);
    expect(withoutNulls(await exportCatalog(t.db, 'padaria'))).toEqual(withoutNulls(normalised(doc)));
  });

  it('removes catalogues that are no longer in the document, with everything in them', async () => {
    await mustImport(sampleDocument());
    const doc = sampleDocument();
    doc.catalogs = doc.catalogs!.filter((c) => c._id !== 'cat-lounge');
    doc.company.services = doc.company.services!.filter((svc) => svc._id !== 'svc-lounge');
    doc.coupons = doc.coupons!.filter((c) => c.code !== 'vip20');
    const result = await mustImport(doc);
    expect(result.changes.catalogs.deleted).toBe(1);
    expect(await t.db.select().from(s.items).where(eq(s.items.catalogId, 'cat-lounge'))).toEqual([]);
    expect(await t.db.select().from(s.categories).where(eq(s.categories.catalogId, 'cat-lounge'))).toEqual([]);
  });

  it('keeps two companies that use the same _ids apart', async () => {
    await mustImport(sampleDocument('padaria'));
    const other = sampleDocument('mercadinho');
    other.catalogs![0].categories![0].items![0].price = 99;
    await mustImport(other);
    const burgers = await t.db
      .select({ companyId: s.items.companyId, price: s.items.priceCents })
      .from(s.items)
      .where(eq(s.items.id, 'i-xburger'));
    expect(burgers.map((b) => b.price).sort()).toEqual([30, 9900]);

    // Re-importing one company leaves the other alone.
    const shrunk = sampleDocument('mercadinho');
    shrunk.catalogs = [];
    shrunk.company.services = [];
    shrunk.coupons = [];
    shrunk.company.settings = {};
    await mustImport(shrunk);
    expect(withoutNulls(await exportCatalog(t.db, 'padaria'))).toEqual(
      withoutNulls(normalised(sampleDocument('padaria'))),
    );
    expect((await exportCatalog(t.db, 'mercadinho'))?.catalogs).toEqual([]);
    expect(await exportCatalog(t.db, 'nobody')).toBeNull();
  });

  it('refuses bad input with every problem and its JSON path, writing nothing', async () => {
    const doc = sampleDocument();
    const [burger, pao] = doc.catalogs![0].categories![0].items!;
    burger.price = -1;
    pao.price = 1.234;
    burger.subcategories![1].fk = 'g-nope';
    doc.coupons!.push({ code: 'VIP20', discount: { type: 'PERCENT', value: 120 } });
    Object.assign(doc, { unexpected: true });
    const result = await importCatalog(t.db, doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalogs\[0\]\.categories\[0\]\.items\[0\]\.price: /),
        expect.stringMatching(/^catalogs\[0\]\.categories\[0\]\.items\[1\]\.price: .*two decimal/),
        expect.stringMatching(/^coupons\[2\]\.discount\.value: /),
      ]),
    );
    expect(result.problems.some((p) => p.includes('unexpected'))).toBe(true);
    expect(await tableCounts()).toMatchObject({ companies: 0, items: 0 });
  });

  it('reports cross-reference problems and changes nothing on an existing company', async () => {
    await mustImport(sampleDocument());
    const before = await exportCatalog(t.db, 'padaria');
    const doc = sampleDocument();
    doc.catalogs![0].categories![0].items![0].subcategories![1].fk = 'g-nope';
    doc.catalogs![0].categories![0].items![0].price = 1;
    const result = await importCatalog(t.db, doc);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok)
      expect(result.problems.join('\n')).toMatch(/subcategories\[1\]\.fk: unknown global subcategory "g-nope"/);
    expect(await exportCatalog(t.db, 'padaria')).toEqual(before);
  });

  it('refuses a custom domain that another company already has', async () => {
    await mustImport(sampleDocument('padaria'));
    const other = sampleDocument('mercadinho');
    other.company.domains = ['outra.test', 'padaria.test'];
    const result = await importCatalog(t.db, other);
    expect(result).toEqual({
      ok: false,
      problems: ['company.domains[1]: "padaria.test" already belongs to company "padaria"'],
    });
    expect(await t.db.select().from(s.companies).where(eq(s.companies.slug, 'mercadinho'))).toEqual([]);
  });

  it('dry run reports the changes and rolls them back', async () => {
    const result = await importCatalog(t.db, sampleDocument(), { dryRun: true });
    expect(result).toMatchObject({ ok: true, dryRun: true, created: true });
    expect(await tableCounts()).toMatchObject({ companies: 0, catalogs: 0, items: 0 });
  });

  it('keeps tenant isolation in the database: a row cannot point at another company', async () => {
    await mustImport(sampleDocument('padaria'));
    await mustImport(sampleDocument('mercadinho'));
    const [padaria] = await t.db.select().from(s.companies).where(eq(s.companies.slug, 'padaria'));
    // A category of padaria inside a catalogue id that only mercadinho... has under its own company id:
    await expect(
      t.db.insert(s.items).values({
        companyId: padaria.id,
        catalogId: 'cat-loja',
        categoryId: 'c-passes', // belongs to cat-lounge, not cat-loja
        id: 'i-wrong',
        slug: 'wrong',
        name: 'Wrong',
        priceCents: 1,
      }),
    ).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(s.items)
      .where(and(eq(s.items.companyId, padaria.id), eq(s.items.id, 'i-wrong')));
    expect(rows).toEqual([]);
  });
});
