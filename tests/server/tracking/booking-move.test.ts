/**
 * When a hospitality booking can still be moved, and a late fee paid by PIX (issue 15, points 3 and 4), through
 * GraphQL on the seeded demo with the product's own payment router (its PIX adapter makes a BR Code; nothing is
 * paid until the company sees the money). Booked on Monday 23 November 2026 at noon for Tuesday 05:00 (17 working
 * hours ahead: a move costs 25% of R$ 290,00, R$ 72,50).
 *
 * Point 3: no move once the service has been given (READY, DELIVERED) or from the start on; after the start the
 * shopper sees only that a no-show pays in full (SPEC §8), and cannot cancel either — staff still can.
 * Point 4: a late move whose fee goes by PIX does not move the booking: it keeps its slot and shows the fee waiting,
 * with the code to pay, until the company confirms the money; only then does it move.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, AERO_STAFF_EMAIL, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { sandboxCard } from '../orders/money-fixture';
import { bearer, call, codesOf } from '../orders/orders-fixture';

const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
/** Booked an hour before the moves below: past the free minutes after booking (booking-free-until.ts). */
const BOOKED_AT = '2026-11-23T11:00:00.000-03:00';
const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00';
const THURSDAY_NOON = '2026-11-26T12:00:00.000-03:00';
const FRIDAY_NOON = '2026-11-27T12:00:00.000-03:00';

const MOVE_FIELDS =
  'bookingMove { state noShowCharge pending { from to requestedAt fee payment { method status pixCopyPaste pixQrCodeSvg } } }';
const CREATE = `mutation Create($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id total } }`;
const READ = `query Read($id: ID!) { order(id: $id) { status canCancel cancelRefusal operationWay { scheduledFor } vouchers { validFrom } ${MOVE_FIELDS} } }`;
const MOVE = `
  mutation Move($id: ID!, $at: String!) {
    rescheduleBooking(id: $id, scheduledFor: $at) { fee late moved feePayment { status pixCopyPaste } order { operationWay { scheduledFor } ${MOVE_FIELDS} } }
  }
`;
const FEE = `query Fee($id: ID!) { rescheduleFee(id: $id) { fee late } }`;
const CONFIRM_FEE = `mutation ConfirmFee($id: ID!) { confirmRescheduleFee(id: $id) { operationWay { scheduledFor } ${MOVE_FIELDS} } }`;
const STATUS = `mutation Status($id: ID!, $status: OrderStatus!, $reason: String) { updateOrderStatus(id: $id, status: $status, reason: $reason) { status } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelOrder(id: $id, reason: "Não vou mais") { status } }`;

let t: TestDatabase;
let staff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  staff = await bearer(t, AERO_STAFF_EMAIL);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const shopper = (clientId: string) => ({
  read: (id: string, now = MONDAY_NOON) =>
    call(READ, { host: AERO, clientId, now, variables: { id } }).then((r) => r.data!.order),
  move: (id: string, at: string, now = MONDAY_NOON) => call(MOVE, { host: AERO, clientId, now, variables: { id, at } }),
  fee: (id: string, now = MONDAY_NOON) => call(FEE, { host: AERO, clientId, now, variables: { id } }),
  cancel: (id: string, now = MONDAY_NOON) => call(CANCEL, { host: AERO, clientId, now, variables: { id } }),
});
const asStaff = (query: string, variables: Record<string, unknown>, now = MONDAY_NOON) =>
  call(query, { host: AERO, authorization: staff, now, variables });

/** A Meet & Assist booking for Tuesday 05:00 paid by PIX, which the company then confirms (it saw the money). */
async function book(clientId: string): Promise<string> {
  const result = await call(CREATE, {
    host: AERO,
    clientId,
    now: BOOKED_AT,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-hospitalidade',
        items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
        operationWay: { type: 'booking', time: 'schedule', scheduledFor: TUESDAY_5 },
        customer: {
          name: 'Ana Souza',
          email: 'ana@exemplo.test',
          phone: '11999998888',
          identityDocument: '52998224725',
          identityDocumentType: 'CPF',
        },
        payment: { method: 'PIX' },
      },
    },
  });
  expect(result.errors).toBeUndefined();
  const id = result.data!.createOrder._id;
  expect((await asStaff(STATUS, { id, status: 'CONFIRMED' })).errors).toBeUndefined();
  return id;
}

