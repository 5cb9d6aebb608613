import { expect, test } from '@playwright/test';

test('home page renders in pt-BR with the theme fonts and toasts at the bottom right', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Tudo o que você precisa no aeroporto');
  // Barlow for headings, Public Sans for body text, both self-hosted and actually loaded.
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Barlow"?/);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Public Sans"?/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px Barlow'))).toBe(true);

  await page.getByRole('button', { name: 'Ver serviços' }).click();
  const toast = page.getByText('Bem-vindo! Escolha um serviço para começar.');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the toast has no box on screen');
  // bottom right: the toast sits in the lower half, against the right edge
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.7);
});
