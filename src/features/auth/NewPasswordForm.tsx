import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import { StatusAlert } from '@/src/ui/StatusAlert';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost } from '@/src/client/session/auth-requests';
import { accountRules } from './account-rules';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { useErrorText } from './use-error-text';

type Proof = { kind: 'code'; email: string } | { kind: 'token'; token: string };

/**
 * A new password after a reset, proven by the 6-digit code of the mail (with the e-mail it was sent to) or by the
 * mail's link. A wrong, expired or used proof says so with a link to ask again; success offers the sign-in.
 */
export function NewPasswordForm({ proof, children }: { proof: Proof; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => void accountRules(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setExpired(false);
    const { codeSchema, passwordSchema } = await accountRules();
    const found: { code?: string; password?: string } = {};
    if (proof.kind === 'code') {
      const digits = codeSchema.safeParse(code);
      if (!digits.success) found.code = digits.error.issues[0]?.message ?? 'CODE_FORMAT';
    }
    const chosen = passwordSchema.safeParse(password);
    if (!chosen.success) found.password = chosen.error.issues[0]?.message ?? 'PASSWORD_TOO_SHORT';
    setErrors(found);
    if (found.code || found.password) {
      setFormError(t('errors.checkFields'));
      document.getElementById(found.code ? 'code' : 'newPassword')?.focus();
      return;
    }
    setBusy(true);
    const body = proof.kind === 'code' ? { email: proof.email, code, password } : { token: proof.token, password };
    const answer = await accountPost('/api/user/password-reset/confirm', body);
    setBusy(false);
    if (answer.ok) {
      setDone(true);
      return;
    }
    if (answer.error === 'CODE_INVALID') setErrors({ code: 'CODE_INVALID' });
    else if (answer.error === 'VALIDATION' && answer.fields)
      setErrors({ code: answer.fields.code, password: answer.fields.password });
    setExpired(answer.error === 'TOKEN_INVALID' || answer.error === 'CODE_INVALID');
    setFormError(errorText(answer.error, answer.retryAfter));
  }

  if (done) {
    return (
      <Stack spacing={2}>
        <div role="alert" aria-atomic="true">
          <StatusAlert severity="success" role="none">
            {t('recover.done')}
          </StatusAlert>
        </div>
        <Button component={Link} href="/login" variant="contained" size="large" sx={{ minHeight: 48 }}>
          {t('recover.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert error={formError} />
      {expired && (
        <Box sx={{ mt: -1, mb: 2 }}>
          <Box
            component={Link}
            href="/recuperar-senha"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('recover.askAgain')}
          </Box>
        </Box>
      )}
      <Stack spacing={2}>
        {children}
        {proof.kind === 'code' && (
          <TextField
            id="code"
            name="code"
            label={t('field.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            autoComplete="one-time-code"
            required
            fullWidth
            error={Boolean(errors.code)}
            helperText={errors.code ? errorText(errors.code) : t('verify.codeHelp')}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: 6,
                style: { letterSpacing: '0.3em', fontSize: '1.25rem' },
              },
            }}
          />
        )}
        <PasswordField
          id="newPassword"
          label={t('recover.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.password ? errorText(errors.password) : undefined}
          hint={t('field.passwordRule')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? t('recover.saving') : t('recover.save')}
        </Button>
      </Stack>
    </Box>
  );
}
