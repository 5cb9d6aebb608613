/**
 * What `item` shows for an item's options is what `quote` charges for them:
 * - two option groups inheriting one shared group (fk), each overriding the same option's price, show and charge
 *   each group's own price (an option is keyed by its group and its id);
 * - item-level subitems (extras offered on the item itself, outside any option group) are served on `Item.subitems`
 *   and priced by `quote` when a line names them with subcategoryId equal to the item's own _id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { closeSeededDatabase, gql, openSeededDatabase, quote, type AnyJson } from '../graphql-harness';

const HOST = 'feira.localhost:3000';
const CATALOG = 'mercado-loja';
const PASTEL = 'feira-pastel';

/** The demo mercado document as company "feira", with a pastel whose two sauce groups share one global group. */
function feiraDocument() {
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = { ...doc.company, slug: 'feira', name: 'Feira', domains: [] };
  doc.blogPosts = [];
  doc.catalogs[0].minimumOrderValue = 0;
  doc.globalSubcategories = [
    {
      _id: 'feira-molhos',
      name: 'Molhos',
      min: 0,
      max: 3,
      subitems: [
        { _id: 'feira-molho-alho', name: 'Alho', price: 2 },
        { _id: 'feira-molho-pimenta', name: 'Pimenta', price: 1 },
      ],
    },
  ];
  doc.catalogs[0].categories[0].items.push({
    _id: PASTEL,
    slug: 'pastel',
    name: 'Pastel',
    price: 8,
    subcategories: [
      // The same shared group twice, each overriding the garlic sauce's price its own way.
      {
        _id: 'feira-pastel-molho-dentro',
        fk: 'feira-molhos',
        name: 'Molho dentro',
        subitems: [{ _id: 'feira-pastel-dentro-alho', fk: 'feira-molho-alho', price: 1.5 }],
      },
      {
        _id: 'feira-pastel-molho-fora',
        fk: 'feira-molhos',
        name: 'Molho à parte',
        subitems: [{ _id: 'feira-pastel-fora-alho', fk: 'feira-molho-alho', price: 3 }],
      },
    ],
    subitems: [
      { _id: 'feira-pastel-queijo', name: 'Queijo extra', price: 2.5, promo: 0.5, promoType: 'REAL' },
      { _id: 'feira-pastel-ovo', name: 'Ovo', price: 1, status: 'BLOCKED' },
      { _id: 'feira-pastel-vinagrete', fk: 'feira-molho-pimenta', price: 0.8 },
    ],
  });
  return doc;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  const imported = await importCatalog(t.db, feiraDocument());
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported)}`);
  clearDirectoryCache();
});
afterAll(async () => closeSeededDatabase(t));

const GROUPS = /* GraphQL */ `
  query Item($id: ID!) {
    item(filter: { itemId: $id }) {
      _id
      subcategories {
        _id
        subitems {
          _id
          price
          finalPrice
          status
        }
      }
    }
  }
`;
const EXTRAS = /* GraphQL */ `
  query Item($id: ID!) {
    item(filter: { itemId: $id }) {
      _id
      finalPrice
      subitems {
        _id
        fk
        name
        price
        promo
        promoType
        finalPrice
        status
      }
    }
  }
