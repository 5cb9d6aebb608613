/**
 * The demo company buyer (CONTRACT.md "Company buyers") is a demo account like the others: seeded with them on a
 * demo, never on a real deployment (seedDemoIfIncomplete `accounts: false`), idempotent, and completed when a first
 * start stopped between her account and her company.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  orders,
  users,
} from '@/src/server/db/schema';
import { isValidCnpj } from '@/src/domain/brazil/cnpj';
import { readDemoAccounts, seedDemoData, seedDemoIfIncomplete } from '@/src/server/demo/seed';
import { isDemoDeployment } from '@/src/server/deployment/deployment-mode';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';

const BUYER = 'reservas@viagenscorp.test';
const tally = async (db: TestDatabase['db']) => ({
  accounts: (await db.select({ n: count() }).from(businessAccounts))[0].n,
  members: (await db.select({ n: count() }).from(businessMembers))[0].n,
  clients: (await db.select({ n: count() }).from(businessClients))[0].n,
  lines: (await db.select({ n: count() }).from(businessCreditLines))[0].n,
  bookings: (await db.select({ n: count() }).from(orders))[0].n,
});

describe('the demo company buyer', () => {
  it('is published with the other demo accounts, with the contract password and a valid CNPJ', () => {
    const buyer = readDemoAccounts().find((a) => a.email === BUYER);
    expect(buyer).toMatchObject({ password: 'Reserva-Corporativa-2026', business: { legalName: 'Viagens Corp Ltda' } });
    expect(isValidCnpj(buyer!.business!.cnpj)).toBe(true);
  });

  describe('on a real deployment', () => {
    let t: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      t = await openTestDatabase();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-business-'));
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a real ROOT_DOMAIN seeds neither her account nor her company, clients or bookings', async () => {
      const env = { ...process.env, ROOT_DOMAIN: 'loja.exemplo.com.br' };
      expect(isDemoDeployment(env)).toBe(false);
      await seedDemoIfIncomplete(t.db, { dataDir: dir, accounts: isDemoDeployment(env) });
      expect(await t.db.select().from(users).where(eq(users.email, BUYER))).toEqual([]);
      expect(await tally(t.db)).toEqual({ accounts: 0, members: 0, clients: 0, lines: 0, bookings: 0 });
    });
  });

  describe('on the demo', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase();
    });
    afterAll(async () => t?.close());

    it('seeds her company once, however often the seed runs', async () => {
      const report = await seedDemoData(t.db);
      expect(report.accounts.find((a) => a.email === BUYER)).toMatchObject({
        created: true,
        business: 'Viagens Corp Ltda',
      });
      const once = await tally(t.db);
      expect(once).toEqual({ accounts: 1, members: 1, clients: 2, lines: 1, bookings: 5 });
      await seedDemoData(t.db);
      expect(await tally(t.db)).toEqual(once);
    });

    it('completes her company when a first start stopped right after her account', async () => {
      await t.db.delete(orders);
      await t.db.delete(businessAccounts);
      expect((await tally(t.db)).accounts).toBe(0);
      await seedDemoData(t.db);
      expect(await tally(t.db)).toEqual({ accounts: 1, members: 1, clients: 2, lines: 1, bookings: 5 });
    });
  });
});
