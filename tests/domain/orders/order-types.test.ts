import { describe, expect, it } from 'vitest';
import { defaultOrder, emptyAddress, toOrderLineInputs, type CartEntry } from '@/src/domain/orders/order-types';

const EMPTY_ADDRESS = {
  country: '',
  zipCode: '',
  state: '',
  city: '',
  district: '',
  street: '',
  number: '',
  additionalInstructions: '',
};

describe('defaultOrder', () => {
  it('Order status starts as TEMPORARY, type default shopping, operation delivery now, param Ambiente=Plataforma', () => {
    expect(defaultOrder()).toEqual({
      ownerId: null,
      catalogId: null,
      customer: {
        name: '',
        identityDocument: '',
        identityDocumentType: 'CPF',
        phone: '',
        email: '',
        address: EMPTY_ADDRESS,
      },
      status: 'TEMPORARY',
      type: 'shopping',
      items: [],
      payment: { method: '', methodId: '', paymentReceipt: null },
      pickUpAddress: EMPTY_ADDRESS,
      orderFinalized: false,
      params: [{ key: 'Ambiente', value: 'Plataforma' }],
      operationWay: { type: 'delivery', time: 'now' },
      globalSubitens: [],
      displayedWarningOfOrderInProgress: false,
      districtFoundByMaps: false,
      streetFoundByMaps: false,
      melhorEnvioShipment: null,
    });
  });

  it('each default order is a fresh object (no shared mutable defaults)', () => {
    const a = defaultOrder();
    const b = defaultOrder();
    a.items.push({ item: { id: 'x', subitems: [] }, quantity: 1, categoryId: 'c', itemId: 'x' });
    a.params[0].value = 'Outro';
    a.customer.address.city = 'Guarulhos';
    expect(b.items).toEqual([]);
    expect(b.params).toEqual([{ key: 'Ambiente', value: 'Plataforma' }]);
    expect(b.customer.address.city).toBe('');
    expect(b.pickUpAddress).not.toBe(b.customer.address);
  });

  it('address has the fields country, zipCode, state, city, district, street, number, additionalInstructions', () => {
    expect(emptyAddress()).toEqual(EMPTY_ADDRESS);
  });
});

describe('toOrderLineInputs', () => {
  const plain: CartEntry = { item: { id: 'i1', subitems: [] }, quantity: 2, categoryId: 'c1', itemId: 'i1' };
  const full: CartEntry = {
    item: {
      id: 'i2',
      subitems: [
        { subcategory: { id: 's1' }, subitem: { id: 'a' } },
        { subcategory: { id: 's2' }, subitem: { id: 'b' }, quantity: 3 },
      ],
      interval: { start: '2024-05-01T10:00:00.000-03:00', end: '2024-05-03T10:00:00.000-03:00' },
      note: 'sem cebola',
    },
    quantity: 1,
    categoryId: 'c2',
    itemId: 'i2',
  };

  it.each<[string, CartEntry, object]>([
    [
      'A cart entry holds item, quantity, categoryId and itemId',
      plain,
      { categoryId: 'c1', itemId: 'i1', quantity: 2, subitems: [] },
    ],
    [
      'Cart line: subcategory.id and subitem.id (quantity 1 when absent), with interval and note',
      full,
      {
        categoryId: 'c2',
        itemId: 'i2',
        quantity: 1,
        subitems: [
          { subcategoryId: 's1', subitemId: 'a', quantity: 1 },
          { subcategoryId: 's2', subitemId: 'b', quantity: 3 },
        ],
        interval: { start: '2024-05-01T10:00:00.000-03:00', end: '2024-05-03T10:00:00.000-03:00' },
        note: 'sem cebola',
      },
    ],
    [
      'an empty note is not sent',
      { ...plain, item: { ...plain.item, note: '' } },
      { categoryId: 'c1', itemId: 'i1', quantity: 2, subitems: [] },
    ],
  ])('%s', (_rule, entry, expected) => {
    expect(toOrderLineInputs([entry])).toStrictEqual([expected]);
  });

  it('maps every entry in order', () => {
    expect(toOrderLineInputs([plain, plain]).map((l) => l.itemId)).toEqual(['i1', 'i1']);
    expect(toOrderLineInputs([])).toEqual([]);
  });
});
