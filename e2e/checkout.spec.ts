/**
 * The checkout at 414 px in pt-BR, against the production build on a throw-away database. The cart is put in local
 * storage as the order context saves it; every other step is done through the screens. Gate delivery is at the
 * airport's 24-hour café, and boarding times are worked out from the server's clock (STORE_NOW when set), so every
 * test runs at any hour, near midnight too (a boarding time after midnight is tomorrow's).
 */
import { expect, test, type Page } from '@playwright/test';
import { CAFE_ESPRESSOS, savedCart, savedLineCount, seedCart } from './support/cart-seed';
import { chooseFirstSlot, gateDelivery, identify, payByCard } from './support/checkout-steps';
import { AERO } from './support/hosts';
import { gateClock, hhmm } from './support/store-clock';

const LOUNGE_PASS = savedCart('aero-sala-vip', [
  {
    categoryId: 'aero-sala-vip-passes',
    itemId: 'aero-sala-vip-01',
    quantity: 1,
    subitems: [['aero-sala-vip-01-terminal', 'aero-sala-vip-01-terminal-t2']],
  },
]);
const CORPORATE_WELCOME = savedCart('aero-hospitalidade', [
  { categoryId: 'aero-hospitalidade-empresas', itemId: 'aero-hospitalidade-08', quantity: 1 },
]);
const FAMILY_ON_BOARD = savedCart('aero-hospitalidade', [
  { categoryId: 'aero-hospitalidade-familias', itemId: 'aero-hospitalidade-04', quantity: 1 },
]);

/** Opens the checkout, which starts at identification, and fills it. */
async function startCheckout(page: Page) {
  await page.goto(`${AERO}/checkout`);
  await expect(page.getByTestId('checkout-step-count')).toHaveText('Passo 1 de 4');
  await identify(page);
}

test('a step reached without its entries goes back to the first incomplete one, and a reload keeps every entry', async ({
  page,
  request,
}) => {
  const clock = await gateClock(request);
  const boarding = hhmm(clock.now.plus({ minutes: 90 }));
  await seedCart(page, CAFE_ESPRESSOS);
  // The cart's onward button leads here.
  await page.goto(`${AERO}/carrinho`);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await page.goto(`${AERO}/checkout/revisao`);
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await startCheckout(page);
  await page.reload();
  await expect(page.getByTestId('checkout-step-count')).toHaveText('Passo 2 de 4');
  await gateDelivery(page, boarding);
  await expect(page.getByTestId('checkout-gate-check')).toContainText('Chega ao portão às');
  await page.reload();
  await expect(page.getByTestId('checkout-flight')).toHaveValue('LA3412');
  await expect(page.getByTestId('checkout-boarding')).toHaveValue(boarding);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
  await page.reload();
  await expect(page.getByTestId('checkout-method-ZOOP_CREDIT')).toBeChecked();
  // Back to the first step: what was typed is still there.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await expect(page.getByTestId('checkout-name')).toHaveValue('Ana Souza');
});

test('a boarding time too close is refused, saying by when the order had to be placed', async ({ page, request }) => {
  const clock = await gateClock(request);
  // Now + the delivery time must be before boarding − the margin: boarding in 30 min needed the food at the gate
  // the margin before it, and the order the delivery time before that.
  const boarding = clock.now.plus({ minutes: 30 }).startOf('minute');
  const deadline = hhmm(boarding.minus({ minutes: clock.marginMinutes }));
  const orderBy = hhmm(boarding.minus({ minutes: clock.marginMinutes + clock.deliveryMinutes }));
  expect(clock.deliveryMinutes + clock.marginMinutes, 'a boarding in 30 minutes is too close').toBeGreaterThan(30);
  await seedCart(page, CAFE_ESPRESSOS);
  await startCheckout(page);
  await gateDelivery(page, hhmm(boarding));
  // Said on the spot, with what still works (the café serves Terminal 2 from a counter; the faster stores' list).
  await expect(page.getByTestId('checkout-gate-check')).toContainText(`até ${deadline}`);
  await expect(page.getByTestId('checkout-faster-stores')).toBeVisible();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/entrega$/);
  await expect(page.getByRole('alert').filter({ hasText: orderBy })).toBeVisible();
});

test('the identification step announces what is wrong', async ({ page }) => {
  await seedCart(page, CAFE_ESPRESSOS);
  await page.goto(`${AERO}/checkout/identificacao`);
  await page.getByTestId('checkout-name').fill('Ana');
  await page.getByTestId('checkout-identityDocument').fill('111.111.111-11');
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByRole('alert').first()).toContainText('Confira os campos marcados (4)');
  await expect(page.getByText('Informe nome e sobrenome.')).toBeVisible();
  await expect(page.getByText('CPF inválido. Confira os números.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
});

test('gate delivery at the 24-hour café paid by the sandbox card lands on the order status', async ({
  page,
  request,
}) => {
  const clock = await gateClock(request);
  const boarding = hhmm(clock.now.plus({ minutes: 90 }));
  await seedCart(page, CAFE_ESPRESSOS);
  await startCheckout(page);
  await gateDelivery(page, boarding);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('checkout-review-gate')).toContainText(
    `Terminal 2, portão 12 · voo LA3412, embarque ${boarding}`,
  );
  await expect(page.getByTestId('checkout-total')).toContainText('R$');
  await expect(page.getByTestId('checkout-warning')).toContainText('portão de embarque');
  await expect(page.getByTestId('checkout-place')).toContainText('Fazer pedido');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByTestId('order-status-page')).toContainText('LA3412');
  expect(await savedLineCount(page)).toBe(0);
});

test('a declined card keeps the cart and every entry and says why; PIX then places the order', async ({ page }) => {
  await seedCart(page, LOUNGE_PASS);
  await startCheckout(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await expect(page.getByRole('alert').filter({ hasText: 'recusado' })).toBeVisible();
  expect(await savedLineCount(page)).toBe(1);
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByText('Ana Souza · CPF 529.982.247-25')).toBeVisible();
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  // The order is placed and waits for the PIX payment, whose copy-and-paste code the status page shows.
  await expect(page.getByTestId('pix-code')).toBeVisible();
});

test('a hospitality package for companies names the client to be received', async ({ page }) => {
  await seedCart(page, CORPORATE_WELCOME);
  await startCheckout(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByText('Informe o nome de quem vamos receber.')).toBeVisible();
  await page.getByTestId('checkout-guest').fill('Carlos Lima');
  await page.getByTestId('checkout-continue').click();
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByTestId('checkout-review-guest')).toHaveText('Cliente a ser recebido: Carlos Lima');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-status-page')).toContainText('Carlos Lima');
});

test('a family package asks for no client to be received', async ({ page }) => {
  await seedCart(page, FAMILY_ON_BOARD);
  await startCheckout(page);
  await chooseFirstSlot(page);
  await expect(page.getByTestId('checkout-guest')).toHaveCount(0);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
});
