import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { withPageData } from '@/src/client/with-page-data';
import type { AccountComplement } from '@/src/features/account/account-types';
import { ComplementForm } from '@/src/features/account/ComplementForm';
import { loadAccountPage } from '@/src/features/account/load-account-page';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { AuthPageBase } from '@/src/features/auth/load-auth-page';
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
 * on every company; the form starts from what is stored for the session's own user (the account's phone when the
 * complement has none, as on /conta).
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const loaded = await loadAccountPage(context);
  if (!('page' in loaded)) return loaded;
  return { props: { ...(await loaded.page.props(['account'])), complement: loaded.complement } };
};
