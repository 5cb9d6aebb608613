/**
 * Defects where two rules meet (issue #6), each seen through the public surface: a variant of the demo
 * mercado imported as its own company, then read with `item`/`catalog` and priced with `quote`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { closeSeededDatabase, gql, openSeededDatabase, quote, type AnyJson } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const SATURDAY_NOON = '2026-11-28T12:00:00.000-03:00';

/** The demo mercado as a new company `slug`, changed by `change`; returns its host. */
async function importMercadoAs(slug: string, change: (catalog: AnyJson, doc: AnyJson) => void): Promise<string> {
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = { ...doc.company, slug, name: `Mercado ${slug}`, domains: [] };
  doc.blogPosts = [];
  change(doc.catalogs[0], doc);
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(imported.problems.join('\n'));
  clearDirectoryCache();
  return `${slug}.localhost:3000`;
}

const category = (catalog: AnyJson, id: string) => catalog.categories.find((c: AnyJson) => c._id === id);
const findItem = (catalog: AnyJson, id: string) =>
  catalog.categories.flatMap((c: AnyJson) => c.items).find((i: AnyJson) => i._id === id);
const line = (itemId: string, quantity = 1, subitems: [string, string, number?][] = []) => ({
  itemId,
  quantity,
  subitems: subitems.map(([subcategoryId, subitemId, q]) => ({ subcategoryId, subitemId, quantity: q ?? 1 })),
});

/** R$ 2,00 more at weekends; otherwise explicitly PUBLIC. */
const weekendSurcharge = {
  operation: 'FIRST',
  condition: [
    {
      if: [{ days: ['saturday', 'sunday'] }],
      then: { price: { value: 2, type: 'REAL', operation: 'ADD' } },
      else: { status: 'PUBLIC' },
    },
  ],
};

describe('a BLOCKED parent wins over the modifiers of its children', () => {
  let host: string;
  beforeAll(async () => {
    host = await importMercadoAs('bloqueado', (catalog) => {
      const drinks = category(catalog, 'mercado-loja-cat-bebidas');
      drinks.status = 'BLOCKED';
      findItem(catalog, 'mercado-loja-16').modifiers = weekendSurcharge;
    });
  });

  it('`item` shows the coffee (a modifier whose else is PUBLIC) as BLOCKED, like its modifier-less neighbour', async () => {
    const read = async (itemId: string) =>
      (
        await gql(`query Item($f: ItemFilter!) { item(filter: $f) { _id status } }`, {
          host,
          variables: { f: { catalogId: 'mercado-loja', itemId } },
        })
      ).data!.item;
    expect(await read('mercado-loja-16')).toEqual({ _id: 'mercado-loja-16', status: 'BLOCKED' });
    expect(await read('mercado-loja-15')).toEqual({ _id: 'mercado-loja-15', status: 'BLOCKED' });
  });

  it('`catalog` lists every item of the blocked category as BLOCKED', async () => {
    const result = await gql(`query Catalog { catalog(filter: {}) { categories { _id items { _id status } } } }`, {
      host,
    });
    const drinks = result.data!.catalog.categories.find((c: AnyJson) => c._id === 'mercado-loja-cat-bebidas');
    expect(new Set(drinks.items.map((i: AnyJson) => i.status))).toEqual(new Set(['BLOCKED']));
  });

  it('`quote` refuses the coffee with ITEM_BLOCKED on a weekday and at the weekend', async () => {
    for (const now of [undefined, SATURDAY_NOON]) {
      const q = await quote({ catalogId: 'mercado-loja', items: [line('mercado-loja-16', 2)] }, { host, now });
      expect(q.problems).toContain('ITEM_BLOCKED');
    }
  });
});

describe('a BLOCKED option group wins over the modifiers of its options', () => {
  let host: string;
  beforeAll(async () => {
    host = await importMercadoAs('grupobloqueado', (catalog) => {
      const coffee = findItem(catalog, 'mercado-loja-16');
      coffee.subcategories = [
        {
          _id: 'moagem',
          name: 'Moagem',
          min: 0,
          max: 1,
          status: 'BLOCKED',
          subitems: [{ _id: 'moagem-fina', name: 'Fina', price: 1, modifiers: weekendSurcharge }],
        },
      ];
    });
  });

  it('`item` shows the option BLOCKED and `quote` refuses it with SUBITEM_BLOCKED', async () => {
    const item = await gql(
      `query Item($f: ItemFilter!) { item(filter: $f) { subcategories { subitems { _id status } } } }`,
      { host, variables: { f: { catalogId: 'mercado-loja', itemId: 'mercado-loja-16' } } },
    );
    expect(item.data!.item.subcategories[0].subitems).toEqual([{ _id: 'moagem-fina', status: 'BLOCKED' }]);
    const q = await quote(
      { catalogId: 'mercado-loja', items: [line('mercado-loja-16', 2, [['moagem', 'moagem-fina']])] },
      { host },
    );
    expect(q.problems).toContain('SUBITEM_BLOCKED');
  });
});

