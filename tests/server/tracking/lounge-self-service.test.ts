/**
 * A lounge visit the traveller manages alone (issue 17, points 8 and 9), through GraphQL on the seeded demo:
 * - one booking is one visit for a party: an adult and a child pass to the same lounge are one order; passes to the
 *   two lounges are two bookings, which the quote reports (the cart shows it) and createOrder refuses;
 * - the voucher says where the lounge is and who gets in, in the shopper's language;
 * - "free until" is true: a visit booked minutes ago moves for free though it is hours away; with 24 hours' notice
 *   it moves for free; a paid visit past that cannot move (SPEC: 24 h notice, no fee named); an unpaid one moves
 *   for free; a move past the pass's year is refused.
 * The online gateway is a stand-in that approves (named so: the adapters have their own tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { approvingGateway } from '@/tests/support/approving-gateway';
import { AERO, closeSeededDatabase, openSeededDatabase, quote } from '../graphql-harness';
import { call, codesOf } from '../orders/orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
const pass = (item: '01' | '03', terminal: 't2' | 't3') => ({
  categoryId: 'aero-sala-vip-passes',
  itemId: `aero-sala-vip-${item}`,
  quantity: 1,
  subitems: [
    {
      subcategoryId: `aero-sala-vip-${item}-terminal`,
      subitemId: `aero-sala-vip-${item}-terminal-${terminal}`,
      quantity: 1,
    },
  ],
});
const visit = (
  items: ReturnType<typeof pass>[],
  scheduledFor: string,
  method: 'ZOOP_CREDIT' | 'PIX' = 'ZOOP_CREDIT',
) => ({
  catalogId: 'aero-sala-vip',
  items,
  operationWay: { type: 'booking', time: 'schedule', scheduledFor },
  customer: {
    name: 'Ana Souza',
    email: 'ana.sala@exemplo.test',
    phone: '11999998888',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: method === 'PIX' ? { method } : { method, cardToken: 'tok-stand-in' },
});

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      total
      lines {
        itemId
      }
      vouchers {
        itemName
        venueName
        location
        accessRules
        rebookBy
        rebookOpen
      }
      bookingMove {
        state
        kind
        freeUntil
        freeNow
        movableNow
        lateFee
      }
    }
  }
`;
const READ = /* GraphQL */ `
  query Read($id: ID!) {
    order(id: $id) {
      operationWay {
        scheduledFor
      }
      vouchers {
        rebookBy
        rebookOpen
      }
      bookingMove {
        state
        freeUntil
        freeNow
        movableNow
      }
    }
  }
`;
const MOVE = /* GraphQL */ `
  mutation Move($id: ID!, $at: String!) {
    rescheduleBooking(id: $id, scheduledFor: $at) {
      fee
      moved
      order {
        operationWay {
          scheduledFor
        }
      }
    }
  }
`;

async function place(input: object, clientId: string, now = MONDAY_NOON, lang?: string) {
  return call(CREATE, { host: AERO, clientId, now, lang, variables: { input, key: `key-${crypto.randomUUID()}` } });
}

describe('one booking is one visit for a party', () => {
  it('takes an adult and a child pass to the same lounge in one order, each with the lounge’s location and rules', async () => {
    useOrderPaymentGateway(approvingGateway);
    const placed = await place(
      visit([pass('01', 't2'), pass('03', 't2')], '2026-11-30T10:00:00.000-03:00'),
      'browser-party-0001',
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order.total).toBe(284);
    expect(order.lines.map((l: { itemId: string }) => l.itemId)).toEqual(['aero-sala-vip-01', 'aero-sala-vip-03']);
    expect(order.vouchers).toHaveLength(2);
    for (const voucher of order.vouchers) {
      expect(voucher.venueName).toBe('Sala VIP Nacional — Terminal 2');
      expect(voucher.location).toMatch(/^Terminal 2, embarque doméstico/);
      expect(voucher.accessRules[0]).toMatch(/cartão de embarque/);
    }
  });

  it('tells the voucher’s lounge in English', async () => {
    useOrderPaymentGateway(approvingGateway);
    const placed = await place(
      visit([pass('01', 't3')], '2026-11-30T10:00:00.000-03:00'),
      'browser-party-0002',
      MONDAY_NOON,
      'en',
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.vouchers[0]).toMatchObject({
      venueName: 'International VIP Lounge — Terminal 3',
      location: expect.stringMatching(/^Terminal 3, international departures/),
      accessRules: expect.arrayContaining([expect.stringMatching(/passport/)]),
    });
  });

  it('reports passes to two lounges in the quote, and refuses them as two bookings', async () => {
    const two = visit([pass('01', 't2'), pass('03', 't3')], '2026-11-30T10:00:00.000-03:00');
    const q = await quote(two, { host: AERO });
    expect(q.problems).toEqual(['SINGLE_ITEM_PER_ORDER']);
    expect(q.problemDetails[0]).toMatchObject({
      path: 'items',
      message: expect.stringMatching(/uma reserva por pedido/),
    });
    expect(
      (await quote(visit([pass('01', 't2'), pass('03', 't2')], '2026-11-30T10:00:00.000-03:00'), { host: AERO }))
        .problems,
    ).toEqual([]);

    useOrderPaymentGateway(approvingGateway);
    const refused = await place(two, 'browser-party-0003', MONDAY_NOON, 'es');
    expect(codesOf(refused)).toEqual(['SINGLE_ITEM_PER_ORDER']);
    expect(refused.errors![0].message).toMatch(/Un pedido es una visita/);
  }, 90_000);
});

