import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';

export interface SocialProvider { id: string; name: string }

/**
 * One button per OAuth provider the server has configured (none: nothing rendered). Each posts next-auth's sign-in
 * form in this window, the redirect flow; the popup of issue #8 comes later.
 */
export function SocialSignIn({ providers, returnTo }: { providers: SocialProvider[]; returnTo: string | null }) {
  const { t } = useTranslation('auth');
  if (providers.length === 0) return null;

  async function start(id: string) {
    const { csrfToken } = (await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()) as { csrfToken: string };
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `/api/auth/signin/${encodeURIComponent(id)}`;
    for (const [name, value] of Object.entries({ csrfToken, callbackUrl: returnTo ?? '/' })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{t('login.or')}</Divider>
      {providers.map((provider) => (
        <Button key={provider.id} variant="outlined" size="large" onClick={() => void start(provider.id)} sx={{ minHeight: 48 }}>
          {t('login.withProvider', { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
