/**
 * What the recovery screens rely on, on the test database with the real outbox mailer: an expired reset code is
 * refused; the reset link page's look at a token (resetTokenIsOpen) changes nothing and says "closed" for an
 * expired, used or unknown token; and the mail of a request made on one company's host links back to that host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { companies } from '@/src/server/db/schema';
import { localIdentityProvider } from '@/src/server/identity/local/local-provider';
import { resetTokenIsOpen } from '@/src/server/identity/local/reset-tokens';
import { outboxMailer } from '@/src/server/mail/mailer';
import { outboxFor } from '@/src/server/mail/outbox';
import type { CallContext, IdentityProvider } from '@/src/server/identity/provider';

let t: TestDatabase;
let idp: IdentityProvider;
let companyId: string;
let otherId: string;
beforeAll(async () => {
  t = await openTestDatabase();
  idp = localIdentityProvider(t.db, outboxMailer(t.db));
  companyId = (await t.db.insert(companies).values({ slug: 'loja', name: 'Loja' }).returning())[0].id;
  otherId = (await t.db.insert(companies).values({ slug: 'outra', name: 'Outra' }).returning())[0].id;
});
afterAll(async () => t.close());

const T0 = new Date('2026-03-02T12:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const ctx = (now = T0, origin = 'http://loja.test:3000', company = companyId): CallContext => ({
  now,
  locale: 'pt-BR',
  origin,
  companyId: company,
});
const lastMail = async (to: string, company = companyId) =>
  (await outboxFor(t.db, company)).filter((m) => m.to === to)[0];
const codeIn = (text: string) => text.split('\n').find((line) => /^\d{6}$/.test(line)) ?? '';
const tokenIn = (text: string) => /\/recuperar-senha\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

let n = 0;
async function newAccount() {
  const email = `recupera${++n}@exemplo.test`;
  const result = await idp.signUp({ name: 'Pessoa', email, password: 'senha-forte-1', acceptTerms: true }, ctx());
  if (!result.ok) throw new Error(result.error);
  return email;
}

describe('reset codes and links as the screens use them', () => {
  it('an expired reset code is refused (15 minutes), the password unchanged', async () => {
    const email = await newAccount();
    await idp.requestPasswordReset(email, ctx());
    const code = codeIn((await lastMail(email)).text);
    expect(code).toMatch(/^\d{6}$/);
    expect(await idp.confirmResetWithCode(email, code, 'nova-senha-1', ctx(minutes(15)))).toEqual({
      ok: false,
      error: 'CODE_INVALID',
    });
    expect((await idp.signInWithPassword(email, 'senha-forte-1')).ok).toBe(true);
  });

  it('resetTokenIsOpen: open until used or expired, and looking does not use it', async () => {
    const email = await newAccount();
    await idp.requestPasswordReset(email, ctx());
    const token = tokenIn((await lastMail(email)).text);
    expect(await resetTokenIsOpen(t.db, token, minutes(1))).toBe(true);
    expect(await resetTokenIsOpen(t.db, token, minutes(1))).toBe(true);
    expect(await resetTokenIsOpen(t.db, token, minutes(15))).toBe(false);
    expect(await resetTokenIsOpen(t.db, 'A'.repeat(43), minutes(1))).toBe(false);
    expect((await idp.confirmResetWithToken(token, 'nova-senha-1', ctx(minutes(2)))).ok).toBe(true);
    expect(await resetTokenIsOpen(t.db, token, minutes(2))).toBe(false);
  });

  it("the mail carries the code and a link on the host the request came to, in that company's mailbox", async () => {
    const email = await newAccount();
    await idp.requestPasswordReset(email, ctx(minutes(1), 'http://outra.localhost:3000', otherId));
    const mail = await lastMail(email, otherId);
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/http:\/\/outra\.localhost:3000\/recuperar-senha\/[A-Za-z0-9_-]{43}/);
    expect(mail.text).not.toContain('loja.test');
  });
});
