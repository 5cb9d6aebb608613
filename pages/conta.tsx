import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withPageData } from '@/src/client/with-page-data';
import type { AccountComplement } from '@/src/features/account/account-types';
import { AccountSection } from '@/src/features/account/AccountSection';
import { AddressesCard } from '@/src/features/account/AddressesCard';
import { loadAccountPage } from '@/src/features/account/load-account-page';
import { ComplementCard } from '@/src/features/account/ComplementCard';
import { PasswordCard } from '@/src/features/account/PasswordCard';
import { PrivacyCard } from '@/src/features/account/PrivacyCard';
import { ProfileCard } from '@/src/features/account/ProfileCard';
import { AccountSummary } from '@/src/features/auth/AccountSummary';
import type { AuthPageBase } from '@/src/features/auth/load-auth-page';
import type { PageUser } from '@/src/features/auth/page-session';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  user: PageUser;
  name: string;
  hasPassword: boolean;
  complement: AccountComplement;
}

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

/** `/conta`: always needs a session (the guard sends anyone else to /login and back here); the cards start from the stored account. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const loaded = await loadAccountPage(context);
  if (!('page' in loaded)) return loaded;
  const { page, user, name, hasPassword, complement } = loaded;
  return { props: { ...(await page.props(['account'])), user, name, hasPassword, complement } };
};
