import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { signUpPage } from '@/src/features/auth/auth-pages';
import { returnPathOf } from '@/src/features/auth/return-path';
import { SignUpForm } from '@/src/features/auth/SignUpForm';
import { termsLinks } from '@/src/features/layout/layout-links';
import { LayoutOperation } from '@/src/features/layout/layout.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof signUpPage>;

function SignUpRoute({ company, origin }: Props) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  // The company's terms of use, as the footer links them (the first document when services have several), else its
  // own terms page.
  const termsHref = termsLinks(data?.company?.services ?? [])[0]?.href ?? '/termos';
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('signUp.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
        <SignUpForm
          termsHref={termsHref}
          returnTo={returnPathOf(router.query, origin)}
          onDone={(path) => void router.replace(path)}
        />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(SignUpRoute);

/** `/cadastrar`: the company from `x-company`; the shell's query also brings the services' terms of use. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, signUpPage);
