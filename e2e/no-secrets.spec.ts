/**
 * Nothing secret reaches the browser (issue 8): through sign-up, e-mail verification, sign-in and a password reset
 * on mercado.test, no answer the browser receives, no localStorage or sessionStorage entry and no cookie that
 * scripts can read holds the password (old or new), an argon2 hash (`$argon2`), the verification code, or the
 * reset code or token.
 *
 * Left out by design: the demo mailbox page (/dev/caixa-de-entrada), whose whole purpose is to show the mail the
 * shop would have sent — it exists only while SMTP_URL is unset (a demo without a mail server). The test reads
 * the codes there, and its answers are the only ones not checked. Built scripts and styles (/_next/static) are
 * not checked either: they are the same files for everyone, written at build time.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { MERCADO } from './public-pages';
import { ownClientAddressPerTest } from './support/client-address';

// Its sign-ups count against this test's own address, not the whole suite's (e2e/support/client-address.ts).
ownClientAddressPerTest();

const MAILBOX = /\/dev\/caixa-de-entrada(\.json)?(\?|$)/;

/** Every text answer of the app the page receives, but the mailbox's and the build's static files. */
function recordAnswers(page: Page): { url: string; body: Promise<string> }[] {
  const answers: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.startsWith(MERCADO) || MAILBOX.test(url) || url.includes('/_next/static/')) return;
    if (response.status() >= 300 && response.status() < 400) return; // a redirect has no body to read
    answers.push({ url, body: response.text().catch(() => '') });
  });
  return answers;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${MERCADO}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${MERCADO}/`);
  await expect(page.getByTestId('account-button')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByTestId('account-button')).toHaveCount(0);
}

/** The text of the newest demo mail to `email` whose subject matches. */
async function newestMail(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`${MERCADO}/dev/caixa-de-entrada`);
  const message = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  return (await message.textContent()) ?? '';
}

test('no password, hash, code or reset token in any answer, in storage or in a readable cookie', async ({
  page,
  context,
}, testInfo) => {
  const answers = recordAnswers(page);
  const email = `segredo-${testInfo.project.name}-${Date.now()}@exemplo.test`;
  const password = 'Segredo-Forte-2026';
  const newPassword = 'Outro-Segredo-2027';

  // Sign-up and verification.
  await page.goto(`${MERCADO}/cadastrar`);
  await page.getByLabel('Nome').fill('Cliente Segredo');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // Sign-up verifies the e-mail first, then offers to complete the registration.
  await expect(page).toHaveURL(`${MERCADO}/verificar-email?callbackUrl=%2Fcompletar-cadastro`);
  const verification = /\b(\d{6})\b/.exec(await newestMail(page, email, /código de verificação/))?.[1] ?? '';
  expect(verification).toMatch(/^\d{6}$/);
  await page.goto(`${MERCADO}/verificar-email`);
  await page.getByLabel('Código de verificação').fill(verification);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(`${MERCADO}/`);
  await signOut(page);

  // Sign-in with the password.
  await signIn(page, email, password);
  await signOut(page);

  // Password reset: asked for and confirmed from the page, as the recovery screens do.
  const asked = await page.evaluate(
    async (address) =>
      (
        await fetch('/api/user/password-reset/request', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address }),
        })
      ).status,
    email,
  );
  expect(asked).toBe(202);
  const resetMail = await newestMail(page, email, /Redefinição de senha/);
  const resetCode = /\b(\d{6})\b/.exec(resetMail)?.[1] ?? '';
  const resetToken = /\/recuperar-senha\/([A-Za-z0-9_-]{16,})/.exec(resetMail)?.[1] ?? '';
  expect(resetCode).toMatch(/^\d{6}$/);
  expect(resetToken.length).toBeGreaterThanOrEqual(16);
  await page.goto(`${MERCADO}/`);
  const confirmed = await page.evaluate(
    async ([token, next]) =>
      (
        await fetch('/api/user/password-reset/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password: next }),
        })
      ).status,
    [resetToken, newPassword] as const,
  );
  expect(confirmed).toBe(200);
  await signIn(page, email, newPassword);

  const secrets: Record<string, string | RegExp> = {
    password,
    'new password': newPassword,
    'argon2 hash': '$argon2',
    'verification code': new RegExp(`(?<![0-9])${verification}(?![0-9])`),
    'reset code': new RegExp(`(?<![0-9])${resetCode}(?![0-9])`),
    'reset token': resetToken,
  };
  const leaks = (where: string, text: string) =>
    Object.entries(secrets)
      .filter(([, secret]) => (typeof secret === 'string' ? text.includes(secret) : secret.test(text)))
      .map(([name]) => `${name} in ${where}`);

  const found: string[] = [];
  for (const answer of answers) found.push(...leaks(answer.url, await answer.body));
  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  found.push(...leaks('storage', storage));
  const readable = (await context.cookies()).filter((cookie) => !cookie.httpOnly);
  found.push(...leaks('cookies scripts can read', JSON.stringify(readable)));
  // The session cookie holds the signed-in state, out of the scripts' reach.
  expect((await context.cookies(MERCADO)).find((cookie) => cookie.name.includes('session-token'))).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });

  expect(answers.length).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
