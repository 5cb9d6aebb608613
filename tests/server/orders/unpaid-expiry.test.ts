/**
 * Unpaid orders expire (issue 15, point 13; docs/decisions.md "Trust: unpaid orders and a verified e-mail"): an order paid by PIX, link or transfer that is still
 * PLACED and unpaid at its due time is cancelled — by the server's own timer with nobody reading it, or at once when
 * someone reads it — its stock comes back, its payment reads EXPIRED, and the shopper is mailed in the order's
 * language. Orders paid, confirmed or paid otherwise are left alone, and sweeps running at once cancel each order once.
 * Real payment router (PIX, link and transfer adapters need no outside service); the clock is STORE_NOW.
 */
import { and, eq, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, orderStatusEvents } from '@/src/server/db/schema';
import { expireUnpaidOrders } from '@/src/server/orders/unpaid-expiry';
import { startUnpaidExpiryTimer } from '@/src/server/orders/unpaid-expiry-timer';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  codesOf,
  COMPANY_ORDERS,
  importTestShop,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
  stockOf,
  UPDATE_STATUS,
} from './orders-fixture';

const SCARCE_ITEM = 'teste-escasso';
let t: TestDatabase;
let companyId: string;
let staff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t, (doc) => {
    const catalog = doc.catalogs[0];
    catalog.paymentMethods.push(
      {
        _id: 'teste-pay-link',
        method: 'LINK',
        type: 'ONLINE',
        status: 'ACTIVE',
        ref: { key: 'https://pay.example.com/teste' },
      },
      {
        _id: 'teste-pay-transfer',
        method: 'BANK_TRANSFER',
        type: 'ONLINE',
        status: 'ACTIVE',
        ref: { accountOwner: 'Pedido Teste Ltda.', key: '0001 12345-6', type: 'CHECKING' },
      },
    );
    catalog.categories[0].items.push({
      _id: SCARCE_ITEM,
      slug: 'item-escasso',
      name: 'Item escasso',
      price: 20,
      stock: 2,
    });
  }));
  staff = await bearer(t, SHOP_STAFF_EMAIL);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const FIELDS = '_id number status canCancel cancelReason payment { method status expiresAt pixCopyPaste }';
