/**
 * Staff approval of a business account's credit line (issue 18, point 6) through GraphQL against the seeded PGlite:
 * the host company's staff approve and set the limit (recorded with who and when); the buyer herself, another
 * company's staff and a guest are refused; bad limits are refused; the approved account then books on account
 * within its limit, and a suspended one no longer can.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCreditLines, users } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO,
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  gql,
  MERCADO_STAFF_EMAIL,
  openSeededDatabase,
  type AnyJson,
} from '../graphql-harness';
import { bearer, codesOf } from '../orders/orders-fixture';
import { airportId, makeAccount, meeting, orderInput, place } from './after-booking-fixture';

const SET = /* GraphQL */ `
  mutation Set($accountId: ID!, $status: BusinessCreditLineStatus!, $limit: Float!) {
    setBusinessCreditLine(accountId: $accountId, status: $status, limit: $limit) {
      accountId
      tradeName
      status
      limit
      decidedBy
      updatedAt
    }
  }
`;
const LIST = /* GraphQL */ `
  query Lines {
    companyBusinessCreditLines {
      accountId
      tradeName
      status
      limit
    }
  }
`;
const NOW = '2026-11-24T10:00:00.000-03:00';
const DANI = 'dani@aprovacao.test';

let t: TestDatabase;
let pending: Awaited<ReturnType<typeof makeAccount>>;

beforeAll(async () => {
  t = await openSeededDatabase();
  pending = await makeAccount(t, { cnpj: '98765432000198', name: 'Aprovacao', booker: DANI, approved: false });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const setLine = async (email: string | null, variables: Record<string, unknown>, lang?: string) =>
  gql(SET, {
    host: AERO,
    authorization: email ? await bearer(t, email) : undefined,
    variables: { accountId: pending.accountId, ...variables },
    now: NOW,
    lang,
  });
const lineRow = async () =>
  (
    await t.db
      .select()
      .from(businessCreditLines)
      .where(
        and(
          eq(businessCreditLines.businessAccountId, pending.accountId),
          eq(businessCreditLines.companyId, await airportId(t)),
        ),
      )
  )[0];
const book = () => place(t, DANI, orderInput(pending.accountId, [meeting(pending.clientId)]));

describe('who may decide a credit line', () => {
  it('refuses the buyer herself with CREDIT_LINE_STAFF_ONLY, translated', async () => {
    const refused = await setLine(DANI, { status: 'APPROVED', limit: 5000 }, 'en');
    expect(codesOf(refused)).toEqual(['CREDIT_LINE_STAFF_ONLY']);
    expect(refused.errors![0].message).toBe("Only the store's staff can approve accounts and set limits.");
    expect(await lineRow()).toBeUndefined();
  });

  it("refuses another company's staff on this host", async () => {
    const refused = await setLine(MERCADO_STAFF_EMAIL, { status: 'APPROVED', limit: 5000 });
    expect(codesOf(refused)).toEqual(['CREDIT_LINE_STAFF_ONLY']);
    expect(await lineRow()).toBeUndefined();
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const refused = await setLine(null, { status: 'APPROVED', limit: 5000 });
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
    expect(await lineRow()).toBeUndefined();
  });

  it("refuses the list of the company's lines to anyone but its staff", async () => {
    for (const email of [DANI, MERCADO_STAFF_EMAIL]) {
      const refused = await gql(LIST, { host: AERO, authorization: await bearer(t, email) });
      expect(refused.errors).toBeDefined();
      expect(refused.data?.companyBusinessCreditLines ?? null).toBeNull();
    }
  });
});

describe('the limit', () => {
  it.each([-1, 1_000_000.01, 10.005, Number.MAX_VALUE])('refuses %s with CREDIT_LIMIT_INVALID', async (limit) => {
    const refused = await setLine(AERO_STAFF_EMAIL, { status: 'APPROVED', limit }, 'es');
    expect(codesOf(refused)).toEqual(['CREDIT_LIMIT_INVALID']);
    expect(refused.errors![0].message).toContain('límite');
    expect(await lineRow()).toBeUndefined();
  });

  it('refuses REQUESTED as a staff decision', async () => {
    const refused = await setLine(AERO_STAFF_EMAIL, { status: 'REQUESTED', limit: 100 });
    expect(refused.errors).toBeDefined();
    expect(await lineRow()).toBeUndefined();
  });

  it('refuses an account that does not exist with BUSINESS_NOT_FOUND', async () => {
    const refused = await gql(SET, {
      host: AERO,
      authorization: await bearer(t, AERO_STAFF_EMAIL),
      variables: { accountId: 'no-such-account', status: 'APPROVED', limit: 100 },
    });
    expect(codesOf(refused)).toEqual(['BUSINESS_NOT_FOUND']);
  });
});

describe('approval and booking on account', () => {
  it('before approval, booking on account is refused', async () => {
    expect(codesOf(await book())).toEqual(['BUSINESS_ACCOUNT_NOT_APPROVED']);
  });

  it('the staff approve with a limit in reais, recorded with who and when, and see it listed', async () => {
    const done = await setLine(AERO_STAFF_EMAIL, { status: 'APPROVED', limit: 500 });
    expect(done.errors).toBeUndefined();
    const [staff] = await t.db.select().from(users).where(eq(users.email, AERO_STAFF_EMAIL));
    expect(done.data!.setBusinessCreditLine).toMatchObject({
      accountId: pending.accountId,
      tradeName: 'Aprovacao',
      status: 'APPROVED',
      limit: 500,
      decidedBy: staff.id,
    });
    expect(await lineRow()).toMatchObject({ status: 'approved', limitCents: 50_000, approvedBy: staff.id });
    expect(new Date(done.data!.setBusinessCreditLine.updatedAt).toISOString()).toBe(new Date(NOW).toISOString());
    const list = await gql(LIST, { host: AERO, authorization: await bearer(t, AERO_STAFF_EMAIL) });
    expect(list.data!.companyBusinessCreditLines.find((l: AnyJson) => l.accountId === pending.accountId)).toEqual({
      accountId: pending.accountId,
      tradeName: 'Aprovacao',
      status: 'APPROVED',
      limit: 500,
    });
  });

  it('the approved account books on account within the limit; the next booking over it is refused', async () => {
    const first = await book();
    expect(first.errors).toBeUndefined();
    expect(first.data!.createOrder._id).toBeTruthy();
    expect(codesOf(await book())).toEqual(['BUSINESS_CREDIT_LIMIT_REACHED']);
  });

  it('a suspended account can no longer book on account', async () => {
    const done = await setLine(AERO_STAFF_EMAIL, { status: 'SUSPENDED', limit: 500 });
    expect(done.data!.setBusinessCreditLine.status).toBe('SUSPENDED');
    expect(codesOf(await book())).toEqual(['BUSINESS_ACCOUNT_NOT_APPROVED']);
  });
});
