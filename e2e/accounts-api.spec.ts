/**
 * The account foundation in a real browser on the custom domain mercado.test (issue #8, server side): sign up
 * through the API, read the code on the demo mailbox page, verify it, and sign in through next-auth to a session
 * that carries the verification and an ID token — with nothing secret left in the browser's storage.
 */
import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://mercado.test:${port}`;

async function postJson(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [path, JSON.stringify(body)] as const,
  );
}

test('sign up, read the code in the demo mailbox, verify it and sign in', async ({ page }, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@exemplo.test`;
  const password = 'Senha-E2E-2026';
  await page.goto(`${origin}/dev/caixa-de-entrada`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caixa de entrada de demonstração');
  await expect(page.getByText('Esta é a caixa de entrada de demonstração')).toBeVisible();

  const signUp = await postJson(page, '/api/user/sign-up', { name: 'Pessoa E2E', email, password, acceptTerms: true });
  expect(signUp.status).toBe(201);
  expect(JSON.stringify(signUp.body)).not.toContain(password);

  await page.reload();
  const message = page.getByRole('listitem').filter({ hasText: email }).first();
  await expect(message).toContainText('Seu código de verificação');
  const code = /\b(\d{6})\b/.exec((await message.getByRole('heading').textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.screenshot({ path: testInfo.outputPath('mailbox.png'), fullPage: true });

  expect(
    (
      await postJson(page, '/api/user/verification-code/verify-code', {
        email,
        code: code === '000000' ? '000001' : '000000',
      })
    ).status,
  ).toBe(400);
  expect((await postJson(page, '/api/user/verification-code/verify-code', { email, code })).status).toBe(200);
  expect((await postJson(page, '/api/user/verification-code/verify-code', { email, code })).status).toBe(400);

  // next-auth's credentials sign-in, as its client does it: CSRF token, then a form post with json=true.
  const session = await page.evaluate(
    async ([mail, secret]) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const form = new URLSearchParams({ csrfToken, email: mail, password: secret, callbackUrl: '/', json: 'true' });
      const signIn = await fetch('/api/auth/callback/credentials', {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return {
        signIn: signIn.status,
        session: (await (await fetch('/api/auth/session')).json()) as Record<string, unknown>,
      };
    },
    [email, password] as const,
  );
  expect(session.signIn).toBe(200);
  expect(session.session).toMatchObject({ user: { email, emailVerified: true }, idToken: expect.any(String) });

  // The session cookie is httpOnly: scripts cannot read it, and no storage holds a password or code.
  const cookies = await page.context().cookies(origin);
  expect(cookies.find((c) => c.name === 'next-auth.session-token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(storage).not.toContain(password);
  expect(storage).not.toContain(code);
});

test('the mailbox is per company host', async ({ page }) => {
  await page.goto(`http://aeroporto.localhost:${port}/dev/caixa-de-entrada`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/e2e-.*@exemplo\.test/)).toHaveCount(0);
});
