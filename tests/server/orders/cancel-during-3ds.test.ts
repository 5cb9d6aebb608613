/**
 * Cancelling an order while its card is in 3-D Secure (docs/decisions.md "Trust: money and orders", point 1), through GraphQL on a real
 * database, with Stripe mocked (outside this machine: a local HTTP server answers its PaymentIntent and refund
 * API). The intent is called off when the shopper or staff cancels; confirmOrderPayment refuses an order no longer
 * PLACED; a charge that succeeds anyway is refunded automatically; a cancelled order is never mailed a
 * confirmation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, orders } from '@/src/server/db/schema';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import { paymentGateway } from '@/src/server/payments/gateways';
import type { TestDatabase } from '@/tests/support/test-database';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  codesOf,
  COMPANY_ORDERS,
  importTestShop,
  ORDER,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
  stockOf,
} from './orders-fixture';

let stripe: StripeStandIn;
let t: TestDatabase;
let companyId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn((form, n) => {
    const id = `pi_cancel_${n}`;
    return {
      status: 200,
      body: {
        id,
        object: 'payment_intent',
        status: 'requires_action',
        client_secret: `${id}_secret_x`,
        amount: Number(form.get('amount')),
      },
    };
  });
  useOrderPaymentGateway(
    paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_cancel', STRIPE_API_BASE: stripe.base, NEXTAUTH_SECRET: 'x' }),
  );
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);

afterAll(async () => {
  useOrderPaymentGateway(null);
  await closeSeededDatabase(t);
  await stripe.close();
});

// The processor's refusals are logged; they are expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const CLIENT = 'browser-3ds-cancel-01';
const FIELDS = `_id number status total payment { method status actionClientSecret }`;
const CREATE_CARD = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${FIELDS} } }`;
const CONFIRM = `mutation ConfirmOrderPayment($id: ID!) { confirmOrderPayment(id: $id) { ${FIELDS} } }`;
const CANCEL = `mutation CancelOrder($id: ID!, $reason: String) { cancelOrder(id: $id, reason: $reason) { ${FIELDS} } }`;
const STAFF_CANCEL = `mutation UpdateOrderStatus($id: ID!, $reason: String) { updateOrderStatus(id: $id, status: CANCELED, reason: $reason) { ${FIELDS} } }`;

/** A card order of 3 units whose card asks for 3-D Secure; its intent id and a mailbox address of its own. */
async function waitingOrder(key = crypto.randomUUID()) {
  const email = `comprador-${key.slice(0, 8)}@exemplo.test`;
  const input = {
    ...cashOrder(STOCK_ITEM, 3),
    customer: { name: 'Ana Souza', email },
    payment: { method: 'ZOOP_CREDIT', cardToken: 'pm_card_threeDSecure2Required' },
  };
  const created = await call(CREATE_CARD, { clientId: CLIENT, variables: { input, key } });
  expect(created.errors).toBeUndefined();
  const order = created.data!.createOrder;
  expect(order.payment.status).toBe('REQUIRES_ACTION');
  const intent = [...stripe.intents.keys()].pop()!;
  return { order, intent, email, input, key };
}

const succeed = (intent: string) => stripe.intents.set(intent, { ...stripe.intents.get(intent), status: 'succeeded' });
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = (to: string) =>
  t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to)));
const confirmations = async (to: string) =>
  (await mailsTo(to)).filter((m) => m.subject.startsWith('Recebemos seu pedido'));

