import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { loadOrderPage, type OrderPageBase } from '@/src/features/orders/load-order-page';
import { OrderNotFound } from '@/src/features/orders/OrderNotFound';
import { OrderStatusPage } from '@/src/features/orders/OrderStatusPage';
import { OrderStatusDocument, OrderStatusOperation } from '@/src/features/orders/order-status.generated';

interface Props extends OrderPageBase {
  orderId: string;
}

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

/**
 * `/status-pedido?id=…` (not rewritten by the proxy: the company comes from `x-company`). The order is read with
 * the buyer's identity (session or the guest's client id cookie) or the company's staff; anyone else gets the
 * not-found screen with a 404, so an order id reveals nothing. requiredAuth companies need a session first.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadOrderPage(context);
  if (!page) return { notFound: true };
  if ('redirect' in page) return page;
  const id = typeof context.query.id === 'string' ? context.query.id.trim().slice(0, 100) : '';
  const { data } = id
    ? await page.client
        .query({ query: OrderStatusDocument, variables: { id }, fetchPolicy: 'no-cache' })
        .catch(() => ({ data: undefined }))
    : { data: undefined };
  if (!data?.order) context.res.statusCode = 404;
  context.res.setHeader('cache-control', 'private, no-store');
  return { props: { ...(await page.props()), orderId: id } };
};
