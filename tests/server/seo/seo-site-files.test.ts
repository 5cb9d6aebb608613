/**
 * `/sitemap.xml` and `/robots.txt` per company host, against the seeded demo data: absolute URLs on the company's
 * configured address for the host the request named, the three languages with alternates, only that company's
 * pages, and 404 for an unknown host.
 */
import { describe, expect, it } from 'vitest';
import { siteFile } from '@/src/server/seo/site-file-handler';
import { robotsTxt, sitemapXml } from '@/src/server/seo/site-files';
import { MONDAY_NOON, seededDatabaseAtMondayNoon } from '../graphql-harness';

seededDatabaseAtMondayNoon();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
// The configured addresses (src/server/tenancy/public-origin.ts): ROOT_DOMAIN is localhost:3000, so this is the
// demo (http) and a custom domain is served on ROOT_DOMAIN's port.
const MERCADO = 'http://mercado.test:3000';
const AERO = 'http://aeroporto.localhost:3000';

describe('sitemap.xml', () => {
  it("lists the custom domain's pages, absolute on that host, in the three languages", async () => {
    const answer = await siteFile('sitemap', { host: 'mercado.test:3000' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/xml');
    const urls = locs(answer.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${MERCADO}/`,
        `${MERCADO}/en`,
        `${MERCADO}/es`,
        `${MERCADO}/parceiros`,
        `${MERCADO}/loja/mercado-da-vila`,
        `${MERCADO}/loja/mercado-da-vila/pao-frances`,
        `${MERCADO}/en/loja/mercado-da-vila/pao-frances`,
      ]),
    );
    expect(urls.every((url) => url.startsWith(`${MERCADO}/`))).toBe(true);
    // Only its own company: no airport store.
    expect(urls.some((url) => url.includes('cafe-check-in'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists the airport's services, categories, stores, items and blog on its subdomain", async () => {
    const answer = await siteFile('sitemap', { host: 'aeroporto.localhost:3000' });
    const urls = locs(answer.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${AERO}/delivery`,
        `${AERO}/es/delivery/lanches`,
        `${AERO}/loja/cafe-check-in/pao-de-queijo`,
        `${AERO}/blog`,
        `${AERO}/en/blog/como-pedir-comida-no-portao`,
      ]),
    );
    // Hidden from the menu: not announced; never the 'todos' category; never a private page.
    expect(urls).not.toContain(`${AERO}/hospitalidade-teste`);
    expect(urls.some((url) => url.endsWith('/todos'))).toBe(false);
    expect(
      urls.some((url) => /^(\/(en|es))?\/(carrinho|busca|checkout|pedidos)(\/|$)/.test(new URL(url).pathname)),
    ).toBe(false);
    expect(urls).toContain(`${AERO}/blog/guarda-volumes-viaje-leve`);
  });

  it('leaves out a blog post scheduled after the clock', async () => {
    process.env.STORE_NOW = '2026-10-20T12:00:00.000-03:00';
    try {
      const urls = locs((await siteFile('sitemap', { host: 'aeroporto.localhost:3000' })).body);
      expect(urls).toContain(`${AERO}/blog/sala-vip-em-conexoes-longas`);
      expect(urls).not.toContain(`${AERO}/blog/guarda-volumes-viaje-leve`);
    } finally {
      process.env.STORE_NOW = MONDAY_NOON;
    }
  });

  it('gives every page its alternates in each language and x-default', async () => {
    const xml = (await siteFile('sitemap', { host: 'mercado.test:3000' })).body;
    const entry = xml.split('<url>').find((block) => block.includes(`<loc>${MERCADO}/es/loja/mercado-da-vila</loc>`))!;
    expect(entry).toContain(`hreflang="pt-BR" href="${MERCADO}/loja/mercado-da-vila"`);
    expect(entry).toContain(`hreflang="en" href="${MERCADO}/en/loja/mercado-da-vila"`);
    expect(entry).toContain(`hreflang="es" href="${MERCADO}/es/loja/mercado-da-vila"`);
    expect(entry).toContain(`hreflang="x-default" href="${MERCADO}/loja/mercado-da-vila"`);
  });

  it('answers 404 on a host that serves no company', async () => {
    expect((await siteFile('sitemap', { host: 'ninguem.localhost:3000' })).status).toBe(404);
    expect((await siteFile('robots', { host: 'ninguem.example' })).status).toBe(404);
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://a.test', ['/x?a=1&b=<2>'])).toContain('<loc>https://a.test/x?a=1&amp;b=&lt;2&gt;</loc>');
  });
});

describe('robots.txt', () => {
  it('disallows the private pages in every language and names the sitemap on the same host', async () => {
    const answer = await siteFile('robots', { host: 'mercado.test:3000' });
    expect(answer.status).toBe(200);
    const lines = answer.body.split('\n');
    for (const path of [
      '/carrinho',
      '/checkout',
      '/pedidos',
      '/status-pedido',
      '/busca',
      '/api',
      '/en/carrinho',
      '/es/busca',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${MERCADO}/sitemap.xml`);
    expect(robotsTxt(AERO)).toContain(`Sitemap: ${AERO}/sitemap.xml`);
  });

  it("names the company's configured address whatever the Host's port or the forwarded headers say", async () => {
    const answer = await siteFile('robots', {
      host: 'mercado.test',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(answer.body).toContain(`Sitemap: ${MERCADO}/sitemap.xml`);
  });
});
