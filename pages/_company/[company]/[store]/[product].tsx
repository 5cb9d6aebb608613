import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { ItemPage } from '@/src/features/item/ItemPage';
import { ItemDetailOperation } from '@/src/features/item/item-detail.generated';
import { ItemStoreOperation } from '@/src/features/item/item-store.generated';
import { itemPage } from '@/src/features/item/item-page-data';

type Props = PageProps<typeof itemPage>;

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

/** `/loja/{store}/{product}` and `/servico/{store}/{product}`: what the page loader runs is in itemPage. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, itemPage);
