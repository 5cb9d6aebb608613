import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageLocale, usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { InvoicesPage } from '@/src/features/business/InvoicesPage';
import { NoCompany } from '@/src/features/business/NoCompany';
import { businessInvoicesPage, type BusinessPageBase } from '@/src/features/business/business-pages';
import { BusinessStatementsOperation } from '@/src/features/business/business-statements.generated';
import { MyBusinessAccountsOperation } from '@/src/features/business/my-business-accounts.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

function BusinessInvoicesRoute({ company, origin, accountId }: BusinessPageBase) {
  const { t } = useTranslation('business');
  const locale = usePageLocale() ?? 'pt-BR';
  const accounts = usePageQuery(MyBusinessAccountsOperation, { variables: {} }).data?.myBusinessAccounts ?? [];
  const statements = usePageQuery(BusinessStatementsOperation, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  }).data;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('invoices.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <BusinessLayout title={t('invoices.title')} tab="invoices" accounts={accounts} accountId={accountId}>
        {accountId ? (
          <InvoicesPage
            accountId={accountId}
            several={accounts.length > 1}
            locale={locale}
            months={statements?.businessStatements ?? null}
            creditLine={statements?.businessAccount?.creditLine ?? null}
          />
        ) : (
          <NoCompany />
        )}
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(BusinessInvoicesRoute);

/** `/empresa/faturas`: the chosen company's statements by month (a session is needed, as on /conta). */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessInvoicesPage);
