/**
 * Gate delivery in a scheduled slot (issue 15, point 9): the food may arrive at any moment of the slot, so its END
 * must leave the company's margin (20 minutes by default) before boarding; a slot that starts in time but ends too
 * late is refused by `quote` and by `createOrder`. Through Yoga on the seeded demo, Monday 23 November 2026 noon:
 * "Sabor a Bordo" delivers to the terminals in 30-minute slots from 05:00 to 21:30, 20 minutes' lead.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase, quote } from '../graphql-harness';
import { call, codesOf } from './orders-fixture';
import { approvingGateway } from '@/tests/support/approving-gateway';

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      operationWay {
        time
        scheduledFor
      }
    }
  }
`;
const approving = approvingGateway;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

/** A scheduled gate delivery at Terminal 2 for a flight boarding at `boarding` ('HH:MM' today). */
const scheduledAtGate = (slotStart: string, boarding: string) => ({
  catalogId: 'aero-sabor-a-bordo',
  items: [{ itemId: 'aero-sabor-a-bordo-01', quantity: 1 }],
  operationWay: { type: 'delivery', time: 'schedule', scheduledFor: slotStart },
  customer: {
    name: 'Ana Souza',
    email: 'ana@exemplo.test',
    phone: '11999998888',
    address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
  },
  gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: boarding },
  payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
});

const SLOT_1400 = '2026-11-23T14:00:00.000-03:00'; // 14:00–14:30
const SLOT_1330 = '2026-11-23T13:30:00.000-03:00'; // 13:30–14:00

describe('gate delivery in a scheduled slot', () => {
  it('quote refuses a slot that starts before boarding less the margin but ends after it (14:00–14:30, boarding 14:45)', async () => {
    // Deadline 14:45 − 20 = 14:25: the start (14:00) would pass, the end (14:30) does not.
    const q = await quote(scheduledAtGate(SLOT_1400, '14:45'), { host: AERO });
    expect(q.problems).toEqual(['GATE_DELIVERY_TOO_LATE']);
    expect(q.problemDetails[0].message).toContain('14:25');
  });

  it('quote accepts a slot whose end is exactly boarding less the margin (14:00–14:30, boarding 14:50)', async () => {
    expect((await quote(scheduledAtGate(SLOT_1400, '14:50'), { host: AERO })).problems).toEqual([]);
    expect((await quote(scheduledAtGate(SLOT_1330, '14:45'), { host: AERO })).problems).toEqual([]);
  });

  it('createOrder refuses the late-ending slot with GATE_DELIVERY_TOO_LATE and places the earlier one', async () => {
    useOrderPaymentGateway(approving);
    const refused = await call(CREATE, {
      host: AERO,
      clientId: 'browser-gate-slot-01',
      variables: { key: `key-${crypto.randomUUID()}`, input: scheduledAtGate(SLOT_1400, '14:45') },
    });
    expect(codesOf(refused)).toEqual(['GATE_DELIVERY_TOO_LATE']);
    const placed = await call(CREATE, {
      host: AERO,
      clientId: 'browser-gate-slot-01',
      variables: { key: `key-${crypto.randomUUID()}`, input: scheduledAtGate(SLOT_1330, '14:45') },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.operationWay).toEqual({ time: 'schedule', scheduledFor: SLOT_1330 });
  });
});
