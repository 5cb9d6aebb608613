/**
 * Package credits (issue 18, point 5) through GraphQL against the seeded PGlite: a package bought for a company
 * gives 5 credits for 12 months; a reception booked with useCredit costs nothing and takes one, atomically and
 * never below zero; a cancellation in time gives it back, a late one does not; the refusals (no credit, expired,
 * unpaid package, a package line with useCredit, a package in use) are translated; only members read the balance.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCreditGrants, businessCreditMovements, orderLines, orders, users } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, openSeededDatabase, type AnyJson } from '../graphql-harness';
import { bearer, call, CANCEL, codesOf } from '../orders/orders-fixture';
import { BUYER_EMAIL } from './business-fixture';
import {
  MEET_ARRIVAL,
  makeAccount,
  meeting,
  orderInput,
  packageLine,
  place,
  PACKAGE,
  RECEPTION,
} from './after-booking-fixture';

const CREDITS = /* GraphQL */ `
  query Credits($accountId: ID!) {
    businessCredits(accountId: $accountId) {
      total
      balances {
        packageItemId
        packageName
        itemIds
        remaining
        nextExpiry
        awaitingPayment
      }
      history {
        kind
        quantity
        at
        packageName
        orderId
        orderNumber
      }
    }
  }
`;

let t: TestDatabase;
let corp: Awaited<ReturnType<typeof makeAccount>>;
let other: Awaited<ReturnType<typeof makeAccount>>;
const BIA = 'bia@creditos.test';
const CARLA = 'carla@outra-creditos.test';

beforeAll(async () => {
  t = await openSeededDatabase();
  corp = await makeAccount(t, { cnpj: '98765432000198', name: 'Creditos', booker: BIA });
  other = await makeAccount(t, { cnpj: '11444777000161', name: 'Outra', booker: CARLA });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const credits = async (email: string, accountId: string, now?: string) =>
  gql(CREDITS, { host: AERO, authorization: await bearer(t, email), variables: { accountId }, now });
const balance = async (accountId = corp.accountId) =>
  (await credits(BIA, accountId)).data!.businessCredits.balances.find((b: AnyJson) => b.packageItemId === PACKAGE);

describe('the demo company', () => {
  it('has a package bought with one credit used, so her credits page is not empty', async () => {
    const [buyer] = await t.db.select().from(users).where(eq(users.email, BUYER_EMAIL));
    const accountId = (
      await gql(`query { myBusinessAccounts { _id } }`, { host: AERO, authorization: await bearer(t, BUYER_EMAIL) })
    ).data!.myBusinessAccounts[0]._id;
    const view = (await credits(BUYER_EMAIL, accountId)).data!.businessCredits;
    expect(view.total).toBe(4);
    expect(view.balances).toMatchObject([
      { packageItemId: PACKAGE, packageName: 'Pacote corporativo — 5 recepções', itemIds: [RECEPTION], remaining: 4 },
    ]);
    expect(view.history.map((e: AnyJson) => [e.kind, e.quantity])).toEqual([
      ['USED', -1],
      ['BOUGHT', 5],
    ]);
    expect(view.history.every((e: AnyJson) => /^[A-Z2-9]{3}-[A-Z2-9]{3}$/.test(e.orderNumber))).toBe(true);
    // Valid 12 months from the purchase.
    const [grant] = await t.db
      .select()
      .from(businessCreditGrants)
      .where(eq(businessCreditGrants.orderId, view.history[1].orderId));
    const bought = new Date(view.history[1].at);
    expect(new Date(view.balances[0].nextExpiry).getUTCFullYear()).toBe(bought.getUTCFullYear() + 1);
    expect(+grant.expiresAt).toBe(+new Date(view.balances[0].nextExpiry));
    expect(buyer).toBeDefined();
  });
});

describe('buying a package and booking with its credits', () => {
  it('a package on account gives 5 credits at once, valid for 12 months', async () => {
    const bought = await place(t, BIA, orderInput(corp.accountId, [packageLine()]));
    expect(bought.errors).toBeUndefined();
    expect(bought.data!.createOrder).toMatchObject({
      total: 1750,
      payment: { method: 'ON_ACCOUNT', status: 'PENDING' },
    });
    expect(await balance()).toMatchObject({
      remaining: 5,
      awaitingPayment: 0,
      // Bought on Monday 23 November 2026 at noon (São Paulo).
      nextExpiry: '2027-11-23T12:00:00.000-03:00',
    });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, bought.data!.createOrder._id));
    expect(line.bookingDetails).toBeNull();
  });

  it('a reception paid with a credit costs nothing; a mixed order charges only the other line', async () => {
    const mixed = await place(
      t,
      BIA,
      orderInput(corp.accountId, [meeting(corp.clientId, undefined, { useCredit: true }), meeting(corp.clientId)]),
    );
    expect(mixed.errors).toBeUndefined();
    const order = mixed.data!.createOrder;
    expect(order.lines.map((l: AnyJson) => [l.unitPrice, l.total])).toEqual([
      [0, 0],
      [390, 390],
    ]);
    expect(order).toMatchObject({ subtotal: 390, total: 390, payment: { method: 'ON_ACCOUNT', status: 'PENDING' } });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(lines.find((l) => l.position === 0)!.creditGrantId).toBeTruthy();
    expect(lines.find((l) => l.position === 1)!.creditGrantId).toBeNull();
    expect(await balance()).toMatchObject({ remaining: 4 });

    const allCredit = await place(
      t,
      BIA,
      orderInput(corp.accountId, [meeting(corp.clientId, undefined, { useCredit: true })], { method: 'PIX' }),
    );
    expect(allCredit.errors).toBeUndefined();
    expect(allCredit.data!.createOrder).toMatchObject({ total: 0, payment: { status: 'NOT_REQUIRED' } });
    expect(await balance()).toMatchObject({ remaining: 3 });
  });

  it('the quote prices a credit line at 0 as the order does, and never a package line', async () => {
    const quote = async (lines: Parameters<typeof orderInput>[1]) =>
      (
        await gql(`query Q($input: OrderInput!) { quote(input: $input) { total lines { total } } }`, {
          host: AERO,
          variables: { input: orderInput(corp.accountId, lines) },
        })
      ).data!.quote;
    expect(await quote([meeting(corp.clientId, undefined, { useCredit: true }), meeting(corp.clientId)])).toMatchObject(
      { total: 390, lines: [{ total: 0 }, { total: 390 }] },
    );
    expect(await quote([packageLine({ useCredit: true })])).toMatchObject({ total: 1750 });
  });

  it('lists bought and used with their orders, newest first', async () => {
    const history = (await credits(BIA, corp.accountId)).data!.businessCredits.history;
    expect(history.map((e: AnyJson) => e.kind)).toEqual(['USED', 'USED', 'BOUGHT']);
    expect(history[0].orderNumber).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
  });
});

