import { expect, test } from '@playwright/test';
import { formatBRL } from '../src/domain/brazil/format';
import { savedCart, seedCart } from './support/cart-seed';
import { AERO } from './support/hosts';
import { serverQuote } from './server-quote';

const BURGERS = savedCart('aero-delivery-burger', [
  {
    categoryId: 'aero-delivery-burger-burgers',
    itemId: 'aero-delivery-burger-01',
    quantity: 2,
    subitems: [
      ['aero-delivery-burger-01-ponto', 'aero-delivery-burger-01-ponto-ao-ponto'],
      ['aero-delivery-burger-01-adicionais', 'aero-delivery-burger-01-adicionais-bacon'],
    ],
  },
  { categoryId: 'aero-delivery-burger-acompanhamentos', itemId: 'aero-delivery-burger-05', quantity: 1 },
]);

/** Six lounge passes where the item allows four. */
const TOO_MANY = savedCart('aero-experiencias', [
  { categoryId: 'aero-experiencias-lounge', itemId: 'aero-experiencias-01', quantity: 6, max: 4 },
]);

const cents = (reais: number) => Math.round(reais * 100);

test('the cart shows its lines with their options and the total the server quotes', async ({ page }) => {
  await seedCart(page, BURGERS);
  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrinho');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByRole('heading')).toHaveText('Clássico Pista');
  await expect(lines.nth(0).getByTestId('cart-line-options')).toHaveText('Ao ponto, Bacon crocante');
  await expect(lines.nth(0).getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(lines.nth(1).getByRole('heading')).toHaveText('Batata frita');
  await expect(page.getByTestId('cart-store')).toHaveText('Burger Pista');

  const quote = await serverQuote(page, BURGERS, null);
  await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(quote.total)));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatBRL(cents(quote.subtotal)));

  // One more fries: the page asks the server again and shows its new total.
  await page.getByRole('button', { name: 'Aumentar a quantidade de Batata frita' }).click();
  await expect(lines.nth(1).getByTestId('cart-line-quantity')).toHaveText('2');
  const more = await serverQuote(
    page,
    { ...BURGERS, items: [BURGERS.items[0], { ...BURGERS.items[1], quantity: 2 }] },
    null,
  );
  await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(more.total)));

  // The cart outlives a reload; removing a line removes it.
  await page.reload();
  await expect(lines.nth(1).getByTestId('cart-line-quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Remover Batata frita do carrinho' }).click();
  await expect(lines).toHaveCount(1);
});

test('the cart in English translates labels and item names; prices stay in R$', async ({ page }) => {
  await seedCart(page, BURGERS);
  await page.goto(`${AERO}/en/carrinho`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  await expect(page.getByTestId('cart-line').nth(1).getByRole('heading')).toHaveText('French fries');
  const quote = await serverQuote(page, BURGERS, null, 'en');
  await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(quote.total)));
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
});

test('a ?cupom= link applies the banner coupon: the total drops as the server says', async ({ page }) => {
  await seedCart(page, BURGERS);
  await page.goto(`${AERO}/carrinho?cupom=DELIVERY10`);
  await expect(page.getByTestId('cart-coupon')).toHaveText('Cupom DELIVERY10');
  const plain = await serverQuote(page, BURGERS, null);
  const withCoupon = await serverQuote(page, BURGERS, 'DELIVERY10');
  expect(withCoupon.discount).toBeGreaterThan(0);
  expect(withCoupon.total).toBeLessThan(plain.total);
  await expect(page.getByTestId('cart-discount')).toHaveText(formatBRL(-cents(withCoupon.discount)));
  await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(withCoupon.total)));

  // Taking the coupon off brings the total back.
  await page.getByTestId('cart-coupon').locator('.MuiChip-deleteIcon').click();
  await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(plain.total)));
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
});

for (const [prefix, message, reason] of [
  ['', 'A quantidade está acima do máximo para este item.', 'Resolva os avisos do carrinho para continuar.'],
  ['/en', 'The quantity is above the maximum for this item.', "Sort out the cart's warnings to continue."],
] as const) {
  test(`a quantity above the max shows the server's problem beside its line (${prefix || 'pt-BR'})`, async ({
    page,
  }) => {
    await seedCart(page, TOO_MANY);
    await page.goto(`${AERO}${prefix}/carrinho`);
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('cart-line-problems')).toHaveText(message);
    await expect(page.getByTestId('cart-checkout')).toBeDisabled();
    await expect(page.getByTestId('cart-checkout-reason')).toHaveText(reason);
    // One tap on − brings the line down to the max (the reducer clamps to it): the problem goes.
    await line.getByRole('button', { name: /^(Diminuir|Decrease)/ }).click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('4');
    await expect(line.getByTestId('cart-line-problems')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).toBeEnabled();
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', `${prefix}/checkout`);
  });
}

test('an empty cart says so and points back to the services', async ({ page }) => {
  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByTestId('cart-empty')).toContainText('Seu carrinho está vazio');
  await expect(page.getByRole('link', { name: 'Ver os serviços' })).toHaveAttribute('href', '/#services');
  await page.goto(`${AERO}/en/carrinho`);
  await expect(page.getByRole('link', { name: 'See the services' })).toHaveAttribute('href', '/en#services');
});

test('the in-progress warning shows once for a saved cart', async ({ page }) => {
  await seedCart(page, BURGERS);
  await page.goto(`${AERO}/carrinho`);
  const notice = page.getByTestId('cart-in-progress');
  await expect(notice).toContainText('Você tem um pedido em andamento em Burger Pista');
  await notice.getByRole('button', { name: 'Continuar com este pedido' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(notice).toHaveCount(0);
});

test('on a phone the store page shows the cart bar with the count and the server total; the cart page has the top bar', async ({
  page,
}, testInfo) => {
  await seedCart(page, BURGERS);
  await page.goto(`${AERO}/loja/burger-pista`);
  const bar = page.getByTestId('cart-bar');
  if (testInfo.project.name === 'mobile') {
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('3');
    const quote = await serverQuote(page, BURGERS, null);
    await expect(bar).toContainText(formatBRL(Math.round(quote.total * 100)));
    // Nothing may widen the page past the phone's width: a wider page zooms out and pushes fixed bars off screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    await bar.click();
    await expect(page).toHaveURL(/\/carrinho$/);
  } else {
    await expect(bar).toBeHidden();
    await page.goto(`${AERO}/carrinho`);
  }
  await expect(page.getByRole('link', { name: /parceiros/i })).toBeVisible();
});
