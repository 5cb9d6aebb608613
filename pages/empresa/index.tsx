import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BusinessHome } from '@/src/features/business/BusinessHome';
import { BusinessCreditBalancesOperation } from '@/src/features/business/business-credit-balances.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { businessHomePage, type BusinessPageBase } from '@/src/features/business/business-pages';
import { MyBusinessAccountsOperation } from '@/src/features/business/my-business-accounts.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends BusinessPageBase {
  emailVerified: boolean;
}

function BusinessRoute({ company, origin, accountId, emailVerified }: Props) {
  const { t } = useTranslation('business');
  const { data } = usePageQuery(MyBusinessAccountsOperation, { variables: {} });
  const accounts = data?.myBusinessAccounts ?? [];
  const credits = usePageQuery(BusinessCreditBalancesOperation, {
    variables: { accountId: accountId ?? '' },
    skip: !accountId,
  }).data;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('home.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <BusinessLayout title={t('home.title')} tab="profile" accounts={accounts} accountId={accountId}>
        <BusinessHome
          accounts={accounts}
          accountId={accountId}
          emailVerified={emailVerified}
          credits={credits?.businessCredits ?? null}
        />
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(BusinessRoute);

/** `/empresa`: needs a session on every company, like /conta; the user's companies (or the form to create one). */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessHomePage);
