import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSubcategories } from '@/src/domain/pricing/shared-records';
import {
  catalogDocumentSchema,
  formatIssues,
  formatPath,
  parseCatalogDocument,
  type CatalogDocument,
} from '@/src/server/catalog-format/schema';

function readDemo(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../../../data/demo', name), 'utf8'));
}

function parseOrThrow(input: unknown): CatalogDocument {
  const result = parseCatalogDocument(input);
  if (!result.ok) throw new Error(result.issues.join('\n'));
  return result.document;
}

const allItems = (doc: CatalogDocument) =>
  doc.catalogs.flatMap((catalog) =>
    catalog.categories.flatMap((category) => category.items.map((item) => ({ catalog, item }))),
  );

/** A small valid document that each malformed case below breaks in one place. */
function minimalDocument() {
  return {
    company: {
      slug: 'loja',
      name: 'Loja',
      services: [
        {
          _id: 'svc-delivery',
          title: 'Delivery',
          name: 'Delivery',
          type: 'delivery',
          slug: 'delivery',
          categories: [{ title: 'Lanches', slug: 'lanches' }],
        },
      ],
    },
    globalSubcategories: [
      { _id: 'g-bebidas', name: 'Bebidas', min: 0, max: 1, subitems: [{ _id: 'g-agua', name: 'Água', price: 5 }] },
    ],
    catalogs: [
      {
        _id: 'cat-1',
        title: 'Lanchonete',
        slug: 'lanchonete',
        serviceCategories: ['delivery'],
        categories: [
          {
            _id: 'k-1',
            name: 'Lanches',
            items: [
              {
                _id: 'i-1',
                name: 'X-Burger',
                slug: 'x-burger',
                price: 29.9,
                promo: 10,
                promoType: 'percent',
                serviceCategories: ['lanches'],
                subcategories: [
                  { _id: 'sc-1', fk: 'g-bebidas', subitems: [{ _id: 'sc-1-agua', fk: 'g-agua', price: 4 }] },
                ],
              },
              { _id: 'i-2', name: 'Batata', slug: 'batata', price: 12, recommendedItemIds: ['i-1'] },
            ],
          },
        ],
      },
    ],
    coupons: [{ code: 'bem10', discount: { type: 'PERCENT', value: 10 }, appliesTo: ['cat-1'] }],
  };
}

type Doc = ReturnType<typeof minimalDocument>;

function issuesOf(mutate: (doc: Doc & Record<string, unknown>) => void): string[] {
  const doc = minimalDocument() as Doc & Record<string, unknown>;
  mutate(doc);
  const result = catalogDocumentSchema.safeParse(doc);
  expect(result.success).toBe(false);
  return result.success ? [] : formatIssues(result.error);
}

describe('demo catalogue documents', () => {
  it.each(['aeroporto.json', 'mercado.json'])('%s validates', (name) => {
    expect(() => parseOrThrow(readDemo(name))).not.toThrow();
  });

  it('aeroporto defines every service slug of docs/business-rules.md "Routes and link shapes"', () => {
    const doc = parseOrThrow(readDemo('aeroporto.json'));
    expect(doc.company.slug).toBe('aeroporto');
    expect(doc.company.requiredAuth).toBe(false);
    const slugs = doc.company.services.map((service) => service.slug);
    for (const slug of [
      'delivery',
      'sala-vip',
      'hospitalidade',
      'hospitalidade-teste',
      'taxi',
      'guarda-volumes',
      'personal-shopper',
      'experiencias',
      'marketplace',
    ])
      expect(slugs).toContain(slug);
    const delivery = doc.company.services.find((service) => service.slug === 'delivery')!;
    expect(delivery.categories.map((category) => category.slug)).toEqual([
      'todos',
      'lanches',
      'baratos',
      'food-to-fly',
      'pizzas',
      'refeicoes',
      'saudaveis',
      'massas',
      'cafe',
    ]);
    const hospitality = doc.company.services.find((service) => service.slug === 'hospitalidade')!;
    expect(hospitality.categories.map((category) => category.slug)).toEqual([
      'todos',
      'passageiros',
      'empresas',
      'executivos',
      'familias',
    ]);
    expect(doc.company.services.find((service) => service.slug === 'hospitalidade-teste')!.hiddenInMenu).toBe(true);
    for (const service of doc.company.services)
      expect(service.multipleItemsInShoppingCart).toBe(service.type !== 'SERVICE');
  });

  it('aeroporto has the banner coupons and a cheap offer within 30 reais', () => {
    const doc = parseOrThrow(readDemo('aeroporto.json'));
    const coupons = Object.fromEntries(doc.coupons.map((coupon) => [coupon.code, coupon.discount.value]));
    expect(coupons).toMatchObject({ DELIVERY10: 10, SALAVIP20: 20, GUARDA15: 15 });
    const cheap = allItems(doc).filter(({ item }) => item.serviceCategories.includes('baratos'));
    expect(cheap.length).toBeGreaterThan(3);
    for (const { item } of cheap) expect(item.price).toBeLessThanOrEqual(30);
    const promoTypes = new Set(
      allItems(doc)
        .map(({ item }) => item.promoType)
        .filter(Boolean),
    );
    expect([...promoTypes].sort()).toEqual(['FIXED_PRICE', 'PERCENT', 'REAL']);
    expect(allItems(doc).some(({ item }) => item.stock === 0)).toBe(true);
  });

  it('mercado requires auth, has its custom domain and stock', () => {
    const doc = parseOrThrow(readDemo('mercado.json'));
    expect(doc.company).toMatchObject({ slug: 'mercado', requiredAuth: true, domains: ['mercado.test'] });
    const items = allItems(doc).map(({ item }) => item);
    expect(items.length).toBeGreaterThanOrEqual(18);
    expect(items.some((item) => item.stock === 0)).toBe(true);
    expect(items.every((item) => item.stock !== null)).toBe(true);
  });
});

