/**
 * A late-move fee taken for a move that then does not happen is given back (issue 15, points 3/4): the booking's
 * start passes, or staff mark it READY, while the shopper is in 3-D Secure; two moves sent at once both charge and
 * one moves; a fee paid for a move never finished is refunded (a waiting one called off) before another is charged.
 * Stripe mocked: outside this machine — a local HTTP server answers its PaymentIntent and refund API.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '@/src/server/db/schema';
import { serverSecret } from '@/src/server/identity/server-secret';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import { paymentGateway } from '@/src/server/payments/gateways';
import type { PaymentGateway } from '@/src/server/payments/payment-gateway';
import { issueSandboxToken } from '@/src/server/payments/sandbox-token';
import type { TestDatabase } from '@/tests/support/test-database';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call } from '../orders/orders-fixture';

const CREATE = `mutation Create($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id total } }`;
const MOVE = `
  mutation Move($id: ID!, $at: String!, $card: String, $ref: String) {
    rescheduleBooking(id: $id, scheduledFor: $at, cardToken: $card, paymentReference: $ref) { fee order { operationWay { scheduledFor } } feePayment { status } }
  }
`;
const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
/** Booked an hour before the moves below: past the free minutes after booking (booking-free-until.ts). */
const BOOKED_AT = '2026-11-23T11:00:00.000-03:00';
const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00'; // 17 working hours ahead: the 25% fee
const TUESDAY_5_30 = '2026-11-24T05:30:00.000-03:00'; // the booking has begun
const THURSDAY_NOON = '2026-11-26T12:00:00.000-03:00';
const FRIDAY_NOON = '2026-11-27T12:00:00.000-03:00';
const THREE_DS = 'pm_card_threeDSecure2Required';
const clientId = 'browser-fee-refund-01';

let stripe: StripeStandIn;
let t: TestDatabase;
const stripeGateway = () =>
  paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_fee', STRIPE_API_BASE: stripe.base, NEXTAUTH_SECRET: 'x' });

beforeAll(async () => {
  // A 3-D Secure card waits for the holder; any other card is paid at once.
  stripe = await startStripeStandIn((form, n) =>
    form.get('payment_method') === THREE_DS
      ? { status: 200, body: { id: `pi_wait${n}`, status: 'requires_action', client_secret: `pi_wait${n}_secret` } }
      : { status: 200, body: { id: `pi_paid${n}`, status: 'succeeded' } },
  );
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => {
  await closeSeededDatabase(t);
  await stripe.close();
});
afterEach(() => useOrderPaymentGateway(null));

/** A hospitality booking on Tuesday 05:00 paid by an approved sandbox card. */
async function book(): Promise<string> {
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
        payment: {
          method: 'ZOOP_CREDIT',
          cardToken: issueSandboxToken(
            { outcome: 'APPROVE', brand: 'visa', last4: '4242' },
            serverSecret(),
            new Date(),
          ),
        },
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createOrder._id;
}
const move = (id: string, at: string, extra: { card?: string; ref?: string; now?: string } = {}) =>
  call(MOVE, {
    host: AERO,
    clientId,
    now: extra.now ?? MONDAY_NOON,
    variables: { id, at, card: extra.card, ref: extra.ref },
  });
const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundsOf = (reference: string) => stripe.refunds.filter((r) => r.paymentIntent === reference);
const refundAttempts = (id: string) =>
  t.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, id), like(paymentAttempts.orderKey, 'refund:%')));

/** The first request of a 3-D Secure move, then the holder passes the check in the browser (Stripe takes the money). */
async function paidThroughThreeDS(id: string, at: string): Promise<string> {
  const first = await move(id, at, { card: THREE_DS });
  const ext = first.errors?.[0].extensions as { code: string; paymentReference: string };
  expect(ext.code).toBe('PAYMENT_ACTION_REQUIRED');
  stripe.intents.set(ext.paymentReference, { ...stripe.intents.get(ext.paymentReference), status: 'succeeded' });
  return ext.paymentReference;
}

