import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BookingsPage } from '@/src/features/business/BookingsPage';
import { bookingsFilter, bookingsQuery, type BookingsQuery } from '@/src/features/business/bookings-query';
import {
  BusinessBookingsDocument,
  BusinessBookingsOperation,
} from '@/src/features/business/business-bookings.generated';
import { BusinessClientsDocument, BusinessClientsOperation } from '@/src/features/business/business-clients.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { NoCompany } from '@/src/features/business/NoCompany';
import { loadBusinessPage, type BusinessPageBase } from '@/src/features/business/load-business-page';
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
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadBusinessPage(context);
  if (!('props' in page)) return page;
  const query = bookingsQuery(context.query);
  let filterErrors: Record<string, string> = {};
  if (page.accountId) {
    const accountId = page.accountId;
    const { ORDER_STATUSES } = await import('@/src/domain/orders/order-status');
    if (query.situacao && !(ORDER_STATUSES as readonly string[]).includes(query.situacao))
      filterErrors = { status: 'STATUS_INVALID' };
    await page.client
      .query({ query: BusinessClientsDocument, variables: { accountId }, fetchPolicy: 'no-cache' })
      .catch(() => undefined);
    if (!filterErrors.status) {
      const answer = await page.client
        .query({
          query: BusinessBookingsDocument,
          variables: { accountId, filter: bookingsFilter(query) },
          fetchPolicy: 'no-cache',
          errorPolicy: 'all',
        })
        .catch((error: unknown) => ({ error }));
      const first = (answer.error as { errors?: { extensions?: { fields?: unknown } }[] } | undefined)?.errors?.[0];
      if (first?.extensions?.fields && typeof first.extensions.fields === 'object')
        filterErrors = first.extensions.fields as Record<string, string>;
    }
  }
  return { props: { ...(await page.props()), query, filterErrors } };
};
