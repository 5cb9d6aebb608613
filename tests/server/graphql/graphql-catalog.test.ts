/**
 * The read queries of docs/interfaces.md "GraphQL operations" against the seeded demo data:
 * catalogs, catalog, catalogSummary, item, featuredItemsAndWhereDelivery; translations by accept-language;
 * prices and opening state at the server's clock (STORE_NOW). Expected values come from data/demo/*.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, codes, gql, MERCADO, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const AERO_CATALOG_IDS = [
  'aero-delivery-burger',
  'aero-delivery-pizza',
  'aero-delivery-saudavel',
  'aero-delivery-cafe',
  'aero-delivery-cantina',
  'aero-sabor-a-bordo',
  'aero-sala-vip',
  'aero-hospitalidade',
  'aero-taxi',
  'aero-guarda-volumes',
  'aero-personal-shopper',
  'aero-experiencias',
  'aero-marketplace-ouvir-bem',
];

const ITEM = /* GraphQL */ `
  query Item($filter: ItemFilter!) {
    item(filter: $filter) {
      _id
      catalogId
      categoryId
      name
      slug
      description
      price
      promo
      promoType
      status
      stock
      finalPrice
      fromPrice
      subcategories {
        _id
        name
        min
        max
        subitems {
          _id
          name
          price
          finalPrice
        }
      }
    }
  }
`;

describe('catalogs(filter: {owner})', () => {
  it("lists every catalogue of the owner, in the document's order, with _id, title and slug", async () => {
    const result = await gql(
      `query Catalogs($owner: String!) { catalogs(filter: {owner: $owner}) { _id title slug owner } }`,
      { variables: { owner: 'aeroporto' } },
    );
    expect(result.errors).toBeUndefined();
    const catalogs = result.data!.catalogs as { _id: string; title: string; slug: string; owner: string }[];
    expect(catalogs.map((c) => c._id)).toEqual(AERO_CATALOG_IDS);
    expect(catalogs[0]).toEqual({
      _id: 'aero-delivery-burger',
      title: 'Burger Pista',
      slug: 'burger-pista',
      owner: 'aeroporto',
    });
    expect(catalogs.find((c) => c._id === 'aero-guarda-volumes')).toMatchObject({
      title: 'Guarda-volumes',
      slug: 'guarda-volumes',
    });
  });

  it("accepts the company's id as the owner as well as its slug", async () => {
    const company = await gql(`query Company { company { _id slug } }`);
    const id = company.data!.company._id as string;
    expect(company.data!.company.slug).toBe('aeroporto');
    const byId = await gql(`query Catalogs($owner: String!) { catalogs(filter: {owner: $owner}) { _id } }`, {
      variables: { owner: id },
    });
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.catalogs).toHaveLength(AERO_CATALOG_IDS.length);
  });

  it('from the bare root domain, the owner argument picks the company', async () => {
    const result = await gql(`query Catalogs { catalogs(filter: {owner: "mercado"}) { _id slug } }`, {
      host: 'localhost:3000',
    });
    expect(result.data!.catalogs).toEqual([{ _id: 'mercado-loja', slug: 'mercado-da-vila' }]);
  });

  it('an owner that is no company is COMPANY_NOT_FOUND', async () => {
    const result = await gql(`query Catalogs { catalogs(filter: {owner: "ninguem"}) { _id } }`, {
      host: 'localhost:3000',
    });
    expect(codes(result)).toEqual(['COMPANY_NOT_FOUND']);
  });
});