`;

async function pastel(query = GROUPS): Promise<AnyJson> {
  const result = await gql(query, { host: HOST, variables: { id: PASTEL } });
  expect(result.errors).toBeUndefined();
  return result.data!.item;
}

const line = (subitems: { subcategoryId: string; subitemId: string; quantity: number }[], quantity = 1) => ({
  catalogId: CATALOG,
  items: [{ itemId: PASTEL, quantity, subitems }],
});

describe('one shared group in two option groups, with different price overrides', () => {
  it('item shows each group its own price for the same option', async () => {
    const item = await pastel();
    const garlic = (groupId: string) =>
      item.subcategories
        .find((g: AnyJson) => g._id === groupId)
        .subitems.find((s: AnyJson) => s._id === 'feira-molho-alho');
    expect(garlic('feira-pastel-molho-dentro')).toMatchObject({ price: 1.5, finalPrice: 1.5, status: 'PUBLIC' });
    expect(garlic('feira-pastel-molho-fora')).toMatchObject({ price: 3, finalPrice: 3, status: 'PUBLIC' });
  });

  it('quote charges, for each group, the price item shows', async () => {
    const item = await pastel();
    for (const group of item.subcategories as AnyJson[]) {
      const shown = group.subitems.find((s: AnyJson) => s._id === 'feira-molho-alho').finalPrice as number;
      const q = await quote(line([{ subcategoryId: group._id, subitemId: 'feira-molho-alho', quantity: 1 }]), {
        host: HOST,
      });
      expect(q.problems).toEqual([]);
      expect(q.lines[0].unitPrice).toBe(Number((8 + shown).toFixed(2)));
    }
  });
});

describe('item-level subitems (extras on the item itself)', () => {
  it('are served on Item.subitems, priced at the clock with their promo; one with fk inherits its name', async () => {
    const item = await pastel(EXTRAS);
    expect(item.subitems).toEqual([
      {
        _id: 'feira-pastel-queijo',
        fk: null,
        name: 'Queijo extra',
        price: 2.5,
        promo: 0.5,
        promoType: 'REAL',
        finalPrice: 2,
        status: 'PUBLIC',
      },
      {
        _id: 'feira-pastel-ovo',
        fk: null,
        name: 'Ovo',
        price: 1,
        promo: null,
        promoType: null,
        finalPrice: 1,
        status: 'BLOCKED',
      },
      {
        _id: 'feira-pastel-vinagrete',
        fk: 'feira-molho-pimenta',
        name: 'Pimenta',
        price: 0.8,
        promo: null,
        promoType: null,
        finalPrice: 0.8,
        status: 'PUBLIC',
      },
    ]);
    // Optional extras do not raise the "from" price.
    expect(item.finalPrice).toBe(8);
  });

  it('quote prices an extra named by the item id as its subcategoryId: (8.00 + 2 × 2.00) × 2 = 24.00', async () => {
    const q = await quote(line([{ subcategoryId: PASTEL, subitemId: 'feira-pastel-queijo', quantity: 2 }], 2), {
      host: HOST,
    });
    expect(q.problems).toEqual([]);
    expect(q.lines[0]).toEqual({ itemId: PASTEL, quantity: 2, unitPrice: 12, total: 24 });
  });

  it('extras combine with option groups: 8.00 + 3.00 (garlic outside) + 0.80 = 11.80', async () => {
    const q = await quote(
      line([
        { subcategoryId: 'feira-pastel-molho-fora', subitemId: 'feira-molho-alho', quantity: 1 },
        { subcategoryId: PASTEL, subitemId: 'feira-pastel-vinagrete', quantity: 1 },
      ]),
      { host: HOST },
    );
    expect(q).toMatchObject({ total: 11.8, problems: [] });
  });

  it('a BLOCKED extra is refused with SUBITEM_BLOCKED, an unknown one with SUBITEM_NOT_FOUND', async () => {
    const blocked = await quote(line([{ subcategoryId: PASTEL, subitemId: 'feira-pastel-ovo', quantity: 1 }]), {
      host: HOST,
    });
    expect(blocked.problemDetails).toEqual([
      expect.objectContaining({ code: 'SUBITEM_BLOCKED', itemId: PASTEL, path: 'items[0].subitems[0]' }),
    ]);
    const unknown = await quote(line([{ subcategoryId: PASTEL, subitemId: 'feira-pastel-nada', quantity: 1 }]), {
      host: HOST,
    });
    expect(unknown.problemDetails).toEqual([
      expect.objectContaining({ code: 'SUBITEM_NOT_FOUND', itemId: PASTEL, path: 'items[0].subitems[0]' }),
    ]);
  });

  it('an extra chosen with quantity 0 is INVALID_QUANTITY', async () => {
    const q = await quote(line([{ subcategoryId: PASTEL, subitemId: 'feira-pastel-queijo', quantity: 0 }]), {
      host: HOST,
    });
    expect(q.problems).toEqual(['INVALID_QUANTITY']);
  });
});
