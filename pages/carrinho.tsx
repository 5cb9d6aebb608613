import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { useCouponFromLink } from '@/src/client/coupon';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { CartPage } from '@/src/features/cart/CartPage';
import { CART_CATALOGS_QUERY } from '@/src/features/cart/cart-catalogs.query';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

interface Props {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function CartRoute({ company, origin }: Props) {
  const { t } = useTranslation('cart');
  useCouponFromLink();
  const { data } = usePageQuery(CART_CATALOGS_QUERY, { variables: { owner: company } });
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo company={company} origin={origin} title={t('title')} />
      <Head>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <CartPage company={company} catalogs={data?.catalogs ?? []} />
    </StoreLayout>
  );
}

export default withPageData(CartRoute);

/**
 * `/carrinho`: not rewritten by the proxy, so the company comes from its `x-company` header. The cart itself lives
 * in the browser; the server sends the company's catalogues (title, coupon switch, minimum order value) so the page
 * knows them whichever catalogue the saved cart belongs to.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, req }) => {
  const company = proxiedCompany(req.headers);
  if (!company) return { notFound: true };
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  await Promise.all([
    client.query({ query: CART_CATALOGS_QUERY, variables: { owner: company } }),
    loadLayout(client, company),
  ]);
  return {
    props: {
      company,
      origin: requestOrigin(req.headers),
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'cart', 'layout', 'search', 'flight'])),
    },
  };
};
