import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const MERCADO = `http://mercado.test:${port}`;
// Next's server passes x-forwarded-proto: the origin is the one the browser used, as for canonical links.
const MERCADO_ORIGIN = MERCADO;

async function body(page: Page, url: string) {
  const response = await page.goto(url);
  return {
    status: response?.status(),
    type: response?.headers()['content-type'] ?? '',
    text: (await response?.text()) ?? '',
  };
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test('sitemap.xml lists each host its own pages, absolute on that host, in three languages', async ({ page }) => {
  const aero = await body(page, `${AERO}/sitemap.xml`);
  expect(aero.status).toBe(200);
  expect(aero.type).toContain('xml');
  const aeroUrls = locs(aero.text);
  expect(aeroUrls).toEqual(
    expect.arrayContaining([
      `${AERO}/`,
      `${AERO}/en`,
      `${AERO}/es/loja/cafe-check-in/pao-de-queijo`,
      `${AERO}/delivery/lanches`,
    ]),
  );
  expect(aeroUrls.every((url) => url.startsWith(`${AERO}/`))).toBe(true);
  expect(aero.text).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${AERO}/en/loja/cafe-check-in"/>`);

  const mercado = await body(page, `${MERCADO}/sitemap.xml`);
  const mercadoUrls = locs(mercado.text);
  expect(mercadoUrls).toEqual(
    expect.arrayContaining([
      `${MERCADO_ORIGIN}/loja/mercado-da-vila/pao-frances`,
      `${MERCADO_ORIGIN}/es/loja/mercado-da-vila`,
    ]),
  );
  expect(mercadoUrls.every((url) => url.startsWith(`${MERCADO_ORIGIN}/`))).toBe(true);
  expect(mercadoUrls.some((url) => url.includes('cafe-check-in'))).toBe(false);
});

test('robots.txt keeps crawlers off private pages and names the sitemap of the same host', async ({ page }) => {
  for (const [url, origin] of [
    [AERO, AERO],
    [MERCADO, MERCADO_ORIGIN],
  ] as const) {
    const robots = await body(page, `${url}/robots.txt`);
    expect(robots.status).toBe(200);
    for (const path of ['/carrinho', '/checkout', '/pedidos', '/status-pedido', '/busca', '/api'])
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  }
  expect((await body(page, `http://ninguem.localhost:${port}/robots.txt`)).status).toBe(404);
  expect((await body(page, `http://ninguem.localhost:${port}/sitemap.xml`)).status).toBe(404);
});

const ITEM_CASES = [
  { lang: 'pt-BR', prefix: '', title: 'Pão de queijo (6 unidades) · Café Check-in', locale: 'pt_BR' },
  { lang: 'en', prefix: '/en', title: 'Cheese bread (6 pieces) · Café Check-in', locale: 'en_US' },
  { lang: 'es', prefix: '/es', title: 'Pan de queso (6 unidades) · Café Check-in', locale: 'es_ES' },
];
for (const c of ITEM_CASES) {
  test(`the item page has Open Graph, one canonical and the JSON-LD (${c.lang})`, async ({ page }) => {
    await page.goto(`${AERO}${c.prefix}/loja/cafe-check-in/pao-de-queijo`);
    await expect(page).toHaveTitle(c.title);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(meta('og:title')).toHaveAttribute('content', c.title);
    await expect(meta('og:type')).toHaveAttribute('content', 'product');
    await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^${AERO}/`));
    await expect(meta('og:url')).toHaveAttribute('content', `${AERO}${c.prefix}/loja/cafe-check-in/pao-de-queijo`);
    await expect(meta('og:locale')).toHaveAttribute('content', c.locale);
    await expect(meta('og:site_name')).toHaveAttribute('content', /Aeroporto/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@type']).toBe('Product');
    expect(json.offers.priceCurrency).toBe('BRL');
  });
}

test("a service page takes its title and description from the service's metaTags", async ({ page }) => {
  await page.goto(`${AERO}/taxi`);
  await expect(page).toHaveTitle('Táxi executivo com preço fixo | Aeroporto');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Reserve seu táxi executivo com preço fixo.',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Táxi executivo com preço fixo | Aeroporto',
  );
});

test('the store page on the custom domain has its own Open Graph', async ({ page }) => {
  await page.goto(`${MERCADO}/loja/mercado-da-vila`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Mercado da Vila');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${MERCADO_ORIGIN}/loja/mercado-da-vila`,
  );
});

test('no tag manager loads when the company has no id', async ({ page }) => {
  const gtm: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtm.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  const asked = page.waitForResponse((response) => response.url().includes('/api/gtm?subdomain=aeroporto'));
  await page.goto(`${AERO}/loja/cafe-check-in`);
  expect(await (await asked).json()).toEqual({ sites: [{ tracker: { googleTagManagerId: '' } }] });
  await page.waitForTimeout(500);
  expect(gtm).toEqual([]);
});

test.describe(() => {
  // The id comes from a mocked /api/gtm, which the page's Content-Security-Policy (built on the server, allowing the
  // tag manager only for a company with an id: tests/server/security/security-headers.test.ts) cannot know of.
  test.use({ bypassCSP: true });
  test("the company's tag manager loads after the page has loaded, once", async ({ page }) => {
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    const gtm: { url: string; afterLoad: boolean }[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtm.push({ url: route.request().url(), afterLoad: loaded });
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.__gtmRan = (window.__gtmRan || 0) + 1;',
      });
    });
    await page.route('**/api/gtm?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ sites: [{ tracker: { googleTagManagerId: 'GTM-E2E123' } }] }),
      }),
    );
    await page.goto(`${MERCADO}/loja/mercado-da-vila`);
    await expect.poll(() => gtm.length).toBe(1);
    expect(gtm[0]).toEqual({ url: 'https://www.googletagmanager.com/gtm.js?id=GTM-E2E123', afterLoad: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmRan?: number }).__gtmRan)).toBe(1);
    // Client navigation to another company page does not load the container again.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Mercado da Vila/ })
      .first()
      .click();
    await page.waitForTimeout(500);
    expect(gtm).toHaveLength(1);
  });
});
