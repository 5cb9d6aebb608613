/** The methods a cart may be paid with: active catalogue methods that every item and chosen subitem accepts. */
import { describe, expect, it } from 'vitest';
import { acceptedPaymentMethods, acceptsMethod, findAcceptedMethod } from '@/src/domain/payments/accepted-methods';

const catalog = [
  { _id: 'm1', method: 'PIX', type: 'ONLINE', status: 'ACTIVE', ref: { key: 'loja@example.com' } },
  { _id: 'm2', method: 'STRIPE', type: 'ONLINE', status: 'ACTIVE' },
  { _id: 'm3', method: 'LINK', type: 'ONLINE', status: 'INACTIVE' },
  { _id: 'm4', method: 'CASH', type: 'IN_PERSON', status: 'ACTIVE' },
  { _id: 'm5', method: 'POSP_CREDIT', type: 'IN_PERSON' },
];
const methods = (lines: Parameters<typeof acceptedPaymentMethods>[1]) =>
  acceptedPaymentMethods(catalog, lines).map((m) => m.method);

describe('acceptedPaymentMethods', () => {
  it('offers the active methods, in the catalogue order, when no item restricts them', () => {
    expect(methods([{}, { acceptedPaymentMethods: null }, { acceptedPaymentMethods: [] }])).toEqual([
      'PIX',
      'STRIPE',
      'CASH',
      'POSP_CREDIT',
    ]);
  });
  it('flags the in-person methods and keeps the catalogue entry (ref)', () => {
    const accepted = acceptedPaymentMethods(catalog, []);
    expect(accepted.map((m) => [m.method, m.inPerson])).toEqual([
      ['PIX', false],
      ['STRIPE', false],
      ['CASH', true],
      ['POSP_CREDIT', true],
    ]);
    expect(accepted[0].ref).toEqual({ key: 'loja@example.com' });
  });
  it('intersects the lists of every item and chosen subitem', () => {
    expect(
      methods([
        { acceptedPaymentMethods: ['PIX', 'CASH', 'LINK'] },
        { acceptedPaymentMethods: ['CASH', 'PIX', 'STRIPE'] },
      ]),
    ).toEqual(['PIX', 'CASH']);
    expect(
      methods([
        {
          acceptedPaymentMethods: ['PIX', 'CASH'],
          subitems: [{ acceptedPaymentMethods: null }, { acceptedPaymentMethods: ['CASH'] }],
        },
      ]),
    ).toEqual(['CASH']);
  });
  it('never offers an inactive method an item asks for, and can leave nothing', () => {
    expect(methods([{ acceptedPaymentMethods: ['LINK'] }])).toEqual([]);
    expect(methods([{ acceptedPaymentMethods: ['PIX'] }, { acceptedPaymentMethods: ['CASH'] }])).toEqual([]);
  });
  it('reads the status in any case, as the import may write it', () => {
    expect(
      acceptedPaymentMethods(
        [
          { _id: 'x', method: 'PIX', status: 'active' },
          { _id: 'y', method: 'CASH', status: 'inactive' },
        ],
        [],
      ).map((m) => m.method),
    ).toEqual(['PIX']);
  });
  it('offers only in-person methods to an attendant', () => {
    expect(acceptedPaymentMethods(catalog, [], { inPersonOnly: true }).map((m) => m.method)).toEqual([
      'CASH',
      'POSP_CREDIT',
    ]);
  });
  it('leaves out every card method when no card processor can charge them (cards fail closed)', () => {
    const withCards = [...catalog, { _id: 'm6', method: 'ZOOP_CREDIT' }];
    expect(acceptedPaymentMethods(withCards, [], { cardsAvailable: false }).map((m) => m.method)).toEqual([
      'PIX',
      'CASH',
      'POSP_CREDIT',
    ]);
    expect(acceptedPaymentMethods(withCards, [], { cardsAvailable: true }).map((m) => m.method)).toEqual([
      'PIX',
      'STRIPE',
      'CASH',
      'POSP_CREDIT',
      'ZOOP_CREDIT',
    ]);
    expect(findAcceptedMethod(withCards, [], { method: 'STRIPE' }, { cardsAvailable: false })).toBeNull();
    expect(acceptsMethod(withCards, [], 'ZOOP_CREDIT', { cardsAvailable: false })).toBe(false);
  });
  it('checks a method a shopper sends', () => {
    expect(acceptsMethod(catalog, [{ acceptedPaymentMethods: ['PIX'] }], 'PIX')).toBe(true);
    expect(acceptsMethod(catalog, [{ acceptedPaymentMethods: ['PIX'] }], 'CASH')).toBe(false);
    expect(acceptsMethod(catalog, [], 'LINK')).toBe(false);
  });
});

describe('findAcceptedMethod', () => {
  it('finds the entry by id (its method must match) or by method, only among the accepted ones', () => {
    expect(findAcceptedMethod(catalog, [], { methodId: 'm1', method: 'PIX' })).toMatchObject({
      _id: 'm1',
      ref: { key: 'loja@example.com' },
      inPerson: false,
    });
    expect(findAcceptedMethod(catalog, [], { method: 'CASH' })).toMatchObject({ _id: 'm4', inPerson: true });
    expect(findAcceptedMethod(catalog, [], { methodId: 'm1', method: 'CASH' })).toBeNull();
    expect(findAcceptedMethod(catalog, [], { methodId: 'm3' })).toBeNull();
    expect(findAcceptedMethod(catalog, [{ acceptedPaymentMethods: ['CASH'] }], { methodId: 'm1' })).toBeNull();
    expect(findAcceptedMethod(catalog, [], {})).toBeNull();
  });
});

describe('acceptsMethod with several accepted', () => {
  it('accepts any one of them', () => {
    expect(acceptsMethod(catalog, [{}], 'CASH')).toBe(true);
    expect(acceptsMethod(catalog, [{ acceptedPaymentMethods: ['PIX', 'CASH'] }], 'PIX')).toBe(true);
  });
});
