import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BusinessCreditsOperation } from '@/src/features/business/business-credits.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import type { BusinessPageBase } from '@/src/features/business/business-pages';
import { businessCreditsPage } from '@/src/features/business/credits-page-data';
import { CreditsPage } from '@/src/features/business/CreditsPage';
import { MyBusinessAccountsOperation } from '@/src/features/business/my-business-accounts.generated';
import { NoCompany } from '@/src/features/business/NoCompany';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

function BusinessCreditsRoute({ company, origin, accountId }: BusinessPageBase) {
  const { t } = useTranslation('credits');
  const accounts = usePageQuery(MyBusinessAccountsOperation, { variables: {} }).data?.myBusinessAccounts ?? [];
  const credits = usePageQuery(BusinessCreditsOperation, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  }).data;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <BusinessLayout title={t('title')} tab="credits" accounts={accounts} accountId={accountId}>
        {accountId ? <CreditsPage credits={credits?.businessCredits ?? null} /> : <NoCompany />}
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(BusinessCreditsRoute);

/** `/empresa/creditos`: the chosen company's package credits with this store (a session is needed, as on /conta). */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessCreditsPage);
