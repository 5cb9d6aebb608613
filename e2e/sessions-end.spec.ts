/**
 * Sessions end for real, in a browser (issue 15 point 18): a shopper's session cookie is copied into a second browser
 * (a shared computer left signed in). When the shopper changes the password on /conta, the copy is sent to sign in
 * while the shopper's own browser stays on the account page; when the shopper then signs out, a copy of the new
 * cookie is dead too. The HTTP-level proof, with password reset and deletion, is
 * tests/server/identity/identity-sessions-end.test.ts.
 */
import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { ownClientAddressPerTest } from './support/client-address';

ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://aeroporto.localhost:${port}`;

async function postJson(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([url, json]) =>
      (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })).status,
    [path, JSON.stringify(body)] as const,
  );
}

/** A fresh, verified account signed in on `page` (the demo mailbox gives the code). */
async function signedUp(page: Page, email: string, password: string) {
  await page.goto(`${origin}/dev/caixa-de-entrada`);
  expect(await postJson(page, '/api/user/sign-up', { name: 'Sessão E2E', email, password, acceptTerms: true })).toBe(
    201,
  );
  await page.reload();
  const heading = await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .first()
    .getByRole('heading')
    .textContent();
  const code = /\b(\d{6})\b/.exec(heading ?? '')?.[1] ?? '';
  expect(await postJson(page, '/api/user/verification-code/verify-code', { email, code })).toBe(200);
  await page.goto(`${origin}/login?callbackUrl=%2Fconta`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/conta`);
}

/** Another browser holding a copy of the cookies: is it still signed in? (/conta sends a visitor without a session to /login.) */
async function copyIsSignedIn(browser: Browser, cookies: Cookie[]): Promise<boolean> {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${origin}/conta`);
  const signedIn = new URL(page.url()).pathname === '/conta';
  await context.close();
  return signedIn;
}

test('a copied session cookie dies when the owner changes the password, and the new one when the owner signs out', async ({
  page,
  browser,
}, testInfo) => {
  const email = `sessao-${testInfo.project.name}-${Date.now()}@exemplo.test`;
  await signedUp(page, email, 'Senha-Antiga-2026');
  const beforeChange = await page.context().cookies(origin);
  expect(await copyIsSignedIn(browser, beforeChange)).toBe(true);

  await page.getByLabel('Senha atual').fill('Senha-Antiga-2026');
  await page.getByLabel(/^Nova senha/).fill('Senha-Nova-2027');
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByText('Senha trocada.')).toBeVisible();

  expect(await copyIsSignedIn(browser, beforeChange)).toBe(false);
  // The browser that changed it is still signed in, after a reload too.
  await page.reload();
  await expect(page).toHaveURL(`${origin}/conta`);
  await expect(page.getByText(email)).toBeVisible();

  const beforeSignOut = await page.context().cookies(origin);
  expect(await copyIsSignedIn(browser, beforeSignOut)).toBe(true);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByTestId('account-button')).toHaveCount(0);
  expect(await copyIsSignedIn(browser, beforeSignOut)).toBe(false);
});
