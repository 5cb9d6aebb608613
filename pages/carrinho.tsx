import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { useCouponFromLink } from '@/src/client/coupon';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { CartPage } from '@/src/features/cart/CartPage';
import { cartPage } from '@/src/features/cart/cart-page-data';
import { CartCatalogsOperation } from '@/src/features/cart/cart-catalogs.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

type Props = PageProps<typeof cartPage>;

function CartRoute({ company, origin }: Props) {
  const { t } = useTranslation('cart');
  useCouponFromLink();
  const { data } = usePageQuery(CartCatalogsOperation, { variables: { owner: company } });
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

/** `/carrinho`: the cart lives in the browser; the server sends the company's catalogues (cartPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, cartPage);
