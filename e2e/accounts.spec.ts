/**
 * The account screens in a real browser (issue #8): on mercado.test, whose catalogue requires sign-in, a new user
 * signs up, lands on /verificar-email, reads the code in the demo mailbox, verifies, skips the profile completion, is home and signed in (the top
 * bar's account button names them), signs out and signs in again; on aeroporto.localhost a wrong password is
 * refused with its message, and /conta without a session goes to /login and comes back after the demo shopper
 * signs in (in English). Nothing in the browser's storage holds a password or a code.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium';
import { ownClientAddressPerTest } from './support/client-address';

// Its sign-ups count against this test's own address, not the whole suite's (e2e/support/client-address.ts).
ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const mercado = `http://mercado.test:${port}`;
const aeroporto = `http://aeroporto.localhost:${port}`;

// The sign-in limits count per client address (src/server/identity/rate-limit.ts): mercado.test resolves to a loopback address of its
// own here, so these journeys and the other specs' sign-ins do not share one count.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules')),
      '--host-resolver-rules=MAP mercado.test 127.0.0.2',
    ],
  },
});

async function storageText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('sign up on mercado.test, verify the e-mail through the demo mailbox, sign out and sign in again', async ({
  page,
}, testInfo) => {
  const email = `conta-${testInfo.project.name}-${Date.now()}@exemplo.test`;
  const password = 'Cesta-Feira-2026';
  await page.goto(`${mercado}/cadastrar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();

  // The form checks the API's rules before sending: nothing filled shows every field's message.
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Confira os campos destacados.');
  await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Para criar a conta, aceite os termos de uso.')).toBeVisible();

  await page.getByLabel('Nome').fill('Cliente Feira');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByLabel(/^Senha/)).toHaveAttribute('type', 'text');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/verificar-email\?callbackUrl=%2Fcompletar-cadastro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Código de verificação')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Código de verificação')).toHaveAttribute('autocomplete', 'one-time-code');

  // Asking for a new code starts the visible one-minute cool-down (the newest code is the one read below).
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enviamos um novo código. Confira o seu e-mail.');
  await expect(page.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();

  await page.getByRole('link', { name: 'Abrir a caixa de entrada de demonstração' }).click();
  await expect(page).toHaveURL(/\/dev\/caixa-de-entrada$/);
  const message = page.getByRole('listitem').filter({ hasText: email }).first();
  const code = /\b(\d{6})\b/.exec((await message.getByRole('heading').textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.goBack();

  await page.getByLabel('Código de verificação').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Código incorreto ou expirado');
  await expect(page.getByLabel('Código de verificação')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // The profile completion comes next and may be skipped (e2e/accounts-journey.spec.ts fills it in).
  await expect(page).toHaveURL(`${mercado}/completar-cadastro`);
  await page.getByRole('button', { name: 'Pular por enquanto' }).click();
  await expect(page).toHaveURL(`${mercado}/`);
  const account = page.getByTestId('account-button');
  await expect(account).toHaveAccessibleName('Conta de Cliente Feira');
  const storage = await storageText(page);
  expect(storage).not.toContain(password);
  expect(storage).not.toContain(code);

  await account.click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveCount(0);

  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2F$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${mercado}/`);
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Cliente Feira');
  expect(await storageText(page)).not.toContain(password);
  await page.screenshot({ path: testInfo.outputPath('signed-in.png') });
});

test('a wrong password is refused with its message, announced', async ({ page }) => {
  await page.goto(`${aeroporto}/login`);
  await signIn(page, 'viajante@exemplo.test', 'Senha-Errada-1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('/conta without a session goes to /login and returns there after the demo shopper signs in (English)', async ({
  page,
}) => {
  await page.goto(`${aeroporto}/en/conta`);
  await expect(page).toHaveURL(/\/en\/login\?callbackUrl=%2Fen%2Fconta&error=SessionRequired$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Sign in to your account to continue.');
  await page.getByLabel('E-mail').fill('viajante@exemplo.test');
  await page.getByLabel(/^Password/).fill('Viagem-Tranquila-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${aeroporto}/en/conta`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('viajante@exemplo.test')).toBeVisible();
  await expect(page.getByText('E-mail confirmed')).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveAccessibleName("Viajante Exemplo's account");
  expect(await storageText(page)).not.toContain('Viagem-Tranquila-2026');
});

test('the account screens fit a phone without sideways scrolling', async ({ page }) => {
  for (const path of ['/cadastrar', '/login', '/verificar-email']) {
    await page.goto(`${aeroporto}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  }
});

test('the account screens have no serious or critical axe findings, errors shown included', async ({ page }) => {
  const serious = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${page.url()} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
  };
  const found: string[] = [];
  await page.goto(`${aeroporto}/cadastrar`);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Confira os campos destacados.');
  found.push(...(await serious()));
  await page.goto(`${aeroporto}/login?callbackUrl=%2Fconta&error=SessionRequired`);
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  found.push(...(await serious()));
  await page.goto(`${aeroporto}/verificar-email`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...(await serious()));
  expect(found).toEqual([]);
});
