/** `/loja/{store}`' declaration: the store, then its featured items; shared for the minute with anonymous visitors. */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { STORE_EXTRAS_QUERY, STORE_PAGE_QUERY } from './store-page.query';

export const storePage: PageDeclaration<{ store: string }> = {
  company: 'route',
  layout: LAYOUT_QUERY,
  namespaces: ['common', 'layout', 'cart', 'search', 'shipping'],
  cache: 'public',
  async data({ company, params }, { query }) {
    const store = String(params.store ?? '');
    const catalog = (await query(STORE_PAGE_QUERY, { company, slug: store }))?.catalog;
    if (!catalog) return { notFound: true };
    await query(STORE_EXTRAS_QUERY, { company, catalogId: catalog._id });
    return { props: { store } };
  },
};
