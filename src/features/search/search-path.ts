/** The search page's public path (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"): `/busca?q=…` on every company host. */
export const SEARCH_PATH = '/busca';
/** Longest query the server reads (src/domain/search/search-entries.ts MAX_QUERY_LENGTH). */
export const SEARCH_MAX_LENGTH = 100;

/** The query of a page's `q` parameter: the first value, trimmed, cut to the longest the server reads. */
export function searchQueryOf(q: string | string[] | undefined): string {
  const first = Array.isArray(q) ? q[0] : q;
  return (first ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}
