/**
 * Demo seeding: catalogue documents through the importer, then accounts with
 * argon2 password hashes; idempotent; seedIfEmpty only on an empty database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, seedIfEmpty, SeedError } from '@/src/server/db/seed';
import * as s from '@/src/server/db/schema';
import { openTestDatabase, type TestDatabase } from '@/src/server/db/testing';
import { exportCatalog } from '@/src/server/catalog-io/export';
import { normalised, sampleDocument, withoutNulls } from './catalog-io.fixture';

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
    const first = await seedIfEmpty(t.db, dir);
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

    expect(await seedIfEmpty(t.db, dir)).toBeNull();
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

const demoDir = path.resolve(__dirname, '../../data/demo');
const demoFiles = fs.existsSync(demoDir) ? fs.readdirSync(demoDir).filter((f) => f.endsWith('.json')) : [];

describe.runIf(demoFiles.length > 0)('the shipped demo data (data/demo)', () => {
  it('seeds into a fresh database and is idempotent', async () => {
    const fresh = await openTestDatabase();
    try {
      const report = await seedIfEmpty(fresh.db, demoDir);
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
