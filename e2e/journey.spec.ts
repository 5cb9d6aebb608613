/**
 * A shopper's journey, by clicks only, as a traveller goes: the airport's home → a service → a store → an item
 * with a required option → back home for the banner coupon → the cart, whose totals are exactly what the server's
 * `quote` says for the saved cart and coupon. Runs at 1280 px and at 414 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatBRL } from '../src/domain/brazil/format';
import { serverQuote, type SavedCart } from './server-quote';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

const LANGS = [
  {
    lang: 'pt-BR',
    prefix: '',
    delivery: 'Delivery no portão',
    item: 'Clássico Pista',
    option: 'Ao ponto',
    add: 'Adicionar',
    coupon: 'Usar no carrinho: DELIVERY10',
    couponChip: 'Cupom DELIVERY10',
    home: /página inicial/,
  },
  {
    lang: 'es',
    prefix: '/es',
    delivery: 'Delivery en tu puerta',
    item: 'Clásico Pista',
    option: 'Al punto',
    add: 'Añadir',
    coupon: 'Usar en el carrito: DELIVERY10',
    couponChip: 'Cupón DELIVERY10',
    home: /página de inicio/,
  },
] as const;

const savedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('storefront:order:aeroporto') ?? 'null') as SavedCart);
const cents = (reais: number) => Math.round(reais * 100);

for (const l of LANGS) {
  test(`journey in ${l.lang}: home → service → store → item with a required option → cart with the banner coupon`, async ({
    page,
  }) => {
    await page.goto(`${AERO}${l.prefix}/`);
    await page
      .locator('#services')
      .getByRole('link', { name: new RegExp(l.delivery) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/delivery$`));

    await page
      .getByRole('link', { name: /Burger Pista/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burger Pista');

    await page.getByTestId('item-row').filter({ hasText: l.item }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.item);
    const add = page.getByTestId('add-to-cart');
    await expect(add).toBeDisabled(); // the doneness is required
    await page.getByRole('radio', { name: l.option }).check();
    await expect(add).toHaveText(new RegExp(`^${l.add}`));
    await add.click();
    await expect.poll(async () => (await savedCart(page))?.items.length ?? 0).toBe(1);

    // Back home through the top bar, and the banner coupon takes the cart with it.
    await page.getByRole('banner').getByRole('link', { name: l.home }).click();
    await page.getByRole('link', { name: l.coupon }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/carrinho\\?cupom=DELIVERY10$`));
    await expect(page.getByTestId('cart-coupon')).toHaveText(l.couponChip);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByRole('heading')).toHaveText(l.item);

    const quote = await serverQuote(page, await savedCart(page), 'DELIVERY10', l.lang);
    expect(quote.discount).toBeGreaterThan(0);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(formatBRL(cents(quote.subtotal)));
    await expect(page.getByTestId('cart-discount')).toHaveText(formatBRL(-cents(quote.discount)));
    await expect(page.getByTestId('cart-total')).toHaveText(formatBRL(cents(quote.total)));
  });
}
