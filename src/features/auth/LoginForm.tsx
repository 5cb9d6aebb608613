import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { credentialsSignIn } from '@/src/client/session/auth-requests';
import { loadBackendUser, refreshSession } from '@/src/client/session/session-store';
import { accountRules } from './account-rules';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { withReturn } from './return-path';
import { useErrorText } from './use-error-text';

interface Props {
  requiredAuth: boolean;
  returnTo: string | null;
  /** next-auth's `error` query parameter (SessionRequired, CredentialsSignin, RATE_LIMITED…). */
  initialError: string | null;
  onDone: (path: string) => void;
}

/**
 * E-mail and password through next-auth's credentials provider. Afterwards an unverified e-mail on a company that
 * requires sign-in goes to the verification screen; otherwise the user returns where they were, or home.
 */
export function LoginForm({ requiredAuth, returnTo, initialError, onDone }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(
    initialError && initialError !== 'SessionRequired' ? errorText(initialError) : null,
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => void accountRules(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { fieldErrors, signInSchema } = await accountRules();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setFormError(t('errors.checkFields'));
      document.getElementById(Object.keys(found)[0] ?? '')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await credentialsSignIn(parsed.data.email, password, keepSignedIn ? 'local' : 'session');
    if (!outcome.ok) {
      setBusy(false);
      setFormError(errorText(outcome.error, outcome.retryAfter));
      return;
    }
    const session = await refreshSession();
    const unverified = session.status === 'authenticated' && !session.user.emailVerified;
    // The backend user is known before the redirect (a failure does not hold the user here).
    if (session.status === 'authenticated') await loadBackendUser();
    onDone(requiredAuth && unverified ? withReturn('/verificar-email', returnTo) : (returnTo ?? '/'));
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert error={formError} info={initialError === 'SessionRequired' ? t('login.sessionRequired') : null} />
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
          error={Boolean(errors.email)}
          helperText={errors.email ? errorText(errors.email) : undefined}
          slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' } }}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          error={errors.password ? errorText(errors.password) : undefined}
          autoComplete="current-password"
        />
        <div>
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              ml: '-11px',
              cursor: 'pointer',
              verticalAlign: 'middle',
            }}
          >
            <ChoiceControl
              type="checkbox"
              id="keepSignedIn"
              name="keepSignedIn"
              checked={keepSignedIn}
              onChange={(e) => setKeepSignedIn(e.target.checked)}
              describedBy="keepSignedIn-help"
            />
            {t('login.keepSignedIn')}
          </Box>
          <Typography id="keepSignedIn-help" variant="body2" color="text.secondary" sx={{ pl: '33px' }}>
            {t('login.keepSignedInHelp')}
          </Typography>
        </div>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Box
            component={Link}
            href="/recuperar-senha"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('login.forgot')}
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('login.noAccount')} <Link href={withReturn('/cadastrar', returnTo)}>{t('login.signUp')}</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
