/**
 * The shopper changes the gate of a gate delivery until the order leaves (issue 17, point 6), through the public
 * GraphQL surface against the seeded database: the buyer's browser may; another browser, a signed-in stranger and
 * staff may not; once DISPATCHED it is GATE_CHANGE_CLOSED; an order not delivered to a gate is refused; the staff
 * board reads the new gate and the change marked as the shopper's. No outside service is called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, AERO_STAFF_EMAIL, closeSeededDatabase, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';
import { bearer, call, cashOrder, codesOf, CREATE as CREATE_FIXTURE, importTestShop, SHOP } from './orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  await importTestShop(t);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation ChangeGate($id: ID!, $terminal: String!, $gate: String!) {
    changeOrderGate(id: $id, terminal: $terminal, gate: $gate) {
      _id
      gateDelivery {
        terminal
        gate
      }
    }
  }
`;
const STATUS = /* GraphQL */ `
  mutation Status($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      status
    }
  }
`;
const BOARD = /* GraphQL */ `
  query Board {
    companyOrders(first: 100) {
      _id
      gateDelivery {
        terminal
        gate
      }
      flight {
        changes {
          field
          from
          to
          by
        }
      }
    }
  }
`;

/** A café delivery to Terminal 2, gate 12, for flight G3 1540 boarding at 13:30, placed at noon by a guest. */
async function gateOrder(clientId: string, gate = true) {
  const placed = await call(CREATE, {
    host: AERO,
    clientId,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-delivery-cafe',
        items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
        operationWay: { type: 'delivery', time: 'now' },
        customer: {
          name: 'Ana Souza',
          email: 'ana.gatechange@exemplo.test',
          phone: '+5511987654321',
          address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
        },
        ...(gate
          ? { gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'G3 1540', boardingTime: '13:30' } }
          : {}),
        payment: { method: 'PIX', methodId: 'aero-delivery-cafe-pay-pix' },
      },
    },
  });
  expect(placed.errors).toBeUndefined();
  return placed.data!.createOrder._id as string;
}

const change = (id: string, who: { clientId?: string; authorization?: string }, gate = '14B', lang?: string) =>
  call(CHANGE, { host: AERO, ...who, lang, variables: { id, terminal: 'Terminal 2', gate } });

describe('changeOrderGate', () => {
  it('lets the buyer change the gate; the staff board shows it as the shopper’s change', async () => {
    const browser = 'browser-gatechange-01';
    const id = await gateOrder(browser);
    const changed = await change(id, { clientId: browser });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeOrderGate.gateDelivery).toEqual({ terminal: 'Terminal 2', gate: '14B' });

    const staff = await bearer(t, AERO_STAFF_EMAIL);
    const board = await call(BOARD, { host: AERO, authorization: staff });
    const row = board.data!.companyOrders.find((o: { _id: string }) => o._id === id);
    expect(row.gateDelivery).toEqual({ terminal: 'Terminal 2', gate: '14B' });
    expect(row.flight.changes).toEqual([{ field: 'GATE', from: '12', to: '14B', by: 'SHOPPER' }]);
  });

  it('refuses another browser, a signed-in stranger and staff (FORBIDDEN); the gate stays', async () => {
    const id = await gateOrder('browser-gatechange-02');
    expect(codesOf(await change(id, { clientId: 'browser-gatechange-other' }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await change(id, {}))).toEqual(['FORBIDDEN']);
    expect(codesOf(await change(id, { authorization: await bearer(t, SHOPPER_EMAIL) }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await change(id, { authorization: await bearer(t, AERO_STAFF_EMAIL) }))).toEqual(['FORBIDDEN']);
    const mine = await change(id, { clientId: 'browser-gatechange-02' }, '12');
    expect(codesOf(mine)).toEqual(['GATE_UNCHANGED']);
  });

  it('refuses once the order is out for delivery (GATE_CHANGE_CLOSED, translated), allows while PREPARING', async () => {
    const browser = 'browser-gatechange-03';
    const id = await gateOrder(browser);
    const staff = await bearer(t, AERO_STAFF_EMAIL);
    for (const status of ['CONFIRMED', 'PREPARING']) {
      const moved = await call(STATUS, { host: AERO, authorization: staff, variables: { id, status } });
      expect(moved.errors).toBeUndefined();
    }
    expect((await change(id, { clientId: browser }, '20')).errors).toBeUndefined();
    const out = await call(STATUS, { host: AERO, authorization: staff, variables: { id, status: 'DISPATCHED' } });
    expect(out.errors).toBeUndefined();
    const refused = await change(id, { clientId: browser }, '21', 'en');
    expect(codesOf(refused)).toEqual(['GATE_CHANGE_CLOSED']);
    expect(refused.errors![0].message).toContain('can no longer change');
    const es = await change(id, { clientId: browser }, '21', 'es');
    expect(es.errors![0].message).toContain('ya no puedes cambiar la puerta');
  });

  it('refuses a gate that is too long (INVALID_GATE)', async () => {
    const browser = 'browser-gatechange-04';
    const id = await gateOrder(browser);
    expect(codesOf(await change(id, { clientId: browser }, 'X'.repeat(11)))).toEqual(['INVALID_GATE']);
  });

  it('refuses a take-away order, which goes to no gate (NOT_GATE_DELIVERY)', async () => {
    const browser = 'browser-gatechange-05';
    const placed = await call(CREATE_FIXTURE, {
      host: SHOP,
      clientId: browser,
      variables: { input: cashOrder(), key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    const refused = await call(CHANGE, {
      host: SHOP,
      clientId: browser,
      variables: { id: placed.data!.createOrder._id, terminal: 'Terminal 2', gate: '14' },
    });
    expect(codesOf(refused)).toEqual(['NOT_GATE_DELIVERY']);
  });
});
