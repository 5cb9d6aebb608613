import { describe, expect, it } from 'vitest';
import {
  indexShared,
  resolveSubcategories,
  resolveSubcategory,
  resolveSubitem,
  type SubcategoryRecord,
  type SubitemRecord,
} from '@/src/domain/pricing/shared-records';

const ketchup: SubitemRecord = {
  _id: 'gs-ketchup',
  name: 'Ketchup',
  type: 'SAUCE',
  description: 'Clássico',
  img: 'ketchup.png',
  price: 200,
  promo: 10,
  promoType: 'PERCENT',
  params: [{ _id: 'p1', label: 'Sachê', value: '1', status: 'PUBLIC' }],
  status: 'PUBLIC',
  quantity: 5,
  progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 10 },
  acceptedPaymentMethods: ['PIX'],
  translations: { en: { name: 'Ketchup' }, es: { name: 'Kétchup' } },
  modifiers: ['global-modifier'],
};
const mustard: SubitemRecord = { _id: 'gs-mustard', name: 'Mostarda', price: 150, status: 'PUBLIC' };
const sauces: SubcategoryRecord = {
  _id: 'g-sauces',
  name: 'Molhos',
  type: 'CHECKBOX',
  min: 1,
  max: 3,
  repeat: false,
  status: 'PUBLIC',
  api: { source: 'pos' },
  translations: { en: { name: 'Sauces' }, es: { name: 'Salsas' } },
  modifiers: ['global-sub-modifier'],
  subitems: [ketchup, mustard],
};
const drinks: SubcategoryRecord = {
  _id: 'g-drinks',
  name: 'Bebidas',
  min: 0,
  max: 1,
  subitems: [{ _id: 'gs-water', name: 'Água', price: 500 }],
};
const globals = [sauces, drinks];
const index = indexShared(globals);

describe('resolveSubitem', () => {
  it('A subitem without fk is its own record', () => {
    const local: SubitemRecord = { _id: 'l1', name: 'Bacon', price: 400 };
    expect(resolveSubitem(local, index.subitems)).toBe(local);
  });

  it('A subitem with fk inherits its fields from the referenced shared record (keeping its own _id and fk)', () => {
    expect(resolveSubitem({ _id: 'l1', fk: 'gs-ketchup' }, index.subitems)).toEqual({
      ...ketchup,
      _id: 'l1',
      fk: 'gs-ketchup',
    });
  });

  it('A subitem with fk may point at a shared subitem of any shared subcategory', () => {
    expect(resolveSubitem({ _id: 'l2', fk: 'gs-water' }, index.subitems)).toEqual({
      _id: 'l2',
      fk: 'gs-water',
      name: 'Água',
      price: 500,
    });
  });

  it.each<[string, Partial<SubitemRecord>]>([
    ['name', { name: 'Ketchup da casa' }],
    ['price', { price: 350 }],
    ['promo', { promo: 20 }],
    ['promo 0 (present: removes the shared promo)', { promo: 0 }],
    ['promoType', { promoType: 'FIXED_PRICE' }],
    ['acceptedPaymentMethods', { acceptedPaymentMethods: ['STRIPE', 'CASH'] }],
    ['modifiers', { modifiers: ['local-modifier'] }],
  ])(
    'Only fk, name, modifiers, price, promo, promoType and acceptedPaymentMethods may override: %s overrides',
    (_name, override) => {
      expect(resolveSubitem({ _id: 'l1', fk: 'gs-ketchup', ...override }, index.subitems)).toEqual({
        ...ketchup,
        _id: 'l1',
        fk: 'gs-ketchup',
        ...override,
      });
    },
  );

  it.each<[string, Partial<SubitemRecord>]>([
    ['type', { type: 'OTHER' }],
    ['description', { description: 'Local' }],
    ['img', { img: 'local.png' }],
    ['params', { params: [] }],
    ['status', { status: 'BLOCKED' }],
    ['quantity', { quantity: 99 }],
    ['progressiveDiscount', { progressiveDiscount: { maxItemQuantity: 9, discountInPercent: 50 } }],
  ])('A subitem with fk inherits its fields; other local fields are ignored: %s', (_name, ignored) => {
    expect(resolveSubitem({ _id: 'l1', fk: 'gs-ketchup', ...ignored }, index.subitems)).toEqual({
      ...ketchup,
      _id: 'l1',
      fk: 'gs-ketchup',
    });
  });

  it('A null local field is not an override (the shared value stays)', () => {
    expect(
      resolveSubitem({ _id: 'l1', fk: 'gs-ketchup', price: null, name: null, promo: null }, index.subitems),
    ).toEqual({
      ...ketchup,
      _id: 'l1',
      fk: 'gs-ketchup',
    });
  });

  it('A subitem whose fk names no shared record is kept as stored and flagged', () => {
    expect(resolveSubitem({ _id: 'l1', fk: 'gone', name: 'Antigo', price: 100 }, index.subitems)).toEqual({
      _id: 'l1',
      fk: 'gone',
      name: 'Antigo',
      price: 100,
      unresolvedFk: true,
    });
  });

  it('An empty fk means no reference', () => {
    const local: SubitemRecord = { _id: 'l1', fk: '', name: 'Bacon' };
    expect(resolveSubitem(local, index.subitems)).toBe(local);
  });
});