describe('cancelling during 3-D Secure (Stripe mocked: outside this machine)', () => {
  it('the shopper cancels: the intent is cancelled at Stripe, nothing is charged, the stock comes back, and the order can no longer be confirmed or mailed as confirmed', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const { order, intent, email } = await waitingOrder();
    const cancelled = await call(CANCEL, { clientId: CLIENT, variables: { id: order._id, reason: 'Mudei de ideia' } });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrder).toMatchObject({
      status: 'CANCELED',
      payment: { status: 'CANCELED', actionClientSecret: null },
    });
    expect(stripe.cancelled).toContain(intent);
    expect(stripe.intents.get(intent)!.status).toBe('canceled');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);

    // The page's confirmation after the (late) 3-D Secure step is refused, in the shopper's language.
    const confirm = await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id }, lang: 'en' });
    expect(codesOf(confirm)).toEqual(['ORDER_NO_LONGER_PLACED']);
    expect(confirm.errors![0].extensions).toMatchObject({ status: 'CANCELED' });
    expect(confirm.errors![0].message).toMatch(/cancelled/);
    expect((await rowOf(order._id)).payment?.status).toBe('CANCELED');
    expect(await confirmations(email)).toEqual([]);
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toEqual([]);
  });

  it('staff cancel: the intent is cancelled too', async () => {
    const { order, intent } = await waitingOrder();
    const staff = await bearer(t, SHOP_STAFF_EMAIL);
    const cancelled = await call(STAFF_CANCEL, {
      authorization: staff,
      variables: { id: order._id, reason: 'Sem estoque no balcão' },
    });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.updateOrderStatus).toMatchObject({ status: 'CANCELED', payment: { status: 'CANCELED' } });
    expect(stripe.cancelled).toContain(intent);
  });

  it('a charge that succeeded just as the order was cancelled is refunded in full, at once', async () => {
    const { order, intent, email } = await waitingOrder();
    succeed(intent); // the holder finished the check a moment before the cancel reached Stripe
    const cancelled = await call(CANCEL, { clientId: CLIENT, variables: { id: order._id } });
    expect(cancelled.data!.cancelOrder).toMatchObject({ status: 'CANCELED', payment: { status: 'REFUNDED' } });
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toEqual([
      { paymentIntent: intent, amount: Math.round(order.total * 100) },
    ]);
    expect(codesOf(await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } }))).toEqual([
      'ORDER_NO_LONGER_PLACED',
    ]);
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toHaveLength(1);
    expect(await confirmations(email)).toEqual([]);
  });

  it('a call-off that could not reach Stripe is finished later: the holder’s late success is refunded when the page confirms, never confirmed nor mailed', async () => {
    const { order, intent, email } = await waitingOrder();
    const kept = stripe.intents.get(intent)!;
    stripe.intents.delete(intent); // Stripe unreachable for this intent: the call-off fails
    const cancelled = await call(CANCEL, { clientId: CLIENT, variables: { id: order._id } });
    expect(cancelled.data!.cancelOrder).toMatchObject({
      status: 'CANCELED',
      payment: { status: 'REQUIRES_ACTION', actionClientSecret: null },
    });

    stripe.intents.set(intent, { ...kept, status: 'succeeded' }); // the holder then finishes 3-D Secure
    const confirm = await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } });
    expect(codesOf(confirm)).toEqual(['ORDER_NO_LONGER_PLACED']);
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ status: 'CANCELED', payment: { status: 'REFUNDED' } });
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent)).toHaveLength(1);
    expect(await confirmations(email)).toEqual([]);
  });

  it('the staff board finishes a pending call-off of any age: a waiting intent is cancelled, a paid one refunded', async () => {
    const first = await waitingOrder();
    const second = await waitingOrder();
    for (const { intent } of [first, second]) stripe.intents.delete(intent);
    const kept = new Map([
      [
        first.intent,
        {
          id: first.intent,
          status: 'requires_action',
          client_secret: 's',
          amount: Math.round(first.order.total * 100),
          metadata: { order_id: first.order._id },
        },
      ],
    ]);
    for (const { order } of [first, second]) await call(CANCEL, { clientId: CLIENT, variables: { id: order._id } });
    stripe.intents.set(first.intent, kept.get(first.intent)!);
    stripe.intents.set(second.intent, {
      id: second.intent,
      status: 'succeeded',
      amount: Math.round(second.order.total * 100),
      metadata: { order_id: second.order._id },
    });

    const board = await call(COMPANY_ORDERS, { authorization: await bearer(t, SHOP_STAFF_EMAIL) });
    expect(board.errors).toBeUndefined();
    expect((await rowOf(first.order._id)).payment?.status).toBe('CANCELED');
    expect(stripe.cancelled).toContain(first.intent);
    expect((await rowOf(second.order._id)).payment?.status).toBe('REFUNDED');
    expect(stripe.refunds.filter((r) => r.paymentIntent === second.intent)).toHaveLength(1);
  });

  it('the same key sent again after the cancel answers the cancelled order, never the 3-D Secure check again', async () => {
    const { order, input, key } = await waitingOrder();
    await call(CANCEL, { clientId: CLIENT, variables: { id: order._id } });
    const again = await call(CREATE_CARD, { clientId: CLIENT, variables: { input, key } });
    expect(again.data!.createOrder).toMatchObject({
      _id: order._id,
      status: 'CANCELED',
      payment: { actionClientSecret: null },
    });
    const read = await call(ORDER, { clientId: CLIENT, variables: { id: order._id } });
    expect(read.data!.order.status).toBe('CANCELED');
  });

  it('an order moved on by staff is refused too: only a PLACED order is confirmed', async () => {
    const { order, intent } = await waitingOrder();
    succeed(intent);
    expect(
      (await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } })).data!.confirmOrderPayment.payment
        .status,
    ).toBe('PAID');
    const staff = await bearer(t, SHOP_STAFF_EMAIL);
    await call(`mutation U($id: ID!) { updateOrderStatus(id: $id, status: CONFIRMED) { status } }`, {
      authorization: staff,
      variables: { id: order._id },
    });
    const again = await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } });
    expect(codesOf(again)).toEqual(['ORDER_NO_LONGER_PLACED']);
    expect(again.errors![0].extensions).toMatchObject({ status: 'CONFIRMED' });
  });
});
