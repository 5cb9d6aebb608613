/**
 * `/loja/{store}/{product}` and `/servico/{store}/{product}` (rewritten by the proxy): the store, the item and its
 * recommended items; an unknown store or item is the 404 page. Shared for the minute with anonymous visitors.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { itemJsonLd } from './item-json-ld';
import { ItemDetailDocument } from '@/src/features/item/item-detail.generated';
import { ItemStoreDocument } from '@/src/features/item/item-store.generated';
import { RecommendedItemDocument } from '@/src/features/item/recommended-item.generated';
import { storeService } from './ItemPage';

export interface ItemPageProps {
  store: string;
  product: string;
  basePath: string;
  recommendedIds: string[];
  /** Built on the server: its code stays out of the page's JavaScript. */
  jsonLd: string;
}

export const itemPage: PageDeclaration<ItemPageProps> = {
  company: 'route',
  layout: LayoutDocument,
  namespaces: ['common', 'item', 'layout', 'search'],
  cache: 'public',
  async data({ company, params, url, locale, origin }, { query }) {
    const store = String(params.store ?? '');
    const product = String(params.product ?? '');
    const data = await query(ItemStoreDocument, { company, slug: store });
    const catalog = data?.catalog;
    if (!catalog) return { notFound: true };
    const item = (await query(ItemDetailDocument, { company, catalogId: catalog._id, slug: product }))?.item;
    if (!item) return { notFound: true };
    // Only recommended items that exist in this store and are not blocked are shown (an id may be stale).
    const recommended = await Promise.all(
      item.recommendedItemIds
        .filter((itemId) => itemId !== item._id)
        .map((itemId) =>
          query(RecommendedItemDocument, { company, catalogId: catalog._id, itemId }).then(
            (found) => found?.item ?? null,
            () => null,
          ),
        ),
    );
    const recommendedIds = recommended.flatMap((found) =>
      found && found.status.toUpperCase() !== 'BLOCKED' ? [found._id] : [],
    );
    // The shopper's path decides the links of recommended items: /servico/… stays /servico/….
    const basePath = `${url.includes('/servico/') ? '/servico' : '/loja'}/${store}`;
    const localePrefix = locale && locale !== 'pt-BR' ? `/${locale}` : '';
    const hidePrice = storeService(data?.company?.services ?? [], catalog.serviceCategories ?? [])?.hidePrice ?? false;
    const jsonLd = itemJsonLd(item, `${origin}${localePrefix}${basePath}/${product}`, origin, hidePrice);
    return { props: { store, product, basePath, recommendedIds, jsonLd } };
  },
};
