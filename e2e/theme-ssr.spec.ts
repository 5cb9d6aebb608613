/**
 * The server's HTML is drawn with the storefront's theme, not MUI's default one: a second copy of MUI's theme
 * context on the server (a provider imported from a package the server loads apart from MUI) renders every page in
 * MUI's blue and Roboto while the browser shows the theme, and nothing else fails.
 */
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

for (const path of ['/', '/loja/burger-pista', '/loja/burger-pista/classico-pista', '/carrinho']) {
  test(`${path} is server-rendered with the theme's fonts`, async ({ page }) => {
    // The page's own HTML as the server sent it (the browser resolves *.localhost; Node does not).
    const response = await page.goto(`http://aeroporto.localhost:${port}${path}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"Public Sans"');
    expect(html).not.toContain('Roboto');
  });
}