describe('refusals', () => {
  it('a service no package covers: BUSINESS_NO_CREDIT in the booker’s language, nothing placed nor taken', async () => {
    const before = (await t.db.select().from(orders)).length;
    const refused = await place(
      t,
      BIA,
      orderInput(corp.accountId, [{ ...meeting(corp.clientId, undefined, { useCredit: true }), itemId: MEET_ARRIVAL }]),
      { lang: 'es' },
    );
    expect(codesOf(refused)).toEqual(['BUSINESS_NO_CREDIT']);
    expect(refused.errors![0].message).toBe(
      'La empresa no tiene crédito de paquete para este servicio. Paga la reserva o compra un paquete.',
    );
    expect(refused.errors![0].extensions).toMatchObject({ path: 'business.lines.0.useCredit' });
    expect((await t.db.select().from(orders)).length).toBe(before);
    expect(await balance()).toMatchObject({ remaining: 3 });
  });

  it('more credits than the balance in one order: refused whole, the balance unchanged', async () => {
    const four = Array.from({ length: 4 }, () => meeting(corp.clientId, undefined, { useCredit: true }));
    const refused = await place(t, BIA, orderInput(corp.accountId, four));
    expect(codesOf(refused)).toEqual(['BUSINESS_NO_CREDIT']);
    expect(refused.errors![0].extensions).toMatchObject({ path: 'business.lines.3.useCredit' });
    expect(await balance()).toMatchObject({ remaining: 3 });
  });

  it('an expired package: BUSINESS_CREDIT_EXPIRED, translated', async () => {
    const later = '2027-11-24T12:00:00.000-03:00';
    const refused = await place(
      t,
      BIA,
      orderInput(
        corp.accountId,
        [meeting(corp.clientId, '2027-11-26T06:40:00-03:00', { useCredit: true })],
        'ON_ACCOUNT',
        '2027-11-26T12:00:00.000-03:00',
      ),
      { lang: 'en', now: later },
    );
    expect(codesOf(refused)).toEqual(['BUSINESS_CREDIT_EXPIRED']);
    expect(refused.errors![0].message).toBe(
      "The company's package credits for this service have expired. Pay for the booking or buy a new package.",
    );
    const view = (await credits(BIA, corp.accountId, later)).data!.businessCredits;
    expect(view.total).toBe(0);
    expect(view.history[0]).toMatchObject({ kind: 'EXPIRED', quantity: -3, at: '2027-11-23T12:00:00.000-03:00' });
  });

  it('a package line with useCredit: BUSINESS_CREDIT_NOT_APPLICABLE', async () => {
    const refused = await place(t, BIA, orderInput(corp.accountId, [packageLine({ useCredit: true })]));
    expect(codesOf(refused)).toEqual(['BUSINESS_CREDIT_NOT_APPLICABLE']);
  });

  it('a package not paid yet (PIX pending) gives credits that wait for the payment', async () => {
    const pix = await place(t, CARLA, orderInput(other.accountId, [packageLine()], { method: 'PIX' }));
    expect(pix.errors).toBeUndefined();
    expect(pix.data!.createOrder.payment).toMatchObject({ method: 'PIX', status: 'PENDING' });
    const view = (await credits(CARLA, other.accountId)).data!.businessCredits;
    expect(view.balances[0]).toMatchObject({ remaining: 0, awaitingPayment: 5 });
    const refused = await place(
      t,
      CARLA,
      orderInput(other.accountId, [meeting(other.clientId, undefined, { useCredit: true })]),
    );
    expect(codesOf(refused)).toEqual(['BUSINESS_NO_CREDIT']);
  });

  it("another company's member and a stranger read nothing of the credits", async () => {
    const foreign = await credits(CARLA, corp.accountId);
    expect(codesOf(foreign)).toEqual(['BUSINESS_NOT_FOUND']);
    expect(foreign.data).toBeNull();
    const anonymous = await gql(CREDITS, { host: AERO, variables: { accountId: corp.accountId } });
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
  });

  it('the database itself refuses a balance below zero', async () => {
    const [grant] = await t.db
      .select()
      .from(businessCreditGrants)
      .where(eq(businessCreditGrants.businessAccountId, corp.accountId));
    await expect(
      t.db.update(businessCreditGrants).set({ remaining: -1 }).where(eq(businessCreditGrants.id, grant.id)),
    ).rejects.toThrow();
  });
});

