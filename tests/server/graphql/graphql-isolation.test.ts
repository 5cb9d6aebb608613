/**
 * Tenant isolation (docs/architecture.md "Data": every query filters by company): a company's host never returns another
 * company's rows, whatever ids or arguments are sent. Only the bare root domain may name a company by argument.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import {
  AERO,
  closeSeededDatabase,
  codes,
  gql,
  MERCADO,
  MERCADO_DOMAIN,
  openSeededDatabase,
  QUOTE,
  quote,
} from '../graphql-harness';

let t: TestDatabase;
let aeroId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  aeroId = (await gql(`query Company { company { _id } }`, { host: AERO })).data!.company._id;
});
afterAll(async () => closeSeededDatabase(t));

const MERCADO_HOSTS = [MERCADO_DOMAIN, MERCADO];

describe.each(MERCADO_HOSTS)("from mercado's host %s, no aeroporto row is returned", (host) => {
  it('catalogSummary with an aeroporto catalogId is CATALOG_NOT_FOUND', async () => {
    const result = await gql(
      `query S { catalogSummary(filter: {catalogId: "aero-delivery-burger"}) { catalogs { _id } } }`,
      { host },
    );
    expect(codes(result)).toEqual(['CATALOG_NOT_FOUND']);
    expect(result.text).not.toContain('aero-');
  });

  it('catalogSummary by an aeroporto service slug or category returns nothing of aeroporto', async () => {
    for (const filter of ['{serviceSlug: "delivery"}', '{serviceSlug: "sala-vip"}', '{categorySlug: "baratos"}']) {
      const result = await gql(
        `query S { catalogSummary(filter: ${filter}) { catalogs { _id categories { items { _id } } } } }`,
        { host },
      );
      expect(result.errors).toBeUndefined();
      expect(result.text).not.toContain('aero-');
    }
  });

  it.each([
    ['by id', '{itemId: "aero-delivery-burger-01"}'],
    ['by id within its own catalogue', '{catalogId: "aero-delivery-burger", itemId: "aero-delivery-burger-01"}'],
    ['by slug', '{slug: "classico-pista"}'],
    ['by slug within its own catalogue', '{catalogId: "aero-delivery-burger", slug: "classico-pista"}'],
  ])('item %s of aeroporto is null', async (_label, filter) => {
    const result = await gql(`query I { item(filter: ${filter}) { _id name } }`, { host });
    expect(result.errors).toBeUndefined();
    expect(result.data!.item).toBeNull();
  });

  it('catalog by an aeroporto slug is null', async () => {
    const result = await gql(`query C { catalog(filter: {slug: "burger-pista"}) { _id } }`, { host });
    expect(result.data!.catalog).toBeNull();
  });

  it('featuredItemsAndWhereDelivery with an aeroporto catalogId is CATALOG_NOT_FOUND', async () => {
    const result = await gql(
      `query F { featuredItemsAndWhereDelivery(filter: {catalogId: "aero-delivery-burger"}) { featuredItemCategories { title } } }`,
      { host },
    );
    expect(codes(result)).toEqual(['CATALOG_NOT_FOUND']);
  });

  it('a quote with an aeroporto catalogId is a CATALOG_NOT_FOUND error', async () => {
    const result = await gql(QUOTE, {
      host,
      variables: {
        input: { catalogId: 'aero-delivery-burger', items: [{ itemId: 'aero-delivery-burger-05', quantity: 1 }] },
      },
    });
    expect(codes(result)).toEqual(['CATALOG_NOT_FOUND']);
    expect(result.data ?? null).toBeNull();
  });

  it("a quote for mercado's catalogue naming an aeroporto item is ITEM_NOT_FOUND and prices nothing", async () => {
    const q = await quote(
      { catalogId: 'mercado-loja', items: [{ itemId: 'aero-delivery-burger-05', quantity: 1 }] },
      { host },
    );
    expect(q.lines).toEqual([]);
    expect(q.subtotal).toBe(0);
    expect(q.problems).toContain('ITEM_NOT_FOUND');
    expect(q.problemDetails.find((p) => p.code === 'ITEM_NOT_FOUND')).toMatchObject({
      itemId: 'aero-delivery-burger-05',
      path: 'items[0].itemId',
    });
  });

  it("aeroporto's coupon is unknown at mercado: COUPON_NOT_FOUND", async () => {
    const q = await quote(
      { catalogId: 'mercado-loja', couponCode: 'DELIVERY10', items: [{ itemId: 'mercado-loja-16', quantity: 2 }] },
      { host },
    );
    expect(q).toMatchObject({ discount: 0, problems: ['COUPON_NOT_FOUND'] });
  });

  it.each([
    ['catalog', `query Q { catalog(filter: {company: "aeroporto"}) { _id } }`],
    ['catalogSummary', `query Q { catalogSummary(filter: {company: "aeroporto"}) { catalogs { _id } } }`],
    ['item', `query Q { item(filter: {company: "aeroporto", itemId: "aero-delivery-burger-01"}) { _id } }`],
    [
      'featuredItemsAndWhereDelivery',
      `query Q { featuredItemsAndWhereDelivery(filter: {company: "aeroporto", catalogId: "aero-delivery-burger"}) { whereDelivery } }`,
    ],
    ['company', `query Q { company(filter: {company: "aeroporto"}) { slug } }`],
    ['catalogs', `query Q { catalogs(filter: {owner: "aeroporto"}) { _id } }`],
  ])("%s with the company argument 'aeroporto' is FORBIDDEN", async (_label, query) => {
    const result = await gql(query, { host });
    expect(codes(result)).toEqual(['FORBIDDEN']);
    expect(result.text).not.toContain('aero-');
  });

  it("catalogs(filter: {owner}) with aeroporto's company id is FORBIDDEN too", async () => {
    const result = await gql(`query Q($owner: String!) { catalogs(filter: {owner: $owner}) { _id } }`, {
      host,
      variables: { owner: aeroId },
    });
    expect(codes(result)).toEqual(['FORBIDDEN']);
  });

  it('its own slug as the company argument is fine', async () => {
    const result = await gql(`query Q { catalogs(filter: {owner: "mercado"}) { _id } }`, { host });
    expect(result.data!.catalogs).toEqual([{ _id: 'mercado-loja' }]);
  });
});

describe("from aeroporto's host, no mercado row is returned", () => {
  it('mercado ids, slugs and arguments give nothing', async () => {
    expect((await gql(`query I { item(filter: {itemId: "mercado-loja-16"}) { _id } }`)).data!.item).toBeNull();
    expect(
      codes(await gql(`query S { catalogSummary(filter: {catalogId: "mercado-loja"}) { catalogs { _id } } }`)),
    ).toEqual(['CATALOG_NOT_FOUND']);
    expect(codes(await gql(`query C { catalogs(filter: {owner: "mercado"}) { _id } }`))).toEqual(['FORBIDDEN']);
    expect(codes(await gql(`query C { catalog(filter: {company: "mercado"}) { _id } }`))).toEqual(['FORBIDDEN']);
    const q = await quote({
      catalogId: 'aero-delivery-burger',
      couponCode: 'VILA10',
      items: [{ itemId: 'mercado-loja-16', quantity: 1 }],
    });
    expect(q.problems).toEqual(expect.arrayContaining(['ITEM_NOT_FOUND', 'COUPON_NOT_FOUND']));
    expect(q.subtotal).toBe(0);
  });
});

describe('the bare root domain serves DEFAULT_COMPANY, or the company named by argument', () => {
  it('without an argument, aeroporto; with company "mercado", mercado', async () => {
    const root = 'localhost:3000';
    expect((await gql(`query C { catalog(filter: {}) { _id } }`, { host: root })).data!.catalog._id).toBe(
      'aero-delivery-burger',
    );
    expect(
      (await gql(`query C { catalog(filter: {company: "mercado"}) { _id } }`, { host: root })).data!.catalog._id,
    ).toBe('mercado-loja');
  });
});

describe('two companies with the same record ids stay apart', () => {
  it("a copy of mercado under another slug, with other prices, never leaks into mercado's answers (nor the reverse)", async () => {
    // Ids are unique per company only: 'quitanda' reuses every id of mercado, with the coffee at 99.90 instead of 24.90.
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
    doc.company = { ...doc.company, slug: 'quitanda', name: 'Quitanda', domains: ['quitanda.test'] };
    doc.blogPosts = [];
    for (const category of doc.catalogs[0].categories)
      for (const item of category.items) if (item._id === 'mercado-loja-16') item.price = 99.9;
    expect((await importCatalog(t.db, doc)).ok).toBe(true);
    clearDirectoryCache();

    const PRICE = `query P { item(filter: {itemId: "mercado-loja-16"}) { price } }`;
    expect((await gql(PRICE, { host: MERCADO_DOMAIN })).data!.item.price).toBe(24.9);
    expect((await gql(PRICE, { host: 'quitanda.test' })).data!.item.price).toBe(99.9);
    expect((await gql(PRICE, { host: 'quitanda.localhost:3000' })).data!.item.price).toBe(99.9);

    const cart = {
      catalogId: 'mercado-loja',
      items: [{ itemId: 'mercado-loja-16', quantity: 2 }],
      operationWay: { type: 'takeAway', time: 'now' },
    };
    expect((await quote(cart, { host: MERCADO_DOMAIN })).total).toBe(49.8); // 2 × 24.90
    expect((await quote(cart, { host: 'quitanda.test' })).total).toBe(199.8); // 2 × 99.90
    expect(
      codes(await gql(`query C { catalog(filter: {company: "quitanda"}) { _id } }`, { host: MERCADO_DOMAIN })),
    ).toEqual(['FORBIDDEN']);
  });
});

describe('a host that names no company reaches nothing', () => {
  it.each([
    ['an unknown subdomain', 'ninguem.localhost:3000'],
    ['an unknown custom domain', 'loja-desconhecida.test'],
  ])('%s: COMPANY_NOT_FOUND, even with a company argument', async (_label, host) => {
    for (const query of [
      `query C { catalog(filter: {}) { _id } }`,
      `query C { catalog(filter: {company: "aeroporto"}) { _id } }`,
    ]) {
      const result = await gql(query, { host });
      expect(result.data?.catalog ?? null).toBeNull();
      expect(codes(result)).toEqual(['COMPANY_NOT_FOUND']);
    }
  });

  it('the bare root serves DEFAULT_COMPANY, and its company argument chooses another', async () => {
    expect((await gql(`query C { company { slug } }`, { host: 'localhost:3000' })).data!.company.slug).toBe(
      'aeroporto',
    );
    expect(
      (await gql(`query C { company(filter: {company: "mercado"}) { slug } }`, { host: 'localhost:3000' })).data!
        .company.slug,
    ).toBe('mercado');
  });
});
