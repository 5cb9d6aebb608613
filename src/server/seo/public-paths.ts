/**
 * The public pages of one company, as paths in the default language (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"):
 * home, the services shown in the menu and their categories, the partners page, every store and every item not
 * blocked, and the blog with its published posts. The sitemap lists each in the three languages.
 */
import { DateTime } from 'luxon';
import type { CompanySnapshot } from '../catalog/company-snapshot';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
/** 'todos' (all) is the service page itself. */
const ALL_CATEGORY = 'todos';

function categorySlugs(categories: unknown): string[] {
  if (!Array.isArray(categories)) return [];
  return categories.flatMap((c) => {
    const slug = c && typeof c === 'object' ? (c as { slug?: unknown }).slug : undefined;
    return typeof slug === 'string' && SLUG.test(slug) && slug !== ALL_CATEGORY ? [slug] : [];
  });
}

export function publicPaths(snap: CompanySnapshot, nowMs: number): string[] {
  const paths = new Set<string>(['/']);
  for (const service of snap.doc.company.services) {
    // A service hidden from the menu (a test page, a private offer) is not announced to search engines.
    if (service.hiddenInMenu || !SLUG.test(service.slug)) continue;
    paths.add(`/${service.slug}`);
    for (const category of categorySlugs(service.categories)) paths.add(`/${service.slug}/${category}`);
  }
  paths.add('/parceiros');
  for (const catalog of snap.catalogue.catalogs) {
    if (catalog.record.status === 'BLOCKED') continue;
    paths.add(`/loja/${catalog.slug}`);
    for (const item of catalog.items.values()) {
      if (item.record.status === 'BLOCKED') continue;
      paths.add(`/loja/${catalog.slug}/${item.slug}`);
    }
  }
  const published = snap.doc.blogPosts.filter(
    (post) => DateTime.fromISO(post.publishedAt, { setZone: true }).toMillis() <= nowMs,
  );
  if (published.length > 0) {
    paths.add('/blog');
    for (const post of published) paths.add(`/blog/${post.slug}`);
  }
  return [...paths];
}