describe('a late-move fee whose move does not happen is refunded (Stripe mocked: outside this machine)', () => {
  it('the booking starts while the shopper is in 3-D Secure: the move is refused and the fee refunded, once', async () => {
    const id = await book();
    useOrderPaymentGateway(stripeGateway());
    const intent = await paidThroughThreeDS(id, THURSDAY_NOON);

    const late = await move(id, THURSDAY_NOON, { ref: intent, now: TUESDAY_5_30 });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BOOKING_ALREADY_STARTED', feeRefunded: true });
    expect(late.errors?.[0].message).toContain('A taxa de remarcação cobrada foi estornada.');
    expect(refundsOf(intent)).toEqual([{ paymentIntent: intent, amount: 7250 }]);
    expect(Date.parse((await row(id)).operationWay.scheduledFor!)).toBe(Date.parse(TUESDAY_5));
    expect((await row(id)).payment?.rescheduleFees).toBeUndefined();
    expect((await refundAttempts(id)).map((a) => [a.status, a.reference, a.amountCents])).toEqual([
      ['REFUNDED', intent, 7250],
    ]);

    // Sent again: still refused, not refunded twice, and the refunded intent pays for nothing.
    const again = await move(id, THURSDAY_NOON, { ref: intent, now: TUESDAY_5_30 });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BOOKING_ALREADY_STARTED' });
    expect(refundsOf(intent)).toHaveLength(1);
  });

  it('the chosen slot is no longer offered when the shopper comes back from 3-D Secure: refused and refunded', async () => {
    const id = await book();
    useOrderPaymentGateway(stripeGateway());
    const intent = await paidThroughThreeDS(id, THURSDAY_NOON);
    // Thursday 12:00 has passed by Friday morning; the booking is still open (its start is moved by nobody).
    await t.db
      .update(orders)
      .set({ operationWay: { ...(await row(id)).operationWay, scheduledFor: '2026-11-28T05:00:00.000-03:00' } })
      .where(eq(orders.id, id));
    const late = await move(id, THURSDAY_NOON, { ref: intent, now: '2026-11-27T09:00:00.000-03:00' });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'INVALID_SCHEDULE', feeRefunded: true });
    expect(refundsOf(intent)).toHaveLength(1);
  });

  it('staff mark the booking READY while the shopper is in 3-D Secure: refused and refunded', async () => {
    const id = await book();
    useOrderPaymentGateway(stripeGateway());
    const intent = await paidThroughThreeDS(id, THURSDAY_NOON);
    await t.db.update(orders).set({ status: 'READY' }).where(eq(orders.id, id));

    const given = await move(id, THURSDAY_NOON, { ref: intent });
    expect(given.errors?.[0].extensions).toMatchObject({ code: 'BOOKING_SERVICE_GIVEN', feeRefunded: true });
    expect(given.errors?.[0].message).toBe(
      'O serviço desta reserva já foi prestado: ela não pode mais ser remarcada. A taxa de remarcação cobrada foi estornada.',
    );
    expect(refundsOf(intent)).toEqual([{ paymentIntent: intent, amount: 7250 }]);
    expect((await row(id)).status).toBe('READY');
  });

  it('a double submit to two slots: both cards are charged, one moves, the other fee is refunded', async () => {
    const id = await book();
    // Both requests charge before either writes its move (the double click's race, made certain).
    const real = stripeGateway();
    let release!: () => void;
    const bothCharged = new Promise<void>((resolve) => (release = resolve));
    let charged = 0;
    const racing: PaymentGateway = {
      ...real,
      charge: async (request) => {
        const result = await real.charge(request);
        if (++charged === 2) release();
        await bothCharged;
        return result;
      },
    };
    useOrderPaymentGateway(racing);
    const answers = await Promise.all([
      move(id, THURSDAY_NOON, { card: 'pm_card_visa' }),
      move(id, FRIDAY_NOON, { card: 'pm_card_visa' }),
    ]);

    expect(stripe.created.filter((f) => f.get('metadata[order_id]') === id)).toHaveLength(2);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0].extensions).toMatchObject({ code: 'RESCHEDULE_NOT_ALLOWED', feeRefunded: true });
    const fees = (await row(id)).payment?.rescheduleFees as { reference: string }[];
    expect(fees).toHaveLength(1);
    const charges = [...stripe.intents.entries()]
      .filter(([, v]) => (v.metadata as Record<string, string>).order_id === id)
      .map(([k]) => k);
    expect(stripe.refunds.filter((r) => charges.includes(r.paymentIntent))).toEqual([
      { paymentIntent: charges.find((c) => c !== fees[0].reference)!, amount: 7250 },
    ]);
  });

  it('a fee paid for a move never finished is refunded, and a waiting one called off, before another fee is charged', async () => {
    const id = await book();
    useOrderPaymentGateway(stripeGateway());
    // A 3-D Secure move abandoned, then another one whose check was passed but never sent back.
    const abandoned = (
      (await move(id, THURSDAY_NOON, { card: THREE_DS })).errors?.[0].extensions as { paymentReference: string }
    ).paymentReference;
    const paid = await paidThroughThreeDS(id, FRIDAY_NOON);
    expect(stripe.cancelled).toContain(abandoned);
    expect(stripe.intents.get(abandoned)?.status).toBe('canceled');

    const moved = await move(id, THURSDAY_NOON, { card: 'pm_card_visa' });
    expect(moved.errors).toBeUndefined();
    expect(refundsOf(paid)).toEqual([{ paymentIntent: paid, amount: 7250 }]);
    const fees = (await row(id)).payment?.rescheduleFees as { reference: string }[];
    expect(fees.map((f) => f.reference)).toEqual([expect.stringMatching(/^pi_paid/)]);
    // The refunded intent can no longer pay for a late move to its own time (Wednesday 15:00: Thursday noon is near).
    const reused = await move(id, FRIDAY_NOON, { ref: paid, now: '2026-11-25T15:00:00.000-03:00' });
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(Date.parse((await row(id)).operationWay.scheduledFor!)).toBe(Date.parse(THURSDAY_NOON));
    expect(refundsOf(paid)).toHaveLength(1);
  });
});
