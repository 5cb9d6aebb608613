/**
 * Mail on a real deployment (issue 15 point 16; src/server/mail/mailer.ts, account-route.ts): the mail goes out
 * through SMTP, or — with no SMTP_URL — the account routes that must mail refuse with 503 MAIL_UNAVAILABLE (the
 * forms show its translated sentence), leaving no account behind and no mail parked in the outbox table that only
 * the demo mailbox reads; the demo mailbox page is a 404 there. Through the routes' HTTP handlers; the SMTP server
 * is an outside service, stood in for by tests/support/smtp-stand-in.ts where named.
 */
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { startSmtpStandIn, type SmtpStandIn } from '@/tests/support/smtp-stand-in';
import { mailOutbox, users } from '@/src/server/db/schema';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { createMailer, MailUnavailableError, mailTransport } from '@/src/server/mail/mailer';
import { verificationCodeMail } from '@/src/server/mail/templates/account-mail';
import signUpRoute from '@/pages/api/user/sign-up';
import sendCodeRoute from '@/pages/api/user/verification-code/send';
import resetRequestRoute from '@/pages/api/user/password-reset/request';
import { getServerSideProps as mailboxPage } from '@/pages/dev/caixa-de-entrada';
import { closeSeededDatabase, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

const REAL_ROOT = 'loja.example.com';
const HOST = `mercado.${REAL_ROOT}`;
const saved = { ROOT_DOMAIN: process.env.ROOT_DOMAIN, SMTP_URL: process.env.SMTP_URL };

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  clearDirectoryCache();
  vi.restoreAllMocks();
});

/** A real deployment: any ROOT_DOMAIN but localhost; SMTP_URL as given. */
function realDeployment(smtpUrl?: string) {
  process.env.ROOT_DOMAIN = REAL_ROOT;
  if (smtpUrl) process.env.SMTP_URL = smtpUrl;
  else delete process.env.SMTP_URL;
  clearDirectoryCache();
}

let ip = 0;
async function call(route: Route, body: unknown) {
  const recorded = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      recorded.status = code;
      return res;
    },
    json(value: unknown) {
      recorded.body = value;
      return res;
    },
    setHeader() {
      return res;
    },
  };
  const req = {
    method: 'POST',
    headers: { host: HOST, 'accept-language': 'pt-BR', 'content-type': 'application/json' },
    body,
    cookies: {},
    socket: { remoteAddress: `192.0.2.${(++ip % 200) + 1}` },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return recorded;
}

const outboxCount = async () => (await t.db.select().from(mailOutbox)).length;
const userWith = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const signUpBody = (email: string) => ({ name: 'Nova', email, password: 'senha-forte-1', acceptTerms: true });

describe('a real deployment without SMTP_URL refuses to mail, and says so', () => {
  it('sign-up: 503 MAIL_UNAVAILABLE, no account left behind, nothing parked in the outbox', async () => {
    realDeployment();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await outboxCount();
    const answer = await call(signUpRoute, signUpBody('sem.smtp@exemplo.test'));
    expect(answer).toEqual({ status: 503, body: { error: 'MAIL_UNAVAILABLE' } });
    expect(await userWith('sem.smtp@exemplo.test')).toBeUndefined();
    expect(await outboxCount()).toBe(before);
    errors.mockRestore();
  });

  it('a new code and a password reset: the same 503 for a known and an unknown e-mail (nothing told about who exists)', async () => {
    realDeployment();
    await t.db
      .insert(users)
      .values({ email: 'nao.verificada@exemplo.test', name: 'X', passwordHash: 'x', emailVerified: false });
    const before = await outboxCount();
    for (const route of [sendCodeRoute, resetRequestRoute]) {
      for (const email of ['nao.verificada@exemplo.test', SHOPPER_EMAIL, 'ninguem@exemplo.test']) {
        expect(await call(route, { email })).toEqual({ status: 503, body: { error: 'MAIL_UNAVAILABLE' } });
      }
    }
    expect(await outboxCount()).toBe(before);
  });

  it('the mailer refuses every message (order mail included) instead of keeping it', async () => {
    realDeployment();
    expect(mailTransport()).toBe('unavailable');
    const mailer = createMailer(t.db);
    const before = await outboxCount();
    await expect(
      mailer.send({ to: 'a@exemplo.test', companyId: null, ...verificationCodeMail('pt-BR', { code: '123456' }) }),
    ).rejects.toBeInstanceOf(MailUnavailableError);
    expect(await outboxCount()).toBe(before);
  });

  it('the demo mailbox page (and its /_next/data route, the same getServerSideProps) is a 404', async () => {
    realDeployment();
    const context = {
      req: { headers: { 'x-company': 'mercado' } },
      res: { setHeader: () => {} },
      locale: 'pt-BR',
      query: {},
      resolvedUrl: '/dev/caixa-de-entrada',
    };
    expect(await mailboxPage(context as unknown as GetServerSidePropsContext)).toEqual({ notFound: true });
    // The same page in the demo lists the mail: the 404 above is the deployment's doing.
    process.env.ROOT_DOMAIN = 'localhost:3000';
    expect(await mailboxPage(context as unknown as GetServerSidePropsContext)).toHaveProperty('props');
  });
});

describe('a real deployment with SMTP_URL (an SMTP stand-in for the outside server)', () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp?.close());

  it('the verification code goes out through SMTP to the address, and nothing lands in the outbox', async () => {
    realDeployment(smtp.url);
    const before = await outboxCount();
    const answer = await call(signUpRoute, signUpBody('com.smtp@exemplo.test'));
    expect(answer.status).toBe(201);
    const message = smtp.messages.find((m) => m.to.includes('com.smtp@exemplo.test'))!;
    expect(message.data).toMatch(/\b\d{6}\b/);
    expect(await outboxCount()).toBe(before);
  });

  it('an SMTP server that cannot be reached: 503 MAIL_UNAVAILABLE and no account left behind', async () => {
    // A port nothing listens on: the stand-in's, once closed.
    const gone = await startSmtpStandIn();
    await gone.close();
    realDeployment(gone.url);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call(signUpRoute, signUpBody('smtp.fora@exemplo.test'));
    expect(answer).toEqual({ status: 503, body: { error: 'MAIL_UNAVAILABLE' } });
    expect(await userWith('smtp.fora@exemplo.test')).toBeUndefined();
    expect(errors.mock.calls.flat().join(' ')).toContain('[mail]');
  });
});
