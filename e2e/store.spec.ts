import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

/** Collects the browser's own GraphQL calls: a server-rendered store page must need none. */
function graphqlCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/graphql')) calls.push(request.url());
  });
  return calls;
}

test('a store page shows its header, opening state, categories and priced items, with no second fetch', async ({
  page,
}) => {
  const calls = graphqlCalls(page);
  const response = await page.goto(`${AERO}/loja/burger-pista`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burger Pista');
  await expect(page.getByTestId('opening-state')).toHaveText(/^(Aberto|Fechado)/);
  // Its own figures (10 minutes' preparation, 6 to 12 more to the terminals), not the city's 30 minutes.
  await expect(page.getByTestId('delivery-time')).toHaveText('16–22 min até o portão');

  const row = page.getByTestId('item-row').filter({ hasText: 'Clássico Pista' });
  await expect(row).toBeVisible();
  await expect(row).toHaveText(/R\$\s\d+,\d{2}/);
  await expect(row).toHaveAttribute('href', '/loja/burger-pista/classico-pista');
  // A promo shows the price without it struck through.
  await expect(page.getByTestId('item-row').filter({ hasText: 'Cheddar & Bacon' }).locator('s')).toHaveText(/R\$\s\d/);

  const featured = page.getByTestId('featured-items');
  await expect(featured.getByRole('heading', { name: 'Mais pedidos' })).toBeVisible();
  await expect(featured.getByRole('link').first()).toHaveAttribute('href', /^\/loja\/burger-pista\/[a-z-]+$/);

  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('a category chip jumps to its section and the chips stay on top', async ({ page }) => {
  await page.goto(`${AERO}/loja/burger-pista`);
  const section = page.getByRole('heading', { level: 2, name: 'Sobremesas e shakes' });
  await expect(section).not.toBeInViewport();
  const chips = page.getByRole('navigation', { name: 'Categorias' });
  await chips.getByRole('link', { name: 'Sobremesas e shakes' }).click();
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page).toHaveURL(/#categoria-/);
  // Sticky: the chip bar is at the top of the viewport, and the heading is not hidden under it.
  const bar = await chips.boundingBox();
  const heading = await section.boundingBox();
  expect(bar?.y).toBeLessThanOrEqual(1);
  expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
});

test('the store page in English translates labels and catalogue, prices stay in R$', async ({ page }) => {
  await page.goto(`${AERO}/en/loja/burger-pista`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burger Pista');
  await expect(page.getByText('Handmade burgers grilled to order, delivered to your gate.')).toBeVisible();
  await expect(page.getByTestId('opening-state')).toHaveText(/^(Open|Closed)/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sides' })).toBeVisible();
  const row = page.getByTestId('item-row').filter({ hasText: 'French fries' });
  await expect(row).toHaveText(/R\$\s\d/);
  await expect(row).toHaveAttribute('href', '/en/loja/burger-pista/batata-frita');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
});

test('an unknown store is a real 404 page', async ({ page }) => {
  const response = await page.goto(`${AERO}/loja/nao-existe`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test("a shop's store page on its custom domain", async ({ page }) => {
  // Chromium maps mercado.test to loopback (see playwright.config.ts host-resolver-rules).
  await page.goto(`http://mercado.test:${port}/loja/mercado-da-vila`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercado da Vila');
  await expect(page.getByRole('heading', { level: 2, name: 'Hortifruti' })).toBeVisible();
  await expect(page.getByTestId('item-row').filter({ hasText: 'Banana prata' })).toHaveText(/R\$\s\d/);
});