describe('catalogue document schema', () => {
  it('normalises promoType and enum case, and applies defaults', () => {
    const doc = parseOrThrow(minimalDocument());
    const item = doc.catalogs[0].categories[0].items[0];
    expect(item).toMatchObject({
      promoType: 'PERCENT',
      status: 'PUBLIC',
      min: 1,
      max: null,
      stock: null,
      unitOfMeasurement: 'unity',
    });
    expect(doc.company.services[0]).toMatchObject({ type: 'DELIVERY', multipleItemsInShoppingCart: true });
    expect(doc.coupons[0].code).toBe('BEM10');
  });

  it('lets an fk subcategory omit inherited fields and override a subitem price', () => {
    const doc = parseOrThrow(minimalDocument());
    const [group] = resolveSubcategories(
      doc.catalogs[0].categories[0].items[0].subcategories!,
      doc.globalSubcategories,
    );
    expect(group).toMatchObject({ name: 'Bebidas', min: 0, max: 1 });
    expect(group.repeat ?? false).toBe(false);
    expect(group.subitems).toHaveLength(1);
    expect(group.subitems![0]).toMatchObject({ name: 'Água', price: 4 });
  });

  it('reports each structural problem with its JSON path', () => {
    const issues = issuesOf((doc) => {
      const item = doc.catalogs[0].categories[0].items[0] as Record<string, unknown>;
      item.price = -1;
      item.promoType = 'half';
      item.colour = 'red';
      (doc.catalogs[0] as Record<string, unknown>).openingHours = {
        monday: { open: true, hours: [{ start: '25:00', end: '10:00' }] },
      };
      (doc.company.services[0] as Record<string, unknown>).type = 'SHOP';
      (doc.globalSubcategories[0].subitems[0] as Record<string, unknown>).price = 1.234;
      (doc.coupons[0].discount as Record<string, unknown>).type = 'FREE';
    });
    const at = (prefix: string) => issues.filter((line) => line.startsWith(`${prefix}: `));
    expect(at('catalogs[0].categories[0].items[0].price')).toHaveLength(1);
    expect(at('catalogs[0].categories[0].items[0].promoType')).toHaveLength(1);
    expect(at('catalogs[0].categories[0].items[0]').join()).toMatch(/colour/);
    expect(at('catalogs[0].openingHours.monday.hours[0].start')).toHaveLength(1);
    expect(at('company.services[0].type')).toHaveLength(1);
    expect(at('globalSubcategories[0].subitems[0].price').join()).toMatch(/two decimal places/);
    expect(at('coupons[0].discount.type')).toHaveLength(1);
  });

  it('requires the fields a record without fk cannot inherit, and refuses overriding inherited ones', () => {
    const issues = issuesOf((doc) => {
      const group = doc.catalogs[0].categories[0].items[0].subcategories![0] as Record<string, unknown>;
      group.min = 2;
      (doc.globalSubcategories[0].subitems[0] as Record<string, unknown>).name = undefined;
      (doc.catalogs[0].categories[0].items[1] as Record<string, unknown>).promo = 50;
      (doc.catalogs[0].categories[0].items[1] as Record<string, unknown>).promoType = 'REAL';
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        'catalogs[0].categories[0].items[0].subcategories[0].min: is inherited through fk and cannot be overridden',
        'globalSubcategories[0].subitems[0].name: is required unless fk is given',
        'catalogs[0].categories[0].items[1].promo: must not exceed the price (12)',
      ]),
    );
  });

  it('reports each broken cross-reference and duplicate id with its JSON path', () => {
    const issues = issuesOf((doc) => {
      const items = doc.catalogs[0].categories[0].items as Record<string, unknown>[];
      items[1]._id = 'i-1';
      items[1].slug = 'x-burger';
      items[0].recommendedItemIds = ['missing-item'];
      items[0].serviceCategories = ['pizzas'];
      const group = doc.catalogs[0].categories[0].items[0].subcategories![0];
      group.fk = 'g-unknown';
      doc.coupons[0].appliesTo = ['cat-unknown'];
      doc.catalogs[0].serviceCategories = ['sala-vip'];
    });
    const base = 'catalogs[0].categories[0].items';
    expect(issues).toEqual(
      expect.arrayContaining([
        `${base}[1]._id: duplicate item _id "i-1" (first at ${base}[0]._id)`,
        `${base}[1].slug: duplicate item slug "x-burger" in this catalogue`,
        `${base}[0].recommendedItemIds[0]: unknown item "missing-item" in this catalogue`,
        `${base}[0].subcategories[0].fk: unknown global subcategory "g-unknown"`,
        'coupons[0].appliesTo[0]: unknown catalog "cat-unknown"',
        'catalogs[0].serviceCategories[0]: unknown service slug "sala-vip"',
      ]),
    );
    expect(issues.some((line) => line.startsWith(`${base}[0].serviceCategories[0]: "pizzas" is not a category`))).toBe(
      true,
    );
  });

  it('reports an fk subitem pointing outside its inherited subcategory', () => {
    const issues = issuesOf((doc) => {
      doc.catalogs[0].categories[0].items[0].subcategories![0].subitems[0].fk = 'g-cafe';
    });
    expect(issues).toContain(
      'catalogs[0].categories[0].items[0].subcategories[0].subitems[0].fk: unknown subitem "g-cafe" of global subcategory "g-bebidas"',
    );
  });

  describe('the promo of an fk subitem is checked on the merged record', () => {
    const sub = 'catalogs[0].categories[0].items[0].subcategories[0].subitems[0]';
    const withShared =
      (shared: Record<string, unknown>, local: Record<string, unknown>) => (doc: Doc & Record<string, unknown>) => {
        Object.assign(doc.globalSubcategories[0].subitems[0], shared);
        doc.catalogs[0].categories[0].items[0].subcategories![0].subitems[0] = {
          _id: 'sc-1-agua',
          fk: 'g-agua',
          ...local,
        } as never;
      };

    it.each([
      [
        'a local price (0.10) under a shared REAL promo of 0.20',
        { price: 4.35, promo: 0.2, promoType: 'REAL' },
        { price: 0.1 },
        `${sub}.promo: must not exceed the price (0.1) (with shared subitem "g-agua")`,
      ],
      [
        'a local REAL promo (5.00) on a shared price of 4.35',
        { price: 4.35 },
        { promo: 5, promoType: 'REAL' },
        `${sub}.promo: must not exceed the price (4.35) (with shared subitem "g-agua")`,
      ],
      [
        'a local FIXED_PRICE promo above the shared price',
        { price: 4.35 },
        { promo: 4.4, promoType: 'FIXED_PRICE' },
        `${sub}.promo: must not exceed the price (4.35) (with shared subitem "g-agua")`,
      ],
      [
        'a local promo with no promoType anywhere',
        { price: 4.35 },
        { promo: 1 },
        `${sub}.promoType: is required when promo is set (with shared subitem "g-agua")`,
      ],
    ])('refuses %s', (_name, shared, local, issue) => {
      expect(issuesOf(withShared(shared, local))).toContain(issue);
    });

    it('accepts a local promo that takes its promoType and price from the shared record', () => {
      const doc = minimalDocument();
      withShared({ price: 4.35, promoType: 'REAL' }, { promo: 1 })(doc as Doc & Record<string, unknown>);
      expect(parseCatalogDocument(doc).ok).toBe(true);
    });
  });

  it('formats paths like a JSON path', () => {
    expect(formatPath([])).toBe('(document)');
    expect(formatPath(['catalogs', 3, 'categories', 0, 'name'])).toBe('catalogs[3].categories[0].name');
  });
});

