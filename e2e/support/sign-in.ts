/** Signing in through the login page, and a second phone-sized browser for staff beside the shopper's. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { Account } from './demo-accounts';

export const PHONE = {
  viewport: { width: 414, height: 896 },
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
} as const;

/** Fills and sends the login form the page shows. */
export async function submitSignIn(page: Page, who: Account) {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Senha/).fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in on `origin`'s login page and waits to be sent back to `back`. */
export async function signIn(page: Page, origin: string, who: Account, back = '/') {
  await page.goto(`${origin}/login?callbackUrl=${encodeURIComponent(back)}`);
  await submitSignIn(page, who);
  await expect(page).toHaveURL(new RegExp(`${back.replace(/[?]/g, '\\?')}$`));
}

/** A staff member's phone, signed in on the orders board of `origin`, which is live. */
export async function staffBoard(browser: Browser, origin: string, who: Account): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, origin, who, '/painel/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos da loja' })).toBeVisible();
  await expect(page.getByTestId('board-connection')).toHaveText(/Ao vivo/);
  return page;
}

/**
 * Moves an order on the board by its card's buttons, each step seen on the card before the next: a click while the
 * card re-renders could land on the old button. `steps`: [button, status shown after it].
 */
export async function moveOnBoard(card: Locator, steps: readonly (readonly [string, string])[]): Promise<void> {
  for (const [action, status] of steps) {
    await card.getByRole('button', { name: action }).click();
    await expect(card.getByTestId('board-status')).toHaveText(status);
  }
}
