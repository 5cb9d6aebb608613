import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/src/client/with-page-data';
import type { AccountComplement } from '@/src/features/account/account-types';
import { ComplementForm } from '@/src/features/account/ComplementForm';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import { localised, protectPage } from '@/src/features/auth/protect-page';
import { returnPathOf } from '@/src/features/auth/return-path';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  complement: AccountComplement;
}

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

/**
 * `/completar-cadastro`: after sign-up and verification (skippable), and from the account page. Needs a session
 * on every company; the form starts from what is stored for the session's own user.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const guard = await protectPage(context, page.client, page.company, { always: true });
  if ('redirect' in guard) return guard;
  const { serverSession } = await import('@/src/server/identity/server-session');
  const session = await serverSession(context.req, context.res);
  if (!guard.user || !session?.user.id) return { redirect: { destination: localised('/login', context), permanent: false } };
  const { getDb } = await import('@/src/server/db/client');
  const { readComplement } = await import('@/src/server/accounts/complement-store');
  const complement = await readComplement(await getDb(), session.user.id);
  return { props: { ...(await page.props(['account'])), complement } };
};
