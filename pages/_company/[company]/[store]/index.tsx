import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { StorePage } from '@/src/features/store/StorePage';
import { CartBar } from '@/src/features/cart/CartBar';
import { STORE_EXTRAS_QUERY, STORE_PAGE_QUERY } from '@/src/features/store/store-page.query';

interface Props {
  company: string;
  store: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function StoreRoute({ company, store, origin }: Props) {
  const { data } = usePageQuery(STORE_PAGE_QUERY, { variables: { company, slug: store } });
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        title={data?.catalog?.title ?? store}
        description={data?.catalog?.description}
        image={data?.catalog?.cover}
      />
      <StorePage company={company} store={store} />
      {/* On phones, the cart's count and the server's total stay in reach while browsing the store. */}
      <CartBar />
    </StoreLayout>
  );
}

export default withPageData(StoreRoute);

/** `/loja/{store}`: the page's operations run in process through Apollo; their cache travels with the props. */
// Rendered once a minute per host, locale and path for anonymous visitors (src/server/page-cache.ts).
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/page-cache')).cachedPage(context, async () => {
    const { params, locale, req } = context;
    const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
    const company = String(params?.company ?? '');
    const store = String(params?.store ?? '');
    const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
    const { data } = await client.query({ query: STORE_PAGE_QUERY, variables: { company, slug: store } });
    const catalog = data?.catalog;
    if (!catalog) return { notFound: true };
    await Promise.all([
      client.query({ query: STORE_EXTRAS_QUERY, variables: { company, catalogId: catalog._id } }),
      loadLayout(client, company),
    ]);
    return {
      props: {
        company,
        store,
        origin: requestOrigin(req.headers),
        [PAGE_DATA_PROP]: pageResults(client),
        ...(await serverSideTranslations(locale ?? 'pt-BR', [
          'common',
          'layout',
          'cart',
          'search',
          'shipping',
          'flight',
        ])),
      },
    };
  });
