import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost } from '@/src/client/session/auth-requests';
import { accountRules } from './account-rules';
import { FormAlert } from './FormAlert';
import { rememberRecoveryEmail } from './recovery-email';
import { useErrorText } from './use-error-text';

/**
 * /recuperar-senha: the e-mail only. The server answers the same whether or not the e-mail has an account, so the
 * screen does too; the e-mail is kept for the code screen, which comes next.
 */
export function RecoverRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void accountRules(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = (await accountRules()).emailSchema.safeParse(email);
    if (!parsed.success) {
      setError('EMAIL_INVALID');
      document.getElementById('email')?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const answer = await accountPost('/api/user/password-reset/request', { email: parsed.data });
    if (!answer.ok) {
      setBusy(false);
      setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    rememberRecoveryEmail(parsed.data);
    onSent();
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert error={formError} />
      <Stack spacing={2}>
        <TextField
          id="email"
          name="email"
          type="email"
          label={t('field.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          required
          fullWidth
          error={Boolean(error)}
          helperText={error ? errorText(error) : undefined}
          slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? t('recover.sending') : t('recover.send')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          <Box component={Link} href="/login" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {t('recover.backToLogin')}
          </Box>
        </Typography>
      </Stack>
    </Box>
  );
}
