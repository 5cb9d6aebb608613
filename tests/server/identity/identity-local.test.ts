/**
 * The local identity provider (src/server/identity/local/) on the test database, with the real outbox mailer:
 * codes and links are read from the mail, as a person would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { companies, mailOutbox, passwordResetTokens, users, verificationCodes } from '@/src/server/db/schema';
import { localIdentityProvider } from '@/src/server/identity/local/local-provider';
import { outboxMailer } from '@/src/server/mail/mailer';
import { outboxFor } from '@/src/server/mail/outbox';
import { verifyIdToken } from '@/src/server/identity/id-token';
import type { CallContext, IdentityProvider } from '@/src/server/identity/provider';

let t: TestDatabase;
let idp: IdentityProvider;
let companyId: string;
beforeAll(async () => {
  t = await openTestDatabase();
  idp = localIdentityProvider(t.db, outboxMailer(t.db));
  const [company] = await t.db.insert(companies).values({ slug: 'loja', name: 'Loja' }).returning();
  companyId = company.id;
});
afterAll(async () => t.close());

const T0 = new Date('2026-03-02T12:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const ctx = (now = T0, locale: CallContext['locale'] = 'pt-BR'): CallContext => ({
  now,
  locale,
  origin: 'http://loja.test:3000',
  companyId,
});

/** The newest mail to this address in the company's outbox. */
async function lastMail(to: string) {
  const mail = (await outboxFor(t.db, companyId)).filter((m) => m.to === to);
  return mail[0];
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const tokenIn = (text: string) => /\/recuperar-senha\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let n = 0;
async function newAccount(locale: CallContext['locale'] = 'pt-BR') {
  const email = `pessoa${++n}@exemplo.test`;
  const result = await idp.signUp(
    { name: 'Pessoa Teste', email, password: 'senha-forte-1', acceptTerms: true },
    ctx(T0, locale),
  );
  if (!result.ok) throw new Error(result.error);
  return { email, user: result.value };
}

describe('sign up and sign in', () => {
  it('stores an argon2id hash, never the password, and refuses a taken e-mail', async () => {
    const { email, user } = await newAccount();
    expect(user.emailVerified).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('senha-forte-1');
    const again = await idp.signUp({ name: 'Outra', email, password: 'outra-senha-2', acceptTerms: true }, ctx());
    expect(again).toEqual({ ok: false, error: 'EMAIL_TAKEN' });
  });

  it('signs in with the right password only, the same failure for an unknown e-mail', async () => {
    const { email } = await newAccount();
    expect((await idp.signInWithPassword(email, 'senha-forte-1')).ok).toBe(true);
    expect(await idp.signInWithPassword(email, 'senha-errada-1')).toEqual({ ok: false, error: 'INVALID_CREDENTIALS' });
    expect(await idp.signInWithPassword('ninguem@exemplo.test', 'senha-forte-1')).toEqual({
      ok: false,
      error: 'INVALID_CREDENTIALS',
    });
  });

  it('gives an ID token the GraphQL endpoint accepts', async () => {
    const { user } = await newAccount();
    expect(await verifyIdToken(await idp.idToken(user))).toEqual({
      userId: user.id,
      email: user.email,
      sessionVersion: 0,
    });
  });
});

describe('e-mail verification code', () => {
  it('mails a 6-digit code in the request language and stores only its HMAC', async () => {
    const { email } = await newAccount('en');
    const mail = await lastMail(email);
    expect(mail.subject).toMatch(/^Your verification code: \d{6}$/);
    const code = codeIn(mail.text);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - T0.getTime()).toBe(15 * 60_000);
  });

  it('a right code verifies once; used again it is refused; a welcome mail follows', async () => {
    const { email } = await newAccount();
    const code = codeIn((await lastMail(email)).text);
    const verified = await idp.verifyEmailCode(email, code, ctx(minutes(1)));
    expect(verified.ok && verified.value.emailVerified).toBe(true);
    expect((await lastMail(email)).subject).toBe('Boas-vindas!');
    expect(await idp.verifyEmailCode(email, code, ctx(minutes(2)))).toEqual({ ok: false, error: 'CODE_INVALID' });
  });

  it('an expired code is refused (15 minutes)', async () => {
    const { email } = await newAccount();
    const code = codeIn((await lastMail(email)).text);
    expect(await idp.verifyEmailCode(email, code, ctx(minutes(15)))).toEqual({ ok: false, error: 'CODE_INVALID' });
  });

  it('the 5th wrong guess invalidates the code, even for the right one after it', async () => {
    const { email } = await newAccount();
    const code = codeIn((await lastMail(email)).text);
    for (let i = 0; i < 4; i++) expect((await idp.verifyEmailCode(email, wrongCode(code), ctx())).ok).toBe(false);
    // After 4 wrong guesses the right code still works…
    const other = await newAccount();
    const otherCode = codeIn((await lastMail(other.email)).text);
    for (let i = 0; i < 4; i++) await idp.verifyEmailCode(other.email, wrongCode(otherCode), ctx());
    expect((await idp.verifyEmailCode(other.email, otherCode, ctx())).ok).toBe(true);
    // …but not after the 5th.
    await idp.verifyEmailCode(email, wrongCode(code), ctx());
    expect(await idp.verifyEmailCode(email, code, ctx())).toEqual({ ok: false, error: 'CODE_INVALID' });
  });

  it('resending closes the older code; nothing is sent to an unknown or already verified e-mail', async () => {
    const { email } = await newAccount();
    const first = codeIn((await lastMail(email)).text);
    await idp.sendVerificationCode(email, ctx(minutes(1)));
    const second = codeIn((await lastMail(email)).text);
    if (first !== second) expect((await idp.verifyEmailCode(email, first, ctx(minutes(2)))).ok).toBe(false);
    expect((await idp.verifyEmailCode(email, second, ctx(minutes(2)))).ok).toBe(true);
    const before = (await t.db.select().from(mailOutbox)).length;
    await idp.sendVerificationCode(email, ctx(minutes(3)));
    await idp.sendVerificationCode('ninguem@exemplo.test', ctx(minutes(3)));
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('password recovery', () => {
  it('mails a code and a link to /recuperar-senha/{token} on the request host; only hashes are stored', async () => {
    const { email } = await newAccount();
    await idp.requestPasswordReset(email, ctx(minutes(1), 'es'));
    const mail = await lastMail(email);
    expect(mail.subject).toBe('Restablecimiento de contraseña');
    expect(mail.text).toContain('http://loja.test:3000/recuperar-senha/');
    const token = tokenIn(mail.text);
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
  });

  it('by code: sets the new password, once; the link of the same mail is closed with it', async () => {
    const { email } = await newAccount();
    await idp.requestPasswordReset(email, ctx(minutes(1)));
    const text = (await lastMail(email)).text;
    const code = codeIn(text.split('\n').find((line) => /^\d{6}$/.test(line)) ?? '');
    expect((await idp.confirmResetWithCode(email, code, 'nova-senha-1', ctx(minutes(2)))).ok).toBe(true);
    expect((await idp.signInWithPassword(email, 'nova-senha-1')).ok).toBe(true);
    expect((await idp.signInWithPassword(email, 'senha-forte-1')).ok).toBe(false);
    expect(await idp.confirmResetWithCode(email, code, 'outra-senha-2', ctx(minutes(3)))).toEqual({
      ok: false,
      error: 'CODE_INVALID',
    });
    expect(await idp.confirmResetWithToken(tokenIn(text), 'outra-senha-2', ctx(minutes(3)))).toEqual({
      ok: false,
      error: 'TOKEN_INVALID',
    });
  });

  it('by link: once, and not after 15 minutes; a newer request closes the older link', async () => {
    const { email } = await newAccount();
    await idp.requestPasswordReset(email, ctx(minutes(0)));
    const older = tokenIn((await lastMail(email)).text);
    await idp.requestPasswordReset(email, ctx(minutes(1)));
    const token = tokenIn((await lastMail(email)).text);
    expect((await idp.confirmResetWithToken(older, 'nova-senha-1', ctx(minutes(2)))).ok).toBe(false);
    expect(await idp.confirmResetWithToken(token, 'nova-senha-1', ctx(minutes(16)))).toEqual({
      ok: false,
      error: 'TOKEN_INVALID',
    });
    expect((await idp.confirmResetWithToken(token, 'nova-senha-1', ctx(minutes(15)))).ok).toBe(true);
    expect((await idp.confirmResetWithToken(token, 'nova-senha-2', ctx(minutes(15)))).ok).toBe(false);
    expect((await idp.signInWithPassword(email, 'nova-senha-1')).ok).toBe(true);
  });

  it('an unknown e-mail gets the same (empty) answer and no mail', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    await expect(idp.requestPasswordReset('ninguem@exemplo.test', ctx())).resolves.toBeUndefined();
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('account changes', () => {
  it('changes the password only with the current one', async () => {
    const { email, user } = await newAccount();
    expect(await idp.changePassword(user.id, 'errada-123', 'nova-senha-1')).toEqual({
      ok: false,
      error: 'WRONG_PASSWORD',
    });
    expect((await idp.changePassword(user.id, 'senha-forte-1', 'nova-senha-1')).ok).toBe(true);
    expect((await idp.signInWithPassword(email, 'nova-senha-1')).ok).toBe(true);
  });

  it('updates the profile and deletes the account with its codes and mail', async () => {
    const { email, user } = await newAccount();
    const updated = await idp.updateProfile(user.id, { name: 'Novo Nome' });
    expect(updated.ok && updated.value.name).toBe('Novo Nome');
    await idp.deleteAccount(user.id);
    expect(await idp.currentUser(user.id)).toBeNull();
    expect(await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });
});
