/**
 * A shop that ships (mercado.test, `thereIsMelhorEnvioIntegration`, priced by the shipping table: no Melhor Envio
 * token on this machine) at 414 px in pt-BR: the demo shopper signs in, schedules a delivery to a CEP outside the
 * shop's own delivery area (a carrier takes days: never "Entrega agora"), picks a shipping option (refused without
 * one), chooses an in-person method, sees the option's price as the review's delivery fee, which the server's quote
 * priced again, and places the order, which keeps it and is the account's. The cart is put in local storage as the
 * order context saves it.
 */
import { expect, test } from '@playwright/test';
import { MERCADO } from './public-pages';
import { savedCart, seedCart } from './support/cart-seed';
import { identify } from './support/checkout-steps';
import { SHOPPER } from './support/demo-accounts';
import { submitSignIn } from './support/sign-in';

const CART = savedCart(
  'mercado-loja',
  [{ categoryId: 'mercado-loja-cat-limpeza', itemId: 'mercado-loja-20', quantity: 4 }],
  'mercado',
);

test("a delivery shipped to a CEP: the chosen option is the delivery fee of the server's review quote", async ({
  page,
}) => {
  test.setTimeout(90_000); // sign-in, four steps and placing on a machine shared with CI
  await seedCart(page, CART);

  // The checkout asks a signed-out shopper to sign in first (mercado requires it), then comes back.
  await page.goto(`${MERCADO}/checkout`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcheckout/);
  await submitSignIn(page, SHOPPER);
  await expect(page).toHaveURL(`${MERCADO}/checkout/identificacao`);
  await identify(page, { email: SHOPPER.email });

  // A scheduled delivery, its first slot: Avenida Paulista (Bela Vista) is outside the shop's own area.
  await page.getByTestId('checkout-operation-delivery:schedule').check();
  await page.locator('[data-testid^="checkout-slot-"]').first().check();
  await page.getByTestId('checkout-address-zipCode').fill('01310100');
  await page.getByTestId('checkout-address-number').fill('1000');
  await page.getByTestId('checkout-address-street').fill('Avenida Paulista');
  await page.getByTestId('checkout-address-district').fill('Bela Vista');
  await page.getByTestId('checkout-address-city').fill('São Paulo');
  await page.getByTestId('checkout-address-state').fill('SP');

  const options = page.getByTestId('shipping-option');
  await expect(options.first()).toBeVisible();
  // Without a choice the step refuses, and says so.
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByTestId('checkout-shipping-required')).toHaveText('Escolha uma opção de frete para continuar.');
  await expect(page).toHaveURL(`${MERCADO}/checkout/entrega`);

  const chosen = options.first();
  const price = ((await chosen.textContent()) ?? '').match(/R\$\s?[\d.]+,\d{2}/)?.[0];
  expect(price, 'the option shows its price').toBeTruthy();
  await chosen.click();
  await page.screenshot({ path: test.info().outputPath('delivery-step-414.png'), fullPage: true });
  await page.getByTestId('checkout-continue').click();

  await expect(page).toHaveURL(`${MERCADO}/checkout/pagamento`);
  await page.getByTestId('checkout-method-CASH').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(`${MERCADO}/checkout/revisao`);
  await expect(page.getByTestId('checkout-delivery-fee')).toContainText(price!);
  await expect(page.getByTestId('checkout-place')).toBeEnabled();

  // Placed by the signed-in shopper (the request carries the session's token): the order keeps the option's price.
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/, { timeout: 30_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(price!);
  // It is the account's order: /pedidos lists it.
  const number = /[0-9A-Z]{3}-[0-9A-Z]{3}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0];
  expect(number, 'a readable order number').toBeTruthy();
  await page.goto(`${MERCADO}/pedidos`);
  await expect(page.getByRole('main')).toContainText(number!);
});
