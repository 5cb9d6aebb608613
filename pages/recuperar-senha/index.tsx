import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import { RecoverRequestForm } from '@/src/features/auth/RecoverRequestForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

function RecoverRoute({ company, origin }: AuthPageBase) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('recover.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('recover.title')} intro={t('recover.intro')}>
        <RecoverRequestForm onSent={() => void router.push('/recuperar-senha/confirmar-codigo')} />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(RecoverRoute);

/** `/recuperar-senha`: open to everyone (a signed-in user may have forgotten the password too). */
export const getServerSideProps: GetServerSideProps<AuthPageBase> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  return { props: await page.props() };
};
