/**
 * Demo seeding: catalogue documents through the importer, then accounts with
 * argon2 password hashes; idempotent; seedDemoIfIncomplete (npm start) completes
 * an interrupted first seed, and never re-adds what the user deleted once the
 * demo was complete (the DATA_DIR marker of the embedded engine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MARKER_FILE, ensureAccount, seedDemoData, seedDemoIfIncomplete, SeedError } from '@/src/server/demo/seed';
import { importCatalog } from '@/src/server/catalog-io/import';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { exportCatalog } from '@/src/server/catalog-io/export';
import { normalised, sampleDocument, withoutNulls } from '../catalog-io/catalog-io.fixture';

let t: TestDatabase;
let dir: string;

beforeAll(async () => {
  t = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  fs.writeFileSync(path.join(dir, 'padaria.json'), JSON.stringify(sampleDocument('padaria')));
  fs.writeFileSync(path.join(dir, 'mercadinho.json'), JSON.stringify(sampleDocument('mercadinho')));
  fs.writeFileSync(
    path.join(dir, 'accounts.json'),
    JSON.stringify([
      { email: 'Staff@Padaria.test', password: 'staff-pass-1', name: 'Staff', role: 'staff', company: 'padaria' },
      { email: 'cliente@example.com', password: 'cliente-pass-1', name: 'Cliente', emailVerified: true },
    ]),
  );
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demo seeding', () => {
  it('seeds an empty database once, and is idempotent when run again', async () => {
    const first = await seedDemoIfIncomplete(t.db, { dir });
    expect(first?.companies.map((c) => [c.slug, c.created])).toEqual([
      ['mercadinho', true],
      ['padaria', true],
    ]);
    expect(first?.accounts.map((a) => [a.email, a.role, a.created])).toEqual([
      ['staff@padaria.test', 'staff', true],
      ['cliente@example.com', 'shopper', true],
    ]);

    const [staff] = await t.db.select().from(s.users).where(eq(s.users.email, 'staff@padaria.test'));
    const [padaria] = await t.db.select().from(s.companies).where(eq(s.companies.slug, 'padaria'));
    expect(staff).toMatchObject({ role: 'staff', companyId: padaria.id, emailVerified: true });
    expect(staff.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(staff.passwordHash!, 'staff-pass-1')).toBe(true);

    expect(await seedDemoIfIncomplete(t.db, { dir })).toBeNull();
    const again = await seedDemoData(t.db, dir);
    expect(again.companies.every((c) => !c.created && c.unchanged)).toBe(true);
    expect(again.accounts.every((a) => !a.created)).toBe(true);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.users);
    expect(n).toBe(2);
    const [unchanged] = await t.db.select().from(s.users).where(eq(s.users.email, 'staff@padaria.test'));
    expect(unchanged.passwordHash).toBe(staff.passwordHash);
  });

  it('stops on an invalid document, naming the file and the problems', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-bad-'));
    try {
      const doc = sampleDocument('quebrada') as { catalogs: { slug: string }[] };
      doc.catalogs[0].slug = 'Not A Slug';
      fs.writeFileSync(path.join(bad, 'quebrada.json'), JSON.stringify(doc));
      const error = await seedDemoData(t.db, bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SeedError);
      expect((error as SeedError).message).toContain('quebrada.json');
      expect((error as SeedError).problems.join('\n')).toMatch(/^catalogs\[0\]\.slug: /m);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('seedDemoIfIncomplete (npm start)', () => {
  const slugsOf = async (db: TestDatabase['db']) =>
    (await db.select({ slug: s.companies.slug }).from(s.companies)).map((r) => r.slug).sort();
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-dir-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('completes a first seed that was interrupted after the first company, leaving that company as it is', async () => {
    const db = await openTestDatabase();
    try {
      // The first start died after importing mercadinho (files are imported in name order), before padaria and the accounts.
      expect((await importCatalog(db.db, sampleDocument('mercadinho'))).ok).toBe(true);
      await db.db.update(s.companies).set({ name: 'Renamed meanwhile' }).where(eq(s.companies.slug, 'mercadinho'));

      const report = await seedDemoIfIncomplete(db.db, { dir, dataDir });
      expect(report?.companies.map((c) => [c.slug, c.created, c.skipped ?? false])).toEqual([
        ['mercadinho', false, true],
        ['padaria', true, false],
      ]);
      expect(report?.accounts.map((a) => [a.email, a.created])).toEqual([
        ['staff@padaria.test', true],
        ['cliente@example.com', true],
      ]);
      expect(await slugsOf(db.db)).toEqual(['mercadinho', 'padaria']);
      expect(await emailsOf(db.db)).toEqual(['cliente@example.com', 'staff@padaria.test']);
      const [mercadinho] = await db.db.select().from(s.companies).where(eq(s.companies.slug, 'mercadinho'));
      expect(mercadinho.name).toBe('Renamed meanwhile');
      expect(fs.existsSync(path.join(dataDir, DEMO_MARKER_FILE))).toBe(true);

      expect(await seedDemoIfIncomplete(db.db, { dir, dataDir })).toBeNull();
    } finally {
      await db.close();
    }
  }, 60_000);

  it('completes missing accounts only, when every company is there', async () => {
    const db = await openTestDatabase();
    try {
      await importCatalog(db.db, sampleDocument('mercadinho'));
      await importCatalog(db.db, sampleDocument('padaria'));
      const report = await seedDemoIfIncomplete(db.db, { dir });
      expect(report?.companies.every((c) => c.skipped)).toBe(true);
      expect(report?.accounts.map((a) => a.created)).toEqual([true, true]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('never re-adds a demo company the user deleted once the embedded marker exists', async () => {
    const db = await openTestDatabase();
    try {
      expect(await seedDemoIfIncomplete(db.db, { dir, dataDir })).not.toBeNull();
      await db.db.delete(s.companies).where(eq(s.companies.slug, 'padaria')); // its staff account goes with it
      expect(await seedDemoIfIncomplete(db.db, { dir, dataDir })).toBeNull();
      expect(await slugsOf(db.db)).toEqual(['mercadinho']);
      expect(await emailsOf(db.db)).toEqual(['cliente@example.com']);

      // Without a marker (PostgreSQL), the demo counts as complete only when all of it is there.
      const completed = await seedDemoIfIncomplete(db.db, { dir });
      expect(completed?.companies.map((c) => [c.slug, c.created])).toEqual([
        ['mercadinho', false],
        ['padaria', true],
      ]);
      expect(await emailsOf(db.db)).toEqual(['cliente@example.com', 'staff@padaria.test']);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('writes the marker without seeding when an older data folder already has the whole demo', async () => {
    const db = await openTestDatabase();
    try {
      await seedDemoData(db.db, dir);
      expect(await seedDemoIfIncomplete(db.db, { dir, dataDir })).toBeNull();
      expect(fs.existsSync(path.join(dataDir, DEMO_MARKER_FILE))).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("leaves a database of somebody else's companies alone (no demo company, no demo account)", async () => {
    const db = await openTestDatabase();
    try {
      await importCatalog(db.db, sampleDocument('propria'));
      expect(await seedDemoIfIncomplete(db.db, { dir, dataDir })).toBeNull();
      expect(await slugsOf(db.db)).toEqual(['propria']);
      expect(await emailsOf(db.db)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, DEMO_MARKER_FILE))).toBe(false);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('ensureAccount', () => {
  it('reports created only for the call that inserted the account, also when two race', async () => {
    const db = await openTestDatabase();
    try {
      const account = {
        email: 'corrida@example.com',
        password: 'corrida-pass-1',
        name: 'Corrida',
        role: 'shopper' as const,
        emailVerified: true,
      };
      // Both look the e-mail up before either inserts: one insert wins, the other hits the unique e-mail.
      const results = await Promise.all([ensureAccount(db.db, account), ensureAccount(db.db, account)]);
      expect(results.map((r) => r.created).sort()).toEqual([false, true]);
      expect(await emailsOf(db.db)).toEqual(['corrida@example.com']);
      expect((await ensureAccount(db.db, account)).created).toBe(false);
    } finally {
      await db.close();
    }
  }, 60_000);
});

async function emailsOf(db: TestDatabase['db']) {
  return (await db.select({ email: s.users.email }).from(s.users)).map((r) => r.email).sort();
}

const demoDir = path.resolve(__dirname, '../../../data/demo');
const demoFiles = fs.existsSync(demoDir) ? fs.readdirSync(demoDir).filter((f) => f.endsWith('.json')) : [];

describe.runIf(demoFiles.length > 0)('the shipped demo data (data/demo)', () => {
  it('seeds into a fresh database and is idempotent', async () => {
    const fresh = await openTestDatabase();
    try {
      const report = await seedDemoIfIncomplete(fresh.db, { dir: demoDir });
      expect(report?.companies.map((c) => c.slug)).toEqual(expect.arrayContaining(['aeroporto', 'mercado']));
      const again = await seedDemoData(fresh.db, demoDir);
      expect(again.companies.every((c) => c.unchanged)).toBe(true);
      // Each company exports back to its file (as validated).
      for (const { file, slug } of report!.companies) {
        const input = JSON.parse(fs.readFileSync(path.join(demoDir, file), 'utf8'));
        expect(withoutNulls(await exportCatalog(fresh.db, slug))).toEqual(withoutNulls(normalised(input)));
      }
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
