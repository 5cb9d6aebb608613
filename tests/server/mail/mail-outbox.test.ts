/**
 * Mail (src/server/mail/): the account templates in three languages, the choice between SMTP and the outbox, and
 * the demo mailbox page (pages/dev/caixa-de-entrada.tsx) — per company host, newest first, gone when SMTP is set.
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies } from '@/src/server/db/schema';
import { createMailer, outboxMailer, smtpConfigured } from '@/src/server/mail/mailer';
import { passwordResetMail, verificationCodeMail, welcomeMail } from '@/src/server/mail/templates/account-mail';
import { getServerSideProps } from '@/pages/dev/caixa-de-entrada';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await openSeededDatabase();
  for (const row of await t.db.select().from(companies)) ids[row.slug] = row.id;
});
afterAll(async () => closeSeededDatabase(t));
const savedSmtp = process.env.SMTP_URL;
afterEach(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
});

describe('account mail templates', () => {
  it('the verification code in pt-BR, en and es, in the subject and the body', () => {
    expect(verificationCodeMail('pt-BR', { code: '012345' }).subject).toBe('Seu código de verificação: 012345');
    expect(verificationCodeMail('en', { code: '012345' }).text).toContain('\n012345\n');
    expect(verificationCodeMail('es', { code: '012345' }).html).toContain('>012345</p>');
  });

  it('the reset mail carries both the code and the link, escaped in HTML', () => {
    const mail = passwordResetMail('en', { code: '999000', link: 'http://mercado.test/recuperar-senha/abc"<x>' });
    expect(mail.text).toContain('999000');
    expect(mail.text).toContain('http://mercado.test/recuperar-senha/abc"<x>');
    expect(mail.html).toContain('href="http://mercado.test/recuperar-senha/abc&quot;&lt;x&gt;"');
    expect(mail.html).not.toContain('<x>');
  });

  it('welcome escapes the name', () => {
    expect(welcomeMail('pt-BR', { name: '<b>Ana</b>' }).html).toContain('Olá, &lt;b&gt;Ana&lt;/b&gt;!');
  });
});

describe('mailer', () => {
  it('SMTP only when SMTP_URL is set; otherwise the outbox', () => {
    expect(smtpConfigured({} as NodeJS.ProcessEnv)).toBe(false);
    expect(smtpConfigured({ SMTP_URL: '  ' } as unknown as NodeJS.ProcessEnv)).toBe(false);
    expect(createMailer(t.db, {} as NodeJS.ProcessEnv).kind).toBe('outbox');
    expect(
      createMailer(t.db, { SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' } as unknown as NodeJS.ProcessEnv).kind,
    ).toBe('smtp');
  });
});

describe('the demo mailbox page', () => {
  const page = async (company: string | undefined, locale = 'pt-BR') => {
    const headers: Record<string, string> = company ? { 'x-company': company } : {};
    const res = { setHeader: () => {} };
    return getServerSideProps({
      req: { headers },
      res,
      locale,
      query: {},
      resolvedUrl: '/dev/caixa-de-entrada',
    } as unknown as GetServerSidePropsContext);
  };

  it("lists the host company's mail only, newest first, with the code readable", async () => {
    const mailer = outboxMailer(t.db);
    await mailer.send({
      to: 'a@exemplo.test',
      companyId: ids.mercado,
      ...verificationCodeMail('pt-BR', { code: '111111' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: 'b@exemplo.test',
      companyId: ids.mercado,
      ...verificationCodeMail('pt-BR', { code: '222222' }),
    });
    await mailer.send({
      to: 'c@exemplo.test',
      companyId: ids.aeroporto,
      ...verificationCodeMail('pt-BR', { code: '333333' }),
    });
    const result = await page('mercado');
    expect('props' in result).toBe(true);
    const props = (result as { props: { messages: { to: string; subject: string; text: string }[] } }).props;
    expect(props.messages.map((m) => m.to)).toEqual(['b@exemplo.test', 'a@exemplo.test']);
    expect(props.messages[0].text).toContain('222222');
  });

  it('is a 404 when SMTP is set, and on a host without a company', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    expect(await page('mercado')).toEqual({ notFound: true });
    delete process.env.SMTP_URL;
    expect(await page(undefined)).toEqual({ notFound: true });
  });

  it('a company without mail gets an empty list', async () => {
    const result = (await page('ninguem')) as { props: { messages: unknown[] } };
    expect(result.props.messages).toEqual([]);
  });
});
