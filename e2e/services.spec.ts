import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

const LANGS = [
  { prefix: '', all: 'Todos', lanches: 'Lanches', faq: 'Perguntas frequentes', opening: /^(Aberto|Fechado)/ },
  {
    prefix: '/en',
    all: 'All',
    lanches: 'Snacks & burgers',
    faq: 'Frequently asked questions',
    opening: /^(Open|Closed)/,
  },
];
const SIZES = [
  { width: 414, height: 896 },
  { width: 1280, height: 900 },
];

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const lang of LANGS)
  for (const size of SIZES)
    test.describe(`${lang.prefix || 'pt-BR'} at ${size.width}px`, () => {
      test.use({ viewport: size });

      test('a service page shows its banner, category chips and store cards with opening labels', async ({ page }) => {
        const response = await page.goto(`${AERO}${lang.prefix}/delivery`);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('service-banner').getByRole('heading', { level: 1 })).toBeVisible();
        const chips = page.getByTestId('service-category');
        await expect(chips.first()).toHaveText(lang.all);
        await expect(chips.first()).toHaveAttribute('aria-current', 'page');
        expect(await chips.count()).toBeGreaterThan(3);
        const cards = page.getByTestId('service-store');
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        const burger = cards.filter({ hasText: 'Burger Pista' });
        await expect(burger.getByRole('link')).toHaveAttribute('href', `${lang.prefix}/loja/burger-pista`);
        await expect(burger.getByTestId('store-opening')).toHaveText(lang.opening);
        await expect(page.getByTestId('checkout-warning')).toBeVisible();
        await expect(page.getByTestId('checkout-warning')).not.toContainText('<');
        await noSidewaysScroll(page, size.width);
      });

      test('a category selects its chip and lists no more stores than the whole service', async ({ page }) => {
        await page.goto(`${AERO}${lang.prefix}/delivery`);
        const all = await page.getByTestId('service-store').count();
        await page.getByTestId('service-category').filter({ hasText: lang.lanches }).click();
        await expect(page).toHaveURL(`${AERO}${lang.prefix}/delivery/lanches`);
        const chip = page.getByTestId('service-category').filter({ hasText: lang.lanches });
        await expect(chip).toHaveAttribute('aria-current', 'page');
        await expect(page.getByTestId('service-store').first()).toBeVisible();
        const some = await page.getByTestId('service-store').count();
        expect(some).toBeGreaterThan(0);
        expect(some).toBeLessThanOrEqual(all);
        await noSidewaysScroll(page, size.width);
      });

      test('a campaign link with ref= opens the category', async ({ page }) => {
        const response = await page.goto(`${AERO}${lang.prefix}/delivery/lanches/ref=banner-lanches`);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('service-category').filter({ hasText: lang.lanches })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      test('hospitality by category, with a FAQ that opens from the keyboard', async ({ page }) => {
        const response = await page.goto(`${AERO}${lang.prefix}/hospitalidade/familias`);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('service-store').filter({ hasText: /Hospital/ })).toBeVisible();
        // The current chip is scrolled into the row's view even when it sits past a phone's right edge.
        await expect(page.locator('[data-testid="service-category"][aria-current="page"]')).toBeInViewport({
          ratio: 1,
        });
        const faq = page.getByTestId('service-faq');
        await expect(faq.getByRole('heading', { level: 2 })).toHaveText(lang.faq);
        const question = faq.getByRole('button').first();
        await expect(question).toHaveAttribute('aria-expanded', 'false');
        await question.focus();
        await page.keyboard.press('Enter');
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        await expect(faq.getByRole('region').first()).toBeVisible();
        await page.keyboard.press('Space');
        await expect(question).toHaveAttribute('aria-expanded', 'false');
        await noSidewaysScroll(page, size.width);
      });
    });

test('an unknown service, an unknown category or another shape is a 404', async ({ page }) => {
  expect((await page.goto(`${AERO}/nao-existe`))?.status()).toBe(404);
  expect((await page.goto(`${AERO}/delivery/nao-existe`))?.status()).toBe(404);
  expect((await page.goto(`${AERO}/delivery/lanches/outra-coisa`))?.status()).toBe(404);
});

test('the company home links to the services section by its anchor', async ({ page }) => {
  await page.goto(`${AERO}/`);
  await expect(page.locator('#services')).toBeVisible();
  await expect(
    page
      .locator('#services')
      .getByRole('link', { name: /Delivery/ })
      .first(),
  ).toHaveAttribute('href', /\/delivery$/);
});
