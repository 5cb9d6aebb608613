import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost, signOut } from '@/src/client/session/auth-requests';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { PasswordField } from '@/src/features/auth/PasswordField';
import { AccountSection } from './AccountSection';
import { useAccountError } from './use-account-error';

interface Props {
  email: string;
  /** Password accounts confirm the deletion with the password; social-only accounts by typing their e-mail. */
  hasPassword: boolean;
}

/**
 * Brazil's LGPD: the user's data as a JSON download (a plain link: the browser saves the attachment) and the
 * account's deletion, confirmed by the password (or the e-mail, typed), then signed out and sent home.
 */
export function PrivacyCard({ email, hasPassword }: Props) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!confirm || (!hasPassword && confirm.trim().toLowerCase() !== email)) {
      setError(hasPassword ? 'REQUIRED' : 'EMAIL_MISMATCH');
      document.getElementById(hasPassword ? 'deletePassword' : 'deleteEmail')?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const answer = await accountPost('/api/user/delete-account', hasPassword ? { password: confirm } : {});
    if (!answer.ok) {
      setBusy(false);
      if (answer.error === 'WRONG_PASSWORD') setError('WRONG_PASSWORD');
      setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    await signOut('/');
  }

  return (
    <AccountSection id="privacy" title={t('privacy.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('privacy.downloadIntro')}</Typography>
        <Button
          component="a"
          href="/api/user/export"
          download
          variant="outlined"
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('privacy.download')}
        </Button>
        <Box component="hr" sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Typography color="text.secondary">{t('privacy.deleteIntro')}</Typography>
        {open ? (
          <Box component="form" noValidate onSubmit={remove} aria-label={t('privacy.delete')}>
            <FormAlert error={formError} />
            <Stack spacing={2}>
              {hasPassword ? (
                <PasswordField
                  id="deletePassword"
                  label={t('privacy.confirmPassword')}
                  value={confirm}
                  onChange={setConfirm}
                  error={error ? errorText(error) : undefined}
                  autoComplete="current-password"
                />
              ) : (
                <TextField
                  id="deleteEmail"
                  type="email"
                  label={t('privacy.confirmEmail', { email })}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  fullWidth
                  error={Boolean(error)}
                  helperText={error ? errorText(error) : undefined}
                />
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button type="submit" variant="contained" color="error" disabled={busy} sx={{ minHeight: 48 }}>
                  {busy ? t('privacy.deleting') : t('privacy.deleteConfirm')}
                </Button>
                <Button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    setConfirm('');
                    setError(null);
                    setFormError(null);
                  }}
                  sx={{ minHeight: 48 }}
                >
                  {t('privacy.cancel')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        ) : (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setOpen(true)}
            sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('privacy.delete')}
          </Button>
        )}
      </Stack>
    </AccountSection>
  );
}
