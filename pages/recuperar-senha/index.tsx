import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { recoverPage } from '@/src/features/auth/auth-pages';
import { RecoverRequestForm } from '@/src/features/auth/RecoverRequestForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof recoverPage>;

function RecoverRoute({ company, origin }: Props) {
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
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, recoverPage);
