import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { loadOrderPage, type OrderPageBase } from '@/src/features/orders/load-order-page';
import { CompanyOrdersDocument, CompanyOrdersOperation } from '@/src/features/staff/company-orders.generated';
import { OrdersBoard } from '@/src/features/staff/OrdersBoard';
import { StaffForbidden } from '@/src/features/staff/StaffForbidden';

interface Props extends OrderPageBase {
  staff: boolean;
}

function StaffOrdersRoute({ company, origin, staff }: Props) {
  const { t } = useTranslation('orders');
  const { data } = usePageQuery(CompanyOrdersOperation, { variables: {}, skip: !staff });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{staff ? t('board.title') : t('board.forbidden')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <main>{staff ? <OrdersBoard initial={data?.companyOrders ?? []} /> : <StaffForbidden />}</main>
    </StoreLayout>
  );
}

export default withPageData(StaffOrdersRoute);

/**
 * `/painel/pedidos`, on a company's own host: its staff only. No session → sign-in and back; a session of anyone
 * else (a shopper, another company's staff) → 403. The orders are read with the staff member's identity.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadOrderPage(context, { always: true });
  if (!page) return { notFound: true };
  if ('redirect' in page) return page;
  const { staffCompanyId } = await import('@/src/server/tracking/order-streams');
  const staff = (await staffCompanyId(context.req, context.res)) !== null;
  if (staff)
    await page.client
      .query({ query: CompanyOrdersDocument, variables: {}, fetchPolicy: 'no-cache' })
      .catch(() => undefined);
  else context.res.statusCode = 403;
  context.res.setHeader('cache-control', 'private, no-store');
  return { props: { ...(await page.props()), staff } };
};
