/**
 * Rescheduling a hospitality booking through GraphQL: with fewer than 24 working hours' notice the 25% fee is
 * charged through the gateway with the order's method before the date moves; on time it is free; a declined fee
 * leaves the booking where it was; only its buyer may move it, only to an offered slot, and a restaurant order not
 * at all. The online gateway is a stand-in that records what it is asked to charge (named so: the adapters are
 * another service's and have their own tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway as setGateway } from '@/src/server/orders/order-gateway';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '@/src/server/payments/payment-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call } from '../orders/orders-fixture';

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      total
      operationWay {
        scheduledFor
      }
    }
  }
`;
const RESCHEDULE = /* GraphQL */ `
  mutation Move($id: ID!, $at: String!) {
    rescheduleBooking(id: $id, scheduledFor: $at) {
      fee
      late
      order {
        operationWay {
          scheduledFor
        }
      }
      feePayment {
        method
        status
      }
    }
  }
`;
const FEE = /* GraphQL */ `
  query Fee($id: ID!) {
    rescheduleFee(id: $id) {
      fee
      late
      workingHoursAhead
    }
  }
`;

// Monday 23 November 2026, 12:00 in São Paulo.
const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
/** Booked an hour before the moves below: past the free minutes after booking (booking-free-until.ts). */
const BOOKED_AT = '2026-11-23T11:00:00.000-03:00';
const clientId = 'browser-reschedule-01';

const charged: ChargeRequest[] = [];
const gatewayAnswering = (answer: (request: ChargeRequest) => ChargeResult): PaymentGateway => ({
  async charge(request) {
    charged.push(request);
    return answer(request);
  },
  async refund() {
    return true;
  },
});
const approving = gatewayAnswering(() => ({
  status: 'AUTHORIZED',
  gateway: 'stand-in',
  reference: `ref-${charged.length}`,
}));

// The demo's hospitality slots start with its shifts: 05:00, 12:00 and 18:00 every day.
const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00'; // 17 working hours after Monday noon
const WEDNESDAY_NOON = '2026-11-25T12:00:00.000-03:00'; // 48
const THURSDAY_NOON = '2026-11-26T12:00:00.000-03:00';
const FRIDAY_NOON = '2026-11-27T12:00:00.000-03:00';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  setGateway(null);
  charged.length = 0;
});

async function book(at: string): Promise<{ _id: string; total: number }> {
  setGateway(approving);
  const result = await call(CREATE, {
    host: AERO,
    clientId,
    now: BOOKED_AT,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-hospitalidade',
        items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
        operationWay: { type: 'booking', time: 'schedule', scheduledFor: at },
        customer: {
          name: 'Ana Souza',
          email: 'ana@exemplo.test',
          phone: '11999998888',
          identityDocument: '52998224725',
          identityDocumentType: 'CPF',
        },
        payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
      },
    },
  });
  expect(result.errors).toBeUndefined();
  charged.length = 0;
  return result.data!.createOrder;
}

describe('rescheduleBooking', () => {
  it('charges 25% under 24 working hours, with the order’s method, then moves the booking', async () => {
    const order = await book(TUESDAY_5);
    expect(order.total).toBe(290);
    const preview = await call(FEE, { host: AERO, clientId, now: MONDAY_NOON, variables: { id: order._id } });
    expect(preview.data!.rescheduleFee).toEqual({ fee: 72.5, late: true, workingHoursAhead: 17 });

    setGateway(approving);
    const next = THURSDAY_NOON;
    const moved = await call(RESCHEDULE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: { id: order._id, at: next },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking).toMatchObject({
      fee: 72.5,
      late: true,
      feePayment: { method: 'ZOOP_CREDIT', status: 'AUTHORIZED' },
    });
    expect(Date.parse(moved.data!.rescheduleBooking.order.operationWay.scheduledFor)).toBe(Date.parse(next));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ orderId: order._id, amountCents: 7250, method: 'ZOOP_CREDIT' });
  });

  it('is free with 24 working hours or more, and charges nothing', async () => {
    const order = await book(WEDNESDAY_NOON);
    setGateway(approving);
    const moved = await call(RESCHEDULE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: { id: order._id, at: FRIDAY_NOON },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking).toMatchObject({ fee: 0, late: false, feePayment: null });
    expect(charged).toHaveLength(0);
  });

  it('keeps the booking when the fee is declined', async () => {
    const at = TUESDAY_5;
    const order = await book(at);
    setGateway(
      gatewayAnswering(() => ({
        status: 'DECLINED',
        gateway: 'stand-in',
        reference: null,
        declineCode: 'CARD_DECLINED',
        retryable: false,
      })),
    );
    const moved = await call(RESCHEDULE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: { id: order._id, at: THURSDAY_NOON },
    });
    expect(moved.errors?.[0].extensions?.code).toBe('PAYMENT_DECLINED');
    const again = await call(FEE, { host: AERO, clientId, now: MONDAY_NOON, variables: { id: order._id } });
    expect(again.data!.rescheduleFee.late).toBe(true);
    const read = await call(`query O($id: ID!) { order(id: $id) { operationWay { scheduledFor } } }`, {
      host: AERO,
      clientId,
      variables: { id: order._id },
    });
    expect(Date.parse(read.data!.order.operationWay.scheduledFor)).toBe(Date.parse(at));
  });

  it('refuses another browser, a time that is not offered, and a restaurant order', async () => {
    const order = await book(WEDNESDAY_NOON);
    const stranger = await call(RESCHEDULE, {
      host: AERO,
      clientId: 'someone-else-0001',
      now: MONDAY_NOON,
      variables: { id: order._id, at: FRIDAY_NOON },
    });
    expect(stranger.errors?.[0].extensions?.code).toBe('ORDER_NOT_FOUND');
    const offHours = await call(RESCHEDULE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: { id: order._id, at: '2026-11-27T03:00:00.000-03:00' },
    });
    expect(offHours.errors?.[0].extensions?.code).toBe('INVALID_SCHEDULE');

    setGateway(approving);
    const cafe = await call(CREATE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: {
        key: `key-${crypto.randomUUID()}`,
        input: {
          catalogId: 'aero-delivery-cafe',
          items: [{ itemId: 'aero-delivery-cafe-01', quantity: 1 }],
          operationWay: { type: 'takeAway', time: 'now' },
          customer: { name: 'Ana', email: 'ana@exemplo.test', phone: '11999998888' },
          payment: { method: 'ZOOP_CREDIT', cardToken: 'tok' },
        },
      },
    });
    const refused = await call(RESCHEDULE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: { id: cafe.data!.createOrder._id, at: FRIDAY_NOON },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('RESCHEDULE_NOT_ALLOWED');
  });
});
