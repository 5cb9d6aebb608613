/**
 * Signed-in shoppers share the cached store page (issue 19, point 4): two demo shoppers, each in a browser of their
 * own, open the same store page within the minute. The server answers both from one render (the page's HTML holds
 * nothing of either), and each browser fills in its own account button: neither ever sees the other's name.
 */
import { expect, test, type Browser } from '@playwright/test';
import { SHOPPER, type Account } from './support/demo-accounts';
import { AERO } from './support/hosts';
import { PHONE, signIn } from './support/sign-in';

test.use(PHONE);

const BUYER: Account = { email: 'reservas@viagenscorp.test', password: 'Reserva-Corporativa-2026' };
const STORE = '/loja/burger-pista';

async function shopperOpensStore(browser: Browser, who: Account) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, AERO, who);
  const response = await page.goto(`${AERO}${STORE}`);
  return { page, html: (await response?.text()) ?? '', cacheControl: response?.headers()['cache-control'] ?? '' };
}

test('two signed-in shoppers get the same server page, each with only their own name on it', async ({ browser }) => {
  const traveller = await shopperOpensStore(browser, SHOPPER);
  const buyer = await shopperOpensStore(browser, BUYER);

  // The server's page holds nobody's name or e-mail (tests/server/pages/page-loader.test.ts proves it is one render).
  for (const { html } of [traveller, buyer]) {
    expect(html).toContain('Burger Pista');
    for (const own of ['Viajante', 'Renata', SHOPPER.email, BUYER.email]) expect(html).not.toContain(own);
  }
  // A proxy in front is not told it may keep a signed-in answer.
  expect(traveller.cacheControl).not.toMatch(/public/);

  // Each browser then shows its own account, and only its own.
  await expect(traveller.page.getByTestId('account-button')).toHaveAccessibleName('Conta de Viajante Exemplo');
  await expect(buyer.page.getByTestId('account-button')).toHaveAccessibleName('Conta de Renata Moraes');
  await expect(traveller.page.getByText('Renata')).toHaveCount(0);
  await expect(buyer.page.getByText('Viajante')).toHaveCount(0);
  await traveller.page.context().close();
  await buyer.page.context().close();
});
