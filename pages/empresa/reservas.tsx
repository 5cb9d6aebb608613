import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BookingsPage } from '@/src/features/business/BookingsPage';
import { bookingsFilter, type BookingsQuery } from '@/src/features/business/bookings-query';
import { BusinessBookingsOperation } from '@/src/features/business/business-bookings.generated';
import { BusinessClientsOperation } from '@/src/features/business/business-clients.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { NoCompany } from '@/src/features/business/NoCompany';
import { businessBookingsPage, type BusinessPageBase } from '@/src/features/business/business-pages';
import { MyBusinessAccountsOperation } from '@/src/features/business/my-business-accounts.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends BusinessPageBase {
  query: BookingsQuery;
  filterErrors: Record<string, string>;
}

function BusinessBookingsRoute({ company, origin, accountId, query, filterErrors }: Props) {
  const { t } = useTranslation('business');
  const accounts = usePageQuery(MyBusinessAccountsOperation, { variables: {} }).data?.myBusinessAccounts ?? [];
  const id = accountId ?? '';
  const clients = usePageQuery(BusinessClientsOperation, { variables: { accountId: id }, skip: !accountId }).data;
  const bookings = usePageQuery(BusinessBookingsOperation, {
    variables: { accountId: id, filter: bookingsFilter(query) },
    skip: !accountId,
  }).data;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('bookings.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <BusinessLayout title={t('bookings.title')} tab="bookings" accounts={accounts} accountId={accountId}>
        {accountId ? (
          <BookingsPage
            key={`${accountId}?${JSON.stringify(query)}`}
            accountId={accountId}
            several={accounts.length > 1}
            query={query}
            result={bookings?.businessBookings ?? null}
            clients={clients?.businessClients ?? []}
            filterErrors={filterErrors}
          />
        ) : (
          <NoCompany />
        )}
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(BusinessBookingsRoute);

/**
 * `/empresa/reservas?cliente=&de=&ate=&situacao=&por=`: the chosen company's bookings with this store, filtered (a
 * session is needed). A bad filter is said at its field and lists nothing.
 */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessBookingsPage);
