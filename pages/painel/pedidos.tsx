import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { CompanyOrdersOperation } from '@/src/features/staff/company-orders.generated';
import { OrdersBoard } from '@/src/features/staff/OrdersBoard';
import { NfeExport } from '@/src/features/staff/NfeExport';
import { staffBoardPage } from '@/src/features/staff/staff-board-page';
import { StaffForbidden } from '@/src/features/staff/StaffForbidden';

type Props = PageProps<typeof staffBoardPage>;

// Rarely used next to the board: loaded after it, outside the first-load budget.
const CreditLinesPanel = dynamic(
  () => import('@/src/features/staff/CreditLinesPanel').then((m) => m.CreditLinesPanel),
  {
    ssr: false,
  },
);

function StaffOrdersRoute({ company, origin, staff }: Props) {
  const { t } = useTranslation('orders');
  const { data } = usePageQuery(CompanyOrdersOperation, { variables: {}, skip: !staff });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{staff ? t('board.title') : t('board.forbidden')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <main>
        {staff ? (
          <>
            <OrdersBoard initial={data?.companyOrders ?? []} />
            <NfeExport />
            <CreditLinesPanel />
          </>
        ) : (
          <StaffForbidden />
        )}
      </main>
    </StoreLayout>
  );
}

export default withPageData(StaffOrdersRoute);

/** `/painel/pedidos`: the company's staff only; no session → sign-in, anyone else → 403 (staffBoardPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, staffBoardPage);
