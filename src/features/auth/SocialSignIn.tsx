import { useState } from 'react';
import { LightButton as Button } from '@/src/ui/LightButton';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withReturn } from './return-path';
import { openPopup, POPUP_DONE_PATH, POPUP_NAME, postSignIn, watchPopup } from './social-popup';

export interface SocialProvider {
  id: string;
  name: string;
}

/**
 * One button per OAuth provider the server has configured (none: nothing rendered). The provider's pages open in
 * a popup (./social-popup.ts); once it is back signed in, this window goes on through /login, which sends a
 * signed-in user to where they were headed (or to verify their e-mail where the company requires it). A blocked
 * popup falls back to the same flow in this window.
 */
export function SocialSignIn({ providers, returnTo }: { providers: SocialProvider[]; returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function start(id: string) {
    const popup = openPopup(); // first, while the click still counts as the user's gesture
    setBusy(id);
    try {
      const { csrfToken } = (await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()) as {
        csrfToken: string;
      };
      if (!popup) {
        postSignIn(id, csrfToken, returnTo ?? '/', '_self');
        return;
      }
      postSignIn(id, csrfToken, POPUP_DONE_PATH, POPUP_NAME);
      const outcome = await watchPopup(popup);
      const prefix = router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '';
      if (outcome.kind === 'done') window.location.assign(withReturn(`${prefix}/login`, returnTo));
      // The flow ended on our error page: show it here, where the user is.
      else if (outcome.kind === 'failed') window.location.assign(outcome.path);
      else setBusy(null);
    } catch {
      popup?.close();
      setBusy(null);
    }
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      {/* Divider's look with its text (a line each side), without its module. */}
      <Box
        role="separator"
        sx={{
          display: 'flex',
          alignItems: 'center',
          whiteSpace: 'nowrap',
          '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
          '& > span': { px: 1.2 },
        }}
      >
        <span>{t('login.or')}</span>
      </Box>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          size="large"
          disabled={busy !== null}
          aria-busy={busy === provider.id}
          onClick={() => void start(provider.id)}
          sx={{ minHeight: 48 }}
        >
          {t('login.withProvider', { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
