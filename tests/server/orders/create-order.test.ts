/**
 * createOrder through GraphQL (docs/interfaces.md "Orders") on a real database: priced again on the server,
 * refused with the quote's codes, stock taken atomically, one order per idempotency key, the payment method
 * checked, guests remembered by their client id cookie. In-person methods need no gateway; where a test needs a
 * given decline or an outage, a stand-in gateway is named so (order-payments.test.ts uses the real router).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, paymentAttempts } from '@/src/server/db/schema';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { ChargeRequest, PaymentGateway } from '@/src/server/payments/payment-gateway';
import { ORDER_NUMBER_PATTERN } from '@/src/domain/orders/order-number';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MERCADO, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  CASH_ONLY_ITEM,
  CATALOG,
  codesOf,
  CREATE,
  importTestShop,
  ORDER,
  STOCK_ITEM,
  stockOf,
} from './orders-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const key = () => `key-${crypto.randomUUID()}`;
/** A guest's order comes from a browser with its client id cookie (a guest without one is refused: unpaid-limit.test.ts). */
const place = (input: Record<string, unknown>, options: Parameters<typeof call>[1] = {}, k = key()) =>
  call(CREATE, {
    clientId: options.authorization ? undefined : 'browser-create-0000',
    ...options,
    variables: { input, key: k },
  });

