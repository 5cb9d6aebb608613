/**
 * The schema's own guarantees, on the engine under test (in-memory PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set): migrations, constraints, tenancy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb, getDbHandle, setDbHandle } from '@/src/server/db/client';
import { migrate } from '@/src/server/db/migrate';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let t: TestDatabase;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await openTestDatabase();
  const rows = await t.db
    .insert(s.companies)
    .values([
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ])
    .returning({ id: s.companies.id });
  [companyA, companyB] = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`database schema (${engine})`, () => {
  it('runs on the expected engine and migrations are idempotent', async () => {
    expect(t.engine).toBe(engine);
    expect(await migrate(t)).toMatchObject({ applied: 0 });
    const result = await t.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(0);
  });

  it('keeps e-mails lower-case and unique, and staff attached to a company', async () => {
    await t.db.insert(s.users).values({ email: 'ana@example.com', name: 'Ana' });
    await expect(t.db.insert(s.users).values({ email: 'ana@example.com' })).rejects.toThrow();
    await expect(t.db.insert(s.users).values({ email: 'Bia@Example.com' })).rejects.toThrow();
    await expect(t.db.insert(s.users).values({ email: 'staff@example.com', role: 'staff' })).rejects.toThrow();
    const [staff] = await t.db
      .insert(s.users)
      .values({ email: 'staff@example.com', role: 'staff', companyId: companyA })
      .returning();
    expect(staff).toMatchObject({ role: 'staff', emailVerified: false, passwordHash: null });
    expect(staff.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes idempotency keys unique per company, and cascades order lines', async () => {
    const order = (companyId: string, key: string) => ({
      companyId,
      catalogId: 'cat',
      operationWay: { type: 'delivery' as const, time: 'now' as const },
      subtotalCents: 1000,
      totalCents: 1000,
      idempotencyKey: key,
      number: crypto.randomUUID(),
    });
    const [first] = await t.db.insert(s.orders).values(order(companyA, 'k1')).returning();
    expect(first).toMatchObject({ status: 'PLACED', type: 'shopping', params: [], discountCents: 0 });
    await expect(t.db.insert(s.orders).values(order(companyA, 'k1'))).rejects.toThrow();
    await t.db.insert(s.orders).values(order(companyB, 'k1'));
    const retried = await t.db
      .insert(s.orders)
      .values(order(companyA, 'k1'))
      .onConflictDoNothing({ target: [s.orders.companyId, s.orders.idempotencyKey] })
      .returning();
    expect(retried).toEqual([]);

    await t.db.insert(s.orderLines).values({
      orderId: first.id,
      companyId: companyA,
      itemId: 'i1',
      itemName: 'Item',
      quantity: 2,
      unitPriceCents: 500,
      totalCents: 1000,
      subitems: [{ subcategoryId: 'g', subitemId: 's', name: 'S', quantity: 1, unitPriceCents: 0 }],
    });
    await expect(
      t.db.insert(s.orderLines).values({
        orderId: first.id,
        companyId: companyA,
        itemId: 'i1',
        itemName: 'Item',
        quantity: 0,
        unitPriceCents: 500,
        totalCents: 0,
      }),
    ).rejects.toThrow();
    await t.db.delete(s.orders).where(eq(s.orders.id, first.id));
    expect(await t.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, first.id))).toEqual([]);
  });

  it('checks coupon codes (upper-case, unique per company) and discount units', async () => {
    const coupon = { companyId: companyA, code: 'DEZ', discountType: 'PERCENT' as const, discountValue: 10 };
    await t.db.insert(s.coupons).values(coupon);
    await expect(t.db.insert(s.coupons).values(coupon)).rejects.toThrow();
    await t.db.insert(s.coupons).values({ ...coupon, companyId: companyB });
    await expect(t.db.insert(s.coupons).values({ ...coupon, code: 'dez2' })).rejects.toThrow();
    await expect(t.db.insert(s.coupons).values({ ...coupon, code: 'MAIS', discountValue: 120 })).rejects.toThrow();
    // REAL is in cents: fractions of a cent are refused.
    await expect(
      t.db.insert(s.coupons).values({ ...coupon, code: 'REAL', discountType: 'REAL', discountValue: 1.5 }),
    ).rejects.toThrow();
  });

  it('keeps the mail outbox', async () => {
    await t.db
      .insert(s.mailOutbox)
      .values({ to: 'ana@example.com', subject: 'Código', text: '123456', companyId: companyA });
    const [mail] = await t.db.select().from(s.mailOutbox);
    expect(mail).toMatchObject({ to: 'ana@example.com', html: null });
    expect(mail.createdAt).toBeInstanceOf(Date);
  });

  it('serves the process-wide database through getDb()', async () => {
    setDbHandle(t);
    try {
      expect(await getDb()).toBe(t.db);
      expect(await getDbHandle()).toBe(t);
    } finally {
      setDbHandle(undefined);
    }
    await closeDb(); // nothing open: a no-op
  });
});

/** The migrations drizzle-kit generated (drizzle/meta/_journal.json). */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe.runIf(engine === 'postgres')('migrations on a PostgreSQL server', () => {
  it('lets several instances migrate a fresh database at once', async () => {
    const fresh = await openTestDatabase({ migrate: false });
    const { openDatabase } = await import('@/src/server/db/engine');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = await fresh.db.execute(sql`select current_database() as name`);
    url.pathname = `/${(name as unknown as { rows: { name: string }[] }).rows[0].name}`;
    const other = await openDatabase({ url: url.toString(), maxConnections: 2 });
    try {
      const results = await Promise.all([migrate(fresh), migrate(other)]);
      // One instance applies every migration, the other none (it waits on the lock, then finds them applied).
      expect(results.map((r) => r.applied).sort()).toEqual([0, MIGRATION_COUNT]);
    } finally {
      await other.close();
      await fresh.close();
    }
  });
});
