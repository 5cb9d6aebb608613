import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AERO, pagesWithLanguages } from './public-pages';

/**
 * axe-core finds nothing serious or critical on any public page, at both viewports of playwright.config.ts (414 px
 * and 1280 px): WCAG 2.1 A and AA and axe's best practices, plus WCAG 2.2 AA for its target-size rule (touch targets
 * on phones). Minor and moderate findings are printed, not failed.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) console.log(`${page.url()}: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}`);
  return serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
        .slice(0, 5)
        .join(' | ')}`,
  );
}

for (const entry of pagesWithLanguages()) {
  test(`${entry.name}: no serious or critical axe violations`, async ({ page }) => {
    const response = await page.goto(entry.url);
    expect(response?.status()).toBe(entry.status);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, entry.axeExclude)).toEqual([]);
  });
}

/** A cart of one line (fries, no options), as the order context saves it (data/demo/aeroporto.json ids). */
const ONE_LINE = {
  ownerId: 'aeroporto',
  catalogId: 'aero-delivery-burger',
  params: [],
  items: [
    {
      categoryId: 'aero-delivery-burger-acompanhamentos',
      itemId: 'aero-delivery-burger-05',
      quantity: 1,
      item: { id: 'aero-delivery-burger-05', max: null, subitems: [] },
    },
  ],
};

for (const prefix of ['', '/en']) {
  test(`the cart with a line${prefix ? ' (en)' : ''}: no serious or critical axe violations`, async ({ page }) => {
    await page.addInitScript(
      (value) => localStorage.setItem('storefront:order:aeroporto', value),
      JSON.stringify(ONE_LINE),
    );
    await page.goto(`${AERO}${prefix}/carrinho`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
