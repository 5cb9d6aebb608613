import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const HOSTS = { aeroporto: `http://aeroporto.localhost:${port}`, mercado: `http://mercado.test:${port}` };
const PRICE = /R\$\s\d+,\d{2}/;

const LANGS = [
  {
    lang: 'pt-BR',
    prefix: '',
    box: 'Buscar produtos e lojas',
    open: 'Abrir a busca',
    results: 'Resultados para',
    cheeseBread: 'Pão de queijo (6 unidades)',
    coffee: 'Café torrado e moído 500 g',
  },
  {
    lang: 'en',
    prefix: '/en',
    box: 'Search products and stores',
    open: 'Open search',
    results: 'Results for',
    cheeseBread: 'Cheese bread (6 pieces)',
    coffee: 'Ground coffee 500 g',
  },
  {
    lang: 'es',
    prefix: '/es',
    box: 'Buscar productos y tiendas',
    open: 'Abrir la búsqueda',
    results: 'Resultados para',
    cheeseBread: 'Pan de queso (6 unidades)',
    coffee: 'Café tostado y molido 500 g',
  },
] as const;

/** Types the query in the top bar's box. */
async function searchFromTopBar(page: Page, c: (typeof LANGS)[number], query: string) {
  // Below 1200 px the box opens under the bar from its button.
  const narrow = (page.viewportSize()?.width ?? 1280) < 1200;
  if (narrow) await page.getByRole('button', { name: c.open }).click();
  const box = page.getByRole('banner').getByRole('searchbox', { name: c.box }).locator('visible=true');
  await box.fill(query);
  await box.press('Enter');
}

async function noHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const c of LANGS) {
  test(`"pao" from the airport's top bar finds the cheese bread (${c.lang})`, async ({ page }) => {
    await page.goto(`${HOSTS.aeroporto}${c.prefix}/loja/cafe-check-in`);
    await searchFromTopBar(page, c, 'pao');
    await expect(page).toHaveURL(`${HOSTS.aeroporto}${c.prefix}/busca?q=pao`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${c.results} “pao”`);
    const card = page.getByTestId('search-item').filter({ hasText: c.cheeseBread });
    await expect(card).toHaveAttribute('href', `${c.prefix}/loja/cafe-check-in/pao-de-queijo`);
    await expect(card).toContainText(PRICE);
    // Only the airport's own catalogue: the market's French roll is not here.
    await expect(
      page.getByTestId('search-item').filter({ hasText: /Pão francês|French roll|Pan francés/ }),
    ).toHaveCount(0);
    await noHorizontalOverflow(page);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.cheeseBread);
  });

  test(`"cafe" on the market's own domain finds the ground coffee (${c.lang})`, async ({ page }) => {
    await page.goto(`${HOSTS.mercado}${c.prefix}/parceiros`);
    await searchFromTopBar(page, c, 'cafe');
    await expect(page).toHaveURL(`${HOSTS.mercado}${c.prefix}/busca?q=cafe`);
    const card = page.getByTestId('search-item').filter({ hasText: c.coffee });
    await expect(card).toHaveAttribute('href', `${c.prefix}/loja/mercado-da-vila/cafe-torrado-500g`);
    await expect(card).toContainText(PRICE);
    await noHorizontalOverflow(page);
  });
}

test('the results page is server-rendered and not indexed; empty and no-result states guide the shopper', async ({
  page,
}) => {
  const response = await page.goto(`${HOSTS.aeroporto}/busca?q=caf%C3%A9`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-testid="search-item"');
  expect(html).toContain('Café Check-in');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('search-store').filter({ hasText: 'Café Check-in' })).toHaveAttribute(
    'href',
    '/loja/cafe-check-in',
  );

  await page.goto(`${HOSTS.aeroporto}/busca`);
  await expect(page.getByTestId('search-empty-query')).toContainText('Digite o que procura');

  await page.goto(`${HOSTS.aeroporto}/es/busca?q=xyzzy`);
  await expect(page.getByTestId('search-no-results')).toContainText('No se encontró nada para “xyzzy”');
  await page.getByTestId('search-no-results').getByRole('link', { name: 'Ver todos los socios' }).click();
  await expect(page).toHaveURL(`${HOSTS.aeroporto}/es/parceiros`);
});

test('an unknown host has no search page', async ({ page }) => {
  const response = await page.goto(`http://ninguem.localhost:${port}/busca?q=pao`);
  expect(response?.status()).toBe(404);
});