describe('weighing (docs/business-rules.md "Sold by weight")', () => {
  const weighed = (fields: Record<string, unknown>) =>
    issuesOf((doc) => Object.assign(doc.catalogs[0].categories[0].items[1] as Record<string, unknown>, fields));
  const at = (issues: string[], field: string) =>
    issues.filter((line) => line.startsWith(`catalogs[0].categories[0].items[1].${field}: `));

  it('accepts a weighed item priced per kg, its start on the steps', () => {
    const doc = minimalDocument();
    Object.assign(doc.catalogs[0].categories[0].items[1], {
      unitOfMeasurement: 'kg',
      weighing: { step: 250, start: 1000 },
      min: 250,
      max: 5000,
    });
    expect(catalogDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('refuses a weighed item sold by the unit, a minimum off the steps and a start outside them', () => {
    expect(at(weighed({ unitOfMeasurement: 'unity', weighing: { step: 100 }, min: 100 }), 'weighing')).toHaveLength(1);
    expect(at(weighed({ unitOfMeasurement: 'kg', weighing: { step: 100 }, min: 250 }), 'min').join()).toMatch(
      /multiple of weighing.step/,
    );
    expect(
      at(
        weighed({ unitOfMeasurement: 'kg', weighing: { step: 100, start: 6000 }, min: 100, max: 5000 }),
        'weighing.start',
      ),
    ).toHaveLength(1);
    expect(
      at(weighed({ unitOfMeasurement: 'kg', weighing: { step: 100, start: 450 }, min: 100 }), 'weighing.start').join(),
    ).toMatch(/whole number of steps/);
    expect(at(weighed({ unitOfMeasurement: 'g', weighing: { step: 0 } }), 'weighing.step')).toHaveLength(1);
  });
});
