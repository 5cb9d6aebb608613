import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BusinessClientsOperation } from '@/src/features/business/business-clients.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { ClientsPage } from '@/src/features/business/ClientsPage';
import { NoCompany } from '@/src/features/business/NoCompany';
import { businessClientsPage, type BusinessPageBase } from '@/src/features/business/business-pages';
import { MyBusinessAccountsOperation } from '@/src/features/business/my-business-accounts.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

function BusinessClientsRoute({ company, origin, accountId }: BusinessPageBase) {
  const { t } = useTranslation('business');
  const accounts = usePageQuery(MyBusinessAccountsOperation, { variables: {} }).data?.myBusinessAccounts ?? [];
  const { data } = usePageQuery(BusinessClientsOperation, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('clients.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <BusinessLayout title={t('clients.title')} tab="clients" accounts={accounts} accountId={accountId}>
        {accountId ? (
          <ClientsPage key={accountId} accountId={accountId} initial={data?.businessClients ?? []} />
        ) : (
          <NoCompany />
        )}
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(BusinessClientsRoute);

/** `/empresa/clientes`: the chosen company's saved clients (a session is needed; no company yet: a way to /empresa). */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessClientsPage);
