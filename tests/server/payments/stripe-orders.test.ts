/**
 * Card orders through the Stripe adapter (Stripe mocked: outside this machine — a local HTTP server answers its
 * PaymentIntent API): a card needing 3-D Secure keeps the order PLACED with its stock and hands the client secret
 * to the buyer; confirmOrderPayment reads the intent again from "Stripe" and confirms the order, or cancels it and
 * gives the stock back when the holder failed the check. The browser's word is never taken.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { stockChanged } from '@/src/server/catalog/live-stock';
import { items, orders, paymentAttempts } from '@/src/server/db/schema';
import { orderPaymentGateway, useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import { settleAbandonedPayments } from '@/src/server/orders/order-payment-sweep';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { paymentGateway } from '@/src/server/payments/gateways';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  codesOf,
  COMPANY_ORDERS,
  CREATE,
  importTestShop,
  ORDER,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
  stockOf,
  UPDATE_STATUS,
} from '../orders/orders-fixture';
import { startStripeStandIn, type StripeAnswer, type StripeStandIn } from '@/tests/support/stripe-stand-in';

/** What a new intent answers: set by each test. */
let nextCreate: (form: URLSearchParams) => StripeAnswer = () => ({ status: 500, body: {} });
let stripe: StripeStandIn;
let t: TestDatabase;
let companyId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn((form) => nextCreate(form));
  useOrderPaymentGateway(
    paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_orders', STRIPE_API_BASE: stripe.base, NEXTAUTH_SECRET: 'x' }),
  );
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);

afterAll(async () => {
  useOrderPaymentGateway(null);
  await closeSeededDatabase(t);
  await stripe.close();
});

