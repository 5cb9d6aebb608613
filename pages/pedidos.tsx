import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { ordersPage } from '@/src/features/orders/order-pages';
import { OrderHistory } from '@/src/features/orders/OrderHistory';
import { MyOrdersOperation } from '@/src/features/orders/my-orders.generated';

type Props = PageProps<typeof ordersPage>;

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

/** `/pedidos`: the viewer's orders, or a guest's by the client id cookie (ordersPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, ordersPage);
