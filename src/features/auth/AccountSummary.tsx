import { useState } from 'react';
import { LightButton as Button } from '@/src/ui/LightButton';
import { StatusAlert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { signOut } from '@/src/client/session/auth-requests';
import type { PageUser } from './page-session';

/** The account page's first content: who is signed in, whether the e-mail is confirmed, and signing out. */
export function AccountSummary({ user }: { user: PageUser }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function leave() {
    setBusy(true);
    setFailed(false);
    try {
      await signOut();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <Stack spacing={2}>
      <div>
        {user.name && (
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>{user.name}</Typography>
        )}
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {/* An outlined chip's look (32 px pill, the state's colour), without Chip's module and ButtonBase's ripple. */}
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            height: 32,
            px: 1.5,
            borderRadius: 999,
            border: 1,
            fontSize: '0.8125rem',
            whiteSpace: 'nowrap',
            color: user.emailVerified ? 'success.main' : 'warning.dark',
            borderColor: user.emailVerified ? 'success.main' : 'warning.main',
          }}
        >
          {user.emailVerified ? t('account.verified') : t('account.unverified')}
        </Box>
        {!user.emailVerified && (
          <Button component={Link} href="/verificar-email?callbackUrl=%2Fconta" sx={{ minHeight: 44 }}>
            {t('account.verifyNow')}
          </Button>
        )}
      </Stack>
      <div role="alert">
        {failed && (
          <StatusAlert severity="error" role="none">
            {t('errors.signOutFailed')}
          </StatusAlert>
        )}
      </div>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => void leave()}
        disabled={busy}
        sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {busy ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </Stack>
  );
}
