/**
 * prohibitedForMinors (docs/decisions.md): a company that sells only to adults takes no order from a signed-in
 * profile whose stored date of birth says under 18 at the server's clock; an adult's, or a profile without a
 * birth date, goes through. The age is the database's, never the browser's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userComplements, users } from '@/src/server/db/schema';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { bearer, call, cashOrder, codesOf, CREATE, importTestShop } from './orders-fixture';

let t: TestDatabase;
const TEEN = 'adolescente@exemplo.test';
const ADULT = 'adulta@exemplo.test';
const UNKNOWN_AGE = 'sem-data@exemplo.test';

beforeAll(async () => {
  t = await openSeededDatabase();
  const { companyId } = await importTestShop(t);
  // The flag on the company; the snapshot is read again because updated_at moves.
  await t.db
    .update(companies)
    .set({ prohibitedForMinors: true, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  clearDirectoryCache();
  for (const [email, dateOfBirth] of [
    [TEEN, '2008-06-01'],
    [ADULT, '1990-01-15'],
    [UNKNOWN_AGE, null],
  ] as const) {
    const [user] = await t.db
      .insert(users)
      .values({ email, name: email, emailVerified: true })
      .returning({ id: users.id });
    if (dateOfBirth) await t.db.insert(userComplements).values({ userId: user.id, dateOfBirth });
  }
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const place = async (email: string, now = '2025-03-03T12:00:00.000-03:00') =>
  call(CREATE, {
    authorization: await bearer(t, email),
    now,
    variables: { input: cashOrder(undefined, 1), key: `key-${crypto.randomUUID()}` },
  });

describe('prohibitedForMinors', () => {
  it('refuses a profile under 18 with MINOR_NOT_ALLOWED and a translated message', async () => {
    const result = await place(TEEN);
    expect(codesOf(result)).toEqual(['MINOR_NOT_ALLOWED']);
    expect(result.errors?.[0].message).toMatch(/18/);
  });

  it("takes the order once the birthday has passed (the clock is the server's)", async () => {
    const result = await place(TEEN, '2026-06-01T10:00:00.000-03:00');
    expect(result.errors).toBeUndefined();
    expect(result.data?.createOrder.status).toBe('PLACED');
  });

  it("takes an adult's order and one from a profile with no birth date", async () => {
    for (const email of [ADULT, UNKNOWN_AGE]) {
      const result = await place(email);
      expect(result.errors).toBeUndefined();
      expect(result.data?.createOrder.status).toBe('PLACED');
    }
  });
});
