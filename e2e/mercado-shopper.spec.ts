/**
 * The mercado shopper's journey (issue #17, points 12–14) at 414 px in pt-BR, on mercado's own host: the demo
 * shopper saves her address in /conta (the CEP fills street and district through our server), buys 500 g of
 * bananas (weighed, stepped down from the 1 kg the description names) and a 500 g bag of French rolls, picks the
 * saved address with one tap at checkout, gets local delivery now ("em até 60 min", Vila Madalena's fee — never
 * three-day shipping), sees Vale-alimentação offered, pays cash with change (refused below the total), opens the
 * terms from the review, and finds the address with "apto 42" and the change on the status page and the staff
 * board. Each step is photographed into docs/screenshots/mercado-*.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { identify } from './support/checkout-steps';
import { MERCADO_STAFF, SHOPPER } from './support/demo-accounts';
import { MERCADO_LOCAL } from './support/hosts';
import { signIn, staffBoard } from './support/sign-in';

/** What the shopper sees at 414 px with `at` scrolled into view (a whole-page capture would paint the sticky bar
 * over the middle of the page). */
async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `docs/screenshots/mercado-${name}.png` });
}

/** axe-core's serious and critical findings on the page as it is (WCAG 2.2 AA and best practices). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** 500 g of bananas at R$ 6,99/kg (R$ 3,50), 500 g of rolls at R$ 20,00/kg and Vila Madalena's R$ 5,90. */
const TOTAL = /R\$\s19,40/;

