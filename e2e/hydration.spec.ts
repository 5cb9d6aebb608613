/**
 * The pages a shopper meets hydrate without an error in pt-BR, en and es: the home, a store, an item, the cart and
 * an order's status page. The server renders with i18next and the browser with its light copy
 * (src/client/i18n/light-i18next.ts): a word of difference is a hydration mismatch, which a production build
 * reports as an uncaught error (Next hands React's recoverable errors to reportError); what the light copy lacks it
 * reports with console.error. Either fails this spec.
 */
import { expect, test, type Page } from '@playwright/test';
import { CAFE_ESPRESSOS, seedCart } from './support/cart-seed';
import { AERO, ROOT } from './support/hosts';

const LANGS = [
  { lang: 'pt-BR', prefix: '', cart: 'Carrinho, 2 itens' },
  { lang: 'en', prefix: '/en', cart: 'Cart, 2 items' },
  { lang: 'es', prefix: '/es', cart: 'Carrito, 2 artículos' },
];

/** A lounge pass paid by PIX, as the checkout sends it. */
const LOUNGE_ORDER = {
  catalogId: 'aero-sala-vip',
  items: [
    {
      categoryId: 'aero-sala-vip-passes',
      itemId: 'aero-sala-vip-01',
      quantity: 1,
      subitems: [
        { subcategoryId: 'aero-sala-vip-01-terminal', subitemId: 'aero-sala-vip-01-terminal-t2', quantity: 1 },
      ],
    },
  ],
  operationWay: { type: 'booking', time: 'now' },
  customer: {
    name: 'Convidada Demo',
    email: 'convidada@exemplo.test',
    phone: '11988887777',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: { method: 'PIX' },
};

/** Places the order from the page (the journeys do it on screen): its status page is then this browser's to read. */
function placeOrder(page: Page): Promise<string> {
  return page.evaluate(async (input) => {
    if (!document.cookie.includes('clientId='))
      document.cookie = `clientId=${crypto.randomUUID()}; path=/; samesite=lax`;
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Place($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id } }',
        variables: { input, key: crypto.randomUUID() },
      }),
    });
    const body = (await response.json()) as { data?: { createOrder: { _id: string } }; errors?: unknown };
    if (!body.data?.createOrder) throw new Error(`createOrder failed: ${JSON.stringify(body.errors)}`);
    return body.data.createOrder._id;
  }, LOUNGE_ORDER);
}

for (const { lang, prefix, cart } of LANGS) {
  test(`${lang}: home, store, item, cart and order status hydrate with no error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await seedCart(page, CAFE_ESPRESSOS);
    await page.goto(`${AERO}${prefix}/`);
    const id = await placeOrder(page);

    for (const path of [
      '/',
      '/loja/burger-pista',
      '/loja/burger-pista/classico-pista',
      '/carrinho',
      `/status-pedido?id=${id}`,
    ]) {
      await page.goto(`${AERO}${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The cart button counts the saved cart only once the page has hydrated; its name is then in the page's language.
      await expect(page.getByRole('banner').getByRole('link', { name: cart })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('control: a word of the server HTML that the browser renders differently is caught', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.route(`${ROOT}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('Carrinho vazio', 'Carrinho vaziu');
    await route.fulfill({ response, body: html });
  });
  // The bare host serves the airport too (the route's fetch runs in Node, where *.localhost does not resolve).
  await page.goto(`${ROOT}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho vazio' })).toBeVisible();
  await expect.poll(() => problems.join('\n')).toMatch(/418|hydrat/i);
});
