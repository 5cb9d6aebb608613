import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { StatusAlert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import { NewPasswordForm } from '@/src/features/auth/NewPasswordForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  /** The link's token when it is shaped like one and still open; null shows the "ask again" message at once. */
  token: string | null;
}

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

/**
 * `/recuperar-senha/{token}`: the token is looked at (never consumed) here, so an expired or used link says so
 * before the user types a new password; the token reaches the browser only inside its own address.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const raw = typeof context.params?.token === 'string' ? context.params.token : '';
  const { resetTokenIsOpen } = await import('@/src/server/identity/local/reset-tokens');
  const { identityProvider } = await import('@/src/server/identity/identity-provider');
  const { getDb } = await import('@/src/server/db/client');
  const db = await getDb();
  // Only the local provider's links can be looked at here; another provider's answer comes with the form's post.
  const shaped = /^[A-Za-z0-9_-]{43}$/.test(raw);
  const open = shaped && (identityProvider(db).kind !== 'local' || (await resetTokenIsOpen(db, raw, new Date())));
  context.res.setHeader('Referrer-Policy', 'no-referrer');
  context.res.setHeader('Cache-Control', 'no-store');
  return { props: { ...(await page.props()), token: open ? raw : null } };
};