describe('resolveSubcategory', () => {
  it('A subcategory without fk keeps its fields; each subitem resolves on its own fk', () => {
    const local: SubcategoryRecord = {
      _id: 'c1',
      name: 'Extras',
      min: 0,
      max: 2,
      subitems: [
        { _id: 's1', name: 'Bacon', price: 400 },
        { _id: 's2', fk: 'gs-mustard', price: 100 },
        { _id: 's3', fk: 'gone' },
      ],
    };
    expect(resolveSubcategory(local, index)).toEqual({
      _id: 'c1',
      name: 'Extras',
      min: 0,
      max: 2,
      subitems: [
        { _id: 's1', name: 'Bacon', price: 400 },
        { _id: 's2', fk: 'gs-mustard', name: 'Mostarda', price: 100, status: 'PUBLIC' },
        { _id: 's3', fk: 'gone', unresolvedFk: true },
      ],
    });
  });

  it('A subcategory without fk nor subitems stays without subitems', () => {
    expect(resolveSubcategory({ _id: 'c1', name: 'Vazio' }, index)).toEqual({ _id: 'c1', name: 'Vazio' });
  });

  it('A subcategory with fk inherits every field and the shared subitems; only name and modifiers override', () => {
    const local: SubcategoryRecord = {
      _id: 'c2',
      fk: 'g-sauces',
      name: 'Molhos do chef',
      modifiers: ['local-modifier'],
      min: 0,
      max: 9,
      repeat: true,
      status: 'BLOCKED',
      type: 'RADIO',
      translations: { en: { name: 'Chef sauces' } },
    };
    expect(resolveSubcategory(local, index)).toEqual({
      ...sauces,
      _id: 'c2',
      fk: 'g-sauces',
      name: 'Molhos do chef',
      modifiers: ['local-modifier'],
      translations: { en: { name: 'Chef sauces' } },
    });
  });

  it("A subitem's local translations go with its local name", () => {
    expect(
      resolveSubitem(
        { _id: 'l1', fk: 'gs-ketchup', name: 'Catchup da casa', translations: { en: { name: 'House ketchup' } } },
        index.subitems,
      ),
    ).toEqual({
      ...ketchup,
      _id: 'l1',
      fk: 'gs-ketchup',
      name: 'Catchup da casa',
      translations: { en: { name: 'House ketchup' } },
    });
  });

  it('A subcategory with fk keeps the shared name and its translations when its own translations are empty (as imported)', () => {
    expect(resolveSubcategory({ _id: 'c2', fk: 'g-sauces', translations: {} }, index)).toEqual({
      ...sauces,
      _id: 'c2',
      fk: 'g-sauces',
    });
    expect(resolveSubitem({ _id: 'l1', fk: 'gs-ketchup', translations: { en: undefined } }, index.subitems)).toEqual({
      ...ketchup,
      _id: 'l1',
      fk: 'gs-ketchup',
    });
  });

  it('A record that renames itself without translations shows its own name in every language, not the shared one’s', () => {
    expect(
      resolveSubitem({ _id: 'l1', fk: 'gs-ketchup', name: 'Catchup da casa', translations: {} }, index.subitems),
    ).toEqual({ ...ketchup, _id: 'l1', fk: 'gs-ketchup', name: 'Catchup da casa', translations: {} });
  });

  it('A subcategory with fk and no local overrides is the shared one under its own _id', () => {
    expect(resolveSubcategory({ _id: 'c2', fk: 'g-sauces' }, index)).toEqual({ ...sauces, _id: 'c2', fk: 'g-sauces' });
  });

  it('Local subitems of an inheriting subcategory only patch allowed fields of the shared subitems they name', () => {
    const local: SubcategoryRecord = {
      _id: 'c2',
      fk: 'g-sauces',
      subitems: [
        { _id: 'x1', fk: 'gs-ketchup', price: 250, description: 'ignored' },
        { _id: 'gs-mustard', promo: 50, promoType: 'REAL', status: 'BLOCKED' },
        { _id: 'x3', name: 'Maionese', price: 300 },
      ],
    };
    expect(resolveSubcategory(local, index)).toEqual({
      ...sauces,
      _id: 'c2',
      fk: 'g-sauces',
      subitems: [
        { ...ketchup, price: 250 },
        { ...mustard, promo: 50, promoType: 'REAL' },
      ],
    });
  });

  it('A shared subcategory without subitems gives an empty list', () => {
    const bare = indexShared<SubitemRecord, SubcategoryRecord>([{ _id: 'g-bare', name: 'Nada', subitems: null }]);
    expect(resolveSubcategory({ _id: 'c3', fk: 'g-bare' }, bare)).toEqual({
      _id: 'c3',
      fk: 'g-bare',
      name: 'Nada',
      subitems: [],
    });
  });

  it('A subcategory whose fk names no shared record is kept as stored and flagged; its subitems still resolve', () => {
    expect(
      resolveSubcategory({ _id: 'c4', fk: 'gone', name: 'Antigo', subitems: [{ _id: 's1', fk: 'gs-water' }] }, index),
    ).toEqual({
      _id: 'c4',
      fk: 'gone',
      name: 'Antigo',
      subitems: [{ _id: 's1', fk: 'gs-water', name: 'Água', price: 500 }],
      unresolvedFk: true,
    });
  });
});

