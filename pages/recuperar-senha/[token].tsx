import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { StatusAlert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { resetLinkPage } from '@/src/features/auth/auth-pages';
import { NewPasswordForm } from '@/src/features/auth/NewPasswordForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

/** `token`: the link's token when it is shaped like one and still open; null shows the "ask again" message at once. */
type Props = PageProps<typeof resetLinkPage>;

function ResetLinkRoute({ company, origin, token }: Props) {
  const { t } = useTranslation(['auth', 'accounts']);
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('recover.linkTitle')}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
      </Head>
      <AuthCard
        title={token ? t('recover.linkTitle') : t('recover.title')}
        intro={token ? t('recover.linkIntro') : undefined}
      >
        {token ? (
          <NewPasswordForm proof={{ kind: 'token', token }} />
        ) : (
          <>
            <div role="alert">
              <StatusAlert severity="warning" role="none">
                {t('accounts:errors.TOKEN_INVALID')}
              </StatusAlert>
            </div>
            <Box sx={{ mt: 2 }}>
              <Box
                component={Link}
                href="/recuperar-senha"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              >
                {t('recover.askAgain')}
              </Box>
            </Box>
          </>
        )}
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(ResetLinkRoute);

/** `/recuperar-senha/{token}`: the token is looked at, never consumed (resetLinkPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, resetLinkPage);
