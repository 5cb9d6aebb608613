import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { orderStatusPage } from '@/src/features/orders/order-pages';
import { OrderNotFound } from '@/src/features/orders/OrderNotFound';
import { OrderStatusPage } from '@/src/features/orders/OrderStatusPage';
import { OrderStatusOperation } from '@/src/features/orders/order-status.generated';

type Props = PageProps<typeof orderStatusPage>;

function OrderStatusRoute({ company, origin, orderId }: Props) {
  const { t } = useTranslation('orders');
  const { data } = usePageQuery(OrderStatusOperation, { variables: { id: orderId } });
  const order = data?.order ?? null;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{order ? t('title', { number: order.number }) : t('pageTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <main>{order ? <OrderStatusPage key={order._id} initial={order} /> : <OrderNotFound />}</main>
    </StoreLayout>
  );
}

export default withPageData(OrderStatusRoute);

/** `/status-pedido?id=…`: the order as its buyer or its company's staff may read it; anyone else a 404 (orderStatusPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, orderStatusPage);
