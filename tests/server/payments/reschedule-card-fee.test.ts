/**
 * The late-move fee of a card-paid booking, charged with a card entered again: through the real payment router
 * with sandbox test cards (a declined card keeps the booking, the next card is a new charge that moves it, each
 * recorded as a payment attempt), and through the Stripe adapter with 3-D Secure (Stripe mocked: outside this
 * machine — a local HTTP server answers its PaymentIntent API): the move waits for the check, and the intent
 * named afterwards must be this order's fee to this time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxOutcome } from '@/src/domain/payments/test-cards';
import { orders, paymentAttempts } from '@/src/server/db/schema';
import { serverSecret } from '@/src/server/identity/server-secret';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import { paymentGateway } from '@/src/server/payments/gateways';
import { issueSandboxToken } from '@/src/server/payments/sandbox-token';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call } from '../orders/orders-fixture';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';

const CREATE = `mutation Create($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id total } }`;
const MOVE = `
  mutation Move($id: ID!, $at: String!, $card: String, $ref: String) {
    rescheduleBooking(id: $id, scheduledFor: $at, cardToken: $card, paymentReference: $ref) { fee late order { operationWay { scheduledFor } } feePayment { status } }
  }
`;
const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
/** Booked an hour before the moves below: past the free minutes after booking (booking-free-until.ts). */
const BOOKED_AT = '2026-11-23T11:00:00.000-03:00';
const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00'; // 17 working hours ahead: the 25% fee
const THURSDAY_NOON = '2026-11-26T12:00:00.000-03:00';
const FRIDAY_NOON = '2026-11-27T12:00:00.000-03:00';
const clientId = 'browser-card-fee-01';
const card = (outcome: SandboxOutcome) =>
  issueSandboxToken({ outcome, brand: 'visa', last4: '4242' }, serverSecret(), new Date());

let stripe: StripeStandIn;
let t: TestDatabase;

beforeAll(async () => {
  // Every card asks for 3-D Secure.
  stripe = await startStripeStandIn((_form, n) => ({
    status: 200,
    body: { id: `pi_fee${n}`, status: 'requires_action', client_secret: `pi_fee${n}_secret` },
  }));
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => {
  await closeSeededDatabase(t);
  await stripe.close();
});
afterEach(() => useOrderPaymentGateway(null));

/** A hospitality booking on Tuesday 05:00 paid by an approved sandbox card (the real router). */
async function book(): Promise<{ _id: string; total: number }> {
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
        payment: { method: 'ZOOP_CREDIT', cardToken: card('APPROVE') },
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createOrder;
}
const move = (id: string, at: string, extra: { card?: string; ref?: string } = {}) =>
  call(MOVE, { host: AERO, clientId, now: MONDAY_NOON, variables: { id, at, ...extra } });
const bookedAt = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the late-move fee of a card-paid booking', () => {
  it('sandbox cards: a declined card keeps the booking, another card is a new charge that moves it; both are payment attempts', async () => {
    const order = await book();
    const declined = await move(order._id, THURSDAY_NOON, { card: card('INSUFFICIENT_FUNDS') });
    expect(declined.errors?.[0].extensions).toMatchObject({
      code: 'PAYMENT_DECLINED',
      declineCode: 'INSUFFICIENT_FUNDS',
    });
    expect(declined.errors?.[0].message).toBe(
      'A taxa de remarcação foi recusada. A reserva continua na data anterior.',
    );
    expect(Date.parse((await bookedAt(order._id)).operationWay.scheduledFor!)).toBe(Date.parse(TUESDAY_5));

    const moved = await move(order._id, THURSDAY_NOON, { card: card('APPROVE') });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking).toMatchObject({ fee: 72.5, late: true, feePayment: { status: 'PAID' } });
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order._id));
    const fees = attempts.filter((a) => a.orderKey.startsWith('reschedule:'));
    expect(fees.map((a) => [a.status, a.declineCode, a.amountCents])).toEqual(
      expect.arrayContaining([
        ['DECLINED', 'INSUFFICIENT_FUNDS', 7250],
        ['PAID', null, 7250],
      ]),
    );
    expect(new Set(fees.map((a) => a.reference)).size).toBe(2);
    const row = await bookedAt(order._id);
    expect(row.payment?.rescheduleFees).toEqual([
      expect.objectContaining({ amountCents: 7250, gateway: 'sandbox', status: 'PAID' }),
    ]);
    expect(JSON.stringify([row, attempts])).not.toContain('tok_sbx_');
  });

  it('a card-paid booking without a card is refused, not moved', async () => {
    const order = await book();
    expect((await move(order._id, THURSDAY_NOON)).errors?.[0].extensions).toMatchObject({
      code: 'PAYMENT_DECLINED',
      declineCode: 'INVALID_CARD_TOKEN',
    });
  });

  it("Stripe with 3-D Secure (Stripe mocked: outside this machine): waits for the check, then moves only with this fee's intent", async () => {
    const order = await book();
    useOrderPaymentGateway(
      paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_fee', STRIPE_API_BASE: stripe.base, NEXTAUTH_SECRET: 'x' }),
    );
    const first = await move(order._id, THURSDAY_NOON, { card: 'pm_card_threeDSecure2Required' });
    const ext = first.errors?.[0].extensions as { code: string; clientSecret: string; paymentReference: string };
    expect(ext).toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
      clientSecret: expect.stringMatching(/^pi_fee\d+_secret$/),
    });
    expect(Object.fromEntries(stripe.created.at(-1)!)).toMatchObject({
      amount: '7250',
      payment_method: 'pm_card_threeDSecure2Required',
      'metadata[purpose]': 'reschedule',
      'metadata[order_id]': order._id,
    });
    expect(Date.parse((await bookedAt(order._id)).operationWay.scheduledFor!)).toBe(Date.parse(TUESDAY_5));

    // Not yet authenticated: still waiting. Then the holder passes the check in the browser.
    expect((await move(order._id, THURSDAY_NOON, { ref: ext.paymentReference })).errors?.[0].extensions?.code).toBe(
      'PAYMENT_ACTION_REQUIRED',
    );
    stripe.intents.set(ext.paymentReference, { ...stripe.intents.get(ext.paymentReference), status: 'succeeded' });
    // The intent pays for this move only: another time is refused.
    expect((await move(order._id, FRIDAY_NOON, { ref: ext.paymentReference })).errors?.[0].extensions).toMatchObject({
      code: 'PAYMENT_DECLINED',
    });
    const moved = await move(order._id, THURSDAY_NOON, { ref: ext.paymentReference });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.rescheduleBooking.feePayment).toEqual({ status: 'PAID' });
    expect((await bookedAt(order._id)).payment?.rescheduleFees).toEqual([
      expect.objectContaining({ gateway: 'stripe', reference: ext.paymentReference, status: 'PAID' }),
    ]);
  });
});
