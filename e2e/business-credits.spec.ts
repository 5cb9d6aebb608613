/**
 * Company buyers after the booking (issue 18, points 5 and 6), at 414 px in pt-BR: the demo company buyer sees her
 * package's credits on /empresa, opens /empresa/creditos (the balance with its expiry, the history with a credit used
 * and the package bought, each linked to its order), and downloads a paid booking's receipt PDF from
 * /empresa/reservas; then she books a corporate reception for a saved client through the company checkout, paying it
 * with one package credit (nothing to pay, "1 crédito" on the review), and the balance is one lower. Screens go to
 * docs/screenshots/business-credits-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { ownClientAddressPerTest } from './support/client-address';

ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const BUYER = { email: 'reservas@viagenscorp.test', password: 'Reserva-Corporativa-2026' };

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.resolve('docs/screenshots', `business-credits-${name}-${width}.png`),
    fullPage: true,
  });
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

async function signIn(page: Page, back: string) {
  await page.goto(`${AERO}/login?callbackUrl=${encodeURIComponent(back)}`);
  await page.getByLabel('E-mail').fill(BUYER.email);
  await page.getByLabel(/^Senha/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${AERO}${back}`);
}

/** The credits left of the corporate package, as /empresa/creditos says them. */
async function creditsLeft(page: Page): Promise<number> {
  await page.goto(`${AERO}/empresa/creditos`);
  const text = (await page.getByTestId('credit-balance').textContent()) ?? '';
  const found = /(\d+) créditos? disponíve(?:l|is)/.exec(text);
  expect(found, text).not.toBeNull();
  return Number(found![1]);
}

test('the demo company buyer sees her package credits and downloads a receipt', async ({ page }) => {
  await page.goto(`${AERO}/login?callbackUrl=%2Fempresa`);
  await page.getByLabel('E-mail').fill(BUYER.email);
  await page.getByLabel(/^Senha/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${AERO}/empresa`);

  // The balance on /empresa, and the way to the rest.
  await expect(page.getByTestId('credit-summary')).toHaveText('4 créditos disponíveis');
  await page.getByRole('link', { name: 'Ver saldo e histórico' }).click();
  await expect(page).toHaveURL(`${AERO}/empresa/creditos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Créditos de pacote' })).toBeVisible();
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toContainText('Pacote corporativo — 5 recepções');
  await expect(balance).toContainText('4 créditos disponíveis');
  await expect(balance).toContainText(/O primeiro vence em \d{2}\/\d{2}\/\d{4}\./);
  await expect(balance).toContainText('Vale para: Recepção corporativa');
  const events = page.getByTestId('credit-event');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('Crédito usado');
  await expect(events.nth(0)).toContainText('−1');
  await expect(events.nth(1)).toContainText('Pacote comprado');
  await expect(events.nth(1)).toContainText('+5');
  await expect(
    page.getByRole('navigation', { name: 'Área da empresa' }).getByRole('link', { name: 'Créditos' }),
  ).toHaveAttribute('aria-current', 'page');
  await noSideways(page);
  await shot(page, 'saldo');

  // The credit used links to its booking.
  await events
    .nth(0)
    .getByRole('link', { name: /^Ver pedido [A-Z2-9]{3}-[A-Z2-9]{3}$/ })
    .click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-number')).toBeVisible();

  // A paid booking's receipt downloads as a PDF from the company's bookings.
  await page.goto(`${AERO}/empresa/reservas`);
  const booking = page.getByTestId('business-booking').filter({ hasText: 'James Whitmore' });
  const number = /Pedido ([A-Z2-9]{3}-[A-Z2-9]{3})/.exec((await booking.textContent()) ?? '')?.[1] ?? '';
  const link = booking.getByRole('link', { name: `Baixar recibo (PDF) do pedido ${number}` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`recibo-${number}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The booking paid with a credit says so; the one still on account has no receipt yet.
  await expect(page.getByTestId('business-booking').filter({ hasText: 'pago com crédito do pacote' })).toHaveCount(1);
  await expect(page.getByTestId('booking-served').first()).toContainText(/Recebido\(a\) em .* por /);
  await noSideways(page);
  await shot(page, 'reservas');
});

test('the demo company buyer books a reception for a client with one package credit, and the balance is one lower', async ({
  page,
}) => {
  await signIn(page, '/empresa');
  const before = await creditsLeft(page);
  expect(before).toBeGreaterThan(0);

  // The reception the package pays for, from its page to the company checkout.
  await page.goto(`${AERO}/servico/hospitalidade/recepcao-corporativa`);
  // The catalogue's own free-text field (the company checkout asks the structured fields again).
  await page.getByLabel(/^Seu contato/).fill('Renata Moraes, reservas@viagenscorp.test — receber: Helena Prado');
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('link', { name: 'Ver carrinho' }).click();
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await page.getByLabel(/^Para a empresa/).check();
  const line = page.getByTestId('business-line-0');
  await line.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Helena Prado · +55 (11) 9 8765-0001' });
  await line.getByLabel(/^Número do voo/).fill('LA 3040');
  const tomorrow = DateTime.now().setZone('America/Sao_Paulo').plus({ days: 1 }).toFormat('yyyy-MM-dd');
  await line.getByLabel(/^Data/).fill(tomorrow);
  await line.getByLabel(/^Horário de pouso/).fill('06:40');
  const credit = line.getByLabel('Pagar com 1 crédito do pacote');
  await expect(line.getByTestId('use-credit')).toContainText(
    before === 1 ? 'Resta 1 crédito' : `Restam ${before} créditos`,
  );
  await credit.check();
  await noSideways(page);
  await shot(page, 'checkout-credito');
  await page.getByTestId('checkout-continue').click();

  // Credits pay every line: nothing to pay, no card and no invoicing asked.
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await expect(page.getByTestId('business-payment-credits')).toContainText('Nada a pagar');
  await expect(page.getByLabel(/^Centro de custo/)).toHaveCount(0);
  await page.getByTestId('checkout-continue').click();

  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  const review = page.getByTestId('business-review-line');
  await expect(review).toHaveCount(1);
  await expect(review.getByTestId('business-review-price')).toHaveText('1 crédito');
  await expect(page.getByTestId('checkout-total')).toContainText(/R\$\s0,00/);
  await expect(page.getByTestId('business-review-payment')).toHaveText('Crédito de pacote: 1 crédito da empresa.');
  await noSideways(page);
  await shot(page, 'revisao-credito');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-status-page')).toContainText('Helena Prado');

  expect(await creditsLeft(page)).toBe(before - 1);
  await expect(page.getByTestId('credit-event').first()).toContainText('Crédito usado');
});