describe('an option with fk is validated after the merge, so it can never be free or negative', () => {
  /** mercado with a shared "Moagem" group (Fina 4.35) referenced by the coffee; `local` is the coffee's option. */
  const withSharedOption =
    (shared: Record<string, unknown>, local: Record<string, unknown>) => (catalog: AnyJson, doc: AnyJson) => {
      doc.globalSubcategories = [
        {
          _id: 'g-moagem',
          name: 'Moagem',
          min: 0,
          max: 1,
          subitems: [{ _id: 'g-moagem-fina', name: 'Fina', price: 4.35, ...shared }],
        },
      ];
      findItem(catalog, 'mercado-loja-16').subcategories = [
        { _id: 'moagem', fk: 'g-moagem', subitems: [{ _id: 'moagem-fina', fk: 'g-moagem-fina', ...local }] },
      ];
    };
  const at = 'catalogs[0].categories[2].items[4].subcategories[0].subitems[0].promo';

  it.each([
    ['a local price of 0.10 under a shared REAL promo of 0.20', { promo: 0.2, promoType: 'REAL' }, { price: 0.1 }],
    ['a local REAL promo of 5.00 on a shared price of 4.35', {}, { promo: 5, promoType: 'REAL' }],
  ])('the import refuses %s, naming the option', async (_name, shared, local) => {
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
    doc.company = { ...doc.company, slug: 'moagem', domains: [] };
    doc.blogPosts = [];
    withSharedOption(shared, local)(doc.catalogs[0], doc);
    const imported = await importCatalog(t.db, doc);
    expect(imported.ok).toBe(false);
    expect(imported.ok ? [] : imported.problems.filter((problem) => problem.startsWith(at))).toHaveLength(1);
  });

  it('a valid override is imported and quoted at the merged price: 4.35 − 0.20 = 4.15 for the option', async () => {
    const host = await importMercadoAs('moagemok', withSharedOption({ promo: 0.2, promoType: 'REAL' }, {}));
    // An inherited group lists the shared options under their shared ids.
    const q = await quote(
      { catalogId: 'mercado-loja', items: [line('mercado-loja-16', 2, [['moagem', 'g-moagem-fina']])] },
      { host },
    );
    // (24.90 + 4.15) × 2 = 58.10
    expect(q).toMatchObject({ subtotal: 58.1, problems: [] });
  });
});

describe('a city listed inside a fully covered state refines the fee, never takes coverage away', () => {
  let host: string;
  beforeAll(async () => {
    host = await importMercadoAs('cobertura', (catalog) => {
      catalog.whereDelivery = {
        countries: [
          {
            name: 'Brasil',
            code: 'BR',
            fullCoverage: false,
            deliveryFee: 0,
            states: [
              {
                name: 'São Paulo',
                code: 'SP',
                fullCoverage: true,
                deliveryFee: 10,
                cities: [{ name: 'Guarulhos', fullCoverage: false, deliveryFee: 5, estimatedDeliveryTime: 40 }],
              },
            ],
          },
        ],
      };
    });
  });
  const deliverTo = (city: string) =>
    quote(
      {
        catalogId: 'mercado-loja',
        items: [line('mercado-loja-16', 2)],
        customer: { address: { state: 'SP', city, district: 'Centro' } },
      },
      { host },
    );

  it('Guarulhos (listed, fee 5) is covered at its own fee', async () => {
    expect(await deliverTo('Guarulhos')).toMatchObject({ deliveryFee: 5, total: 54.8, problems: [] });
  });

  it('Campinas (not listed) is covered at the state fee 10', async () => {
    expect(await deliverTo('Campinas')).toMatchObject({ deliveryFee: 10, total: 59.8, problems: [] });
  });
});

