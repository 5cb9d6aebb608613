/**
 * The redirect rules of docs/business-rules.md (protected routes and sign-in), in the browser against the real
 * server: a protected route needs a session only where the company's catalogue `requiredAuth` (mercado.test yes,
 * aeroporto.localhost no); without one it goes to /login with `callbackUrl` and `error=SessionRequired`; an
 * unverified e-mail goes to /verificar-email (never looping on itself); after sign-in the user returns to the
 * remembered page or `backTo` (never an account screen), else home; never to a host that is not the company's;
 * and a session of one company's host is not sent to another's. The pure parts are unit-tested in
 * tests/ui/auth/auth-return-path.test.ts and tests/server/identity/identity-auth.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { AERO, MERCADO } from './public-pages';
import { ownClientAddressPerTest } from './support/client-address';

// Its sign-ups count against this test's own address, not the whole suite's (e2e/support/client-address.ts).
ownClientAddressPerTest();

const SHOPPER = { email: 'viajante@exemplo.test', password: 'Viagem-Tranquila-2026' };
/** Routes that need a session where the company requires sign-in; /conta needs one everywhere. */
const PROTECTED = ['/verificar-email', '/checkout', '/status-pedido', '/pedidos'];

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The path and query the browser ended on after opening `url`. */
async function landing(page: Page, url: string): Promise<string> {
  const answer = await page.goto(url);
  const at = new URL(page.url());
  return answer?.status() === 404
    ? '404'
    : `${at.origin === new URL(url).origin ? '' : at.origin}${at.pathname}${at.search}`;
}

test('without a session: protected routes go to /login only where the company requires sign-in', async ({ page }) => {
  const missing: string[] = [];
  for (const route of PROTECTED) {
    const there = await landing(page, `${MERCADO}${route}`);
    if (there === '404') {
      missing.push(route);
      continue;
    }
    expect(there, `mercado.test${route}`).toBe(`/login?callbackUrl=${encodeURIComponent(route)}&error=SessionRequired`);
    expect(await landing(page, `${AERO}${route}`), `aeroporto${route}`).not.toMatch(/^\/login/);
  }
  // Every protected route exists: a 404 here is a missing page, not a passed rule.
  expect(missing).toEqual([]);
  // The account page needs a session on every company; the language stays in the remembered address.
  expect(await landing(page, `${AERO}/es/conta?aba=dados`)).toBe(
    `/es/login?callbackUrl=${encodeURIComponent('/es/conta?aba=dados')}&error=SessionRequired`,
  );
  // The message says why, on the sign-in page itself.
  await page.goto(`${MERCADO}/login?callbackUrl=%2Fverificar-email&error=SessionRequired`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Entre na sua conta para continuar.');
});

test('after sign-in: back to the remembered page; never to another host or an account screen; else home', async ({
  page,
}) => {
  await page.goto(`${AERO}/conta`);
  await expect(page).toHaveURL(`${AERO}/login?callbackUrl=%2Fconta&error=SessionRequired`);
  await signIn(page, SHOPPER.email, SHOPPER.password);
  await expect(page).toHaveURL(`${AERO}/conta`);

  // Signed in, /login sends straight on: the same rules on the server side.
  expect(await landing(page, `${AERO}/login?callbackUrl=%2Fcarrinho`)).toBe('/carrinho');
  expect(await landing(page, `${AERO}/login?backTo=%2Fparceiros`)).toBe('/parceiros');
  expect(await landing(page, `${AERO}/login?callbackUrl=https%3A%2F%2Fevil.example%2Fx&backTo=%2Fbusca`)).toBe(
    '/busca',
  );
  for (const hostile of [
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    `${MERCADO}/carrinho`,
    '/cadastrar',
    '/login?callbackUrl=/x',
  ]) {
    expect(await landing(page, `${AERO}/login?callbackUrl=${encodeURIComponent(hostile)}`), hostile).toBe('/');
  }
  // next-auth's own answers stay on the host too (its redirect callback).
  const signOut = await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    const body = new URLSearchParams({ csrfToken, callbackUrl: 'https://evil.example/roubo', json: 'true' });
    return ((await (await fetch('/api/auth/signout', { method: 'POST', body })).json()) as { url: string }).url;
  });
  expect(new URL(signOut).origin).toBe(AERO);
});

test("a session of one company's host is not sent to another's", async ({ page, context }) => {
  await page.goto(`${AERO}/login`);
  await signIn(page, SHOPPER.email, SHOPPER.password);
  await expect(page).toHaveURL(`${AERO}/`);
  await expect(page.getByTestId('account-button')).toBeVisible();

  const session = (await context.cookies()).filter((cookie) => cookie.name.includes('session-token'));
  expect(session).toEqual([
    expect.objectContaining({ domain: 'aeroporto.localhost', httpOnly: true, sameSite: 'Lax' }),
  ]);
  expect(await context.cookies(MERCADO)).toEqual([]);
  expect(
    (await context.cookies(`http://mercado.localhost:${new URL(AERO).port}`)).filter((c) => c.name.includes('session')),
  ).toEqual([]);

  await page.goto(`${MERCADO}/conta`);
  await expect(page).toHaveURL(`${MERCADO}/login?callbackUrl=%2Fconta&error=SessionRequired`);
  await expect(page.getByTestId('account-button')).toHaveCount(0);
});

test('an unverified e-mail on a company that requires sign-in goes to /verificar-email, which keeps it', async ({
  page,
}, testInfo) => {
  const email = `redir-${testInfo.project.name}-${Date.now()}@exemplo.test`;
  await page.goto(`${MERCADO}/cadastrar`);
  await page.getByLabel('Nome').fill('Cliente Redireção');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill('Rota-Segura-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // Sign-up verifies the e-mail first, then offers to complete the registration.
  await expect(page).toHaveURL(`${MERCADO}/verificar-email?callbackUrl=%2Fcompletar-cadastro`);

  expect(await landing(page, `${MERCADO}/conta`)).toBe('/verificar-email?callbackUrl=%2Fconta');
  // Already there: no second redirect, the page shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  // /login while signed in unverified: on to verification, not back to /login.
  expect(await landing(page, `${MERCADO}/login?callbackUrl=%2Fcarrinho`)).toBe('/verificar-email');
});
