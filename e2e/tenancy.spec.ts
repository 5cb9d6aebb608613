import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

test('each company is served on its own subdomain', async ({ page }) => {
  await page.goto(`http://aeroporto.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aeroporto Internacional — Serviços');
  await expect(page.getByRole('heading', { name: 'Sala VIP', exact: false }).first()).toBeVisible();
  await page.goto(`http://mercado.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercado da Vila');
});

test('a custom domain serves its company', async ({ page }) => {
  // Chromium maps mercado.test to loopback (see playwright.config.ts host-resolver-rules).
  await page.goto(`http://mercado.test:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercado da Vila');
});

test('an unknown host gets a translated 404 page', async ({ page }) => {
  const response = await page.goto(`http://ninguem.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('the English locale translates the page and the catalogue', async ({ page }) => {
  await page.goto(`http://aeroporto.localhost:${port}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
});