describe('createOrder', () => {
  it('places a PLACED order priced on the server, with a readable number, lines as bought and the first event', async () => {
    const result = await place(
      cashOrder('mercado-loja-16', 2, {
        customer: { name: 'Ana Souza', email: 'ana@exemplo.test' },
        params: [{ key: 'Ambiente', value: 'Balcão' }],
      }),
      { clientId: 'browser-aaaa-1111' },
    );
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order).toMatchObject({
      status: 'PLACED',
      catalogId: CATALOG,
      canCancel: true,
      cancelRefusal: null,
      subtotal: 49.8,
      total: 49.8,
      lines: [{ itemId: 'mercado-loja-16', quantity: 2, unitPrice: 24.9, total: 49.8 }],
      payment: { method: 'CASH', status: 'NOT_REQUIRED', pixCopyPaste: null },
      operationWay: { type: 'takeAway', time: 'now', scheduledFor: null },
      customerName: 'Ana Souza',
      nextStatuses: ['CONFIRMED', 'CANCELED'],
    });
    expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.items[0].name).toBeTruthy();
    expect(order.events).toEqual([
      { status: 'PLACED', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/), reason: null },
    ]);
    expect(order.createdAt).toMatch(/\.\d{3}-03:00$/);
    expect(order.whatsappLink).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(order.whatsappLink)).toContain(`Pedido ${order.number}`);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      companyId,
      clientId: 'browser-aaaa-1111',
      userId: null,
      totalCents: 4980,
      params: [{ key: 'Ambiente', value: 'Balcão' }],
      locale: 'pt-BR',
    });
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana@exemplo.test'));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(order.number);
    expect(mail[0].text).toContain('R$ 49,80');
  });

  it('defaults params to Ambiente=Plataforma and keeps gate delivery and the received guest', async () => {
    const gate = { terminal: 'T2', gate: '214', flightNumber: 'LA3301', boardingTime: '2026-11-23T15:00:00.000-03:00' };
    const result = await place(cashOrder(STOCK_ITEM, 1, { gateDelivery: gate, receivedGuest: 'Sr. Tanaka' }));
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder).toMatchObject({ gateDelivery: gate, receivedGuest: 'Sr. Tanaka' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, result.data!.createOrder._id));
    expect(row.params).toEqual([{ key: 'Ambiente', value: 'Plataforma' }]);
  });

  it('ignores a price, status or total sent by the client', async () => {
    const input = {
      ...cashOrder('mercado-loja-16', 1),
      items: [{ itemId: 'mercado-loja-16', quantity: 1, price: 0.01 }],
    };
    const result = await place(input);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder).toMatchObject({ total: 24.9, lines: [{ unitPrice: 24.9, total: 24.9 }] });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, result.data!.createOrder._id));
    expect(line.unitPriceCents).toBe(2490);
    // Fields the schema does not have (status, total) are refused outright rather than read.
    const sneaky = await place({ ...cashOrder('mercado-loja-16', 1), status: 'COMPLETED', total: 0 });
    expect(new Set(codesOf(sneaky))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('refuses with the quote’s problem code and a JSON message holding it, translated', async () => {
    const result = await place(cashOrder('mercado-loja-03', 5), { lang: 'en' }); // stock 3
    expect(codesOf(result)).toEqual(['PRODUCT_OUT_OF_STOCK']);
    const message = JSON.parse(result.errors![0].message);
    expect(message).toMatchObject({
      code: 'PRODUCT_OUT_OF_STOCK',
      message: 'There is not enough stock of this product.',
    });
    // 23:30 is after the store's 22:00 closing: an order for now is CLOSED_COMPANY, in the shopper's language.
    const closed = await place(cashOrder(STOCK_ITEM, 1), { lang: 'es', now: '2026-11-23T23:30:00.000-03:00' });
    expect(codesOf(closed)).toEqual(['CLOSED_COMPANY']);
    expect(JSON.parse(closed.errors![0].message)).toMatchObject({
      code: 'CLOSED_COMPANY',
      message: expect.stringMatching(/cerrad/),
    });
  });

  it('answers the same order for the same idempotency key, also when both arrive together', async () => {
    const k = key();
    const first = await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-idem-0001' }, k);
    const again = await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-idem-0001' }, k);
    expect(again.data!.createOrder._id).toBe(first.data!.createOrder._id);

    const k2 = key();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-idem-0001' }, k2)),
    );
    expect(racing.every((r) => !r.errors)).toBe(true);
    expect(new Set(racing.map((r) => r.data!.createOrder._id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, k2)));
    expect(rows).toHaveLength(1);
  });

  it('does not hand an order to someone else who reuses its key', async () => {
    const k = key();
    await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-owner-01' }, k);
    const stranger = await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-other-02' }, k);
    expect(codesOf(stranger)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
  });

  it('requires sign-in where the catalogue does, and remembers the signed-in buyer', async () => {
    const input = {
      catalogId: CATALOG,
      items: [{ itemId: 'mercado-loja-16', quantity: 2 }],
      operationWay: { type: 'takeAway', time: 'now' },
      payment: { method: 'CASH' },
    };
    const guest = await place(input, { host: MERCADO, clientId: 'browser-guest-03' });
    expect(codesOf(guest)).toEqual(['UNAUTHENTICATED']);
    const auth = await bearer(t, SHOPPER_EMAIL);
    const signedIn = await place(input, { host: MERCADO, authorization: auth });
    expect(signedIn.errors).toBeUndefined();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, signedIn.data!.createOrder._id));
    expect(row.userId).toBeTruthy();
  });

  it('takes only a method the catalogue offers and every item accepts', async () => {
    expect(codesOf(await place({ ...cashOrder(STOCK_ITEM, 1), payment: null }))).toEqual(['PAYMENT_METHOD_REQUIRED']);
    expect(codesOf(await place({ ...cashOrder(STOCK_ITEM, 1), payment: { method: 'STRIPE' } }))).toEqual([
      'PAYMENT_METHOD_NOT_ACCEPTED',
    ]);
    const mixed = {
      ...cashOrder(STOCK_ITEM, 1),
      items: [
        { itemId: STOCK_ITEM, quantity: 1 },
        { itemId: CASH_ONLY_ITEM, quantity: 1 },
      ],
    };
    expect(codesOf(await place({ ...mixed, payment: { method: 'POSP_CREDIT' } }))).toEqual([
      'PAYMENT_METHOD_NOT_ACCEPTED',
    ]);
    expect((await place(mixed)).errors).toBeUndefined();
  });
});

