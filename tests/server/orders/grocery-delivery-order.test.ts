/**
 * A shop's delivery order as the mercado shopper places it (issue #17, points 13 and 14), through GraphQL on a real
 * database: the delivery route for an address (local now "em até 60 min" at the district's fee; carrier only
 * scheduled and outside the coverage), the unit ("apto 42") kept and shown back with the address to the buyer and
 * the staff (never to another shopper), and cash with change: refused below the total, kept, and shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { bearer, call, CATALOG, codesOf, importTestShop, SHOP, SHOP_STAFF_EMAIL } from './orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  await importTestShop(t);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const VILA = {
  country: 'BR',
  zipCode: '05435000',
  street: 'Rua Harmonia',
  number: '123',
  addressLine2: 'apto 42',
  district: 'Vila Madalena',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: 'Interfone 42',
};
const PAULISTA = { ...VILA, zipCode: '01310100', street: 'Avenida Paulista', district: 'Bela Vista' };

const ROUTE = `query R($input: DeliveryRouteInput!) { deliveryRoute(input: $input) { kind reason deliveryFee estimatedDeliveryTime area } }`;
const route = (time: string, address: Record<string, unknown>, catalogId = CATALOG) =>
  call(ROUTE, { variables: { input: { catalogId, time, address } } });

/** 500 g of bananas (R$ 3,50) and 500 g of rolls (R$ 10,00), delivered now to `address`, paid cash. */
const delivery = (payment: Record<string, unknown>, address: Record<string, unknown> = VILA) => ({
  catalogId: CATALOG,
  items: [
    { itemId: 'mercado-loja-01', quantity: 500 },
    { itemId: 'mercado-loja-07', quantity: 500 },
  ],
  operationWay: { type: 'delivery', time: 'now' },
  customer: {
    name: 'Ana Souza',
    email: 'ana@exemplo.test',
    phone: '11987654321',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
    address,
  },
  payment,
});

const PLACE = /* GraphQL */ `
  mutation P($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      total
      deliveryFee
      payment {
        method
        changeFor
      }
      deliveryAddress {
        zipCode
        street
        number
        addressLine2
        district
        city
        state
        additionalInstructions
      }
    }
  }
`;
const READ = `query O($id: ID!) { order(id: $id) { payment { changeFor } deliveryAddress { street addressLine2 } } }`;
const QUOTE = `query Q($input: OrderInput!) { quote(input: $input) { total problems problemDetails { code message path } } }`;

describe('deliveryRoute', () => {
  it('a covered district is the shop’s own delivery, now within the city’s 60 minutes, at its fee', async () => {
    const result = await route('now', VILA);
    expect(result.errors).toBeUndefined();
    expect(result.data!.deliveryRoute).toEqual({
      kind: 'LOCAL',
      reason: null,
      deliveryFee: 5.9,
      estimatedDeliveryTime: 60,
      area: 'Vila Madalena',
    });
  });

  it('outside the coverage, a carrier only for a scheduled delivery', async () => {
    expect((await route('schedule', PAULISTA)).data!.deliveryRoute).toMatchObject({ kind: 'CARRIER' });
    expect((await route('now', PAULISTA)).data!.deliveryRoute).toMatchObject({
      kind: 'UNAVAILABLE',
      reason: 'CARRIER_NOT_NOW',
      deliveryFee: null,
    });
  });

  it('refuses a malformed input and another company’s catalogue', async () => {
    expect(codesOf(await route('tomorrow', VILA))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await route('now', VILA, 'aero-delivery-cafe'))).toEqual(['CATALOG_NOT_FOUND']);
  });
});

