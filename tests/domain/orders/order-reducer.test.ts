import { describe, expect, it } from 'vitest';
import {
  addItem,
  changeQuantity,
  defaultOrder,
  findCartEntryIndex,
  orderReducer,
  removeItemAt,
  resetOrder,
  setGlobalSubcategories,
  setItems,
  setOrder,
  updateAddress,
  updateOrder,
  type AddItemPayload,
  type OrderAction,
} from '@/src/domain/orders/order-reducer';
import type { CartEntry, CartItem, Order, OrderGlobalSubcategory } from '@/src/domain/orders/order-types';

const item = (id: string, over: Partial<CartItem> = {}): CartItem => ({ id, subitems: [], ...over });
const entry = (itemId: string, categoryId: string, quantity: number, over: Partial<CartItem> = {}): CartEntry => ({
  item: item(itemId, over),
  quantity,
  categoryId,
  itemId,
});
/** An order already belonging to owner co1 and catalogue cat1. */
const owned = (items: CartEntry[], over: Partial<Order> = {}): Order => ({
  ...defaultOrder(),
  ownerId: 'co1',
  catalogId: 'cat1',
  items,
  ...over,
});
const add = (p: Partial<AddItemPayload> & { itemId: string }): OrderAction =>
  addItem({ ownerId: 'co1', catalogId: 'cat1', categoryId: 'lanches', item: item(p.itemId), ...p });

const GUARULHOS = {
  country: 'BR',
  zipCode: '07190-100',
  state: 'SP',
  city: 'Guarulhos',
  district: 'Cumbica',
  street: 'Rod. Hélio Smidt',
  number: 's/n',
  additionalInstructions: 'Portão 12',
};
const GLOBALS: OrderGlobalSubcategory[] = [
  { _id: 'g1', name: 'Bebidas', subitems: [{ _id: 's1', name: 'Água', price: 500 }] },
];

