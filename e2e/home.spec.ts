import { expect, test } from '@playwright/test';

test('the home page renders in pt-BR with the theme fonts, and toasts appear at the bottom right', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Aeroporto Internacional — Serviços');
  await expect(page.getByText('Comida no portão de embarque, sala VIP', { exact: false })).toBeVisible();
  // Barlow for headings, Public Sans for body text, both self-hosted and actually loaded.
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Barlow"?/);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Public Sans"?/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px Barlow'))).toBe(true);

  await page.getByRole('button', { name: 'Copiar o cupom SALAVIP20' }).click();
  const toast = page.getByText('Cupom SALAVIP20 copiado!');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the toast has no box on screen');
  // bottom right: the toast sits in the lower quarter, against the right edge
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.7);
});

test('from the English home, a service card opens its service page in English', async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  await page.goto(`http://aeroporto.localhost:${port}/en`);
  await page.locator('#services a[href="/en/delivery"]').click();
  await expect(page).toHaveURL(/\/en\/delivery$/);
});
