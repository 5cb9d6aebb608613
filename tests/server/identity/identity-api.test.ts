/**
 * The account API routes (pages/api/user/…) through their HTTP handlers on the seeded test database: the company
 * from the Host, the CONTRACT answers of verify-code, the same answer for unknown e-mails, the rate limits, and
 * answers that never hold a password, code or token.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { outboxFor } from '@/src/server/mail/outbox';
import { companies } from '@/src/server/db/schema';
import { signIdToken } from '@/src/server/identity/id-token';
import signUpRoute from '@/pages/api/user/sign-up';
import verifyCodeRoute from '@/pages/api/user/verification-code/verify-code';
import sendCodeRoute from '@/pages/api/user/verification-code/send';
import resetRequestRoute from '@/pages/api/user/password-reset/request';
import resetConfirmRoute from '@/pages/api/user/password-reset/confirm';
import passwordRoute from '@/pages/api/user/password';
import profileRoute from '@/pages/api/user/profile';
import deleteAccountRoute from '@/pages/api/user/delete-account';
import { closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';
import { eq } from 'drizzle-orm';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

let t: TestDatabase;
let mercadoId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  clearDirectoryCache();
  mercadoId = (await t.db.select().from(companies).where(eq(companies.slug, 'mercado')))[0].id;
});
afterAll(async () => closeSeededDatabase(t));
afterEach(() => vi.useRealTimers());

let ipCounter = 0;
/** Each call from its own address unless one is given, so the per-address limits stay out of the way. */
async function call(
  route: Route,
  body: unknown,
  options: { host?: string; method?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const recorded = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    status(code: number) {
      recorded.status = code;
      return res;
    },
    json(value: unknown) {
      recorded.body = value;
      return res;
    },
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  const req = {
    method: options.method ?? 'POST',
    headers: {
      host: options.host ?? MERCADO_DOMAIN,
      'accept-language': 'pt-BR',
      'content-type': 'application/json',
      ...options.headers,
    },
    body,
    cookies: {},
    socket: { remoteAddress: options.ip ?? `192.0.2.${++ipCounter % 250}` },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return recorded;
}

const lastMailTo = async (email: string) => (await outboxFor(t.db, mercadoId)).find((m) => m.to === email)!;
const codeIn = (text: string) => text.split('\n').find((line) => /^\d{6}$/.test(line)) ?? '';
const tokenIn = (text: string) => /\/recuperar-senha\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

let n = 0;
async function signUp(password = 'senha-forte-1') {
  const email = `cliente${++n}@exemplo.test`;
  const answer = await call(signUpRoute, { name: 'Cliente', email, password, acceptTerms: true });
  expect(answer.status).toBe(201);
  return { email, answer, code: codeIn((await lastMailTo(email)).text) };
}

describe('sign-up and the verification code', () => {
  it('201 with the public user only; the code mail lands in the mailbox of the host company', async () => {
    const { email, answer, code } = await signUp();
    expect(answer.body).toEqual({ user: { id: expect.any(String), email, name: 'Cliente', emailVerified: false } });
    expect(JSON.stringify(answer.body)).not.toContain('senha-forte-1');
    expect(code).toMatch(/^\d{6}$/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('400 VALIDATION with a code per field; 409 for a taken e-mail', async () => {
    const bad = await call(signUpRoute, { name: '', email: 'não-é-email', password: 'curta', acceptTerms: false });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: 'VALIDATION',
        fields: {
          name: 'NAME_REQUIRED',
          email: 'EMAIL_INVALID',
          password: 'PASSWORD_TOO_SHORT',
          acceptTerms: 'TERMS_REQUIRED',
        },
      },
    });
    expect(
      (await call(signUpRoute, { name: 'Cliente', email: 'x@y.test', password: 'somenteletras', acceptTerms: true }))
        .body,
    ).toMatchObject({ fields: { password: 'PASSWORD_TOO_WEAK' } });
    const { email } = await signUp();
    expect(
      await call(signUpRoute, {
        name: 'Outro',
        email: email.toUpperCase(),
        password: 'outra-senha-2',
        acceptTerms: true,
      }),
    ).toMatchObject({ status: 409, body: { error: 'EMAIL_TAKEN' } });
  });

  it('verify-code: 200 for the right code, 400 for a wrong, reused or malformed one', async () => {
    const { email, code } = await signUp();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(verifyCodeRoute, { email, code: wrong })).status).toBe(400);
    const right = await call(verifyCodeRoute, { email, code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ verified: true, user: { email, emailVerified: true } });
    expect(JSON.stringify(right.body)).not.toContain(code);
    expect((await call(verifyCodeRoute, { email, code })).status).toBe(400);
    expect((await call(verifyCodeRoute, { email, code: '12a' })).status).toBe(400);
    expect((await call(verifyCodeRoute, {})).status).toBe(400);
  });

  it('resend: the same 202 for an unknown e-mail as for a known one', async () => {
    const { email } = await signUp();
    const known = await call(sendCodeRoute, { email });
    const unknown = await call(sendCodeRoute, { email: 'ninguem@exemplo.test' });
    expect(known).toMatchObject({ status: 202, body: { sent: true } });
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
  });

  it('415 for a body that is not JSON (a cross-site form cannot post here)', async () => {
    const form = await call(
      signUpRoute,
      { name: 'Cliente', email: 'form@exemplo.test', password: 'senha-forte-1', acceptTerms: 'true' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(form).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('404 on a host that serves no company; 405 for GET', async () => {
    expect(await call(signUpRoute, {}, { host: 'ninguem.test' })).toMatchObject({
      status: 404,
      body: { error: 'COMPANY_NOT_FOUND' },
    });
    const get = await call(verifyCodeRoute, {}, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});

describe('password recovery', () => {
  it('the same 202 whether or not the e-mail exists; the link points at the request host', async () => {
    const { email } = await signUp();
    const known = await call(resetRequestRoute, { email });
    const unknown = await call(resetRequestRoute, { email: 'ninguem@exemplo.test' });
    expect(known).toMatchObject({ status: 202, body: { sent: true } });
    expect(unknown).toMatchObject({ status: 202, body: known.body });
    expect((await lastMailTo(email)).text).toContain(`http://${MERCADO_DOMAIN}/recuperar-senha/`);
  });

  it('confirm by link: 200 once, then 400 TOKEN_INVALID; the answers hold no token', async () => {
    const { email } = await signUp();
    await call(resetRequestRoute, { email });
    const token = tokenIn((await lastMailTo(email)).text);
    const done = await call(resetConfirmRoute, { token, password: 'nova-senha-9' });
    expect(done).toMatchObject({ status: 200, body: { reset: true } });
    expect(JSON.stringify(done.body)).not.toContain(token);
    expect(await call(resetConfirmRoute, { token, password: 'nova-senha-8' })).toMatchObject({
      status: 400,
      body: { error: 'TOKEN_INVALID' },
    });
  });

  it('confirm by code: 200 once, then 400 CODE_INVALID', async () => {
    const { email } = await signUp();
    await call(resetRequestRoute, { email });
    const code = codeIn((await lastMailTo(email)).text);
    expect((await call(resetConfirmRoute, { email, code, password: 'nova-senha-9' })).status).toBe(200);
    expect(await call(resetConfirmRoute, { email, code, password: 'nova-senha-8' })).toMatchObject({
      status: 400,
      body: { error: 'CODE_INVALID' },
    });
  });
});

describe('change password', () => {
  it('401 without a session; 400 WRONG_PASSWORD; 200 with the current password and a Bearer ID token', async () => {
    const { answer } = await signUp();
    const user = (answer.body as { user: { id: string; email: string } }).user;
    const body = { currentPassword: 'senha-forte-1', newPassword: 'nova-senha-7' };
    expect((await call(passwordRoute, body)).status).toBe(401);
    const authorization = `Bearer ${await signIdToken(user)}`;
    expect(
      await call(passwordRoute, { ...body, currentPassword: 'errada-123' }, { headers: { authorization } }),
    ).toMatchObject({ status: 400, body: { error: 'WRONG_PASSWORD' } });
    expect(await call(passwordRoute, body, { headers: { authorization } })).toMatchObject({
      status: 200,
      body: { changed: true },
    });
  });
});

describe('profile and account deletion', () => {
  it('updates the name of the signed-in user only', async () => {
    const { answer } = await signUp();
    const user = (answer.body as { user: { id: string; email: string } }).user;
    expect((await call(profileRoute, { name: 'Nome Novo' })).status).toBe(401);
    const authorization = `Bearer ${await signIdToken(user)}`;
    expect(await call(profileRoute, { name: 'x' }, { headers: { authorization } })).toMatchObject({
      status: 400,
      body: { fields: { name: 'NAME_REQUIRED' } },
    });
    expect(await call(profileRoute, { name: 'Nome Novo' }, { headers: { authorization } })).toMatchObject({
      status: 200,
      body: { user: { id: user.id, name: 'Nome Novo' } },
    });
  });

  it('deletes the account only with its password; afterwards its token reaches nothing', async () => {
    const { answer, email } = await signUp();
    const user = (answer.body as { user: { id: string; email: string } }).user;
    const authorization = `Bearer ${await signIdToken(user)}`;
    expect((await call(deleteAccountRoute, { password: 'senha-forte-1' })).status).toBe(401);
    expect(await call(deleteAccountRoute, { password: 'errada-123' }, { headers: { authorization } })).toMatchObject({
      status: 400,
      body: { error: 'WRONG_PASSWORD' },
    });
    expect(await call(deleteAccountRoute, { password: 'senha-forte-1' }, { headers: { authorization } })).toMatchObject(
      { status: 200, body: { deleted: true } },
    );
    expect((await call(profileRoute, { name: 'Fantasma' }, { headers: { authorization } })).status).toBe(401);
    expect((await outboxFor(t.db, mercadoId)).some((m) => m.to === email)).toBe(false);
  });
});

describe('rate limits on the routes', () => {
  it('the 31st sign-up from one address within the window gets 429 with Retry-After (an airport Wi-Fi has room for 30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:05Z'));
    for (let i = 0; i < 30; i++) {
      const answer = await call(
        signUpRoute,
        { name: 'Cliente', email: `limite${i}@exemplo.test`, password: 'senha-forte-1', acceptTerms: true },
        { ip: '198.51.100.7' },
      );
      expect(answer.status).toBe(201);
    }
    const over = await call(
      signUpRoute,
      { name: 'Cliente', email: 'limite99@exemplo.test', password: 'senha-forte-1', acceptTerms: true },
      { ip: '198.51.100.7' },
    );
    expect(over).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED', retryAfter: 595 } });
    expect(over.headers['retry-after']).toBe('595');
  });

  it('code checks per e-mail: the 11th in the window gets 429 even from new addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-02T10:00:00Z'));
    const { email } = await signUp();
    for (let i = 0; i < 10; i++) expect((await call(verifyCodeRoute, { email, code: '000000' })).status).not.toBe(429);
    expect((await call(verifyCodeRoute, { email, code: '000000' })).status).toBe(429);
  });
});
