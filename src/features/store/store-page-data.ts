/** `/loja/{store}`' declaration: the store, then its featured items; shared for the minute with anonymous visitors. */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { StoreExtrasDocument } from '@/src/features/store/store-extras.generated';
import { StorePageDocument } from '@/src/features/store/store-page.generated';

export const storePage: PageDeclaration<{ store: string }> = {
  company: 'route',
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'cart', 'search', 'shipping', 'flight'],
  cache: 'public',
  async data({ company, params }, { query }) {
    const store = String(params.store ?? '');
    const catalog = (await query(StorePageDocument, { company, slug: store }))?.catalog;
    if (!catalog) return { notFound: true };
    await query(StoreExtrasDocument, { company, catalogId: catalog._id });
    return { props: { store } };
  },
};
