/**
 * Demo accounts are a demo convenience (issue 15, "Demo and real deployments"): their passwords are published, so a
 * real deployment must not have usable ones. `npm start` seeds none there (seedDemoIfIncomplete `accounts: false`),
 * and disables those a former demo database still holds on their published password (retirePublicDemoAccounts):
 * they no longer sign in and their sessions end. An account whose password was changed is left alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth } from '@/tests/support/auth-handler';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { users } from '@/src/server/db/schema';
import { readDemoAccounts, seedDemoIfIncomplete } from '@/src/server/demo/seed';
import { retirePublicDemoAccounts } from '@/src/server/demo/public-demo-accounts';
import { hashPassword } from '@/src/server/identity/password';
import { closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

describe('a real deployment seeds no demo accounts', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await openTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-seed-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an empty database gets the demo catalogue and none of the published accounts; a second start adds none either', async () => {
    const report = await seedDemoIfIncomplete(t.db, { dataDir: dir, accounts: false });
    expect(report?.companies.map((c) => c.slug).sort()).toEqual(['aeroporto', 'mercado']);
    expect(report?.accounts).toEqual([]);
    const emails = readDemoAccounts().map((a) => a.email);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    fs.rmSync(path.join(dir, '.demo-seeded'));
    expect((await seedDemoIfIncomplete(t.db, { dataDir: dir, accounts: false })) ?? { accounts: [] }).toMatchObject({
      accounts: [],
    });
    expect(await t.db.select().from(users)).toEqual([]);
  });
});

describe('a former demo database started as a real deployment', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededDatabase(); // the demo, accounts included
  });
  afterAll(async () => closeSeededDatabase(t));

  const signIn = async (email: string, password: string) => {
    const jar = new Map<string, string>();
    const csrfToken = ((await callAuth('csrf', jar, { host: MERCADO_DOMAIN })).body as { csrfToken: string }).csrfToken;
    await callAuth('callback/credentials', jar, {
      host: MERCADO_DOMAIN,
      method: 'POST',
      ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      body: { csrfToken, email, password, json: 'true', callbackUrl: '/' },
    });
    return jar;
  };
  const sessionUser = async (jar: Map<string, string>) =>
    ((await callAuth('session', jar, { host: MERCADO_DOMAIN })).body as { user?: { email: string } }).user;

  it('disables every account still on its published password: no sign-in, sessions ended; a changed password is kept', async () => {
    const accounts = readDemoAccounts();
    const [kept, ...published] = accounts;
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Senha-Trocada-Pelo-Dono-1') })
      .where(eq(users.email, kept.email));
    const staff = published.find((a) => a.role === 'staff')!;
    const before = await signIn(staff.email, staff.password);
    expect((await sessionUser(before))?.email).toBe(staff.email);

    const retired = await retirePublicDemoAccounts(t.db, accounts);
    expect(retired.sort()).toEqual(published.map((a) => a.email).sort());

    for (const account of published)
      expect(await sessionUser(await signIn(account.email, account.password))).toBeUndefined();
    expect(await sessionUser(before)).toBeUndefined();
    expect((await sessionUser(await signIn(kept.email, 'Senha-Trocada-Pelo-Dono-1')))?.email).toBe(kept.email);
    // Run again (every start does): nothing more to do.
    expect(await retirePublicDemoAccounts(t.db, accounts)).toEqual([]);
  });
});
