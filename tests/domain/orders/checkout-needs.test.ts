import { describe, expect, it } from 'vitest';
import {
  asksReceivedGuest,
  catalogNeeds,
  takesOneItemPerOrder,
  type NeedsService,
} from '@/src/domain/orders/checkout-needs';

const catalog = { _id: 'hosp', slug: 'hospitalidade', serviceCategories: ['hospitalidade'] };
const hospitality: NeedsService = {
  type: 'SERVICE',
  slug: 'hospitalidade',
  multipleItemsInShoppingCart: false,
  categories: [
    { slug: 'familias' },
    { slug: 'empresas', asksReceivedGuest: true },
    { slug: 'passageiros', asksReceivedGuest: false },
  ],
};
const delivery: NeedsService = {
  type: 'DELIVERY',
  slug: 'delivery',
  multipleItemsInShoppingCart: true,
  categories: [{ slug: 'empresas', asksReceivedGuest: true }],
};

describe('asksReceivedGuest — the client to be received, where a service category asks for it', () => {
  it.each<[string, (string[] | null)[], boolean]>([
    ['a package for companies', [['empresas']], true],
    ['a family package', [['familias']], false],
    ['a category that says false', [['passageiros']], false],
    ['a cart mixing both', [['familias'], ['empresas']], true],
    ['an item without categories', [null], false],
    ['an empty cart', [], false],
  ])('%s', (_case, items, expected) => {
    expect(asksReceivedGuest(catalog, [hospitality], items)).toBe(expected);
  });

  it('only reads the services the catalogue appears under', () => {
    expect(asksReceivedGuest(catalog, [delivery], [['empresas']])).toBe(false);
    expect(catalogNeeds(catalog, [delivery]).receivedGuest).toBe(false);
    expect(catalogNeeds(catalog, [hospitality]).receivedGuest).toBe(true);
  });
});

describe('takesOneItemPerOrder — multipleItemsInShoppingCart false', () => {
  it('is true when a service of the catalogue says false, false otherwise', () => {
    expect(takesOneItemPerOrder(catalog, [hospitality])).toBe(true);
    expect(takesOneItemPerOrder(catalog, [{ ...hospitality, multipleItemsInShoppingCart: true }])).toBe(false);
    expect(takesOneItemPerOrder(catalog, [{ ...hospitality, multipleItemsInShoppingCart: null }])).toBe(false);
    expect(takesOneItemPerOrder(catalog, [delivery])).toBe(false);
  });
});
