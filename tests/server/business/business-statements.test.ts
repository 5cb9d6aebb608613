/**
 * /empresa/faturas's months and the checkout's remaining limit (issue 18, point 6) through GraphQL on the seeded
 * demo: the months with bookings on account (São Paulo's calendar), their rows and totals, newest first; cancelled
 * and paid-now orders left out; only a member reads them, and only with the host's company. `available` is the limit
 * less the open bookings on account. The quote of a company's booking counts one booking per client line.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  companies,
  users,
} from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, MERCADO, openSeededDatabase } from '../graphql-harness';
import { bearer, call, codesOf, CREATE } from '../orders/orders-fixture';

let t: TestDatabase;
let accountId: string;
let clientId: string;

const MONTHS = /* GraphQL */ `
  query Months($accountId: ID!) {
    businessStatements(accountId: $accountId) {
      month
      bookings
      orders
      total
    }
  }
`;
const ACCOUNTS = /* GraphQL */ `
  query Accounts {
    myBusinessAccounts {
      _id
      creditLine {
        status
        limit
        available
      }
    }
  }
`;
const QUOTE = /* GraphQL */ `
  query Quote($input: OrderInput!) {
    quote(input: $input) {
      total
      problems
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    cancelOrder(id: $id) {
      _id
      status
    }
  }
`;

