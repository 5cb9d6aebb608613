import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { ItemPage, storeService } from '@/src/features/item/ItemPage';
import { ItemDetailDocument, ItemDetailOperation } from '@/src/features/item/item-detail.generated';
import { ItemStoreDocument, ItemStoreOperation } from '@/src/features/item/item-store.generated';
import { RecommendedItemDocument } from '@/src/features/item/recommended-item.generated';

interface Props {
  company: string;
  store: string;
  product: string;
  basePath: string;
  recommendedIds: string[];
  origin: string;
  jsonLd: string;
  [PAGE_DATA_PROP]: PageData;
}

function ItemRoute({ company, store, product, basePath, recommendedIds, origin, jsonLd }: Props) {
  const storeData = usePageQuery(ItemStoreOperation, { variables: { company, slug: store } }).data;
  const catalog = storeData?.catalog;
  const item = usePageQuery(ItemDetailOperation, {
    variables: { company, catalogId: catalog?._id ?? '', slug: product },
    skip: !catalog,
  }).data?.item;
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        type="product"
        title={item ? `${item.name} · ${catalog?.title ?? ''}` : product}
        description={item?.description}
        image={item?.img}
      />
      <Head>
        {/* Built on the server (getServerSideProps): its code stays out of the page's JavaScript. */}
        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      </Head>
      <ItemPage company={company} store={store} product={product} basePath={basePath} recommendedIds={recommendedIds} />
    </StoreLayout>
  );
}

export default withPageData(ItemRoute);

/**
 * `/loja/{store}/{product}` and `/servico/{store}/{product}` (rewritten here by the proxy): the store, the item and
 * its recommended items are read in process through Apollo; an unknown store or item is the 404 page.
 */
// Rendered once a minute per host, locale and path for anonymous visitors (src/server/page-cache.ts).
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/page-cache')).cachedPage(context, async () => {
    const { params, locale, req, resolvedUrl } = context;
    const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
    const company = String(params?.company ?? '');
    const store = String(params?.store ?? '');
    const product = String(params?.product ?? '');
    const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
    const { data } = await client.query({ query: ItemStoreDocument, variables: { company, slug: store } });
    const catalog = data?.catalog;
    if (!catalog) return { notFound: true };
    const item = (
      await client.query({ query: ItemDetailDocument, variables: { company, catalogId: catalog._id, slug: product } })
    ).data?.item;
    if (!item) return { notFound: true };
    // Only recommended items that exist in this store and are not blocked are shown (an id may be stale).
    const [recommended] = await Promise.all([
      Promise.all(
        item.recommendedItemIds
          .filter((itemId) => itemId !== item._id)
          .map((itemId) =>
            client
              .query({ query: RecommendedItemDocument, variables: { company, catalogId: catalog._id, itemId } })
              .then(
                ({ data: found }) => found?.item ?? null,
                () => null,
              ),
          ),
      ),
      loadLayout(client, company),
    ]);
    const recommendedIds = recommended
      .filter((found) => found !== null && found.status.toUpperCase() !== 'BLOCKED')
      .map((found) => found!._id);
    // The shopper's path decides the links of recommended items: /servico/… stays /servico/….
    const original = req.url ?? resolvedUrl;
    const basePath = `${original.includes('/servico/') ? '/servico' : '/loja'}/${store}`;
    const origin = requestOrigin(req.headers);
    const localePrefix = locale && locale !== 'pt-BR' ? `/${locale}` : '';
    const hidePrice = storeService(data?.company?.services ?? [], catalog.serviceCategories ?? [])?.hidePrice ?? false;
    const { itemJsonLd } = await import('@/src/features/item/item-json-ld');
    return {
      props: {
        company,
        store,
        product,
        basePath,
        recommendedIds,
        jsonLd: itemJsonLd(item, `${origin}${localePrefix}${basePath}/${product}`, origin, hidePrice),
        origin,
        [PAGE_DATA_PROP]: pageResults(client),
        ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'item', 'layout', 'search'])),
      },
    };
  });