describe('catalog(filter: {company, slug})', () => {
  const CATALOG = `query Catalog($filter: CatalogFilter!) { catalog(filter: $filter) { _id slug owner requiredAuth prohibitedForMinors minimumOrderValue catalogType config { disableDiscountCoupon } checkout { buttonLabel } paymentMethods { method } } }`;

  it("without a slug, aeroporto's main catalogue (settings.mainCatalogSlug burger-pista), requiredAuth false", async () => {
    const result = await gql(CATALOG, { variables: { filter: {} } });
    expect(result.data!.catalog).toMatchObject({
      _id: 'aero-delivery-burger',
      slug: 'burger-pista',
      owner: 'aeroporto',
      requiredAuth: false,
      prohibitedForMinors: false,
    });
  });

  it.each([MERCADO_DOMAIN, `${MERCADO_DOMAIN}:3000`, MERCADO])(
    "on mercado's host %s, mercado's main catalogue, requiredAuth true",
    async (host) => {
      const result = await gql(CATALOG, { host, variables: { filter: {} } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.catalog).toMatchObject({
        _id: 'mercado-loja',
        slug: 'mercado-da-vila',
        requiredAuth: true,
        minimumOrderValue: 10,
        catalogType: 'STORE',
        config: { disableDiscountCoupon: false },
        checkout: { buttonLabel: 'Finalizar compra' },
      });
      // The seven ACTIVE methods of the demo document.
      expect(result.data!.catalog.paymentMethods.map((m: { method: string }) => m.method)).toEqual([
        'ZOOP_CREDIT',
        'PIX',
        'POSP_CREDIT',
        'POSP_DEBIT',
        'POSP_FOOD_TICKET',
        'POSP_MEAL_TICKET',
        'CASH',
      ]);
    },
  );

  it('with a slug, that store of the company; an unknown slug is null', async () => {
    const verde = await gql(CATALOG, { variables: { filter: { slug: 'verde-voo' } } });
    expect(verde.data!.catalog).toMatchObject({ _id: 'aero-delivery-saudavel', slug: 'verde-voo' });
    const none = await gql(CATALOG, { variables: { filter: { slug: 'nao-existe' } } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.catalog).toBeNull();
  });

  it('the company argument equal to the host company is accepted', async () => {
    const result = await gql(CATALOG, { variables: { filter: { company: 'AEROPORTO', slug: 'sala-vip' } } });
    expect(result.data!.catalog).toMatchObject({ _id: 'aero-sala-vip' });
  });
});

describe('catalogSummary(filter: {catalogId, serviceSlug, categorySlug})', () => {
  const SUMMARY = `query Summary($filter: CatalogSummaryFilter!) { catalogSummary(filter: $filter) { catalogs { _id title categories { _id name items { _id name serviceCategories finalPrice } } } } }`;
  type Summary = {
    catalogs: {
      _id: string;
      title: string;
      categories: {
        _id: string;
        name: string;
        items: { _id: string; name: string; serviceCategories: string[]; finalPrice: number }[];
      }[];
    }[];
  };

  it('by catalogId: that catalogue with every category and item', async () => {
    const result = await gql<{ catalogSummary: Summary }>(SUMMARY, {
      variables: { filter: { catalogId: 'aero-delivery-pizza' } },
    });
    const [pizza] = result.data!.catalogSummary.catalogs;
    expect(result.data!.catalogSummary.catalogs).toHaveLength(1);
    expect(pizza.title).toBe('Forno de Embarque');
    expect(pizza.categories.map((c) => c._id)).toEqual([
      'aero-delivery-pizza-grandes',
      'aero-delivery-pizza-individuais',
    ]);
    expect(pizza.categories.flatMap((c) => c.items.map((i) => i._id))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `aero-delivery-pizza-0${n}`),
    );
  });

  it("by serviceSlug 'delivery': the five restaurants whose serviceCategories include delivery", async () => {
    const result = await gql<{ catalogSummary: Summary }>(SUMMARY, {
      variables: { filter: { serviceSlug: 'delivery' } },
    });
    expect(result.data!.catalogSummary.catalogs.map((c) => c._id)).toEqual([
      'aero-delivery-burger',
      'aero-delivery-pizza',
      'aero-delivery-saudavel',
      'aero-delivery-cafe',
      'aero-delivery-cantina',
    ]);
  });

  it("by serviceSlug 'guarda-volumes': the catalogue the service definition points at", async () => {
    const result = await gql<{ catalogSummary: Summary }>(SUMMARY, {
      variables: { filter: { serviceSlug: 'guarda-volumes' } },
    });
    expect(result.data!.catalogSummary.catalogs.map((c) => c._id)).toEqual(['aero-guarda-volumes']);
  });

  it("with categorySlug 'baratos': only cheap items (each at most R$ 30), only catalogues and categories that have one", async () => {
    const result = await gql<{ catalogSummary: Summary }>(SUMMARY, {
      variables: { filter: { serviceSlug: 'delivery', categorySlug: 'baratos' } },
    });
    const catalogs = result.data!.catalogSummary.catalogs;
    // The cantina has no item tagged 'baratos'.
    expect(catalogs.map((c) => c._id)).toEqual([
      'aero-delivery-burger',
      'aero-delivery-pizza',
      'aero-delivery-saudavel',
      'aero-delivery-cafe',
    ]);
    const items = catalogs.flatMap((c) => c.categories.flatMap((cat) => cat.items));
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.serviceCategories).toContain('baratos');
      expect(item.finalPrice).toBeLessThanOrEqual(30);
    }
    for (const catalog of catalogs)
      for (const category of catalog.categories) expect(category.items.length).toBeGreaterThan(0);
    // Burger Pista: batata frita 19.90, onion rings 22.90, milkshake 24.90, brownie 16.90; no burger.
    expect(catalogs[0].categories.flatMap((c) => c.items.map((i) => i._id))).toEqual([
      'aero-delivery-burger-05',
      'aero-delivery-burger-06',
      'aero-delivery-burger-07',
      'aero-delivery-burger-08',
    ]);
  });

  it("categorySlug 'todos' means every item", async () => {
    const result = await gql<{ catalogSummary: Summary }>(SUMMARY, {
      variables: { filter: { catalogId: 'aero-delivery-burger', categorySlug: 'todos' } },
    });
    expect(result.data!.catalogSummary.catalogs[0].categories.flatMap((c) => c.items)).toHaveLength(9);
  });

  it('an unknown catalogId is CATALOG_NOT_FOUND', async () => {
    const result = await gql(SUMMARY, { variables: { filter: { catalogId: 'nao-existe' } } });
    expect(codes(result)).toEqual(['CATALOG_NOT_FOUND']);
  });
});

