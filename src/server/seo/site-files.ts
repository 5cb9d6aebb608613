/**
 * `sitemap.xml` and `robots.txt` of one company host (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"): absolute URLs on
 * the host the request named, each page in the three languages with its `xhtml:link` alternates. Both are kept
 * per origin, company version and minute, so a crawler's burst costs one build.
 */
import { DEFAULT_LOCALE, LOCALES } from '../../domain/locale';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { publicPaths } from './public-paths';

/** Paths no crawler needs: the shopper's own cart, checkout, orders and search results, and the API. */
export const DISALLOWED = ['/carrinho', '/checkout', '/pedidos', '/status-pedido', '/busca', '/api'];

const localized = (path: string, locale: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const url = (path: string, locale: string) => escapeXml(`${origin}${localized(path, locale)}`);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(path, l)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LOCALE)}"/>`,
    ].join('\n');
    return LOCALES.map((locale) => `  <url>\n    <loc>${url(path, locale)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  const disallowed = LOCALES.flatMap((locale) =>
    DISALLOWED.filter((p) => locale === DEFAULT_LOCALE || p !== '/api').map((p) => localized(p, locale)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const MAX_KEPT = 200;
const kept = new Map<string, string>();

/** The sitemap of a company on an origin, built once per company version and minute (posts appear at their minute). */
export function cachedSitemap(origin: string, snap: CompanySnapshot, nowMs: number): string {
  const key = `${origin}\n${snap.slug}\n${snap.version}\n${Math.floor(nowMs / 60_000)}`;
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const xml = sitemapXml(origin, publicPaths(snap, nowMs));
  // Bounded: hosts are the company's own names, but a Host header is the client's to choose.
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, xml);
  return xml;
}
