/**
 * The server's HTML is drawn with the storefront's theme, not MUI's default one: a second copy of MUI's theme
 * context on the server (a provider imported from a package the server loads apart from MUI) renders every page in
 * MUI's blue and Roboto while the browser shows the theme, and nothing else fails. The landing pages carry no
 * Emotion styles any more (their styles are static: docs/notes-staticsx.md); there the server's HTML alone, before
 * any script, must show the theme's fonts from the stylesheets it links.
 */
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Pages still styled through Emotion on the server: their headings come in the theme's heading font.
for (const path of ['/carrinho', '/delivery']) {
  test(`${path} is server-rendered with the theme's fonts`, async ({ page }) => {
    // The page's own HTML as the server sent it (the browser resolves *.localhost; Node does not).
    const response = await page.goto(`http://aeroporto.localhost:${port}${path}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"Barlow"');
    expect(html).not.toContain('Roboto');
  });
}

for (const path of ['/', '/loja/burger-pista', '/loja/burger-pista/classico-pista']) {
  test(`${path} is drawn in the theme's fonts by the server's HTML alone`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`http://aeroporto.localhost:${port}${path}`);
    expect((await response?.text()) ?? '').not.toContain('Roboto');
    const font = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await font('h1')).toMatch(/^"?Barlow/);
    expect(await font('main p')).toMatch(/^"?Public Sans/);
    await context.close();
  });
}
