/**
 * The demo "Pão francês" (priced per gram, 250 g to 3 kg): every quantity the page's stepper reaches from its
 * minimum, by the cart's own rule (nextQuantity), is one the server's quote accepts and prices; an order of it
 * tells each line's unit. The demo bananas (R$ 6,99 per kg, weighed in 250 g steps): the item says its steps and
 * where its stepper starts, and the server prices the line by the weight, whatever price a client sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextQuantity } from '@/src/domain/orders/order-quantity';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  bearerFor,
  closeSeededDatabase,
  gql,
  MERCADO,
  openSeededDatabase,
  quote,
  SHOPPER_EMAIL,
} from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const BREAD = { min: 250, max: 3000, unitOfMeasurement: 'g' };
const quoteBread = (quantity: number) =>
  quote(
    {
      catalogId: 'mercado-loja',
      items: [{ itemId: 'mercado-loja-07', quantity, subitems: [] }],
      operationWay: { type: 'takeAway', time: 'now' },
    },
    { host: MERCADO },
  );

describe('quantities of an item sold by weight', () => {
  it('the quote accepts every quantity the stepper reaches, from 250 g to 3 kg', async () => {
    const reached: number[] = [BREAD.min];
    while (reached.at(-1)! < BREAD.max) reached.push(nextQuantity(reached.at(-1)!, { operation: 'ADD' }, BREAD));
    expect(reached).toHaveLength(56);
    for (const quantity of [reached[0], reached[1], reached[27], reached.at(-1)!]) {
      const q = await quoteBread(quantity);
      expect(q.problemDetails.filter((p) => p.path?.endsWith('quantity'))).toEqual([]);
      expect(q.lines[0].quantity).toBe(quantity);
    }
  });

  it('and refuses what lies outside the bounds', async () => {
    expect((await quoteBread(200)).problems).toContain('QUANTITY_BELOW_MIN');
    expect((await quoteBread(3050)).problems).toContain('QUANTITY_ABOVE_MAX');
  });
});

describe('an order of an item sold by weight', () => {
  it('carries the unit of each line, so the board and the status page write "300 g"', async () => {
    const created = await gql(
      /* GraphQL */ `
        mutation C($input: OrderInput!, $key: String!) {
          createOrder(input: $input, idempotencyKey: $key) {
            items {
              name
              quantity
              unitOfMeasurement
            }
          }
        }
      `,
      {
        host: MERCADO,
        authorization: await bearerFor(t.db, SHOPPER_EMAIL),
        variables: {
          key: `weight-${crypto.randomUUID()}`,
          input: {
            catalogId: 'mercado-loja',
            items: [{ itemId: 'mercado-loja-07', quantity: 1500, subitems: [] }],
            operationWay: { type: 'takeAway', time: 'now' },
            customer: {
              name: 'Ana Souza',
              email: 'ana@exemplo.test',
              phone: '11999998888',
              identityDocument: '52998224725',
              identityDocumentType: 'CPF',
            },
            payment: { method: 'CASH' },
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createOrder.items).toEqual([{ name: 'Pão francês', quantity: 1500, unitOfMeasurement: 'g' }]);
  });
});

const BANANA = 'mercado-loja-01';
const quoteBananas = (quantity: number, extra: Record<string, unknown> = {}) =>
  quote(
    {
      catalogId: 'mercado-loja',
      items: [{ itemId: BANANA, quantity, subitems: [], ...extra }],
      operationWay: { type: 'takeAway', time: 'now' },
    },
    { host: MERCADO },
  );

describe('an item weighed and priced per kilogram', () => {
  it('tells its steps, its start (the weight its description names) and the grams its price is for', async () => {
    const result = await gql(
      `query I($filter: ItemFilter!) { item(filter: $filter) { price unitOfMeasurement min max weighing { step start pricedPer } } }`,
      { host: MERCADO, variables: { filter: { itemId: BANANA } } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.item).toEqual({
      price: 6.99,
      unitOfMeasurement: 'kg',
      min: 250,
      max: 5000,
      weighing: { step: 250, start: 1000, pricedPer: 1000 },
    });
    const apple = await gql(`query I($filter: ItemFilter!) { item(filter: $filter) { weighing { step } } }`, {
      host: MERCADO,
      variables: { filter: { itemId: 'mercado-loja-03' } },
    });
    expect(apple.data!.item.weighing).toBeNull();
  });

  it('prices 500 g at R$ 6,99/kg as R$ 3,50 (349.5 cents, half up), ignoring a price sent by the client', async () => {
    const q = await quoteBananas(500, { price: 0.01 });
    expect(q.lines).toEqual([{ itemId: BANANA, quantity: 500, unitPrice: 6.99, total: 3.5 }]);
    expect((await quoteBananas(750)).lines[0].total).toBe(5.24);
  });

  it('refuses a weight off its steps', async () => {
    const q = await quoteBananas(600);
    expect(q.problems).toEqual(['QUANTITY_NOT_A_STEP', 'MINIMUM_ORDER_VALUE']);
    expect(q.problemDetails[0]).toMatchObject({ path: 'items[0].quantity', itemId: BANANA });
  });
});

describe('an order of weighed items', () => {
  it('keeps each weighed line in grams, priced by the weight, and takes the grams from the stock', async () => {
    const stockQuery = `query S($filter: ItemFilter!) { item(filter: $filter) { stock } }`;
    const stockBefore = (await gql(stockQuery, { host: MERCADO, variables: { filter: { itemId: BANANA } } })).data!.item
      .stock;
    const created = await gql(
      /* GraphQL */ `
        mutation C($input: OrderInput!, $key: String!) {
          createOrder(input: $input, idempotencyKey: $key) {
            subtotal
            items {
              name
              quantity
              unitOfMeasurement
              unitPrice
              total
            }
          }
        }
      `,
      {
        host: MERCADO,
        authorization: await bearerFor(t.db, SHOPPER_EMAIL),
        variables: {
          key: `weighed-${crypto.randomUUID()}`,
          input: {
            catalogId: 'mercado-loja',
            items: [
              { itemId: BANANA, quantity: 500, subitems: [] },
              { itemId: 'mercado-loja-07', quantity: 500, subitems: [] },
            ],
            operationWay: { type: 'takeAway', time: 'now' },
            customer: {
              name: 'Ana Souza',
              email: 'ana@exemplo.test',
              phone: '11999998888',
              identityDocument: '52998224725',
              identityDocumentType: 'CPF',
            },
            payment: { method: 'CASH' },
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createOrder).toEqual({
      subtotal: 13.5,
      items: [
        { name: 'Banana prata', quantity: 500, unitOfMeasurement: 'g', unitPrice: 6.99, total: 3.5 },
        { name: 'Pão francês', quantity: 500, unitOfMeasurement: 'g', unitPrice: 0.02, total: 10 },
      ],
    });
    const stockAfter = (await gql(stockQuery, { host: MERCADO, variables: { filter: { itemId: BANANA } } })).data!.item
      .stock;
    expect(stockBefore - stockAfter).toBe(500);
  });
});
