import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

/**
 * The shell of every company page, at both widths (the desktop and mobile projects): the company and its services
 * in the top bar (tabs on desktop, a keyboard-operable drawer on phones), the language selector, the cart count
 * from the saved cart and the footer's links.
 */
test('the top bar shows the company and its services: tabs on desktop, a drawer on phones', async ({
  page,
  isMobile,
}) => {
  await page.goto(`${AERO}/loja/burger-pista`);
  const home = page.getByRole('link', { name: 'Aeroporto Internacional — Serviços — página inicial' });
  await expect(home).toHaveAttribute('href', '/');
  const tabs = page.getByRole('navigation', { name: 'Serviços' });
  if (!isMobile) {
    await expect(tabs.getByRole('link', { name: 'Delivery no portão' })).toHaveAttribute('href', '/delivery');
    await expect(page.getByRole('button', { name: 'Abrir o menu' })).toBeHidden();
    return;
  }
  await expect(tabs).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Abrir o menu' });
  const box = await menuButton.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Delivery no portão' })).toHaveAttribute('href', '/delivery');
  await expect(menu.getByRole('link', { name: 'Sala VIP' })).toBeVisible();
  // hospitalidade-teste is hidden from the menu (docs/business-rules.md "Routes and link shapes").
  await expect(menu.locator('a[href="/hospitalidade-teste"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the language selector switches to /en/… on the same page and back', async ({ page }) => {
  await page.goto(`${AERO}/loja/burger-pista`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${AERO}/en/loja/burger-pista`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${AERO}/loja/burger-pista`);
  await page.getByRole('button', { name: 'Idioma: Português' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(`${AERO}/en/loja/burger-pista`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('button', { name: 'Open the menu' }).or(page.getByRole('navigation', { name: 'Services' })),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page).toHaveURL(`${AERO}/loja/burger-pista`);
  await expect(page.getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
});

test('the cart icon counts the units of the saved cart', async ({ page }) => {
  await page.goto(`${AERO}/`);
  await expect(page.getByRole('link', { name: 'Carrinho vazio' })).toHaveAttribute('href', '/carrinho');
  await page.evaluate(() => {
    const key = 'storefront:order:aeroporto';
    const saved = JSON.parse(window.localStorage.getItem(key) ?? '{"items":[]}') as { items: unknown[] };
    saved.items = [
      {
        itemId: 'x',
        categoryId: 'c',
        catalogId: 'k',
        ownerId: 'aeroporto',
        quantity: 2,
        item: { _id: 'x', name: 'Clássico Pista', price: 10, subitems: [] },
      },
    ];
    window.localStorage.setItem(key, JSON.stringify(saved));
  });
  await page.reload();
  const cart = page.getByRole('link', { name: 'Carrinho, 2 itens' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-count')).toHaveText('2');
});

test('the footer names the company and links the terms of use and the partners page', async ({ page }) => {
  await page.goto(`${AERO}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Aeroporto Internacional — Serviços');
  await expect(footer.getByRole('link', { name: 'Parceiros' })).toHaveAttribute('href', '/parceiros');
  await expect(footer.getByRole('link', { name: /^Termos de uso/ }).first()).toHaveAttribute('href', /termos-de-uso/);
});

test('a skip link is the first stop of the keyboard and lands on the content', async ({ page }) => {
  await page.goto(`${AERO}/loja/burger-pista`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#conteudo$/);
});

test('an English browser is moved to /en once, and a choice of Português sticks', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const arrival = await page.goto(`${AERO}/loja/burger-pista`);
  // By the server, before any render: the first page painted is already in English.
  expect(arrival?.request().redirectedFrom()?.url()).toBe(`${AERO}/loja/burger-pista`);
  await expect(page).toHaveURL(`${AERO}/en/loja/burger-pista`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page).toHaveURL(`${AERO}/loja/burger-pista`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
  await expect(page).toHaveURL(`${AERO}/loja/burger-pista`);
  // A new visit in the same browser still honours the choice.
  const again = await context.newPage();
  await again.goto(`${AERO}/`);
  await expect(again.getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
  await again.waitForTimeout(500);
  await expect(again).toHaveURL(`${AERO}/`);
  await context.close();
});

test('a page the server served as asked (a shared cache’s copy) is still moved by the browser, once', async ({
  browser,
}) => {
  // The browser speaks English, but its first request reaches the server saying pt-BR: as if a cache in front had
  // answered with its copy.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 414, height: 896 } });
  const page = await context.newPage();
  await page.route(`${AERO}/loja/burger-pista`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': 'pt-BR' } }),
  );
  const arrival = await page.goto(`${AERO}/loja/burger-pista`);
  expect(arrival?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(`${AERO}/en/loja/burger-pista`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Back to Portuguese by the address: the rule does not run again in this visit.
  await page.goto(`${AERO}/loja/burger-pista`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${AERO}/loja/burger-pista`);
  await context.close();
});
