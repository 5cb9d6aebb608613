/**
 * On-demand revalidation of the statically regenerated pages (docs/notes-isr.md): a change of a company's stock
 * (an order, a cancel) or catalogue (an import) in this process drops that company's pages from Next's cache
 * (src/server/pages/static-page-cache.mjs), so the next visitor's page is rendered from the new data. Another
 * instance's changes reach this one's pages by their expiry alone: the bound is `STATIC_PAGE_EXPIRE_S` (static-page-times.ts) plus the
 * live stock's trust (src/server/catalog/live-stock.ts).
 */
import { dropCompanyPages, staticPageStore } from './static-page-cache.mjs';

/** The company a page was rendered for, by id (a stock change names it by id). */
export function rememberCompany(companyId: string, slug: string): void {
  staticPageStore().companies.set(companyId, slug);
}

/** The company's stock or catalogue changed in this process: its pages render again on their next request. */
export function staticPagesChanged(companyId: string): void {
  const slug = staticPageStore().companies.get(companyId);
  if (slug) dropCompanyPages(slug);
}