describe('when a delivery for now is expected (issue 17, point 6)', () => {
  it('the status page and the board read placed + the covered district’s 60 minutes', async () => {
    const placed = await call(PLACE, {
      clientId: 'grocery-browser-eta',
      variables: { input: delivery({ method: 'CASH', changeFor: 50 }), key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    const read = await call(`query O($id: ID!) { order(id: $id) { createdAt deliverBy { at kind } } }`, {
      clientId: 'grocery-browser-eta',
      variables: { id: placed.data!.createOrder._id },
    });
    expect(read.errors).toBeUndefined();
    const { createdAt, deliverBy } = read.data!.order;
    expect(deliverBy.kind).toBe('ESTIMATE');
    expect(Date.parse(deliverBy.at) - Date.parse(createdAt)).toBe(60 * 60_000);
  });
});

describe('a delivery paid in cash with change, to an address with its unit', () => {
  it('refuses change below the total, naming the total, in the quote and in createOrder', async () => {
    const quote = (await call(QUOTE, { variables: { input: delivery({ method: 'CASH', changeFor: 19.39 }) } })).data!
      .quote;
    expect(quote.total).toBe(19.4);
    expect(quote.problems).toEqual(['CHANGE_BELOW_TOTAL']);
    expect(quote.problemDetails[0]).toMatchObject({
      path: 'payment.changeFor',
      message: 'O troco precisa ser para um valor igual ou maior que o total do pedido (R$ 19,40).',
    });
    const refused = await call(PLACE, {
      clientId: 'grocery-browser-1',
      lang: 'en',
      variables: { input: delivery({ method: 'CASH', changeFor: 10 }), key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['CHANGE_BELOW_TOTAL']);
    expect(refused.errors![0].message).toContain(
      'The change must be for an amount equal to or above the order total (R$ 19,40).',
    );
  });

  it('keeps the amount paid with and the address with its unit, for the buyer and the staff only', async () => {
    const placed = await call(PLACE, {
      clientId: 'grocery-browser-2',
      variables: { input: delivery({ method: 'CASH', changeFor: 50 }), key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order).toMatchObject({ total: 19.4, deliveryFee: 5.9, payment: { method: 'CASH', changeFor: 50 } });
    expect(order.deliveryAddress).toEqual({
      zipCode: '05435000',
      street: 'Rua Harmonia',
      number: '123',
      addressLine2: 'apto 42',
      district: 'Vila Madalena',
      city: 'São Paulo',
      state: 'SP',
      additionalInstructions: 'Interfone 42',
    });
    const staff = await call(READ, {
      authorization: await bearer(t, SHOP_STAFF_EMAIL),
      variables: { id: order._id },
    });
    expect(staff.data!.order).toEqual({
      payment: { changeFor: 50 },
      deliveryAddress: { street: 'Rua Harmonia', addressLine2: 'apto 42' },
    });
    // Another browser sees nothing of it.
    const stranger = await call(READ, { clientId: 'grocery-browser-9', variables: { id: order._id }, host: SHOP });
    expect(stranger.data?.order ?? null).toBeNull();
  });

  it('keeps no change for exact money, nor for another method whatever is sent', async () => {
    for (const payment of [{ method: 'CASH' }, { method: 'POSP_DEBIT', changeFor: 50 }]) {
      const placed = await call(PLACE, {
        clientId: 'grocery-browser-3',
        variables: { input: delivery(payment), key: crypto.randomUUID() },
      });
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.createOrder.payment.changeFor).toBeNull();
    }
  });

  it('pays groceries with Vale-alimentação, but not a cart with cleaning products', async () => {
    const food = await call(PLACE, {
      clientId: 'grocery-browser-4',
      variables: { input: delivery({ method: 'POSP_FOOD_TICKET' }), key: crypto.randomUUID() },
    });
    expect(food.errors).toBeUndefined();
    expect(food.data!.createOrder.payment.method).toBe('POSP_FOOD_TICKET');
    const withDetergent = delivery({ method: 'POSP_FOOD_TICKET' });
    withDetergent.items.push({ itemId: 'mercado-loja-17', quantity: 1 });
    const refused = await call(PLACE, {
      clientId: 'grocery-browser-4',
      variables: { input: withDetergent, key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['PAYMENT_METHOD_NOT_ACCEPTED']);
  });

  it('has no delivery address for a take-away', async () => {
    const placed = await call(PLACE, {
      clientId: 'grocery-browser-5',
      variables: {
        input: { ...delivery({ method: 'CASH' }), operationWay: { type: 'takeAway', time: 'now' } },
        key: crypto.randomUUID(),
      },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.deliveryAddress).toBeNull();
  });
});
