/**
 * Zero totals (docs/decisions.md "Trust: money and orders", point 2): an order whose total is R$ 0,00 is placed without any charge and its
 * payment reads NOT_REQUIRED whatever the method — the free Personal Shopper appointment, a 100% coupon, a fixed
 * coupon that covers the whole subtotal. Through GraphQL on a real database and the real payment router (whose
 * card and PIX adapters would refuse to charge nothing).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, paymentAttempts } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, CASH_ONLY_ITEM, codesOf, importTestShop, STOCK_ITEM, stockOf } from './orders-fixture';
import { changeCatalogue } from './money-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
  await changeCatalogue(t, 'pedidoteste', (doc) => {
    doc.coupons = [
      ...(doc.coupons ?? []),
      { code: 'TUDO100', discount: { type: 'PERCENT', value: 100 }, appliesTo: [] },
      { code: 'VALE50', discount: { type: 'REAL', value: 50 }, appliesTo: [] },
    ];
  });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const CLIENT = 'browser-free-000001';
const FIELDS = `_id status subtotal discount total payment { method status pixCopyPaste pixQrCodeSvg linkUrl bankTransferReference declineReason }`;
const CREATE = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${FIELDS} } }`;
const place = (input: Record<string, unknown>, host?: string) =>
  call(CREATE, { host, clientId: CLIENT, variables: { input, key: crypto.randomUUID() } });
const attemptsOf = (orderId: string) => t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

/** The free Personal Shopper appointment (R$ 0,00) on the first slot the checkout offers. */
async function personalShopper(payment: Record<string, unknown> | null) {
  const options = await call(
    `query O($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { slots { startsAt } } }`,
    {
      host: AERO,
      variables: { input: { catalogId: 'aero-personal-shopper', type: 'booking' } },
    },
  );
  const scheduledFor = options.data!.checkoutOptions.slots[0].startsAt;
  return {
    catalogId: 'aero-personal-shopper',
    items: [
      {
        itemId: 'aero-personal-shopper-01',
        quantity: 1,
        subitems: [
          {
            subcategoryId: 'aero-personal-shopper-01-idioma',
            subitemId: 'aero-personal-shopper-01-idioma-en',
            quantity: 1,
          },
        ],
      },
    ],
    operationWay: { type: 'booking', time: 'schedule', scheduledFor },
    customer: { name: 'Ana Souza', email: 'ana.gratis@exemplo.test' },
    payment,
  };
}

describe('orders whose total is zero', () => {
  it('the free Personal Shopper appointment by card: placed, nothing charged, payment NOT_REQUIRED, confirmed by mail', async () => {
    // No card token: nothing would be charged with it anyway.
    const result = await place(await personalShopper({ method: 'ZOOP_CREDIT' }), AERO);
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order).toMatchObject({
      status: 'PLACED',
      total: 0,
      payment: { method: 'ZOOP_CREDIT', status: 'NOT_REQUIRED', declineReason: null },
    });
    expect(await attemptsOf(order._id)).toMatchObject([
      { gateway: 'free', status: 'NOT_REQUIRED', amountCents: 0, reference: null },
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana.gratis@exemplo.test'));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Recebemos seu pedido/)]);
  });

  it('the free appointment with no payment step at all: placed with payment NOT_REQUIRED and no method', async () => {
    const result = await place(await personalShopper(null), AERO);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder.payment).toMatchObject({ method: 'NONE', status: 'NOT_REQUIRED' });
  });

  it('a 100% coupon paid by PIX: no BR Code for R$ 0,00, payment NOT_REQUIRED, the stock taken as for any order', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const result = await place(cashOrder(STOCK_ITEM, 3, { couponCode: 'tudo100', payment: { method: 'PIX' } }));
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder).toMatchObject({
      subtotal: 30,
      discount: 30,
      total: 0,
      payment: { method: 'PIX', status: 'NOT_REQUIRED', pixCopyPaste: null, pixQrCodeSvg: null },
    });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);
  });

  it('a fixed coupon covering the whole subtotal, whatever the method: card, card machine, cash', async () => {
    for (const payment of [
      { method: 'ZOOP_CREDIT', cardToken: 'tok_sbx_whatever' },
      { method: 'POSP_CREDIT' },
      { method: 'CASH' },
    ]) {
      const result = await place(cashOrder(STOCK_ITEM, 5, { couponCode: 'VALE50', payment }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.createOrder).toMatchObject({
        subtotal: 50,
        discount: 50,
        total: 0,
        payment: { method: payment.method, status: 'NOT_REQUIRED' },
      });
    }
  });

  it('a method the cart does not accept is not refused when there is nothing to pay, and is not recorded', async () => {
    const result = await place(cashOrder(CASH_ONLY_ITEM, 1, { couponCode: 'TUDO100', payment: { method: 'PIX' } }));
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder.payment).toMatchObject({ method: 'NONE', status: 'NOT_REQUIRED' });
  });

  it('a coupon leaving one cent still asks for a method the cart accepts, and charges it', async () => {
    await changeCatalogue(t, 'pedidoteste', (doc) => {
      doc.coupons.push({ code: 'QUASE', discount: { type: 'REAL', value: 9.99 }, appliesTo: [] });
    });
    expect(codesOf(await place(cashOrder(STOCK_ITEM, 1, { couponCode: 'QUASE', payment: null })))).toEqual([
      'PAYMENT_METHOD_REQUIRED',
    ]);
    const pix = await place(cashOrder(STOCK_ITEM, 1, { couponCode: 'QUASE', payment: { method: 'PIX' } }));
    expect(pix.data!.createOrder).toMatchObject({
      total: 0.01,
      payment: { method: 'PIX', status: 'PENDING', pixCopyPaste: expect.stringContaining('54040.01') },
    });
  });
});
