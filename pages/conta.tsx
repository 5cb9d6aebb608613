import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/src/client/with-page-data';
import { AccountSummary } from '@/src/features/auth/AccountSummary';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import type { PageUser } from '@/src/features/auth/page-session';
import { protectPage } from '@/src/features/auth/protect-page';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase { user: PageUser }

function AccountRoute({ company, origin, user }: Props) {
  const { t } = useTranslation('auth');
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('account.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('account.title')}>
        <AccountSummary user={user} />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(AccountRoute);

/** `/conta`: always needs a session (the guard sends anyone else to /login and back here). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const guard = await protectPage(context, page.client, page.company, { always: true });
  if ('redirect' in guard) return guard;
  if (!guard.user) return { redirect: { destination: '/login', permanent: false } };
  return { props: { ...(await page.props()), user: guard.user } };
};