describe("on a catalogue's holiday the day's label agrees with isOpen", () => {
  const OPENING = `query Opening { catalog(filter: {}) { openingState { isOpen todayLabel } } }`;
  const CHRISTMAS_10 = '2026-12-25T10:00:00.000-03:00'; // a Friday, in mercado's holidays

  it("mercado on Christmas morning: closed, and the label says 'Fechado …' in every language", async () => {
    const read = async (lang?: string) =>
      (await gql(OPENING, { host: 'mercado.localhost:3000', now: CHRISTMAS_10, lang })).data!.catalog.openingState;
    expect(await read()).toEqual({ isOpen: false, todayLabel: 'Fechado das 08:00 às 22:00' });
    expect(await read('en')).toEqual({ isOpen: false, todayLabel: 'Closed from 08:00 to 22:00' });
    expect(await read('es')).toEqual({ isOpen: false, todayLabel: 'Cerrado de 08:00 a 22:00' });
  });

  it('the day before, an ordinary Thursday, is open with the open wording', async () => {
    const state = (await gql(OPENING, { host: 'mercado.localhost:3000', now: '2026-12-24T10:00:00.000-03:00' })).data!
      .catalog.openingState;
    expect(state).toEqual({ isOpen: true, todayLabel: 'Aberto das 08:00 às 22:00' });
  });
});

describe("a quote without operationWay uses the catalogue's own default way", () => {
  const loungePass = line('aero-sala-vip-01', 1, [['aero-sala-vip-01-terminal', 'aero-sala-vip-01-terminal-t3']]);
  const GUARULHOS = { country: 'Brasil', state: 'SP', city: 'Guarulhos', district: 'Cumbica' };

  it('the VIP lounge (booking only, no coverage) with an address: no DELIVERY_AREA_NOT_COVERED, no fee', async () => {
    const q = await quote(
      { catalogId: 'aero-sala-vip', items: [loungePass], customer: { address: GUARULHOS } },
      { host: 'aeroporto.localhost:3000' },
    );
    expect(q).toMatchObject({ subtotal: 189, deliveryFee: 0, total: 189, problems: [] });
  });

  it('without an address the answer is the same', async () => {
    const q = await quote({ catalogId: 'aero-sala-vip', items: [loungePass] }, { host: 'aeroporto.localhost:3000' });
    expect(q).toMatchObject({ subtotal: 189, deliveryFee: 0, total: 189, problems: [] });
  });

  it('a catalogue that delivers still charges its fee without operationWay (mercado to Pinheiros: 7.90)', async () => {
    const q = await quote(
      {
        catalogId: 'mercado-loja',
        items: [line('mercado-loja-16', 2)],
        customer: { address: { state: 'SP', city: 'São Paulo', district: 'Pinheiros' } },
      },
      { host: 'mercado.localhost:3000' },
    );
    expect(q).toMatchObject({ deliveryFee: 7.9, total: 57.7, problems: [] });
  });

  it('a take-away-only catalogue ignores the address without operationWay', async () => {
    const host = await importMercadoAs('retirada', (catalog) => {
      catalog.operationWay = {
        booking: { now: false, schedule: false },
        delivery: { now: false, schedule: false },
        takeAway: { now: true, schedule: true },
      };
    });
    const q = await quote(
      {
        catalogId: 'mercado-loja',
        items: [line('mercado-loja-16', 2)],
        customer: { address: { state: 'RJ', city: 'Niterói', district: 'Icaraí' } },
      },
      { host },
    );
    expect(q).toMatchObject({ deliveryFee: 0, total: 49.8, problems: [] });
  });
});

describe("an item's max counts every line of the item; an option's quantity every selection of it", () => {
  const mercado = (items: unknown[]) => quote({ catalogId: 'mercado-loja', items }, { host: 'mercado.localhost:3000' });

  it('milk (max 12): two lines of 10 are refused like one line of 20, on each line', async () => {
    const q = await mercado([line('mercado-loja-13', 10), line('mercado-loja-13', 10)]);
    expect(q.problems).toEqual(['QUANTITY_ABOVE_MAX']);
    expect(q.problemDetails.map((p) => p.path)).toEqual(['items[0].quantity', 'items[1].quantity']);
  });

  it('milk: 6 + 6 is exactly the max, and is accepted', async () => {
    expect((await mercado([line('mercado-loja-13', 6), line('mercado-loja-13', 6)])).problems).toEqual([]);
  });

  it('the progressive discount is the same for 4 ginger shots sent as 4, as 2 + 2, or as 1 + 1 + 1 + 1: 40.18', async () => {
    const SHOTS = 'aero-delivery-saudavel-06-shots';
    const GINGER = 'aero-delivery-saudavel-06-shots-gengibre';
    for (const split of [[4], [2, 2], [1, 1, 1, 1]]) {
      const shots = split.map((q): [string, string, number] => [SHOTS, GINGER, q]);
      const q = await quote({
        catalogId: 'aero-delivery-saudavel',
        items: [line('aero-delivery-saudavel-06', 1, shots)],
      });
      expect(q).toMatchObject({ subtotal: 40.18, problems: [] });
    }
  });
});
