/**
 * Issue 15, the HTTP surface in a real browser and against the built server:
 * - point 24: a page whose address carries a secret (the e-mailed password-reset link) loads no tag manager or
 *   other third-party script and sends no Referer — from its own requests, nor when the user follows a link on it
 *   (a client-side navigation, or a link opening a new tab);
 * - point 21: a forged X-Forwarded-Host / -Proto or a Host variant does not change a page's canonical, hreflang or
 *   Open Graph URLs, nor the sitemap's (the server here trusts one proxy hop, so even a "trusted" forwarded host
 *   does not: those URLs come from the configuration alone);
 * - point 22: in the browser, another company's page cannot read /api/graphql answers, a company's own origins can,
 *   and a text/plain post is refused while the storefront's JSON posts work.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ownClientAddressPerTest } from './support/client-address';
import { AERO, MERCADO_LOCAL, PORT } from './support/hosts';

ownClientAddressPerTest();

const MERCADO = `http://mercado.test:${PORT}`;
const SHOPPER = 'viajante@exemplo.test';
const GTM_ID = 'GTM-E2E24';

/** Every request the context's pages make: its URL and the Referer it carried. */
function requestLog(context: BrowserContext) {
  const log: { url: string; referer: string | undefined }[] = [];
  context.on('request', (request) => {
    void request.allHeaders().then((headers) => log.push({ url: request.url(), referer: headers.referer }));
  });
  return log;
}

/**
 * /api/gtm answers with a container id and the tag manager's script is served locally: a page that would load a
 * tag manager does so here. The policy is bypassed (its server side is tests/server/security/security-headers.test.ts), so
 * only the page's own code decides.
 */
async function offerTagManager(context: BrowserContext) {
  const loaded: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await context.route('**/api/gtm?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ sites: [{ tracker: { googleTagManagerId: GTM_ID } }] }),
    }),
  );
  return loaded;
}