describe('item(filter: {catalogId, itemId or slug})', () => {
  it('by id, with the PERCENT promo applied to finalPrice: Cheddar & Bacon 44.90 − 15% (6.735 → 6.74) = 38.16', async () => {
    const result = await gql(ITEM, {
      variables: { filter: { catalogId: 'aero-delivery-burger', itemId: 'aero-delivery-burger-02' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.item).toMatchObject({
      _id: 'aero-delivery-burger-02',
      catalogId: 'aero-delivery-burger',
      categoryId: 'aero-delivery-burger-burgers',
      name: 'Cheddar & Bacon',
      slug: 'cheddar-bacon',
      price: 44.9,
      promo: 15,
      promoType: 'PERCENT',
      status: 'PUBLIC',
      finalPrice: 38.16,
      // The "from" price adds the cheapest option up to each group's min: the doneness (min 1) is free.
      fromPrice: 38.16,
    });
  });

  it('by slug within a catalogue, and by slug across the company when no catalogue is given', async () => {
    const inCatalog = await gql(ITEM, {
      variables: { filter: { catalogId: 'aero-delivery-pizza', slug: 'calabresa' } },
    });
    expect(inCatalog.data!.item).toMatchObject({ _id: 'aero-delivery-pizza-02', name: 'Calabresa', price: 62.9 });
    const anywhere = await gql(ITEM, { variables: { filter: { slug: 'armario-m' } } });
    expect(anywhere.data!.item).toMatchObject({
      _id: 'aero-guarda-volumes-02',
      catalogId: 'aero-guarda-volumes',
      price: 55,
    });
  });

  it('REAL and FIXED_PRICE promos: Quatro queijos 69.90 − 10.00 = 59.90; Poke 49.90 at the fixed 44.90', async () => {
    const quatro = await gql(ITEM, { variables: { filter: { itemId: 'aero-delivery-pizza-03' } } });
    expect(quatro.data!.item).toMatchObject({ price: 69.9, promo: 10, promoType: 'REAL', finalPrice: 59.9 });
    const poke = await gql(ITEM, { variables: { filter: { itemId: 'aero-delivery-saudavel-03' } } });
    expect(poke.data!.item).toMatchObject({ price: 49.9, promo: 44.9, promoType: 'FIXED_PRICE', finalPrice: 44.9 });
  });

  it('shared option groups (fk) resolve to the global record: the drinks of a pizza', async () => {
    const result = await gql(ITEM, { variables: { filter: { itemId: 'aero-delivery-pizza-02' } } });
    const drinks = result.data!.item.subcategories.find(
      (s: { _id: string }) => s._id === 'aero-delivery-pizza-02-bebidas',
    );
    // Name, min, max and the list of drinks come from aero-g-bebidas; the pizza's own entry for the soft drink
    // (fk aero-g-bebidas-refrigerante) overrides only its price: 8.00 → 7.00.
    expect(drinks).toMatchObject({ name: 'Bebidas', min: 0, max: 3 });
    expect(drinks.subitems.map((x: { _id: string; price: number }) => [x._id, x.price])).toEqual([
      ['aero-g-bebidas-agua', 6],
      ['aero-g-bebidas-agua-gas', 6.5],
      ['aero-g-bebidas-refrigerante', 7],
      ['aero-g-bebidas-suco', 12],
      ['aero-g-bebidas-cha', 9],
    ]);
  });

  it('an unknown id or slug is null; neither id nor slug is BAD_USER_INPUT', async () => {
    expect((await gql(ITEM, { variables: { filter: { itemId: 'nao-existe' } } })).data!.item).toBeNull();
    expect(
      (await gql(ITEM, { variables: { filter: { catalogId: 'aero-delivery-burger', slug: 'calabresa' } } })).data!.item,
    ).toBeNull();
    expect(codes(await gql(ITEM, { variables: { filter: { catalogId: 'aero-delivery-burger' } } }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

describe('prices and statuses at the server clock (STORE_NOW)', () => {
  const PRICE = `query Price($id: ID!) { item(filter: {itemId: $id}) { status price finalPrice } }`;

  it.each([
    // Calabresa 62.90; happy hour Monday–Friday 15:00–18:00 takes 20% off: 62.90 − 12.58 = 50.32.
    ['Monday 16:00 (happy hour)', '2026-11-23T16:00:00.000-03:00', 50.32],
    ['Monday 12:00', '2026-11-23T12:00:00.000-03:00', 62.9],
    ['Monday 18:30', '2026-11-23T18:30:00.000-03:00', 62.9],
    ['Saturday 16:00 (weekend)', '2026-11-28T16:00:00.000-03:00', 62.9],
    // The same instant written in UTC: 19:00Z is 16:00 in São Paulo.
    ['Monday 19:00Z = 16:00 in São Paulo', '2026-11-23T19:00:00.000Z', 50.32],
  ])('pizza Calabresa at %s costs %s', async (_label, now, expected) => {
    const result = await gql(PRICE, { now, variables: { id: 'aero-delivery-pizza-02' } });
    expect(result.data!.item).toMatchObject({ price: 62.9, finalPrice: expected });
  });

  it.each([
    ['08:00', '2026-11-23T08:00:00.000-03:00', 'PUBLIC'],
    ['10:59', '2026-11-23T10:59:00.000-03:00', 'PUBLIC'],
    ['11:00', '2026-11-23T11:00:00.000-03:00', 'BLOCKED'],
    ['15:00', '2026-11-23T15:00:00.000-03:00', 'BLOCKED'],
  ])('the full breakfast of Café Check-in at %s is %s (blocked from 11:00)', async (_label, now, status) => {
    const result = await gql(PRICE, { now, variables: { id: 'aero-delivery-cafe-07' } });
    expect(result.data!.item.status).toBe(status);
  });
});

describe('openingState at the server clock', () => {
  const OPENING = `query Opening($slug: String) { catalog(filter: {slug: $slug}) { slug openingState { isOpen minutesUntilClose todayLabel nextOpening { weekday date start end label } } } }`;

  it('Burger Pista (10:00–23:00) is open at Monday noon, 660 minutes before closing', async () => {
    const result = await gql(OPENING, { variables: { slug: 'burger-pista' } });
    expect(result.data!.catalog.openingState).toMatchObject({
      isOpen: true,
      minutesUntilClose: 660,
      todayLabel: 'Aberto das 10:00 às 23:00',
    });
  });

  it('Burger Pista is closed at Monday 02:00 and opens today at 10:00', async () => {
    const result = await gql(OPENING, { now: '2026-11-23T02:00:00.000-03:00', variables: { slug: 'burger-pista' } });
    const state = result.data!.catalog.openingState;
    expect(state).toMatchObject({
      isOpen: false,
      minutesUntilClose: null,
      nextOpening: { weekday: 'monday', date: '2026-11-23', start: '10:00', end: '23:00' },
    });
    expect(state.nextOpening.label).toContain('10:00');
  });

  it('Café Check-in is open 24h, also at 02:00', async () => {
    const result = await gql(OPENING, { now: '2026-11-23T02:00:00.000-03:00', variables: { slug: 'cafe-check-in' } });
    expect(result.data!.catalog.openingState).toMatchObject({
      isOpen: true,
      minutesUntilClose: null,
      todayLabel: 'Aberto 24h',
    });
  });

  it('Verde Voo is closed on its Christmas holiday (Friday 2026-12-25) and opens on Saturday at 06:00', async () => {
    const result = await gql(OPENING, { now: '2026-12-25T12:00:00.000-03:00', variables: { slug: 'verde-voo' } });
    expect(result.data!.catalog.openingState).toMatchObject({
      isOpen: false,
      nextOpening: { weekday: 'saturday', date: '2026-12-26', start: '06:00' },
    });
  });

  it('labels follow accept-language', async () => {
    const en = await gql(OPENING, { lang: 'en', variables: { slug: 'burger-pista' } });
    expect(en.data!.catalog.openingState.todayLabel).toBe('Open from 10:00 to 23:00');
    const es = await gql(OPENING, { lang: 'es', variables: { slug: 'burger-pista' } });
    expect(es.data!.catalog.openingState.todayLabel).toBe('Abierto de 10:00 a 23:00');
  });
});

describe('featuredItemsAndWhereDelivery(filter: {catalogId})', () => {
  const FEATURED = `query Featured($filter: CatalogRefFilter!) { featuredItemsAndWhereDelivery(filter: $filter) { featuredItemCategories { _id title featuredItems { _id name } } whereDelivery } }`;

  it("Burger Pista's 'Mais pedidos': Clássico Pista, Combo Embarque, Batata frita, in that order", async () => {
    const result = await gql(FEATURED, { variables: { filter: { catalogId: 'aero-delivery-burger' } } });
    expect(result.data!.featuredItemsAndWhereDelivery.featuredItemCategories).toEqual([
      {
        _id: 'aero-delivery-burger-destaques',
        title: 'Mais pedidos',
        featuredItems: [
          { _id: 'aero-delivery-burger-01', name: 'Clássico Pista' },
          { _id: 'aero-delivery-burger-09', name: 'Combo Embarque' },
          { _id: 'aero-delivery-burger-05', name: 'Batata frita' },
        ],
      },
    ]);
  });

  it("mercado's weekly offers and its delivery coverage (São Paulo districts with fees)", async () => {
    const result = await gql(FEATURED, { host: MERCADO_DOMAIN, variables: { filter: { catalogId: 'mercado-loja' } } });
    const { featuredItemCategories, whereDelivery } = result.data!.featuredItemsAndWhereDelivery;
    expect(featuredItemCategories[0].featuredItems.map((i: { _id: string }) => i._id)).toEqual([
      'mercado-loja-09',
      'mercado-loja-13',
      'mercado-loja-14',
    ]);
    const districts = whereDelivery.countries[0].states[0].cities[0].districts as {
      name: string;
      deliveryFee: number;
    }[];
    expect(districts.map((d) => [d.name, d.deliveryFee])).toEqual([
      ['Vila Madalena', 5.9],
      ['Pinheiros', 7.9],
      ['Perdizes', 8.9],
      ['Vila Mariana', 10.9],
      ['Lapa', 12.9],
    ]);
  });

  it('an unknown catalogId is CATALOG_NOT_FOUND', async () => {
    expect(codes(await gql(FEATURED, { variables: { filter: { catalogId: 'nao-existe' } } }))).toEqual([
      'CATALOG_NOT_FOUND',
    ]);
  });
});

describe('translations by accept-language', () => {
  const ITEM_TEXTS = `query Texts { item(filter: {itemId: "aero-delivery-burger-01"}) { name description subcategories { _id name } } }`;
  const CATEGORY = `query Category { catalogSummary(filter: {catalogId: "aero-delivery-burger"}) { catalogs { categories { name description } } } }`;
  const FEATURED = `query Featured { featuredItemsAndWhereDelivery(filter: {catalogId: "aero-delivery-burger"}) { featuredItemCategories { title } } }`;

  it('pt-BR by default (no header, or an unsupported language)', async () => {
    for (const lang of [undefined, 'fr-FR', 'de;q=0.9']) {
      const result = await gql(ITEM_TEXTS, { lang });
      expect(result.data!.item.name).toBe('Clássico Pista');
    }
  });

  it.each([
    [
      'en',
      'Runway Classic',
      '160 g beef patty, cheese, lettuce, tomato and house sauce on a brioche bun.',
      'Burgers',
      'Most ordered',
    ],
    [
      'en-US,en;q=0.9,pt;q=0.8',
      'Runway Classic',
      '160 g beef patty, cheese, lettuce, tomato and house sauce on a brioche bun.',
      'Burgers',
      'Most ordered',
    ],
    ['es', 'Clásico Pista', undefined, 'Hamburguesas', 'Los más pedidos'],
    ['es-ES', 'Clásico Pista', undefined, 'Hamburguesas', 'Los más pedidos'],
  ])(
    'accept-language %s gives translated item, category and featured names',
    async (lang, name, description, category, featured) => {
      const item = await gql(ITEM_TEXTS, { lang });
      expect(item.data!.item.name).toBe(name);
      if (description) expect(item.data!.item.description).toBe(description);
      else expect(item.data!.item.description).not.toMatch(/^Hambúrguer/);
      const categories = await gql(CATEGORY, { lang });
      expect(categories.data!.catalogSummary.catalogs[0].categories[0].name).toBe(category);
      const featuredResult = await gql(FEATURED, { lang });
      expect(featuredResult.data!.featuredItemsAndWhereDelivery.featuredItemCategories[0].title).toBe(featured);
    },
  );

  it('a q-value ranks the languages: "pt;q=0.5, en;q=0.9" is English', async () => {
    const result = await gql(ITEM_TEXTS, { lang: 'pt;q=0.5, en;q=0.9' });
    expect(result.data!.item.name).toBe('Runway Classic');
  });

  it('option groups and options are translated too', async () => {
    const en = await gql(
      `query Options { item(filter: {itemId: "aero-delivery-pizza-02"}) { subcategories { name subitems { name } } } }`,
      { lang: 'en' },
    );
    expect(en.data!.item.subcategories[0]).toEqual({
      name: 'Stuffed crust',
      subitems: [{ name: 'Catupiry cream cheese' }, { name: 'Cheddar' }],
    });
    const es = await gql(
      `query Options { item(filter: {itemId: "aero-delivery-pizza-02"}) { subcategories { name } } }`,
      { lang: 'es' },
    );
    expect(es.data!.item.subcategories[0].name).toBe('Borde relleno');
  });

  it("catalogue texts and the checkout button label are translated (mercado's 'Place order')", async () => {
    const result = await gql(`query Catalog { catalog(filter: {}) { description checkout { buttonLabel } } }`, {
      host: MERCADO_DOMAIN,
      lang: 'en',
    });
    expect(result.data!.catalog).toEqual({
      description:
        'Neighbourhood grocery with fruit and veg, bakery, drinks and cleaning. Delivery or pick-up in store.',
      checkout: { buttonLabel: 'Place order' },
    });
  });

  it('service definitions are translated in the company query', async () => {
    const result = await gql(`query Company { company { services { slug title } } }`, { host: AERO, lang: 'en' });
    expect(result.data!.company.services.find((s: { slug: string }) => s.slug === 'guarda-volumes').title).toBe(
      'Luggage lockers',
    );
  });
});