beforeAll(async () => {
  t = await openSeededDatabase();
  const [{ id: aeroId }] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'aeroporto'));
  [{ id: accountId }] = await t.db
    .insert(businessAccounts)
    .values({
      cnpj: '98765432000198',
      legalName: 'Faturas Ltda',
      tradeName: 'Faturas',
      invoiceEmail: 'financeiro@faturas.test',
      billingAddress: {
        postalCode: '01310100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    })
    .returning({ id: businessAccounts.id });
  const [bia] = await t.db
    .insert(users)
    .values({ email: 'bia@faturas.test', name: 'Bia', emailVerified: true, phone: '+5511987654321' })
    .returning({ id: users.id });
  await t.db.insert(users).values({ email: 'eve@nobody.test', name: 'Eve', emailVerified: true });
  await t.db.insert(businessMembers).values({ businessAccountId: accountId, userId: bia.id, role: 'booker' });
  await t.db
    .insert(businessCreditLines)
    .values({ businessAccountId: accountId, companyId: aeroId, status: 'approved', limitCents: 500_000 });
  [{ id: clientId }] = await t.db
    .insert(businessClients)
    .values({ businessAccountId: accountId, name: 'Ana Director', phone: '+447700900123', language: 'en' })
    .returning({ id: businessClients.id });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const line = (time: string) => ({
  clientId,
  direction: 'ARRIVAL',
  flightNumber: 'LA 3040',
  time,
  meetingPoint: 'Portão B',
  people: 1,
});
/** Recepção corporativa (R$ 390) per client line. */
const booking = (times: string[], onAccount = true) => ({
  catalogId: 'aero-hospitalidade',
  items: times.map(() => ({ categoryId: 'aero-hospitalidade-empresas', itemId: 'aero-hospitalidade-08', quantity: 1 })),
  operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2027-01-20T12:00:00.000-03:00' },
  customer: { name: 'x', email: 'x@x.test' },
  ...(onAccount ? {} : { payment: { method: 'PIX' } }),
  business: { accountId, onAccount, costCentre: onAccount ? 'CC-1' : null, lines: times.map(line) },
});
const as = async (email: string) => ({ authorization: await bearer(t, email) });
const place = async (input: unknown, now: string) =>
  call(CREATE, { host: AERO, ...(await as('bia@faturas.test')), now, variables: { input, key: crypto.randomUUID() } });

describe('businessStatements', () => {
  it("lists each month's bookings on account, newest first, by when they were placed in São Paulo", async () => {
    // 31 October 23:30 in São Paulo is already November in UTC: it is October's.
    const october = await place(booking(['2027-01-20T06:40:00-03:00']), '2026-10-31T23:30:00.000-03:00');
    expect(october.errors).toBeUndefined();
    const two = await place(
      booking(['2027-01-20T06:40:00-03:00', '2027-01-20T07:40:00-03:00']),
      '2026-11-23T12:00:00.000-03:00',
    );
    expect(two.errors).toBeUndefined();
    const cancelled = await place(booking(['2027-01-21T06:40:00-03:00']), '2026-11-24T12:00:00.000-03:00');
    const cancel = await call(CANCEL, {
      host: AERO,
      ...(await as('bia@faturas.test')),
      variables: { id: cancelled.data!.createOrder._id },
      now: '2026-11-24T12:05:00.000-03:00',
    });
    expect(cancel.errors).toBeUndefined();
    const paidNow = await place(booking(['2027-01-22T06:40:00-03:00'], false), '2026-11-24T12:00:00.000-03:00');
    expect(paidNow.errors).toBeUndefined();

    const months = await call(MONTHS, { host: AERO, ...(await as('bia@faturas.test')), variables: { accountId } });
    expect(months.errors).toBeUndefined();
    expect(months.data!.businessStatements).toEqual([
      { month: '2026-11', bookings: 2, orders: 1, total: 780 },
      { month: '2026-10', bookings: 1, orders: 1, total: 390 },
    ]);
  });

  it("another company's host has none of them", async () => {
    const months = await call(MONTHS, { host: MERCADO, ...(await as('bia@faturas.test')), variables: { accountId } });
    expect(months.data!.businessStatements).toEqual([]);
  });

  it('is refused to a signed-in stranger as to an unknown account, and to a visitor', async () => {
    const stranger = await call(MONTHS, { host: AERO, ...(await as('eve@nobody.test')), variables: { accountId } });
    expect(codesOf(stranger)).toEqual(['BUSINESS_NOT_FOUND']);
    const unknown = await call(MONTHS, {
      host: AERO,
      ...(await as('bia@faturas.test')),
      variables: { accountId: 'x' },
    });
    expect(codesOf(unknown)).toEqual(['BUSINESS_NOT_FOUND']);
    const visitor = await call(MONTHS, { host: AERO, variables: { accountId } });
    expect(codesOf(visitor)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('BusinessCreditLine.available', () => {
  it('is the limit less the open bookings on account (cancelled and paid-now ones do not count)', async () => {
    const result = await call(ACCOUNTS, { host: AERO, ...(await as('bia@faturas.test')) });
    // R$ 5.000 less the three open receptions of the test above (R$ 1.170).
    expect(result.data!.myBusinessAccounts[0].creditLine).toEqual({ status: 'APPROVED', limit: 5000, available: 3830 });
  });

  it('is 0 once the bookings reach the limit, never below', async () => {
    await t.db
      .update(businessCreditLines)
      .set({ limitCents: 100_000 })
      .where(eq(businessCreditLines.businessAccountId, accountId));
    const result = await call(ACCOUNTS, { host: AERO, ...(await as('bia@faturas.test')) });
    expect(result.data!.myBusinessAccounts[0].creditLine).toEqual({ status: 'APPROVED', limit: 1000, available: 0 });
  });

  it('is 0 while the account is not approved', async () => {
    await t.db
      .update(businessCreditLines)
      .set({ status: 'suspended', limitCents: 500_000 })
      .where(eq(businessCreditLines.businessAccountId, accountId));
    const result = await call(ACCOUNTS, { host: AERO, ...(await as('bia@faturas.test')) });
    expect(result.data!.myBusinessAccounts[0].creditLine).toEqual({ status: 'SUSPENDED', limit: 5000, available: 0 });
    await t.db
      .update(businessCreditLines)
      .set({ status: 'approved' })
      .where(eq(businessCreditLines.businessAccountId, accountId));
  });
});

describe("the quote of a company's booking", () => {
  it('prices one booking per client line, where a personal cart of hospitality takes one', async () => {
    const input = booking(['2027-01-20T06:40:00-03:00', '2027-01-20T07:40:00-03:00']);
    const { business: _, ...personal } = input;
    const plain = await call(QUOTE, { host: AERO, variables: { input: personal } });
    expect(plain.data!.quote.problems).toContain('SINGLE_ITEM_PER_ORDER');
    const forCompany = await call(QUOTE, { host: AERO, ...(await as('bia@faturas.test')), variables: { input } });
    expect(forCompany.data!.quote).toEqual({ total: 780, problems: [] });
  });
});

describe("the company's bookings list", () => {
  it("says when the service starts: the earliest client's exact time, not the store's shift the order names", async () => {
    const BOOKINGS = /* GraphQL */ `
      query Bookings($accountId: ID!) {
        businessBookings(accountId: $accountId) {
          bookings {
            number
            serviceAt
            lines {
              clientName
            }
          }
        }
      }
    `;
    const placed = await place(
      booking(['2027-02-10T07:15:00-03:00', '2027-02-10T06:40:00-03:00']),
      '2026-11-25T12:00:00.000-03:00',
    );
    expect(placed.errors).toBeUndefined();
    const result = await call(BOOKINGS, { host: AERO, ...(await as('bia@faturas.test')), variables: { accountId } });
    const found = result.data!.businessBookings.bookings.find(
      (b: { number: string }) => b.number === placed.data!.createOrder.number,
    );
    // The order's slot is 12:00 (the shift); the clients are met at 06:40 and 07:15.
    expect(found.serviceAt).toBe('2027-02-10T06:40:00.000-03:00');
  });
});