/** Asks for a reset of the demo shopper's password on the airport host and reads the link from the demo mailbox. */
async function resetLink(page: Page): Promise<string> {
  await page.goto(`${AERO}/recuperar-senha`);
  const status = await page.evaluate(
    async (email) =>
      (
        await fetch('/api/user/password-reset/request', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      ).status,
    SHOPPER,
  );
  expect(status).toBeLessThan(300);
  await page.goto(`${AERO}/dev/caixa-de-entrada`);
  const text =
    (await page
      .getByRole('listitem')
      .filter({ hasText: SHOPPER })
      .filter({ hasText: '/recuperar-senha/' })
      .first()
      .textContent()) ?? '';
  const link = /(http:\/\/[^\s]+\/recuperar-senha\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  expect(link.startsWith(`${AERO}/recuperar-senha/`)).toBe(true);
  return link;
}

test.describe('a page whose address carries a secret', () => {
  test.use({ bypassCSP: true });

  test('control: an ordinary page of the same company does load the offered tag manager', async ({ page, context }) => {
    const loaded = await offerTagManager(context);
    await page.goto(`${AERO}/parceiros`);
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
  });

  test('the reset link page: no tag manager, nothing from another origin, no Referer — also after the user follows its links', async ({
    browser,
  }) => {
    // The link comes from the mailbox in one context; it is opened in a fresh one, as from an e-mail client.
    const mailContext = await browser.newContext();
    const link = await resetLink(await mailContext.newPage());
    await mailContext.close();
    const token = link.split('/').pop()!;

    const context = await browser.newContext({ bypassCSP: true });
    const loaded = await offerTagManager(context);
    const log = requestLog(context);
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Salvar nova senha' })).toBeVisible();
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
    await expect(page.locator('meta[name="referrer"][content="no-referrer"]').first()).toBeAttached();
    // The secret is not repeated in a canonical or alternate link either.
    await expect(page.locator(`link[href*="${token}"], meta[content*="${token}"]`)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // the tag manager would come once the browser is idle

    // A link opening a new tab (the footer's terms of use): a full navigation from the secret page.
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('contentinfo').locator('a[target="_blank"]').first().click(),
    ]);
    await terms.waitForLoadState('load');
    // A client-side navigation (a link in the footer), which stays in the same document.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /parceiros/i })
      .click();
    await expect(page).toHaveURL(`${AERO}/parceiros`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);

    expect(loaded).toEqual([]);
    expect(log.length).toBeGreaterThan(5);
    const foreign = log.filter(({ url }) => !url.startsWith(`${AERO}/`) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    expect(log.filter(({ referer }) => referer !== undefined)).toEqual([]);
    expect(log.some(({ url }) => url.includes('/api/gtm'))).toBe(false);
    expect(log.some(({ url }) => url.includes('/termos-de-uso'))).toBe(true);
    await context.close();
  });
});

/** A raw GET to the built server with any Host and headers (what a forged request gets; no browser involved). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The absolute URLs a page publishes about itself: canonical, hreflang alternates, og:url. */
function publishedUrls(html: string): { canonical: string[]; alternates: string[]; ogUrl: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  return {
    canonical: tags(/<link[^>]*rel="canonical"[^>]*>/g).map((tag) => attr(tag, 'href')),
    alternates: tags(/<link[^>]*rel="alternate"[^>]*hreflang[^>]*>|<link[^>]*hreflang[^>]*rel="alternate"[^>]*>/gi).map(
      (tag) => attr(tag, 'href'),
    ),
    ogUrl: tags(/<meta[^>]*property="og:url"[^>]*>/g).map((tag) => attr(tag, 'content')),
  };
}

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' };

// Titles name the host without its port: each worker has a port of its own (e2e/worker-port.ts), and a title must
// read the same in every worker.
for (const { name, origin, path, hosts } of [
  {
    name: 'the airport subdomain',
    origin: AERO,
    path: '/loja/cafe-check-in/pao-de-queijo',
    hosts: [`aeroporto.localhost:${PORT}`, `AEROPORTO.LOCALHOST:${PORT}`, `aeroporto.localhost.:${PORT}`],
  },
  {
    name: 'the shop’s custom domain',
    origin: MERCADO,
    path: '/loja/mercado-da-vila',
    hosts: [`mercado.test:${PORT}`, 'mercado.test', 'MERCADO.TEST:8443', `mercado.test.:${PORT}`],
  },
]) {
  test(`forged forwarded headers and Host variants leave ${name}'s canonical, hreflang, og:url and sitemap as configured`, async () => {
    for (const host of hosts) {
      for (const headers of [{ host }, { host, ...FORGED }]) {
        const label = JSON.stringify(headers);
        const page = await rawGet(path, headers);
        expect(page.status, label).toBe(200);
        const urls = publishedUrls(page.text);
        expect(urls.canonical, label).toEqual([`${origin}${path}`]);
        expect(urls.ogUrl, label).toEqual([`${origin}${path}`]);
        expect(urls.alternates.sort(), label).toEqual(
          [`${origin}${path}`, `${origin}${path}`, `${origin}/en${path}`, `${origin}/es${path}`].sort(),
        );
        expect(page.text, label).not.toContain('evil.example');
        const sitemap = await rawGet('/sitemap.xml', headers);
        const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length, label).toBeGreaterThan(5);
        expect(
          locs.filter((url) => !url.startsWith(`${origin}/`)),
          label,
        ).toEqual([]);
        expect((await rawGet('/robots.txt', headers)).text, label).toContain(`Sitemap: ${origin}/sitemap.xml`);
      }
    }
  });
}

test.describe('GraphQL from other sites, in the browser', () => {
  // Playwright's extra headers (this file's client address) would count as the page's own and need a preflight; the
  // page's own policy (connect-src 'self') is set aside so that the server's CORS answer alone decides.
  test.use({ extraHTTPHeaders: {}, bypassCSP: true });
  test('a company reads across its own origins, another company cannot, and a text/plain post is refused', async ({
    page,
  }) => {
    const query = JSON.stringify({ query: 'query C { catalog(filter: {slug: "mercado-da-vila"}) { _id } }' });
    const read = (target: string, contentType = 'application/json') =>
      page.evaluate(
        async ({ target, query, contentType }) => {
          try {
            const response = await fetch(`${target}/api/graphql`, {
              method: 'POST',
              headers: { 'content-type': contentType },
              body: query,
            });
            return { status: response.status, body: await response.text() };
          } catch (error) {
            return { status: 0, body: String(error) };
          }
        },
        { target, query, contentType },
      );
    // On mercado's subdomain: its custom domain answers and may be read; the airport's host may not be.
    await page.goto(`${MERCADO_LOCAL}/`);
    const own = await read(MERCADO);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual({ data: { catalog: { _id: 'mercado-loja' } } });
    expect((await read(AERO)).status).toBe(0); // the browser withholds the answer: no CORS permission
    // The storefront's own JSON post works; a text/plain one (no preflight needed) is refused before it runs.
    expect((await read(MERCADO_LOCAL)).status).toBe(200);
    const plain = await read(MERCADO_LOCAL, 'text/plain');
    expect(plain.status).toBe(403);
    expect(JSON.parse(plain.body).errors[0].extensions.code).toBe('CSRF_REFUSED');
  });
});