describe('point 3: a booking cannot be moved once given or started', () => {
  it('is open before its start, and refused from its start on: the shopper sees the no-show charge, and cannot cancel', async () => {
    const me = shopper('browser-started-0001');
    const id = await book('browser-started-0001');
    expect((await me.read(id, '2026-11-24T04:59:00.000-03:00')).bookingMove).toEqual({
      state: 'OPEN',
      noShowCharge: null,
      pending: null,
    });

    for (const now of [TUESDAY_5, '2026-11-24T09:00:00.000-03:00']) {
      const refused = await me.move(id, FRIDAY_NOON, now);
      expect(codesOf(refused)).toEqual(['BOOKING_ALREADY_STARTED']);
      expect(refused.errors![0].extensions).toMatchObject({ noShowCharge: 290 });
      expect(refused.errors![0].message).toMatch(/cobrado integralmente/);
      expect(codesOf(await me.fee(id, now))).toEqual(['BOOKING_ALREADY_STARTED']);
      const seen = await me.read(id, now);
      expect(seen.bookingMove).toEqual({ state: 'STARTED', noShowCharge: 290, pending: null });
      expect(Date.parse(seen.operationWay.scheduledFor)).toBe(Date.parse(TUESDAY_5));
    }
    const english = await call(MOVE, {
      host: AERO,
      clientId: 'browser-started-0001',
      lang: 'en',
      now: TUESDAY_5,
      variables: { id, at: FRIDAY_NOON },
    });
    expect(english.errors![0].message).toMatch(/charged in full/);
  });

  it('a PLACED booking past its start cannot be cancelled by its buyer (that would refund a no-show); staff can', async () => {
    const clientId = 'browser-started-0002';
    const me = shopper(clientId);
    const created = await call(CREATE, {
      host: AERO,
      clientId,
      now: MONDAY_NOON,
      variables: {
        key: `key-${crypto.randomUUID()}`,
        input: {
          catalogId: 'aero-hospitalidade',
          items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
          operationWay: { type: 'booking', time: 'schedule', scheduledFor: TUESDAY_5 },
          customer: {
            name: 'Ana Souza',
            email: 'ana@exemplo.test',
            phone: '11999998888',
            identityDocument: '52998224725',
            identityDocumentType: 'CPF',
          },
          // Paid by card: a PIX left unpaid would have expired (and been cancelled) long before the start.
          payment: { method: 'ZOOP_CREDIT', cardToken: sandboxCard() },
        },
      },
    });
    const id = created.data!.createOrder._id;
    expect(await me.read(id)).toMatchObject({ status: 'PLACED', canCancel: true, cancelRefusal: null });
    const after = await me.read(id, TUESDAY_5);
    expect(after).toMatchObject({ status: 'PLACED', canCancel: false });
    expect(after.cancelRefusal).toMatch(/não pode mais ser remarcada nem cancelada/);
    expect(codesOf(await me.cancel(id, TUESDAY_5))).toEqual(['BOOKING_ALREADY_STARTED']);
    expect((await me.read(id, TUESDAY_5)).status).toBe('PLACED');
    const byStaff = await asStaff(
      STATUS,
      { id, status: 'CANCELED', reason: 'Voo cancelado pela companhia' },
      TUESDAY_5,
    );
    expect(byStaff.errors).toBeUndefined();
  });

  it('is refused once the service has been given (READY, then DELIVERED), even before its start', async () => {
    const me = shopper('browser-given-00001');
    const id = await book('browser-given-00001');
    expect((await asStaff(STATUS, { id, status: 'PREPARING' })).errors).toBeUndefined();
    // PREPARING: still movable (the PIX fee then waits for its payment).
    expect((await me.move(id, THURSDAY_NOON)).data!.rescheduleBooking.moved).toBe(false);
    expect((await asStaff(STATUS, { id, status: 'READY' })).errors).toBeUndefined();
    expect(codesOf(await asStaff(CONFIRM_FEE, { id }))).toEqual(['BOOKING_SERVICE_GIVEN']);
    for (const status of ['READY', 'DELIVERED']) {
      if (status === 'DELIVERED') expect((await asStaff(STATUS, { id, status })).errors).toBeUndefined();
      const refused = await me.move(id, FRIDAY_NOON);
      expect(codesOf(refused)).toEqual(['BOOKING_SERVICE_GIVEN']);
      expect(codesOf(await me.fee(id))).toEqual(['BOOKING_SERVICE_GIVEN']);
      expect((await me.read(id)).bookingMove).toEqual({ state: 'SERVICE_GIVEN', noShowCharge: null, pending: null });
    }
    expect(Date.parse((await me.read(id)).operationWay.scheduledFor)).toBe(Date.parse(TUESDAY_5));
  });
});