/** Deep-freezes a state so a mutating reducer would throw. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

describe('ADD_ITEM: a new order is initialised', () => {
  const previous = (): Order => ({
    ...owned([entry('pizza', 'pizzas', 2)]),
    customer: { ...defaultOrder().customer, name: 'Ana Souza', email: 'ana@example.com', address: GUARULHOS },
    params: [{ key: 'Ambiente', value: 'Totem' }],
    payment: { method: 'PIX', methodId: 'pm1', paymentReceipt: null },
    displayedWarningOfOrderInProgress: true,
    globalSubitens: GLOBALS,
  });
  const expectedNewOrder = (ownerId: string, catalogId: string): Order => ({
    ...defaultOrder(),
    ownerId,
    catalogId,
    customer: { ...defaultOrder().customer, address: GUARULHOS },
    displayedWarningOfOrderInProgress: true,
    globalSubitens: GLOBALS,
    items: [{ item: item('burger'), quantity: 1, categoryId: 'lanches', itemId: 'burger' }],
  });

  it.each<[string, Partial<Order>, Partial<AddItemPayload>]>([
    ['when no owner is set', { ownerId: null }, {}],
    ['when no catalogue is set', { catalogId: null }, {}],
    ['when the owner is empty', { ownerId: '' }, { ownerId: '' }],
    ['when the catalogue is empty', { catalogId: '' }, { catalogId: '' }],
    ['when the owner differs from the current one', {}, { ownerId: 'co2' }],
    ['when the catalogue differs from the current one', {}, { catalogId: 'cat2' }],
  ])(
    'A new order is initialised %s; the customer address and the in-progress warning flag are kept',
    (_when, state, payload) => {
      const before = frozen({ ...previous(), ...state });
      const after = orderReducer(before, add({ itemId: 'burger', ...payload }));
      expect(after).toEqual(expectedNewOrder(payload.ownerId ?? 'co1', payload.catalogId ?? 'cat1'));
    },
  );

  it('the same owner and catalogue keep the order and append the item', () => {
    const before = frozen(previous());
    const after = orderReducer(before, add({ itemId: 'burger' }));
    expect(after).toEqual({
      ...previous(),
      items: [
        entry('pizza', 'pizzas', 2),
        { item: item('burger'), quantity: 1, categoryId: 'lanches', itemId: 'burger' },
      ],
    });
  });
});

describe('ADD_ITEM: quantity', () => {
  it.each<[string, CartEntry[], AddItemPayload | OrderAction, CartEntry[]]>([
    [
      'Quantity changes by ADD (+1) (the default change)',
      [entry('burger', 'lanches', 1)],
      add({ itemId: 'burger' }),
      [entry('burger', 'lanches', 2)],
    ],
    [
      'Quantity changes by SUBTRACT (-1)',
      [entry('burger', 'lanches', 3)],
      add({ itemId: 'burger', change: { operation: 'SUBTRACT' } }),
      [entry('burger', 'lanches', 2)],
    ],
    [
      'Quantity changes by REPLACE (value)',
      [entry('burger', 'lanches', 3)],
      add({ itemId: 'burger', change: { operation: 'REPLACE', value: 6 } }),
      [entry('burger', 'lanches', 6)],
    ],
    [
      'Above max: set to max',
      [entry('lounge', 'vip', 2, { max: 2 })],
      add({ itemId: 'lounge', categoryId: 'vip', item: item('lounge', { max: 2 }) }),
      [entry('lounge', 'vip', 2, { max: 2 })],
    ],
    [
      'Below min: REPLACE gives min',
      [entry('combo', 'lanches', 4, { min: 2 })],
      add({ itemId: 'combo', item: item('combo', { min: 2 }), change: { operation: 'REPLACE', value: 1 } }),
      [entry('combo', 'lanches', 2, { min: 2 })],
    ],
    [
      'Below min: otherwise the lowered value is kept',
      [entry('combo', 'lanches', 2, { min: 2 })],
      add({ itemId: 'combo', item: item('combo', { min: 2 }), change: { operation: 'SUBTRACT' } }),
      [entry('combo', 'lanches', 1, { min: 2 })],
    ],
    [
      'Items whose quantity reaches 0 or less are removed',
      [entry('cafe', 'cafe', 1), entry('burger', 'lanches', 1), entry('suco', 'cafe', 1)],
      add({ itemId: 'burger', change: { operation: 'SUBTRACT' } }),
      [entry('cafe', 'cafe', 1), entry('suco', 'cafe', 1)],
    ],
    ['a new line starts at 1 for ADD', [], add({ itemId: 'burger' }), [entry('burger', 'lanches', 1)]],
    [
      'a new line starts at 1 for ADD even with min 0',
      [],
      add({ itemId: 'burger', item: item('burger', { min: 0 }) }),
      [entry('burger', 'lanches', 1, { min: 0 })],
    ],
    [
      'a new line starts at the REPLACE value',
      [],
      add({ itemId: 'burger', change: { operation: 'REPLACE', value: 3 } }),
      [entry('burger', 'lanches', 3)],
    ],
    [
      "a new line is raised to the item's min",
      [],
      add({ itemId: 'combo', item: item('combo', { min: 2 }) }),
      [entry('combo', 'lanches', 2, { min: 2 })],
    ],
    [
      "a new line is capped at the item's max",
      [],
      add({ itemId: 'locker', item: item('locker', { max: 4 }), change: { operation: 'REPLACE', value: 10 } }),
      [entry('locker', 'lanches', 4, { max: 4 })],
    ],
    [
      'a new line with REPLACE 0 gets min (Below min: REPLACE gives min)',
      [],
      add({ itemId: 'burger', change: { operation: 'REPLACE', value: 0 } }),
      [entry('burger', 'lanches', 1)],
    ],
    [
      "bounds come from the cart line's item",
      [entry('lounge', 'lanches', 2, { max: 2 })],
      add({ itemId: 'lounge' }),
      [entry('lounge', 'lanches', 2, { max: 2 })],
    ],
  ])('%s', (_rule, items, action, expected) => {
    const after = orderReducer(frozen(owned(items)), action as OrderAction);
    expect(after.items).toEqual(expected);
  });

  it('a new line whose quantity would be 0 (REPLACE 0, min 0) is not added', () => {
    const before = frozen(owned([]));
    const action = add({
      itemId: 'burger',
      item: item('burger', { min: 0 }),
      change: { operation: 'REPLACE', value: 0 },
    });
    expect(orderReducer(before, action)).toBe(before);
  });

  it('SUBTRACT on a line that is not in the cart changes nothing (not even the owner)', () => {
    const before = frozen(owned([entry('cafe', 'cafe', 1)]));
    expect(orderReducer(before, add({ itemId: 'burger', change: { operation: 'SUBTRACT' } }))).toBe(before);
    expect(orderReducer(before, add({ itemId: 'burger', ownerId: 'co2', change: { operation: 'SUBTRACT' } }))).toBe(
      before,
    );
  });
});

describe('ADD_ITEM: item lookup is by index, then by category plus item id, then by item id alone', () => {
  const cheddar = { subitems: [{ subcategory: { id: 'queijo' }, subitem: { id: 'cheddar' } }] };
  it.each<[string, CartEntry[], AddItemPayload | OrderAction, CartEntry[]]>([
    [
      'by index',
      [entry('burger', 'lanches', 1), entry('burger', 'lanches', 5, { note: 'bem passado' })],
      add({ itemId: 'burger', index: 1 }),
      [entry('burger', 'lanches', 1), entry('burger', 'lanches', 6, { note: 'bem passado' })],
    ],
    [
      'by index 0',
      [entry('burger', 'lanches', 1, { note: 'x' }), entry('burger', 'lanches', 5)],
      add({ itemId: 'burger', index: 0 }),
      [entry('burger', 'lanches', 2, { note: 'x' }), entry('burger', 'lanches', 5)],
    ],
    [
      'a stale index (another item there) falls back to the ids',
      [entry('cafe', 'cafe', 1), entry('burger', 'lanches', 1)],
      add({ itemId: 'burger', index: 0 }),
      [entry('cafe', 'cafe', 1), entry('burger', 'lanches', 2)],
    ],
    [
      'an index past the end falls back to the ids',
      [entry('burger', 'lanches', 1)],
      add({ itemId: 'burger', index: 3 }),
      [entry('burger', 'lanches', 2)],
    ],
    [
      'by category plus item id before item id alone',
      [entry('burger', 'destaques', 1), entry('burger', 'lanches', 1)],
      add({ itemId: 'burger' }),
      [entry('burger', 'destaques', 1), entry('burger', 'lanches', 2)],
    ],
    [
      'by item id alone when the category differs',
      [entry('cafe', 'cafe', 1), entry('burger', 'destaques', 1)],
      add({ itemId: 'burger' }),
      [entry('cafe', 'cafe', 1), entry('burger', 'destaques', 2)],
    ],
    [
      'other subitem choices make another line',
      [entry('burger', 'lanches', 1)],
      add({ itemId: 'burger', item: item('burger', cheddar) }),
      [entry('burger', 'lanches', 1), entry('burger', 'lanches', 1, cheddar)],
    ],
    [
      'other choices in the same category make another line, even if an id-only match exists',
      [entry('burger', 'destaques', 1, cheddar), entry('burger', 'lanches', 1)],
      add({ itemId: 'burger', item: item('burger', cheddar) }),
      [entry('burger', 'destaques', 2, cheddar), entry('burger', 'lanches', 1)],
    ],
    [
      'the same choices in another order are the same line',
      [
        entry('burger', 'lanches', 1, {
          subitems: [
            { subcategory: { id: 'a' }, subitem: { id: '1' } },
            { subcategory: { id: 'b' }, subitem: { id: '2' }, quantity: 1 },
          ],
        }),
      ],
      add({
        itemId: 'burger',
        item: item('burger', {
          subitems: [
            { subcategory: { id: 'b' }, subitem: { id: '2' } },
            { subcategory: { id: 'a' }, subitem: { id: '1' } },
          ],
        }),
      }),
      [
        entry('burger', 'lanches', 2, {
          subitems: [
            { subcategory: { id: 'a' }, subitem: { id: '1' } },
            { subcategory: { id: 'b' }, subitem: { id: '2' }, quantity: 1 },
          ],
        }),
      ],
    ],
    [
      'another subitem quantity makes another line',
      [entry('burger', 'lanches', 1, { subitems: [{ subcategory: { id: 'a' }, subitem: { id: '1' }, quantity: 2 }] })],
      add({
        itemId: 'burger',
        item: item('burger', { subitems: [{ subcategory: { id: 'a' }, subitem: { id: '1' } }] }),
      }),
      [
        entry('burger', 'lanches', 1, { subitems: [{ subcategory: { id: 'a' }, subitem: { id: '1' }, quantity: 2 }] }),
        entry('burger', 'lanches', 1, { subitems: [{ subcategory: { id: 'a' }, subitem: { id: '1' } }] }),
      ],
    ],
    [
      'another note makes another line',
      [entry('burger', 'lanches', 1, { note: 'sem cebola' })],
      add({ itemId: 'burger' }),
      [entry('burger', 'lanches', 1, { note: 'sem cebola' }), entry('burger', 'lanches', 1)],
    ],
    [
      'two different notes make two lines',
      [entry('burger', 'lanches', 1, { note: 'sem cebola' })],
      add({ itemId: 'burger', item: item('burger', { note: 'sem tomate' }) }),
      [entry('burger', 'lanches', 1, { note: 'sem cebola' }), entry('burger', 'lanches', 1, { note: 'sem tomate' })],
    ],
    [
      'an empty note is no note',
      [entry('burger', 'lanches', 1, { note: '' })],
      add({ itemId: 'burger' }),
      [entry('burger', 'lanches', 2, { note: '' })],
    ],
    [
      'without an index, a line with other choices at position 1 is not taken',
      [entry('cafe', 'cafe', 1), entry('burger', 'lanches', 1, { note: 'n' })],
      add({ itemId: 'burger' }),
      [entry('cafe', 'cafe', 1), entry('burger', 'lanches', 1, { note: 'n' }), entry('burger', 'lanches', 1)],
    ],
    [
      'another item of the same category is another line',
      [entry('cafe', 'lanches', 1)],
      add({ itemId: 'burger' }),
      [entry('cafe', 'lanches', 1), entry('burger', 'lanches', 1)],
    ],
    [
      'another interval start makes another line',
      [entry('locker', 'lanches', 1, { interval: { start: 'a', end: 'b' } })],
      add({ itemId: 'locker', item: item('locker', { interval: { start: 'z', end: 'b' } }) }),
      [
        entry('locker', 'lanches', 1, { interval: { start: 'a', end: 'b' } }),
        entry('locker', 'lanches', 1, { interval: { start: 'z', end: 'b' } }),
      ],
    ],
    [
      'another interval end makes another line',
      [entry('locker', 'lanches', 1, { interval: { start: 'a', end: 'b' } })],
      add({ itemId: 'locker', item: item('locker', { interval: { start: 'a', end: 'z' } }) }),
      [
        entry('locker', 'lanches', 1, { interval: { start: 'a', end: 'b' } }),
        entry('locker', 'lanches', 1, { interval: { start: 'a', end: 'z' } }),
      ],
    ],
  ])('%s', (_rule, items, action, expected) => {
    expect(orderReducer(frozen(owned(items)), action as OrderAction).items).toEqual(expected);
  });

  it.each<[string, CartEntry[], Parameters<typeof findCartEntryIndex>[1], number]>([
    [
      'not found gives -1',
      [entry('cafe', 'cafe', 1)],
      { itemId: 'burger', categoryId: 'lanches', item: item('burger') },
      -1,
    ],
    [
      'by item id alone',
      [entry('cafe', 'cafe', 1), entry('burger', 'destaques', 1)],
      { itemId: 'burger', categoryId: 'lanches', item: item('burger') },
      1,
    ],
    [
      'by index',
      [entry('burger', 'lanches', 1), entry('burger', 'lanches', 1, { note: 'n' })],
      { index: 1, itemId: 'burger', categoryId: 'lanches', item: item('burger') },
      1,
    ],
  ])('findCartEntryIndex: %s', (_rule, items, target, expected) => {
    expect(findCartEntryIndex(items, target)).toBe(expected);
  });
});

describe('ADD_ITEM: single-item cart (multipleItemsInShoppingCart false)', () => {
  it.each<[string, boolean | undefined, CartEntry[], CartEntry[]]>([
    [
      'adding another item replaces the cart',
      false,
      [entry('lounge', 'vip', 1), entry('taxi', 'vip', 1)],
      [entry('locker', 'lanches', 1)],
    ],
    [
      'multiple items allowed: appended',
      true,
      [entry('lounge', 'vip', 1)],
      [entry('lounge', 'vip', 1), entry('locker', 'lanches', 1)],
    ],
    [
      'flag absent: multiple items (the delivery default)',
      undefined,
      [entry('lounge', 'vip', 1)],
      [entry('lounge', 'vip', 1), entry('locker', 'lanches', 1)],
    ],
  ])('%s', (_rule, multiple, items, expected) => {
    const after = orderReducer(frozen(owned(items)), add({ itemId: 'locker', multipleItemsInShoppingCart: multiple }));
    expect(after.items).toEqual(expected);
  });

  it('the item already in a single-item cart changes quantity instead', () => {
    const after = orderReducer(
      frozen(owned([entry('lounge', 'vip', 1)])),
      add({ itemId: 'lounge', categoryId: 'vip', multipleItemsInShoppingCart: false }),
    );
    expect(after.items).toEqual([entry('lounge', 'vip', 2)]);
  });
});

describe('other order actions', () => {
  const base = (): Order =>
    owned([entry('burger', 'lanches', 2)], { customer: { ...defaultOrder().customer, address: GUARULHOS } });

  it.each<[string, OrderAction, Order]>([
    [
      'set items: a list replaces the items',
      setItems([entry('a', 'c', 1), entry('b', 'c', 2)]),
      { ...base(), items: [entry('a', 'c', 1), entry('b', 'c', 2)] },
    ],
    ['set items: a single item replaces all', setItems(entry('a', 'c', 1)), { ...base(), items: [entry('a', 'c', 1)] }],
    ['set items: an empty list empties the cart', setItems([]), { ...base(), items: [] }],
    [
      'update order merges fields',
      updateOrder({ status: 'PLACED', orderFinalized: true }),
      { ...base(), status: 'PLACED', orderFinalized: true },
    ],
    [
      'update address merges into customer.address',
      updateAddress({ number: '100', additionalInstructions: '' }),
      {
        ...base(),
        customer: { ...base().customer, address: { ...GUARULHOS, number: '100', additionalInstructions: '' } },
      },
    ],
    [
      'set global subcategories fills globalSubitens',
      setGlobalSubcategories(GLOBALS),
      { ...base(), globalSubitens: GLOBALS },
    ],
    ['reset to default', resetOrder(), defaultOrder()],
    [
      'set order replaces the order',
      setOrder({ ...defaultOrder(), ownerId: 'x', catalogId: 'y' }),
      { ...defaultOrder(), ownerId: 'x', catalogId: 'y' },
    ],
    [
      'set order fills fields a stored order lacks with the defaults',
      setOrder({ ownerId: 'x', status: 'PLACED' }),
      { ...defaultOrder(), ownerId: 'x', status: 'PLACED' },
    ],
  ])('%s', (_rule, action, expected) => {
    expect(orderReducer(frozen(base()), action)).toEqual(expected);
  });

  it('set items and set global subcategories copy the list given', () => {
    const list = [entry('a', 'c', 1)];
    const globals = [...GLOBALS];
    const after = orderReducer(base(), setItems(list));
    const after2 = orderReducer(base(), setGlobalSubcategories(globals));
    list.push(entry('b', 'c', 1));
    globals.pop();
    expect(after.items).toHaveLength(1);
    expect(after2.globalSubitens).toHaveLength(1);
  });

  it('An unknown action type throws "Unknown order action: X"', () => {
    expect(() => orderReducer(base(), { type: 'CLEAR_CART' } as unknown as OrderAction)).toThrow(
      new Error('Unknown order action: CLEAR_CART'),
    );
  });
});

describe('action creators', () => {
  const cart = owned([entry('burger', 'lanches', 2, { max: 3 }), entry('cafe', 'cafe', 1)]);

  it.each<[string, () => OrderAction, OrderAction]>([
    ['set order', () => setOrder({ ownerId: 'x' }), { type: 'SET_ORDER', payload: { ownerId: 'x' } }],
    ['set items', () => setItems([]), { type: 'SET_ITEMS', payload: [] }],
    ['update order', () => updateOrder({ type: 'shopping' }), { type: 'UPDATE_ORDER', payload: { type: 'shopping' } }],
    [
      'update address',
      () => updateAddress({ city: 'Guarulhos' }),
      { type: 'UPDATE_ADDRESS', payload: { city: 'Guarulhos' } },
    ],
    ['set global subcategories', () => setGlobalSubcategories([]), { type: 'SET_GLOBAL_SUBCATEGORIES', payload: [] }],
    ['reset', () => resetOrder(), { type: 'RESET' }],
    [
      'change quantity of the line at an index',
      () => changeQuantity(cart, 0, { operation: 'SUBTRACT' }),
      {
        type: 'ADD_ITEM',
        payload: {
          ownerId: 'co1',
          catalogId: 'cat1',
          categoryId: 'lanches',
          itemId: 'burger',
          item: item('burger', { max: 3 }),
          change: { operation: 'SUBTRACT' },
          index: 0,
        },
      },
    ],
    [
      'remove the line at an index',
      () => removeItemAt(cart, 0),
      { type: 'SET_ITEMS', payload: [entry('cafe', 'cafe', 1)] },
    ],
  ])('%s', (_name, create, expected) => {
    expect(create()).toEqual(expected);
  });

  it('changeQuantity drives the reducer: ADD past max stays at max, SUBTRACT to 0 removes', () => {
    const more = orderReducer(cart, changeQuantity(cart, 0, { operation: 'REPLACE', value: 9 }));
    expect(more.items[0].quantity).toBe(3);
    const one = owned([entry('cafe', 'cafe', 1)]);
    expect(orderReducer(one, changeQuantity(one, 0, { operation: 'SUBTRACT' })).items).toEqual([]);
  });

  it('changeQuantity on an order without owner sends empty ids', () => {
    const anonymous: Order = { ...cart, ownerId: null, catalogId: null };
    const action = changeQuantity(anonymous, 1, { operation: 'ADD' });
    expect(action).toMatchObject({ payload: { ownerId: '', catalogId: '', itemId: 'cafe' } });
  });

  it('changeQuantity with no line at the index throws', () => {
    expect(() => changeQuantity(cart, 2, { operation: 'ADD' })).toThrow(new RangeError('No cart entry at index 2'));
  });
});