describe('createOrder with an online payment (stand-in gateway, to choose the decline and to fail the network)', () => {
  const stub = (
    answer: (request: ChargeRequest) => Awaited<ReturnType<PaymentGateway['charge']>>,
  ): PaymentGateway & { requests: ChargeRequest[] } => {
    const requests: ChargeRequest[] = [];
    return {
      requests,
      async charge(request) {
        requests.push(request);
        return answer(request);
      },
      async refund() {
        return true;
      },
    };
  };

  it('a declined card rolls back the order and its stock, keeps the attempt, and answers PAYMENT_DECLINED', async () => {
    const gateway = stub(() => ({
      status: 'DECLINED',
      gateway: 'sandbox',
      reference: 'ch_1',
      declineCode: 'INSUFFICIENT_FUNDS',
      retryable: false,
    }));
    useOrderPaymentGateway(gateway);
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const k = key();
    const result = await place(
      { ...cashOrder(STOCK_ITEM, 2), payment: { method: 'ZOOP_CREDIT', cardToken: 'tok_decline' } },
      { lang: 'en' },
      k,
    );
    expect(codesOf(result)).toEqual(['PAYMENT_DECLINED']);
    expect(result.errors![0].extensions).toMatchObject({ declineCode: 'INSUFFICIENT_FUNDS', retryable: false });
    expect(result.errors![0].message).toMatch(/declined/);
    expect(gateway.requests[0]).toMatchObject({
      amountCents: 2000,
      method: 'ZOOP_CREDIT',
      cardToken: 'tok_decline',
      idempotencyKey: k,
    });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, k))).toEqual([]);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderKey, k));
    expect(attempts).toMatchObject([
      {
        status: 'DECLINED',
        declineCode: 'INSUFFICIENT_FUNDS',
        amountCents: 2000,
        orderId: null,
        method: 'ZOOP_CREDIT',
      },
    ]);
    expect(JSON.stringify(attempts)).not.toContain('tok_decline');

    // The same key then paid by PIX: an order this time.
    useOrderPaymentGateway(
      stub(() => ({
        status: 'PENDING',
        gateway: 'pix',
        reference: 'pix_1',
        pix: { copyPaste: '000201...6304ABCD', qrCodeSvg: '<svg/>', expiresAt: '2026-11-23T13:00:00.000-03:00' },
      })),
    );
    const paid = await place({ ...cashOrder(STOCK_ITEM, 2), payment: { method: 'PIX' } }, {}, k);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createOrder.payment).toEqual({
      method: 'PIX',
      status: 'PENDING',
      pixCopyPaste: '000201...6304ABCD',
      declineReason: null,
    });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 2);
  });

  it('an unreachable gateway is a retryable decline, and nothing is kept but the attempt', async () => {
    useOrderPaymentGateway({ charge: () => Promise.reject(new Error('ECONNRESET')), refund: async () => false });
    const result = await place({ ...cashOrder(STOCK_ITEM, 1), payment: { method: 'PIX' } });
    expect(codesOf(result)).toEqual(['PAYMENT_DECLINED']);
    expect(result.errors![0].extensions).toMatchObject({ declineCode: 'PROCESSING_ERROR', retryable: true });
  });
});

describe('order numbers', () => {
  it('are unique within a company across many orders', async () => {
    const rows = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.companyId, companyId));
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.every((r) => ORDER_NUMBER_PATTERN.test(r.number))).toBe(true);
  });
});

describe('reading back', () => {
  it('the order query answers the same shape createOrder did', async () => {
    const placed = await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-read-0001' });
    const read = await call(ORDER, { variables: { id: placed.data!.createOrder._id }, clientId: 'browser-read-0001' });
    expect(read.data!.order).toEqual(placed.data!.createOrder);
  });
});
