/**
 * The demo "Pão francês" (priced per gram, 250 g to 3 kg): every quantity the page's stepper reaches from its
 * minimum, by the cart's own rule (nextQuantity), is one the server's quote accepts and prices; an order of it
 * tells each line's unit.
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
