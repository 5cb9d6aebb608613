import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { loginPage } from '@/src/features/auth/auth-pages';
import { LoginForm } from '@/src/features/auth/LoginForm';
import { returnPathOf } from '@/src/features/auth/return-path';
import { SocialSignIn } from '@/src/features/auth/SocialSignIn';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof loginPage>;

function LoginRoute({ company, origin, requiredAuth, providers }: Props) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const returnTo = returnPathOf(router.query, origin);
  const error = typeof router.query.error === 'string' ? router.query.error : null;
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('login.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('login.title')} intro={t('login.intro')}>
        <LoginForm
          requiredAuth={requiredAuth}
          returnTo={returnTo}
          initialError={error}
          onDone={(path) => void router.replace(path)}
        />
        <SocialSignIn providers={providers} returnTo={returnTo} />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(LoginRoute);

/** `/login`: someone already signed in goes straight on to where they were headed (loginPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, loginPage);