describe('indexShared and resolveSubcategories', () => {
  it('Indexes shared subcategories and their subitems by _id; the first record wins on duplicates', () => {
    const dup = indexShared([
      { _id: 'g1', name: 'First', subitems: [{ _id: 'si', name: 'First item' }] },
      { _id: 'g1', name: 'Second', subitems: [{ _id: 'si', name: 'Second item' }] },
      { _id: 'g2', name: 'No items' },
    ]);
    expect(dup.subcategories.get('g1')?.name).toBe('First');
    expect(dup.subitems.get('si')?.name).toBe('First item');
    expect([...dup.subcategories.keys()]).toEqual(['g1', 'g2']);
    expect([...dup.subitems.keys()]).toEqual(['si']);
  });

  it('Resolves every subcategory of an item against the shared subcategories', () => {
    expect(
      resolveSubcategories(
        [
          { _id: 'c1', fk: 'g-drinks', name: 'Para beber' },
          { _id: 'c2', name: 'Local' },
        ],
        globals,
      ),
    ).toEqual([
      { ...drinks, _id: 'c1', fk: 'g-drinks', name: 'Para beber' },
      { _id: 'c2', name: 'Local' },
    ]);
  });
});

describe('overrides of a record that keeps the shared name', () => {
  it('brings its own translations when it gives some', () => {
    const local: SubitemRecord = { _id: 'l1', fk: 'gs-ketchup', translations: { en: { name: 'Hot ketchup' } } };
    expect(resolveSubitem(local, index.subitems).translations).toEqual({ en: { name: 'Hot ketchup' } });
  });

  it('keeps the shared translations when its name is null and it gives none', () => {
    const local = { _id: 'l1', fk: 'gs-ketchup', name: null, translations: {} } as unknown as SubitemRecord;
    expect(resolveSubitem(local, index.subitems).translations).toEqual(ketchup.translations);
  });

  it('overrides a list with an empty one: an empty list is set, unlike empty translations', () => {
    const local: SubitemRecord = { _id: 'l1', fk: 'gs-ketchup', acceptedPaymentMethods: [], modifiers: [] };
    expect(resolveSubitem(local, index.subitems)).toMatchObject({ acceptedPaymentMethods: [], modifiers: [] });
  });
});
