/**
 * Who sees and changes an order (docs/interfaces.md "Orders"): the buyer by session or, for a guest order, by the
 * client id cookie; the staff of the order's company. Staff of another company and other shoppers get nothing.
 * Cancellation only while PLACED gives the stock back; staff walk the status machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/src/server/db/schema';
import { clientIdFromCookie } from '@/src/server/graphql/context';
import { CLIENT_ID_COOKIE } from '@/src/client/client-id';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  MERCADO_STAFF_EMAIL,
  openSeededDatabase,
  SHOPPER_EMAIL,
} from '../graphql-harness';
import {
  bearer,
  call,
  CANCEL,
  cashOrder,
  codesOf,
  COMPANY_ORDERS,
  CREATE,
  importTestShop,
  MY_ORDERS,
  ORDER,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
  stockOf,
  UPDATE_STATUS,
} from './orders-fixture';

let t: TestDatabase;
let companyId: string;
let staff: string;
let shopper: string;
let otherStaff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
  staff = await bearer(t, SHOP_STAFF_EMAIL);
  shopper = await bearer(t, SHOPPER_EMAIL);
  otherStaff = await bearer(t, MERCADO_STAFF_EMAIL);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const GUEST = 'browser-guest-aaaa';
const placeAsGuest = async (clientId = GUEST, quantity = 1) => {
  const r = await call(CREATE, {
    clientId,
    variables: { input: cashOrder(STOCK_ITEM, quantity), key: crypto.randomUUID() },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.createOrder as { _id: string; number: string };
};

describe('reading orders', () => {
  it('a guest reads their own order by client id cookie, not another browser’s, nor with no cookie', async () => {
    const mine = await placeAsGuest();
    expect((await call(ORDER, { clientId: GUEST, variables: { id: mine._id } })).data!.order.number).toBe(mine.number);
    expect((await call(ORDER, { clientId: 'browser-guest-bbbb', variables: { id: mine._id } })).data!.order).toBeNull();
    expect((await call(ORDER, { variables: { id: mine._id } })).data!.order).toBeNull();
    expect((await call(ORDER, { authorization: shopper, variables: { id: mine._id } })).data!.order).toBeNull();
  });

  it('myOrders lists a guest’s orders by client id, newest first, and a shopper’s by account', async () => {
    const first = await placeAsGuest('browser-list-0001');
    const second = await placeAsGuest('browser-list-0001');
    await placeAsGuest('browser-list-0002');
    const listed = (await call(MY_ORDERS, { clientId: 'browser-list-0001' })).data!.myOrders.map(
      (o: { _id: string }) => o._id,
    );
    expect(listed).toEqual([second._id, first._id]);
    expect((await call(MY_ORDERS, {})).data!.myOrders).toEqual([]);

    const placed = await call(CREATE, {
      authorization: shopper,
      clientId: 'browser-list-0001',
      variables: { input: cashOrder(), key: crypto.randomUUID() },
    });
    const signedIn = (await call(MY_ORDERS, { authorization: shopper })).data!.myOrders;
    expect(signedIn.map((o: { _id: string }) => o._id)).toEqual([placed.data!.createOrder._id]);
    // A signed-in buyer's order is not a guest order: the same browser signed out does not see it.
    expect(
      (await call(ORDER, { clientId: 'browser-list-0001', variables: { id: placed.data!.createOrder._id } })).data!
        .order,
    ).toBeNull();
  });

  it('staff of the company read any of its orders and list them for the board; other staff cannot', async () => {
    const order = await placeAsGuest();
    expect((await call(ORDER, { authorization: staff, variables: { id: order._id } })).data!.order._id).toBe(order._id);
    const board = await call(COMPANY_ORDERS, { authorization: staff, variables: { status: ['PLACED'], first: 100 } });
    expect(board.data!.companyOrders.map((o: { _id: string }) => o._id)).toContain(order._id);
    expect(board.data!.companyOrders.every((o: { status: string }) => o.status === 'PLACED')).toBe(true);

    expect((await call(ORDER, { authorization: otherStaff, variables: { id: order._id } })).data!.order).toBeNull();
    expect(codesOf(await call(COMPANY_ORDERS, { authorization: otherStaff }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await call(COMPANY_ORDERS, { authorization: shopper }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await call(COMPANY_ORDERS, {}))).toEqual(['FORBIDDEN']);
    // On their own company's host they see their own board only: this order is not there.
    const theirs = await call(COMPANY_ORDERS, { authorization: otherStaff, host: 'mercado.localhost:3000' });
    expect(theirs.data!.companyOrders.map((o: { _id: string }) => o._id)).not.toContain(order._id);
    expect(
      (await call(ORDER, { authorization: otherStaff, host: 'mercado.localhost:3000', variables: { id: order._id } }))
        .data!.order,
    ).toBeNull();
  });
});

describe('status changes', () => {
  it('staff move an order along; the buyer sees each step; a shopper or other staff cannot', async () => {
    const order = await placeAsGuest();
    expect(
      codesOf(await call(UPDATE_STATUS, { clientId: GUEST, variables: { id: order._id, status: 'CONFIRMED' } })),
    ).toEqual(['FORBIDDEN']);
    expect(
      codesOf(await call(UPDATE_STATUS, { authorization: shopper, variables: { id: order._id, status: 'CONFIRMED' } })),
    ).toEqual(['FORBIDDEN']);
    expect(
      codesOf(
        await call(UPDATE_STATUS, { authorization: otherStaff, variables: { id: order._id, status: 'CONFIRMED' } }),
      ),
    ).toEqual(['FORBIDDEN']);
    // On their own host the order is simply not among their company's.
    expect(
      codesOf(
        await call(UPDATE_STATUS, {
          authorization: otherStaff,
          host: 'mercado.localhost:3000',
          variables: { id: order._id, status: 'CONFIRMED' },
        }),
      ),
    ).toEqual(['ORDER_NOT_FOUND']);
    expect(
      codesOf(
        await call(UPDATE_STATUS, {
          authorization: await bearer(t, AERO_STAFF_EMAIL),
          variables: { id: order._id, status: 'CONFIRMED' },
        }),
      ),
    ).toEqual(['FORBIDDEN']);

    expect(
      codesOf(await call(UPDATE_STATUS, { authorization: staff, variables: { id: order._id, status: 'PREPARING' } })),
    ).toEqual(['INVALID_STATUS_TRANSITION']);
    for (const status of ['CONFIRMED', 'PREPARING', 'READY', 'DELIVERED', 'COMPLETED']) {
      const r = await call(UPDATE_STATUS, { authorization: staff, variables: { id: order._id, status } });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateOrderStatus.status).toBe(status);
    }
    const read = (await call(ORDER, { clientId: GUEST, variables: { id: order._id } })).data!.order;
    expect(read.events.map((e: { status: string }) => e.status)).toEqual([
      'PLACED',
      'CONFIRMED',
      'PREPARING',
      'READY',
      'DELIVERED',
      'COMPLETED',
    ]);
    expect(read).toMatchObject({ canCancel: false, nextStatuses: [] });
    expect(
      codesOf(
        await call(UPDATE_STATUS, {
          authorization: staff,
          variables: { id: order._id, status: 'CANCELED', reason: 'x' },
        }),
      ),
    ).toEqual(['INVALID_STATUS_TRANSITION']);
  });

  it('staff cancel a confirmed order only with a reason, and its stock comes back', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const order = await placeAsGuest(GUEST, 3);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 3);
    await call(UPDATE_STATUS, { authorization: staff, variables: { id: order._id, status: 'CONFIRMED' } });
    const noReason = await call(UPDATE_STATUS, {
      authorization: staff,
      variables: { id: order._id, status: 'CANCELED' },
    });
    expect(codesOf(noReason)).toEqual(['INVALID_STATUS_TRANSITION']);
    expect(noReason.errors![0].extensions).toMatchObject({ reason: 'REASON_REQUIRED' });
    const canceled = await call(UPDATE_STATUS, {
      authorization: staff,
      variables: { id: order._id, status: 'CANCELED', reason: 'Sem entregador' },
    });
    expect(canceled.data!.updateOrderStatus).toMatchObject({ status: 'CANCELED', cancelReason: 'Sem entregador' });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
  });
});

describe('cancelOrder', () => {
  it('the buyer cancels while PLACED, the stock comes back, and the shopper is mailed', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const placed = await call(CREATE, {
      clientId: GUEST,
      variables: {
        input: cashOrder(STOCK_ITEM, 2, { customer: { email: 'cancela@exemplo.test' } }),
        key: crypto.randomUUID(),
      },
      lang: 'en',
    });
    const order = placed.data!.createOrder;
    expect(codesOf(await call(CANCEL, { clientId: 'browser-guest-zzzz', variables: { id: order._id } }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf(await call(CANCEL, { authorization: otherStaff, variables: { id: order._id } }))).toEqual([
      'FORBIDDEN',
    ]);
    const canceled = await call(CANCEL, { clientId: GUEST, variables: { id: order._id, reason: 'Mudei de ideia' } });
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data!.cancelOrder).toMatchObject({
      status: 'CANCELED',
      canCancel: false,
      cancelReason: 'Mudei de ideia',
    });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    const again = await call(CANCEL, { clientId: GUEST, variables: { id: order._id } });
    expect(codesOf(again)).toEqual(['ORDER_NOT_CANCELLABLE']);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before); // not released twice
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cancela@exemplo.test'));
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your order ${order.number}`,
      `Order ${order.number}: Cancelled`,
    ]);
  });

  it('is refused once the store confirmed, with the reason in the shopper’s language', async () => {
    const order = await placeAsGuest();
    await call(UPDATE_STATUS, { authorization: staff, variables: { id: order._id, status: 'CONFIRMED' } });
    const refused = await call(CANCEL, { clientId: GUEST, lang: 'es', variables: { id: order._id } });
    expect(codesOf(refused)).toEqual(['ORDER_NOT_CANCELLABLE']);
    expect(refused.errors![0].message).toMatch(/ya confirmó/);
    const read = (await call(ORDER, { clientId: GUEST, lang: 'en', variables: { id: order._id } })).data!.order;
    expect(read).toMatchObject({
      status: 'CONFIRMED',
      canCancel: false,
      cancelRefusal: expect.stringMatching(/already confirmed/),
    });
  });

  it('staff of the company may cancel a placed order too', async () => {
    const order = await placeAsGuest();
    const r = await call(CANCEL, { authorization: staff, variables: { id: order._id, reason: 'Cliente ligou' } });
    expect(r.data!.cancelOrder.status).toBe('CANCELED');
  });

  it('an unknown id is ORDER_NOT_FOUND', async () => {
    expect(codesOf(await call(CANCEL, { clientId: GUEST, variables: { id: crypto.randomUUID() } }))).toEqual([
      'ORDER_NOT_FOUND',
    ]);
  });
});

describe('client id cookie', () => {
  it('is read under the name the browser sets it, and only when plausible', () => {
    expect(CLIENT_ID_COOKIE).toBe('clientId');
    expect(clientIdFromCookie('a=1; clientId=3f0c2a9e-1b2c-4d5e-8f90-123456789abc; b=2')).toBe(
      '3f0c2a9e-1b2c-4d5e-8f90-123456789abc',
    );
    expect(clientIdFromCookie('clientId=<script>')).toBeNull();
    expect(clientIdFromCookie('clientId=')).toBeNull();
    expect(clientIdFromCookie(null)).toBeNull();
  });
});