describe('point 4: a late fee paid by PIX moves the booking only once paid', () => {
  it('keeps the slot and shows the fee waiting with its PIX code; the company confirming the money makes the move', async () => {
    const clientId = 'browser-pix-fee-0001';
    const me = shopper(clientId);
    const id = await book(clientId);

    const asked = await me.move(id, THURSDAY_NOON);
    expect(asked.errors).toBeUndefined();
    const answer = asked.data!.rescheduleBooking;
    expect(answer).toMatchObject({
      fee: 72.5,
      late: true,
      moved: false,
      feePayment: { status: 'PENDING', pixCopyPaste: expect.stringContaining('72.50') },
    });
    expect(Date.parse(answer.order.operationWay.scheduledFor)).toBe(Date.parse(TUESDAY_5));
    expect(answer.order.bookingMove).toMatchObject({
      state: 'OPEN',
      pending: {
        to: THURSDAY_NOON,
        requestedAt: MONDAY_NOON,
        fee: 72.5,
        payment: {
          method: 'PIX',
          status: 'PENDING',
          pixCopyPaste: answer.feePayment.pixCopyPaste,
          pixQrCodeSvg: expect.stringMatching(/^<svg/),
        },
      },
    });
    // The booking, its voucher and the stored row all keep Tuesday 05:00.
    const seen = await me.read(id);
    expect(seen.vouchers[0].validFrom).toBe('2026-11-24T00:00:00.000-03:00');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(Date.parse(row.operationWay.scheduledFor!)).toBe(Date.parse(TUESDAY_5));
    expect(row.payment?.rescheduleFees ?? []).toEqual([]);

    // Asking again replaces the request: one pending move, to the latest slot asked for.
    expect((await me.move(id, FRIDAY_NOON)).data!.rescheduleBooking.order.bookingMove.pending.to).toBe(FRIDAY_NOON);

    // Only the company's staff confirm the money.
    expect(codesOf(await call(CONFIRM_FEE, { host: AERO, clientId, variables: { id } }))).toEqual(['FORBIDDEN']);
    const confirmed = await asStaff(CONFIRM_FEE, { id }, '2026-11-23T15:00:00.000-03:00');
    expect(confirmed.errors).toBeUndefined();
    expect(Date.parse(confirmed.data!.confirmRescheduleFee.operationWay.scheduledFor)).toBe(Date.parse(FRIDAY_NOON));
    expect(confirmed.data!.confirmRescheduleFee.bookingMove).toEqual({
      state: 'OPEN',
      noShowCharge: null,
      pending: null,
    });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(paid.payment?.rescheduleFees).toEqual([
      expect.objectContaining({ amountCents: 7250, gateway: 'pix', status: 'PAID', to: FRIDAY_NOON }),
    ]);
    expect(paid.payment?.pendingMove).toBeUndefined();
    expect(codesOf(await asStaff(CONFIRM_FEE, { id }))).toEqual(['RESCHEDULE_FEE_NOT_PENDING']);
  });

  it('a fee still unpaid when the booking starts moves nothing: the booking happened (or was missed) at its slot', async () => {
    const clientId = 'browser-pix-fee-0002';
    const me = shopper(clientId);
    const id = await book(clientId);
    expect((await me.move(id, THURSDAY_NOON)).data!.rescheduleBooking.moved).toBe(false);
    expect(codesOf(await asStaff(CONFIRM_FEE, { id }, TUESDAY_5))).toEqual(['BOOKING_ALREADY_STARTED']);
    const seen = await me.read(id, TUESDAY_5);
    expect(Date.parse(seen.operationWay.scheduledFor)).toBe(Date.parse(TUESDAY_5));
    expect(seen.bookingMove).toEqual({ state: 'STARTED', noShowCharge: 290, pending: null });
  });

  it('a move on time is free and made at once, even for a PIX booking', async () => {
    const clientId = 'browser-pix-fee-0003';
    const me = shopper(clientId);
    const id = await book(clientId);
    expect((await me.move(id, THURSDAY_NOON)).data!.rescheduleBooking.moved).toBe(false);
    expect((await asStaff(CONFIRM_FEE, { id })).errors).toBeUndefined();
    // Now on Thursday noon, 72 working hours ahead: the next move is on time, free, and made at once.
    const free = await me.move(id, FRIDAY_NOON);
    expect(free.errors).toBeUndefined();
    expect(free.data!.rescheduleBooking).toMatchObject({
      fee: 0,
      late: false,
      moved: true,
      feePayment: null,
      order: { bookingMove: { state: 'OPEN', pending: null } },
    });
    expect(Date.parse(free.data!.rescheduleBooking.order.operationWay.scheduledFor)).toBe(Date.parse(FRIDAY_NOON));
  });
});
