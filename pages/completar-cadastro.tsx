import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { completeProfilePage } from '@/src/features/account/account-pages';
import { ComplementForm } from '@/src/features/account/ComplementForm';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { returnPathOf } from '@/src/features/auth/return-path';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof completeProfilePage>;

function CompleteProfileRoute({ company, origin, complement }: Props) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const back = returnPathOf(router.query, origin) ?? '/';
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('complement.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('complement.title')} intro={t('complement.intro')} wide>
        <ComplementForm complement={complement} onDone={() => void router.replace(back)} />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(CompleteProfileRoute);

/** `/completar-cadastro`: needs a session on every company; the form starts from the stored complement. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, completeProfilePage);