test('a mercado shopper buys 500 g of bananas and bread to a saved address, CEP filled, cash with change', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // sign-in, an address, two items, four checkout steps and the staff board

  // The address, saved once in the account: the CEP fills street, district, city and state.
  await signIn(page, MERCADO_LOCAL, SHOPPER, '/conta');
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.locator('#new-address-zipCode').fill('05435-000');
  await expect(page.locator('#new-address-street')).toHaveValue('Rua Harmonia');
  await expect(page.locator('#new-address-neighborhood')).toHaveValue('Vila Madalena');
  await expect(page.locator('#new-address-city')).toHaveValue('São Paulo');
  await page.locator('#new-address-number').fill('123');
  await page.locator('#new-address-addressLine2').fill('apto 42');
  await shot(page, '1-conta-endereco', page.locator('#new-address-number'));
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Endereço salvo.', { exact: true })).toBeVisible();

  // Bananas: weighed in 250 g steps from the 1 kg bunch the description names; the weight is approximate.
  await page.goto(`${MERCADO_LOCAL}/loja/mercado-da-vila/banana-prata`);
  await expect(page.getByTestId('item-price')).toHaveText(/R\$\s6,99\s\/\skg/);
  await expect(page.getByTestId('quantity')).toHaveText('1 kg');
  await expect(page.getByTestId('item-weight-note')).toHaveText('Peso aproximado: o valor final pode variar.');
  await page.getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('750 g');
  await page.getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('500 g');
  await expect(page.getByTestId('add-to-cart')).toHaveText(/Adicionar · R\$\s3,50/);
  await shot(page, '2-banana');
  await page.getByTestId('add-to-cart').click();

  // French rolls: the bag of about 500 g their description names.
  await page.goto(`${MERCADO_LOCAL}/loja/mercado-da-vila/pao-frances`);
  await expect(page.getByTestId('quantity')).toHaveText('500 g');
  await expect(page.getByTestId('add-to-cart')).toHaveText(/Adicionar · R\$\s10,00/);
  await page.getByTestId('add-to-cart').click();

  await page.goto(`${MERCADO_LOCAL}/carrinho`);
  await expect(page.getByTestId('cart-line-quantity')).toHaveText(['500 g', '500 g']);
  await expect(page.getByTestId('cart-line-total')).toHaveText([/R\$\s3,50/, /R\$\s10,00/]);
  await expect(page.getByTestId('cart-weight-note')).toBeVisible();
  await shot(page, '3-carrinho', page.getByTestId('cart-weight-note'));
  await page.getByTestId('cart-checkout').click();

  await identify(page, { email: SHOPPER.email });

  // Delivery: now when the shop is open (08:00–22:00), else its first slot; the saved address in one tap.
  const now = page.getByTestId('checkout-operation-delivery:now');
  await expect(page.getByTestId('checkout-operation-delivery:schedule')).toBeVisible();
  const deliversNow = (await now.count()) > 0;
  if (deliversNow) await now.check();
  else {
    await page.getByTestId('checkout-operation-delivery:schedule').check();
    await page.locator('[data-testid^="checkout-slot-"]').first().check();
  }
  const saved = page.getByTestId('checkout-saved-address');
  await expect(saved).toHaveCount(1, { timeout: 20_000 });
  await expect(saved).toContainText('Rua Harmonia, 123 — apto 42');
  await saved.click();
  // Chosen, its fields fold away: only this order's instructions are asked.
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('checkout-address-zipCode')).toHaveCount(0);
  await expect(page.getByTestId('checkout-address-additionalInstructions')).toBeVisible();
  const local = page.getByTestId('checkout-local-delivery');
  await expect(local).toContainText('Vila Madalena');
  await expect(local).toContainText(/R\$\s5,90/);
  if (deliversNow) await expect(local).toContainText('em até 60 min');
  // A shop that delivers here itself never offers carrier shipping (days) for it.
  await expect(page.getByTestId('shipping-option')).toHaveCount(0);
  await shot(page, '4-entrega', saved);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByTestId('checkout-continue').click();

  // Payment: groceries take Vale-alimentação; cash asks for the change, which must cover the total.
  await expect(page).toHaveURL(`${MERCADO_LOCAL}/checkout/pagamento`);
  await expect(page.getByTestId('checkout-method-POSP_FOOD_TICKET')).toBeVisible();
  await expect(page.getByText('Vale-alimentação na maquininha')).toBeVisible();
  await page.getByTestId('checkout-method-CASH').check();
  const change = page.getByTestId('checkout-change-for');
  await expect(page.getByLabel('Troco para quanto?')).toBeVisible();
  await change.fill('1000');
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByTestId('checkout-change-error')).toContainText(TOTAL);
  await expect(page).toHaveURL(`${MERCADO_LOCAL}/checkout/pagamento`);
  await change.fill('5000');
  await expect(page.getByTestId('checkout-change-error')).toHaveCount(0);
  await shot(page, '5-pagamento', change);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByTestId('checkout-continue').click();

  // Review: the address with its unit, the change, the local fee; the terms open.
  await expect(page).toHaveURL(`${MERCADO_LOCAL}/checkout/revisao`);
  await expect(page.getByTestId('checkout-review-address')).toContainText('Rua Harmonia, 123 — apto 42');
  await expect(page.getByTestId('checkout-review-change')).toContainText(/Troco para R\$\s50,00/);
  await expect(page.getByTestId('checkout-delivery-fee')).toContainText(/R\$\s5,90/);
  await expect(page.getByTestId('checkout-total')).toContainText(TOTAL);
  await shot(page, '6-revisao', page.getByTestId('checkout-review-address'));
  expect(await axeFindings(page)).toEqual([]);
  const [terms] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('checkout-terms').click()]);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
  await expect(terms.getByRole('main')).toContainText('Mercado da Vila');
  await shot(terms, '6b-termos');
  expect(await axeFindings(terms)).toEqual([]);
  await terms.close();
  await page.getByTestId('checkout-place').click();

  // The status page: where it goes (with "apto 42") and the change the courier brings.
  await expect(page).toHaveURL(/\/status-pedido\?id=/, { timeout: 30_000 });
  const address = page.getByTestId('order-delivery-address');
  await expect(address).toContainText('Rua Harmonia, 123 — apto 42');
  await expect(address).toContainText('Vila Madalena');
  await expect(page.getByTestId('order-change-for')).toContainText(/Troco para R\$\s50,00/);
  await shot(page, '7-status', address);
  expect(await axeFindings(page)).toEqual([]);
  const number = /[0-9A-Z]{3}-[0-9A-Z]{3}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0];

  // The shop's staff see the address and how much change to bring.
  const board = await staffBoard(browser, MERCADO_LOCAL, MERCADO_STAFF);
  const card = board.getByTestId('board-order').filter({ hasText: number! });
  await expect(card).toContainText('apto 42');
  await expect(card).toContainText(/Troco para R\$\s50,00/);
  await shot(board, '8-painel-da-loja', card);
  await board.close();
});
