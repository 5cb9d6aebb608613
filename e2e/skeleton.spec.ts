import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

test('on a slow network a skeleton of the next page stands in while its data loads', async ({ page }) => {
  await page.goto(`${AERO}/delivery`);
  await page.waitForLoadState('networkidle');
  // Slow down the page data of the client-side navigation, as on an airport's Wi-Fi.
  await page.route('**/_next/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('link', { name: /Burger Pista/ })
    .first()
    .click();
  const skeleton = page.getByTestId('page-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('data-kind', 'store');
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burger Pista');
  await expect(skeleton).toHaveCount(0);
});

test('the skeleton has the shape of the page on its way, labelled in the page language', async ({ page }) => {
  await page.goto(`${AERO}/en/loja/burger-pista`);
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByTestId('item-row').first().click();
  const skeleton = page.getByTestId('page-skeleton');
  await expect(skeleton).toHaveAttribute('data-kind', 'item');
  await expect(skeleton).toContainText('Loading…');
  await expect(page).toHaveURL(/\/en\/loja\/burger-pista\/[a-z-]+$/);
  await expect(skeleton).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Burger Pista');
});