describe('two bookings racing for the last credits', () => {
  it('never take more than there are', async () => {
    const racer = await makeAccount(t, { cnpj: '24681357000140', name: 'Corrida', booker: 'dani@corrida.test' });
    await place(t, 'dani@corrida.test', orderInput(racer.accountId, [packageLine()]));
    const three = () =>
      place(
        t,
        'dani@corrida.test',
        orderInput(
          racer.accountId,
          Array.from({ length: 3 }, () => meeting(racer.clientId, undefined, { useCredit: true })),
        ),
      );
    const results = await Promise.all([three(), three()]);
    expect(results.map((r) => (r.errors ? codesOf(r)[0] : 'OK')).sort()).toEqual(['BUSINESS_NO_CREDIT', 'OK']);
    const [grant] = await t.db
      .select()
      .from(businessCreditGrants)
      .where(eq(businessCreditGrants.businessAccountId, racer.accountId));
    expect(grant.remaining).toBe(2);
    const used = await t.db
      .select()
      .from(businessCreditMovements)
      .where(and(eq(businessCreditMovements.grantId, grant.id), eq(businessCreditMovements.kind, 'used')));
    expect(used).toHaveLength(3);
  });
});

describe('cancelling', () => {
  const cancel = async (id: string, now?: string) =>
    call(CANCEL, { host: AERO, authorization: await bearer(t, BIA), variables: { id }, now });

  it('before the free-until gives the credit back', async () => {
    const booked = await place(
      t,
      BIA,
      orderInput(corp.accountId, [meeting(corp.clientId, '2026-11-26T06:40:00-03:00', { useCredit: true })]),
    );
    expect(await balance()).toMatchObject({ remaining: 2 });
    const cancelled = await cancel(booked.data!.createOrder._id, '2026-11-24T10:00:00.000-03:00');
    expect(cancelled.errors).toBeUndefined();
    expect(await balance()).toMatchObject({ remaining: 3 });
    const history = (await credits(BIA, corp.accountId)).data!.businessCredits.history;
    expect(history[0]).toMatchObject({ kind: 'RETURNED', quantity: 1, orderId: booked.data!.createOrder._id });
  });

  it('after it keeps the credit spent, as a late cancellation keeps the money', async () => {
    // Booked Monday noon for Tuesday 06:40: free only for the 30 minutes after booking.
    const booked = await place(
      t,
      BIA,
      orderInput(corp.accountId, [meeting(corp.clientId, '2026-11-24T06:40:00-03:00', { useCredit: true })]),
    );
    expect(await balance()).toMatchObject({ remaining: 2 });
    const cancelled = await cancel(booked.data!.createOrder._id, '2026-11-23T12:31:00.000-03:00');
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrder.status).toBe('CANCELED');
    expect(await balance()).toMatchObject({ remaining: 2 });
  });

  it('a package whose credits were used cannot be cancelled; an unused one is voided', async () => {
    const [grant] = await t.db
      .select()
      .from(businessCreditGrants)
      .where(eq(businessCreditGrants.businessAccountId, corp.accountId));
    const refused = await call(CANCEL, {
      host: AERO,
      authorization: await bearer(t, BIA),
      lang: 'en',
      variables: { id: grant.orderId },
    });
    expect(codesOf(refused)).toEqual(['BUSINESS_PACKAGE_IN_USE']);
    expect(refused.errors![0].message).toBe(
      'Credits of this package have already been used, so it cannot be cancelled. Contact the store.',
    );

    const spare = await place(t, BIA, orderInput(corp.accountId, [packageLine()]));
    expect(await balance()).toMatchObject({ remaining: 7 });
    expect((await cancel(spare.data!.createOrder._id, '2026-11-24T11:00:00.000-03:00')).errors).toBeUndefined();
    expect(await balance()).toMatchObject({ remaining: 2 });
    const history = (await credits(BIA, corp.accountId)).data!.businessCredits.history;
    expect(history[0]).toMatchObject({ kind: 'VOIDED', quantity: -5, orderId: spare.data!.createOrder._id });
  });
});
