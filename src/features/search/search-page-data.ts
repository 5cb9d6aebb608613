/**
 * `/busca?q=…`' declaration (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"): not rewritten
 * by the proxy, so the company comes from its `x-company` header. A search that fails shows as failed (no result).
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { searchQueryOf } from './search-path';
import { SearchDocument } from '@/src/features/search/search.generated';

export const searchPage: PageDeclaration<{ query: string }> = {
  company: 'proxy',
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'search'],
  async data({ company, query: params }, { query }) {
    const text = searchQueryOf(params.q);
    if (text) await query(SearchDocument, { company, query: text }).catch(() => null);
    return { props: { query: text } };
  },
};