describe('free until, and moving a lounge visit on screen', () => {
  const read = (id: string, clientId: string, now: string) =>
    call(READ, { host: AERO, clientId, now, variables: { id } }).then((r) => r.data!.order);
  const move = (id: string, clientId: string, at: string, now: string) =>
    call(MOVE, { host: AERO, clientId, now, variables: { id, at } });

  it('a visit booked minutes ago for this afternoon: free for 30 minutes, never "passed" at purchase; then closed', async () => {
    useOrderPaymentGateway(approvingGateway);
    const clientId = 'browser-grace-0001';
    const placed = await place(visit([pass('01', 't2')], '2026-11-23T15:00:00.000-03:00'), clientId);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order.vouchers[0]).toMatchObject({ rebookBy: '2026-11-23T12:30:00.000-03:00', rebookOpen: true });
    expect(order.bookingMove).toEqual({
      state: 'OPEN',
      kind: 'LOUNGE',
      freeUntil: '2026-11-23T12:30:00.000-03:00',
      freeNow: true,
      movableNow: true,
      lateFee: null,
    });

    const moved = await move(order._id, clientId, '2026-11-23T17:00:00.000-03:00', '2026-11-23T12:20:00.000-03:00');
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking).toMatchObject({ fee: 0, moved: true });

    // Past the free minutes and within 24 hours of the visit: paid, it stays as booked.
    const late = await move(order._id, clientId, '2026-11-23T19:00:00.000-03:00', '2026-11-23T12:31:00.000-03:00');
    expect(codesOf(late)).toEqual(['BOOKING_MOVE_DEADLINE_PASSED']);
    expect(late.errors![0].extensions).toMatchObject({ freeUntil: '2026-11-23T12:30:00.000-03:00' });
    const after = await read(order._id, clientId, '2026-11-23T12:31:00.000-03:00');
    expect(Date.parse(after.operationWay.scheduledFor)).toBe(Date.parse('2026-11-23T17:00:00.000-03:00'));
    expect(after.bookingMove).toMatchObject({ state: 'OPEN', freeNow: false, movableNow: false });
    expect(after.vouchers[0].rebookOpen).toBe(false);
  });

  it('with 24 hours’ notice a paid visit moves for free, exactly at the deadline too, and not a minute later', async () => {
    useOrderPaymentGateway(approvingGateway);
    const clientId = 'browser-notice-0001';
    const order = (await place(visit([pass('01', 't2'), pass('03', 't2')], '2026-11-30T10:00:00.000-03:00'), clientId))
      .data!.createOrder;
    expect(order.bookingMove.freeUntil).toBe('2026-11-29T10:00:00.000-03:00');
    const onTime = await move(order._id, clientId, '2026-12-01T10:00:00.000-03:00', '2026-11-29T10:00:00.000-03:00');
    expect(onTime.errors).toBeUndefined();
    expect(onTime.data!.rescheduleBooking).toMatchObject({ fee: 0, moved: true });
    // The new visit brings its own deadline: 24 hours before 1 December 10:00.
    const seen = await read(order._id, clientId, '2026-11-29T10:00:00.000-03:00');
    expect(seen.bookingMove.freeUntil).toBe('2026-11-30T10:00:00.000-03:00');
    const late = await move(order._id, clientId, '2026-12-02T10:00:00.000-03:00', '2026-11-30T10:01:00.000-03:00');
    expect(codesOf(late)).toEqual(['BOOKING_MOVE_DEADLINE_PASSED']);
  });

  it('an unpaid PIX visit moves for free even within 24 hours', async () => {
    const clientId = 'browser-unpaid-001';
    const order = (await place(visit([pass('01', 't2')], '2026-11-24T10:00:00.000-03:00', 'PIX'), clientId)).data!
      .createOrder;
    // 12:40: past the 30 free minutes, under 24 hours before the visit, and the PIX still unpaid.
    const seen = await read(order._id, clientId, '2026-11-23T12:20:00.000-03:00');
    expect(seen.bookingMove).toMatchObject({ freeNow: true, movableNow: true });
    const moved = await move(order._id, clientId, '2026-11-24T11:00:00.000-03:00', '2026-11-23T12:20:00.000-03:00');
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking).toMatchObject({ fee: 0, moved: true });
  });

  it('refuses a move past the pass’s year, counted from the purchase', async () => {
    useOrderPaymentGateway(approvingGateway);
    const clientId = 'browser-year-00001';
    const order = (await place(visit([pass('01', 't2')], '2026-11-30T10:00:00.000-03:00'), clientId)).data!.createOrder;
    // On 24 November the checkout offers a year ahead of that day; the pass bought on 23 November at noon ends sooner.
    const refused = await move(order._id, clientId, '2027-11-23T18:00:00.000-03:00', '2026-11-24T12:00:00.000-03:00');
    expect(codesOf(refused)).toEqual(['LOUNGE_VISIT_OUTSIDE_PASS']);
  }, 90_000);
});
