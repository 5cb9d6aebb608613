import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { loadOrderPage, type OrderPageBase } from '@/src/features/orders/load-order-page';
import { OrderHistory } from '@/src/features/orders/OrderHistory';
import { MyOrdersDocument, MyOrdersOperation } from '@/src/features/orders/my-orders.generated';

interface Props extends OrderPageBase {
  guest: boolean;
  failed: boolean;
}

function OrdersRoute({ company, origin, guest, failed }: Props) {
  const { t } = useTranslation('orders');
  const { data } = usePageQuery(MyOrdersOperation, { variables: {} });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('history.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <main>
        <OrderHistory orders={data?.myOrders ?? []} guest={guest} failed={failed} />
      </main>
    </StoreLayout>
  );
}

export default withPageData(OrdersRoute);

/** `/pedidos`: the signed-in viewer's orders, or a guest's by the client id cookie (requiredAuth companies: sign in first). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadOrderPage(context);
  if (!page) return { notFound: true };
  if ('redirect' in page) return page;
  const failed = await page.client.query({ query: MyOrdersDocument, variables: {}, fetchPolicy: 'no-cache' }).then(
    (result) => !result.data,
    () => true,
  );
  context.res.setHeader('cache-control', 'private, no-store');
  return { props: { ...(await page.props()), guest: !page.user, failed } };
};
