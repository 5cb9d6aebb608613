/**
 * `search` against the seeded demo data (data/demo): accent- and case-insensitive matching of stores and items by
 * name, tag and description, in the shopper's language, scoped to the host's company, and bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  closeSeededDatabase,
  gql,
  MERCADO,
  MERCADO_DOMAIN,
  openSeededDatabase,
  type AnyJson,
} from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $first: Int) {
    search(filter: { query: $query, first: $first }) {
      query
      stores {
        _id
        slug
        title
      }
      items {
        hidePrice
        item {
          _id
          slug
          name
          finalPrice
        }
        store {
          slug
        }
      }
    }
  }
`;

const itemSlugs = (data: AnyJson) => data.search.items.map((hit: AnyJson) => hit.item.slug);
const storeSlugs = (data: AnyJson) => data.search.stores.map((store: AnyJson) => store.slug);

describe('search', () => {
  it('finds "Pão" by "pao" and "Café" by "cafe" on the airport', async () => {
    const pao = await gql(SEARCH, { variables: { query: 'pao' } });
    expect(pao.errors).toBeUndefined();
    expect(itemSlugs(pao.data)).toContain('pao-de-queijo');
    expect(pao.data!.search.items.find((hit: AnyJson) => hit.item.slug === 'pao-de-queijo').store.slug).toBe(
      'cafe-check-in',
    );
    const cafe = await gql(SEARCH, { variables: { query: 'CAFE' } });
    expect(storeSlugs(cafe.data)).toContain('cafe-check-in');
    expect(itemSlugs(cafe.data)).toEqual(expect.arrayContaining(['cafe-da-manha-completo', 'degustacao-de-cafes']));
  });

  it("searches only the host's company", async () => {
    const aero = await gql(SEARCH, { variables: { query: 'pao' } });
    expect(itemSlugs(aero.data)).not.toContain('pao-frances');
    const mercado = await gql(SEARCH, { host: MERCADO_DOMAIN, variables: { query: 'pão' } });
    expect(itemSlugs(mercado.data)).toEqual(expect.arrayContaining(['pao-frances', 'pao-de-forma-integral']));
    expect(itemSlugs(mercado.data)).not.toContain('pao-de-queijo');
    const refused = await gql(
      /* GraphQL */ `
        {
          search(filter: { company: "aeroporto", query: "pao" }) {
            query
          }
        }
      `,
      { host: MERCADO },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('asks every word to appear', async () => {
    const both = await gql(SEARCH, { host: MERCADO, variables: { query: 'pao integral' } });
    expect(itemSlugs(both.data)).toEqual(['pao-de-forma-integral']);
    const none = await gql(SEARCH, { host: MERCADO, variables: { query: 'pao xyzzy' } });
    expect(none.data!.search).toMatchObject({ stores: [], items: [] });
  });

  it("matches and answers in the shopper's language", async () => {
    const en = await gql(SEARCH, { lang: 'en', host: MERCADO, variables: { query: 'coffee' } });
    expect(en.data!.search.items[0].item).toMatchObject({ slug: 'cafe-torrado-500g', name: 'Ground coffee 500 g' });
    // pt-BR text has no 'coffee'.
    const pt = await gql(SEARCH, { host: MERCADO, variables: { query: 'coffee' } });
    expect(itemSlugs(pt.data)).toEqual([]);
    // The record's own name still finds it for an English shopper.
    const enPao = await gql(SEARCH, { lang: 'en', host: MERCADO, variables: { query: 'pao frances' } });
    expect(enPao.data!.search.items[0].item.name).toBe('French roll');
  });

  it('finds by tag', async () => {
    const tagged = await gql(SEARCH, { variables: { query: 'mais-pedido' } });
    expect(tagged.data!.search.items.length).toBeGreaterThan(0);
  });

  it('gives nothing for an empty query, and bounds query and results', async () => {
    const empty = await gql(SEARCH, { variables: { query: '  ' } });
    expect(empty.data!.search).toEqual({ query: '', stores: [], items: [] });
    const long = await gql(SEARCH, { variables: { query: 'a'.repeat(101) } });
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const one = await gql(SEARCH, { variables: { query: 'a', first: 1 } });
    expect(one.data!.search.items).toHaveLength(1);
    const many = await gql(SEARCH, { variables: { query: 'a', first: 500 } });
    expect(many.data!.search.items.length).toBeLessThanOrEqual(50);
    expect(many.data!.search.items.length).toBeGreaterThan(20);
  });

  it('marks items of a service that hides prices', async () => {
    const shopper = await gql(SEARCH, { variables: { query: 'personal shopper', first: 50 } });
    expect(shopper.errors).toBeUndefined();
    const hidden = shopper.data!.search.items.filter((hit: AnyJson) => hit.store.slug === 'personal-shopper');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((hit: AnyJson) => hit.hidePrice)).toBe(true);
    const pao = await gql(SEARCH, { variables: { query: 'pao' } });
    expect(pao.data!.search.items.every((hit: AnyJson) => !hit.hidePrice)).toBe(true);
  });
});
