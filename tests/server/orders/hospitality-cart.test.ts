/**
 * Hospitality orders on the server (issue 15, point 11), through GraphQL on the seeded demo: a package for
 * companies needs the name of the client to be received (RECEIVED_GUEST_REQUIRED without it, translated), a family
 * or passenger package does not; a service whose `multipleItemsInShoppingCart` is false (hospitality) takes one line
 * per order, as its cart does (SINGLE_ITEM_PER_ORDER), while a restaurant takes several. The online gateway is a
 * stand-in that approves (named so: the adapters have their own tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, codesOf, CREATE, MY_ORDERS } from './orders-fixture';
import { approvingGateway } from '@/tests/support/approving-gateway';

const approving = approvingGateway;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const WEDNESDAY_NOON = '2026-11-25T12:00:00.000-03:00';
const line = (category: string, itemId: string, quantity = 1) => ({
  categoryId: `aero-hospitalidade-${category}`,
  itemId,
  quantity,
});
const booking = (items: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) => ({
  catalogId: 'aero-hospitalidade',
  items,
  operationWay: { type: 'booking', time: 'schedule', scheduledFor: WEDNESDAY_NOON },
  customer: {
    name: 'Ana Souza',
    email: 'ana@empresa.test',
    phone: '11999998888',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
  ...extra,
});
const place = (input: Record<string, unknown>, clientId: string, lang?: string) =>
  call(CREATE, { host: AERO, clientId, lang, variables: { input, key: `key-${crypto.randomUUID()}` } });

describe('hospitality: the client to be received', () => {
  it('a package for companies is refused without the name, in the shopper language, and placed with it', async () => {
    useOrderPaymentGateway(approving);
    const clientId = 'browser-corporate-01';
    const missing = await place(booking([line('empresas', 'aero-hospitalidade-08')]), clientId);
    expect(codesOf(missing)).toEqual(['RECEIVED_GUEST_REQUIRED']);
    expect(missing.errors![0].message).toBe('Informe o nome do cliente a ser recepcionado.');
    expect(missing.errors![0].extensions).toMatchObject({ path: 'receivedGuest' });
    const blank = await place(
      booking([line('empresas', 'aero-hospitalidade-09')], { receivedGuest: '  x ' }),
      clientId,
      'en',
    );
    expect(codesOf(blank)).toEqual(['RECEIVED_GUEST_REQUIRED']);
    expect(blank.errors![0].message).toBe('Enter the name of the client to be received.');
    expect((await call(MY_ORDERS, { host: AERO, clientId })).data!.myOrders).toEqual([]);

    const placed = await place(
      booking([line('empresas', 'aero-hospitalidade-08')], { receivedGuest: 'Sr. Carlos Lima' }),
      clientId,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.receivedGuest).toBe('Sr. Carlos Lima');
  });

  it('a family or passenger package asks for no name', async () => {
    useOrderPaymentGateway(approving);
    for (const [category, itemId] of [
      ['familias', 'aero-hospitalidade-04'],
      ['passageiros', 'aero-hospitalidade-01'],
      ['executivos', 'aero-hospitalidade-06'],
    ]) {
      const placed = await place(booking([line(category, itemId)]), 'browser-family-0001');
      expect(placed.errors, itemId).toBeUndefined();
      expect(placed.data!.createOrder.receivedGuest).toBeNull();
    }
  });
});

describe('hospitality: one package per order', () => {
  it('refuses a second line, whatever it is, and takes one line of several people', async () => {
    useOrderPaymentGateway(approving);
    const clientId = 'browser-single-0001';
    const two = await place(
      booking([line('passageiros', 'aero-hospitalidade-01'), line('familias', 'aero-hospitalidade-05')]),
      clientId,
    );
    expect(codesOf(two)).toEqual(['SINGLE_ITEM_PER_ORDER']);
    expect(two.errors![0].message).toMatch(/um pacote por pedido/);
    const same = await place(
      booking([line('passageiros', 'aero-hospitalidade-01'), line('passageiros', 'aero-hospitalidade-01')]),
      clientId,
      'es',
    );
    expect(codesOf(same)).toEqual(['SINGLE_ITEM_PER_ORDER']);
    expect(same.errors![0].message).toMatch(/un paquete por pedido/);
    expect((await call(MY_ORDERS, { host: AERO, clientId })).data!.myOrders).toEqual([]);

    const people = await place(booking([line('passageiros', 'aero-hospitalidade-01', 3)]), clientId);
    expect(people.errors).toBeUndefined();
    expect(people.data!.createOrder.lines).toEqual([
      { itemId: 'aero-hospitalidade-01', quantity: 3, unitPrice: 290, total: 870 },
    ]);
  });

  it('a restaurant, whose service takes several items, still takes several lines', async () => {
    useOrderPaymentGateway(approving);
    const placed = await place(
      {
        catalogId: 'aero-delivery-cafe',
        items: [
          { itemId: 'aero-delivery-cafe-01', quantity: 1 },
          { itemId: 'aero-delivery-cafe-03', quantity: 1 },
        ],
        operationWay: { type: 'takeAway', time: 'now' },
        customer: { name: 'Ana Souza', email: 'ana@exemplo.test', phone: '11999998888' },
        payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
      },
      'browser-cafe-00001',
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.lines).toHaveLength(2);
  });
});
