import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withPageData } from '@/src/client/with-page-data';
import { AccountSection } from '@/src/features/account/AccountSection';
import { AddressesCard } from '@/src/features/account/AddressesCard';
import { accountOverviewPage } from '@/src/features/account/account-pages';
import { ComplementCard } from '@/src/features/account/ComplementCard';
import { PasswordCard } from '@/src/features/account/PasswordCard';
import { ProfileCard } from '@/src/features/account/ProfileCard';
import { AccountSummary } from '@/src/features/auth/AccountSummary';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { clientOnly } from '@/src/ui/client-only';

// The last card (export, delete): drawn after hydration, out of the account page's first load.
const PrivacyCard = clientOnly(() => import('@/src/features/account/PrivacyCard').then((m) => m.PrivacyCard));

type Props = PageProps<typeof accountOverviewPage>;

function AccountRoute({ company, origin, user, name, hasPassword, complement }: Props) {
  const { t } = useTranslation(['auth', 'account']);
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('account.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {/* The cards' 720 px column, centred: inside the 960 px column they sat off the centre of the bar and the footer. */}
      <Box
        component="main"
        sx={{
          width: '100%',
          maxWidth: 720 + 48,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 2, sm: 4 },
          boxSizing: 'border-box',
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('account.title')}
        </Typography>
        <Stack spacing={2}>
          <AccountSection id="session" title={t('account:session.title')}>
            <AccountSummary user={user} />
          </AccountSection>
          <ProfileCard name={name} phone={complement.phone} />
          <ComplementCard complement={complement} />
          <AddressesCard addresses={complement.addresses} />
          {hasPassword && <PasswordCard />}
          <PrivacyCard email={user.email} hasPassword={hasPassword} />
        </Stack>
      </Box>
    </StoreLayout>
  );
}

export default withPageData(AccountRoute);

/** `/conta`: always needs a session (the guard sends anyone else to /login and back here). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, accountOverviewPage);
