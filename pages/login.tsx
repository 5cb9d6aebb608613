import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import { LoginForm } from '@/src/features/auth/LoginForm';
import { localised, readPageSession } from '@/src/features/auth/protect-page';
import { returnPathOf } from '@/src/features/auth/return-path';
import { SocialSignIn, type SocialProvider } from '@/src/features/auth/SocialSignIn';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  requiredAuth: boolean;
  providers: SocialProvider[];
}

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

/**
 * `/login`: the company from `x-company`; whether it requires sign-in (an unverified e-mail then goes to verify);
 * the OAuth providers configured on the server (the password form is always there). Someone already signed in
 * goes straight on to where they were headed.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const [{ authProviders }, guard] = await Promise.all([
    import('@/src/server/identity/auth-providers'),
    // Never the guard here: /login itself must open without a session.
    readPageSession(context, page.client, page.company),
  ]);
  if (guard.user) {
    const returnTo = returnPathOf(context.query, page.origin);
    const destination =
      guard.requiredAuth && !guard.user.emailVerified
        ? localised('/verificar-email', context)
        : (returnTo ?? localised('/', context));
    return { redirect: { destination, permanent: false } };
  }
  const providers = authProviders()
    .filter((provider) => provider.type !== 'credentials')
    .map((provider) => ({ id: provider.id, name: provider.name }));
  return { props: { ...(await page.props()), requiredAuth: guard.requiredAuth, providers } };
};