const CREATE = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${FIELDS} } }`;
const READ = `query Order($id: ID!) { order(id: $id) { ${FIELDS} } }`;

/** The clock MONDAY_NOON plus `minutes`, as STORE_NOW reads it. */
const at = (minutes: number) => DateTime.fromISO(MONDAY_NOON, { setZone: true }).plus({ minutes }).toISO()!;

interface Placed {
  _id: string;
  number: string;
  status: string;
  payment: { status: string; expiresAt: string | null };
}

async function place(
  method: string,
  options: { clientId?: string; lang?: string; email?: string; item?: string; quantity?: number; now?: string } = {},
): Promise<Placed> {
  const result = await call(CREATE, {
    clientId: options.clientId ?? `browser-expiry-${crypto.randomUUID().slice(0, 8)}`,
    lang: options.lang,
    now: options.now,
    variables: {
      input: {
        ...cashOrder(options.item ?? STOCK_ITEM, options.quantity ?? 1),
        payment: { method },
        customer: { name: 'Ana', email: options.email ?? 'ana@exemplo.test' },
      },
      key: crypto.randomUUID(),
    },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createOrder as Placed;
}

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => ({
    subject: m.subject,
    text: m.text,
  }));
/** One tick of the server's timer at `now`, as scripts/start.ts runs it (an hour's interval: only this tick runs). */
async function timerTickAt(now: string): Promise<number> {
  const timer = startUnpaidExpiryTimer(async () => t.db, {
    intervalMs: 3_600_000,
    now: () => DateTime.fromISO(now, { setZone: true }),
  });
  try {
    return await timer.tick();
  } finally {
    timer.stop();
  }
}

describe('unpaid orders expire', () => {
  it('a PIX order unpaid at its expiry is cancelled by the timer with nobody reading it: stock back, EXPIRED, mailed in its language', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const order = await place('PIX', {
      clientId: 'browser-expiry-pix-01',
      lang: 'en',
      email: 'late-payer@exemplo.test',
      quantity: 3,
    });
    expect(order).toMatchObject({
      status: 'PLACED',
      payment: { status: 'PENDING', expiresAt: '2026-11-23T12:30:00.000-03:00' },
    });
    expect(order.payment).toHaveProperty('pixCopyPaste');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);

    // A second before the expiry nothing happens.
    await timerTickAt(at(29.99));
    expect((await rowOf(order._id)).status).toBe('PLACED');
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);

    expect(await timerTickAt(at(30))).toBeGreaterThanOrEqual(1);
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ status: 'CANCELED', payment: { method: 'PIX', status: 'EXPIRED' } });
    expect(row.cancelReason).toMatch(/^The payment did not arrive in time: the order was cancelled/);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order._id));
    expect(events.map((e) => [e.status, e.changedBy, e.createdAt.toISOString()])).toEqual([
      ['PLACED', null, '2026-11-23T15:00:00.000Z'],
      ['CANCELED', null, '2026-11-23T15:30:00.000Z'],
    ]);

    const mails = await mailsTo('late-payer@exemplo.test');
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your order ${order.number}`,
      `Order ${order.number} cancelled: the payment did not arrive in time`,
    ]);
    expect(mails[1].text).toContain('the payment by PIX did not arrive by 23/11/2026 at 12:30');
    expect(mails[1].text).toContain('Do not pay for this order any more');
    expect(mails[1].text).toContain(`/status-pedido?id=${order._id}`);

    // The buyer's status page reads it cancelled; another tick changes nothing more (no second release, no second mail).
    const read = await call(READ, { clientId: 'browser-expiry-pix-01', now: at(45), variables: { id: order._id } });
    expect(read.data!.order).toMatchObject({ status: 'CANCELED', canCancel: false, payment: { status: 'EXPIRED' } });
    await timerTickAt(at(60));
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    expect(await mailsTo('late-payer@exemplo.test')).toHaveLength(2);
  });

  it('a payment link is due after an hour and a bank transfer after a day; cash is never due', async () => {
    const link = await place('LINK', { email: 'link@exemplo.test', lang: 'es' });
    const transfer = await place('BANK_TRANSFER', { email: 'transfer@exemplo.test' });
    const cash = await place('CASH');
    expect(link.payment.expiresAt).toBe('2026-11-23T13:00:00.000-03:00');
    expect(transfer.payment.expiresAt).toBe('2026-11-24T12:00:00.000-03:00');
    expect(cash.payment).toMatchObject({ status: 'NOT_REQUIRED', expiresAt: null });

    await timerTickAt(at(59));
    expect((await rowOf(link._id)).status).toBe('PLACED');
    await timerTickAt(at(60));
    expect((await rowOf(link._id)).status).toBe('CANCELED');
    expect((await mailsTo('link@exemplo.test'))[1]).toMatchObject({
      subject: `Pedido ${link.number} cancelado: el pago no llegó a tiempo`,
    });
    expect((await mailsTo('link@exemplo.test'))[1].text).toContain(
      'el pago por enlace de pago no llegó hasta 23/11/2026 a las 13:00',
    );

    await timerTickAt(at(24 * 60 - 1));
    expect((await rowOf(transfer._id)).status).toBe('PLACED');
    await timerTickAt(at(24 * 60));
    expect((await rowOf(transfer._id)).status).toBe('CANCELED');
    expect((await mailsTo('transfer@exemplo.test'))[1].text).toContain(
      'o pagamento por transferência bancária não chegou até 24/11/2026 às 12:00',
    );

    await timerTickAt(at(30 * 24 * 60));
    expect((await rowOf(cash._id)).status).toBe('PLACED');
  });

  it('an order the company confirmed (the PIX was seen) is never expired', async () => {
    const order = await place('PIX');
    const confirmed = await call(UPDATE_STATUS, {
      authorization: staff,
      now: at(10),
      variables: { id: order._id, status: 'CONFIRMED' },
    });
    expect(confirmed.errors).toBeUndefined();
    await timerTickAt(at(31));
    expect((await rowOf(order._id)).status).toBe('CONFIRMED');
  });

  it('between two ticks, the buyer reading an overdue order and the staff board see it cancelled at once', async () => {
    const mine = await place('PIX', { clientId: 'browser-expiry-read-1' });
    const read = await call(READ, { clientId: 'browser-expiry-read-1', now: at(31), variables: { id: mine._id } });
    expect(read.data!.order).toMatchObject({ status: 'CANCELED', payment: { status: 'EXPIRED' } });

    const theirs = await place('PIX');
    const board = await call(COMPANY_ORDERS, { authorization: staff, now: at(31), variables: { first: 100 } });
    expect(board.data!.companyOrders.find((o: { _id: string }) => o._id === theirs._id)).toMatchObject({
      status: 'CANCELED',
    });
  });

  it('stock held by an overdue PIX order goes to the next buyer instead of PRODUCT_OUT_OF_STOCK', async () => {
    const hoarder = await place('PIX', { item: SCARCE_ITEM, quantity: 2 });
    expect(await stockOf(t, companyId, SCARCE_ITEM)).toBe(0);
    const early = await call(CREATE, {
      clientId: 'browser-expiry-next',
      now: at(29),
      variables: { input: cashOrder(SCARCE_ITEM, 2), key: crypto.randomUUID() },
    });
    expect(codesOf(early)).toEqual(['PRODUCT_OUT_OF_STOCK']);
    const late = await call(CREATE, {
      clientId: 'browser-expiry-next',
      now: at(30),
      variables: { input: cashOrder(SCARCE_ITEM, 2), key: crypto.randomUUID() },
    });
    expect(late.errors).toBeUndefined();
    expect((await rowOf(hoarder._id)).status).toBe('CANCELED');
    expect(await stockOf(t, companyId, SCARCE_ITEM)).toBe(0);
  });

  it('sweeps running at once (several instances) cancel each overdue order once and give its stock back once', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const placed = [];
    for (let i = 0; i < 4; i += 1)
      placed.push(await place('PIX', { email: `race-${i}@exemplo.test`, quantity: 2, now: at(120) }));
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 8);
    const now = DateTime.fromISO(at(151), { setZone: true });
    const overdue = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'PLACED'), lte(orders.paymentDueAt, now.toJSDate())));
    expect(overdue.length).toBeGreaterThanOrEqual(4);
    const counts = await Promise.all(Array.from({ length: 4 }, () => expireUnpaidOrders({ db: t.db }, { now })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(overdue.length);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    for (let i = 0; i < 4; i += 1) {
      expect((await rowOf(placed[i]._id)).status).toBe('CANCELED');
      expect((await mailsTo(`race-${i}@exemplo.test`)).map((m) => m.subject)).toHaveLength(2);
      const events = await t.db
        .select()
        .from(orderStatusEvents)
        .where(and(eq(orderStatusEvents.orderId, placed[i]._id), eq(orderStatusEvents.status, 'CANCELED')));
      expect(events).toHaveLength(1);
    }
  });
});
