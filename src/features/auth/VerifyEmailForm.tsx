import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost } from '@/src/client/session/auth-requests';
import { broadcastSessionChange, refreshSession } from '@/src/client/session/session-store';
import { accountRules, type AccountRules } from './account-rules';
import { FormAlert } from './FormAlert';
import { useCountdown } from './use-countdown';
import { useErrorText } from './use-error-text';

/** A new code may be asked for once a minute (the server limits resends too). */
export const RESEND_COOL_DOWN_SECONDS = 60;

interface Props {
  /** The signed-in user's e-mail; null without a session (then the form asks for it). */
  email: string | null;
  onDone: () => void;
}

/** The 6-digit code (one field, the phone's number pad and one-time-code autofill), verify, and resend with a visible cool-down. */
export function VerifyEmailForm({ email: sessionEmail, onDone }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState(sessionEmail ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [coolDown, startCoolDown] = useCountdown();
  useEffect(() => void accountRules(), []);

  function check({ codeSchema, emailSchema }: AccountRules): { email?: string; code?: string } {
    const found: { email?: string; code?: string } = {};
    const mail = emailSchema.safeParse(email);
    if (!mail.success) found.email = mail.error.issues[0]?.message ?? 'EMAIL_INVALID';
    const digits = codeSchema.safeParse(code);
    if (!digits.success) found.code = digits.error.issues[0]?.message ?? 'CODE_FORMAT';
    setErrors(found);
    return found;
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setInfo(null);
    const found = check(await accountRules());
    if (found.email || found.code) {
      document.getElementById(found.email ? 'email' : 'code')?.focus();
      return;
    }
    setBusy(true);
    const answer = await accountPost('/api/user/verification-code/verify-code', { email, code: code.trim() });
    if (!answer.ok) {
      setBusy(false);
      if (answer.error === 'CODE_INVALID') setErrors({ code: 'CODE_INVALID' });
      else if (answer.error === 'VALIDATION' && answer.fields) setErrors(answer.fields);
      setFormError(errorText(answer.error === 'VALIDATION' ? 'VALIDATION' : answer.error, answer.retryAfter));
      return;
    }
    // The session's token looks at the e-mail's state again on its next read; other tabs read it too.
    await refreshSession();
    broadcastSessionChange();
    setInfo(t('verify.verified'));
    onDone();
  }

  async function resend() {
    setFormError(null);
    setInfo(null);
    const mail = (await accountRules()).emailSchema.safeParse(email);
    if (!mail.success) {
      setErrors({ email: 'EMAIL_INVALID' });
      document.getElementById('email')?.focus();
      return;
    }
    startCoolDown(RESEND_COOL_DOWN_SECONDS);
    const answer = await accountPost('/api/user/verification-code/send', { email: mail.data });
    if (answer.ok) setInfo(t('verify.resent'));
    else {
      if (answer.retryAfter) startCoolDown(answer.retryAfter);
      setFormError(errorText(answer.error, answer.retryAfter));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={verify}>
      <FormAlert error={formError} info={info} />
      <Stack spacing={2}>
        {!sessionEmail && (
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
          />
        )}
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
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? t('verify.submitting') : t('verify.submit')}
        </Button>
        <Button
          type="button"
          variant="text"
          onClick={() => void resend()}
          disabled={coolDown > 0}
          sx={{ minHeight: 44 }}
        >
          {coolDown > 0 ? t('verify.resendIn', { seconds: coolDown }) : t('verify.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