const CLIENT = 'browser-3ds-000001';
const FIELDS = `_id number status total payment { method status actionClientSecret declineReason }`;
const CREATE_CARD = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${FIELDS} } }`;
const CONFIRM = `mutation ConfirmOrderPayment($id: ID!) { confirmOrderPayment(id: $id) { ${FIELDS} } }`;
const cardOrder = (key: string) =>
  call(CREATE_CARD, {
    clientId: CLIENT,
    variables: {
      input: {
        ...cashOrder(STOCK_ITEM, 3),
        payment: { method: 'ZOOP_CREDIT', cardToken: 'pm_card_threeDSecure2Required' },
      },
      key,
    },
  });
const needsAction = (id: string) => ({
  status: 200,
  body: {
    id,
    object: 'payment_intent',
    status: 'requires_action',
    client_secret: `${id}_secret_abc`,
    next_action: { type: 'use_stripe_sdk' },
  },
});

describe('Stripe card orders with 3-D Secure (Stripe mocked: outside this machine)', () => {
  it('keeps the order PLACED with its stock while the holder authenticates, then confirms it from Stripe, never from the browser', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    nextCreate = () => needsAction('pi_3ds_ok');
    const key = crypto.randomUUID();
    const created = await cardOrder(key);
    expect(created.errors).toBeUndefined();
    const order = created.data!.createOrder;
    expect(order).toMatchObject({
      status: 'PLACED',
      payment: { method: 'ZOOP_CREDIT', status: 'REQUIRES_ACTION', actionClientSecret: 'pi_3ds_ok_secret_abc' },
    });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);
    // The secret is never stored, and a lost answer gets it again from Stripe under the same key.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(JSON.stringify(row.payment)).not.toContain('secret');
    expect((await cardOrder(key)).data!.createOrder.payment.actionClientSecret).toBe('pi_3ds_ok_secret_abc');

    // Someone else cannot settle it; the holder has not finished yet: still waiting.
    expect(codesOf(await call(CONFIRM, { clientId: 'another-browser-01', variables: { id: order._id } }))).toEqual([
      'ORDER_NOT_FOUND',
    ]);
    expect(
      (await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } })).data!.confirmOrderPayment.payment
        .status,
    ).toBe('REQUIRES_ACTION');

    stripe.intents.set('pi_3ds_ok', { ...stripe.intents.get('pi_3ds_ok'), status: 'succeeded' });
    const confirmed = await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmOrderPayment).toMatchObject({
      status: 'PLACED',
      payment: { status: 'PAID', actionClientSecret: null },
    });
    // Confirming twice changes nothing.
    expect(
      (await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } })).data!.confirmOrderPayment.payment
        .status,
    ).toBe('PAID');
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderKey, key));
    expect(attempts.map((a) => a.status).sort()).toEqual(['PAID', 'REQUIRES_ACTION']);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);
  });

  it('staff cannot confirm an order whose card is still in 3-D Secure, but can once it is paid', async () => {
    nextCreate = () => needsAction('pi_3ds_staff');
    const order = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    const staff = await bearer(t, SHOP_STAFF_EMAIL);
    const early = await call(UPDATE_STATUS, {
      authorization: staff,
      variables: { id: order._id, status: 'CONFIRMED' },
    });
    expect(codesOf(early)).toEqual(['PAYMENT_NOT_SETTLED']);
    expect(early.errors![0].message).toContain('verificação do cartão');
    stripe.intents.set('pi_3ds_staff', { ...stripe.intents.get('pi_3ds_staff'), status: 'succeeded' });
    await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } });
    const confirmed = await call(UPDATE_STATUS, {
      authorization: staff,
      variables: { id: order._id, status: 'CONFIRMED' },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.updateOrderStatus.status).toBe('CONFIRMED');
  });

  it('cancels the order and gives the stock back when the holder fails 3-D Secure: PAYMENT_DECLINED, as a plain decline', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    nextCreate = () => needsAction('pi_3ds_fail');
    const order = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);
    stripe.intents.set('pi_3ds_fail', {
      ...stripe.intents.get('pi_3ds_fail'),
      status: 'requires_payment_method',
      last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const refused = await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } });
    expect(codesOf(refused)).toEqual(['PAYMENT_DECLINED']);
    expect(refused.errors![0].extensions).toMatchObject({ declineCode: 'CARD_DECLINED', retryable: false });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.status).toBe('CANCELED');
    expect(row.payment?.status).toBe('DECLINED');
  });

  it('refuses to confirm from an intent whose amount is not the order total (a tampered intent)', async () => {
    nextCreate = () => needsAction('pi_3ds_odd');
    const order = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    stripe.intents.set('pi_3ds_odd', { ...stripe.intents.get('pi_3ds_odd'), status: 'succeeded', amount: 1 });
    const original = console.error;
    console.error = () => {};
    try {
      expect(codesOf(await call(CONFIRM, { clientId: CLIENT, variables: { id: order._id } }))).toEqual([
        'PAYMENT_DECLINED',
      ]);
    } finally {
      console.error = original;
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.payment?.status).toBe('REQUIRES_ACTION');
  });

  it('a card refused at once by Stripe places no order and keeps the stock', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    nextCreate = () => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          payment_intent: { id: 'pi_no' },
        },
      },
    });
    const refused = await cardOrder(crypto.randomUUID());
    expect(codesOf(refused)).toEqual(['PAYMENT_DECLINED']);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
  });
});

/** The test shop's orders are placed at Monday noon (the fixture's clock); the sweep's threshold is 30 minutes. */
const AT_29 = '2026-11-23T12:29:00.000-03:00';
const AT_31 = '2026-11-23T12:31:00.000-03:00';
const quietly = async <T>(work: () => Promise<T>): Promise<T> => {
  const original = console.error;
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.error = original;
  }
};

describe('abandoned 3-D Secure checks are settled after 30 minutes (Stripe mocked: outside this machine)', () => {
  it('staff reading the board after 30 minutes see the abandoned order cancelled, its stock back and the intent called off; not before', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    nextCreate = () => needsAction('pi_3ds_gone');
    const order = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    const staff = await bearer(t, SHOP_STAFF_EMAIL);

    const early = await quietly(() => call(COMPANY_ORDERS, { authorization: staff, now: AT_29 }));
    expect(early.data!.companyOrders.find((o: { _id: string }) => o._id === order._id).status).toBe('PLACED');
    expect(stripe.cancelled).not.toContain('pi_3ds_gone');

    const board = await quietly(() => call(COMPANY_ORDERS, { authorization: staff, now: AT_31 }));
    expect(board.errors).toBeUndefined();
    expect(board.data!.companyOrders.find((o: { _id: string }) => o._id === order._id).status).toBe('CANCELED');
    expect(stripe.cancelled).toContain('pi_3ds_gone');
    expect(stripe.intents.get('pi_3ds_gone')!.status).toBe('canceled');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.payment?.status).toBe('DECLINED');
    expect(row.cancelReason).toContain('30 minutos');
    // The buyer's status page says why.
    const seen = await call(ORDER, { clientId: CLIENT, variables: { id: order._id }, now: AT_31 });
    expect(seen.data!.order).toMatchObject({ status: 'CANCELED', cancelReason: row.cancelReason });
  });

  it('an order whose holder paid but never came back is confirmed as paid by the sweep, and nothing is called off', async () => {
    nextCreate = () => needsAction('pi_3ds_paid_late');
    const order = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    stripe.intents.set('pi_3ds_paid_late', { ...stripe.intents.get('pi_3ds_paid_late'), status: 'succeeded' });
    const seen = await quietly(() => call(ORDER, { clientId: CLIENT, variables: { id: order._id }, now: AT_31 }));
    expect(seen.data!.order).toMatchObject({ status: 'PLACED', payment: { status: 'PAID' } });
    expect(stripe.cancelled).not.toContain('pi_3ds_paid_late');
  });

  it('createOrder refused for want of stock settles the abandoned orders holding it and places the order', async () => {
    await t.db
      .update(items)
      .set({ stock: 3 })
      .where(and(eq(items.companyId, companyId), eq(items.id, STOCK_ITEM)));
    stockChanged(companyId);
    nextCreate = () => needsAction('pi_3ds_holds_stock');
    const holder = (await cardOrder(crypto.randomUUID())).data!.createOrder;
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(0);

    const now = await call(CREATE, {
      clientId: 'walk-in-browser-1',
      variables: { input: cashOrder(STOCK_ITEM, 1), key: crypto.randomUUID() },
      now: AT_29,
    });
    expect(codesOf(now)).toEqual(['PRODUCT_OUT_OF_STOCK']);
    const later = await quietly(() =>
      call(CREATE, {
        clientId: 'walk-in-browser-1',
        variables: { input: cashOrder(STOCK_ITEM, 1), key: crypto.randomUUID() },
        now: AT_31,
      }),
    );
    expect(later.errors).toBeUndefined();
    expect(later.data!.createOrder.status).toBe('PLACED');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, holder._id));
    expect(row.status).toBe('CANCELED');
    await t.db
      .update(items)
      .set({ stock: 50 })
      .where(and(eq(items.companyId, companyId), eq(items.id, STOCK_ITEM)));
    stockChanged(companyId);
  });

  it('two sweeps at once settle an order once (row locks, SKIP LOCKED)', async () => {
    nextCreate = () => needsAction('pi_3ds_twice');
    const key = crypto.randomUUID();
    const order = (await cardOrder(key)).data!.createOrder;
    const snap = (await getCompanySnapshot(t.db, 'pedidoteste'))!;
    const deps = { db: t.db, gateway: orderPaymentGateway(), sendMail: false };
    const now = DateTime.fromISO(AT_31, { setZone: true });
    const counts = await quietly(() =>
      Promise.all([
        settleAbandonedPayments(deps, snap, { now, orderId: order._id }),
        settleAbandonedPayments(deps, snap, { now, orderId: order._id }),
      ]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderKey, key));
    expect(attempts.map((a) => a.status).sort()).toEqual(['DECLINED', 'REQUIRES_ACTION']);
  });
});
