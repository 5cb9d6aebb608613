import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { accountPost } from '@/src/client/session/auth-requests';
import { accountRules } from '@/src/features/auth/account-rules';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { PasswordField } from '@/src/features/auth/PasswordField';
import { AccountSection } from './AccountSection';
import { useAccountError } from './use-account-error';

/** Password change: the current password and the new one (the API's rules); both fields are emptied after success. */
export function PasswordCard() {
  const { t } = useTranslation(['account', 'auth']);
  const errorText = useAccountError();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setInfo(null);
    const rules = await accountRules();
    const parsed = rules.changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
    const found = parsed.success ? {} : rules.fieldErrors(parsed.error);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.currentPassword ? 'currentPassword' : 'newPassword')?.focus();
      return;
    }
    setBusy(true);
    const answer = await accountPost('/api/user/password', { currentPassword: current, newPassword: next });
    setBusy(false);
    if (!answer.ok) {
      if (answer.error === 'WRONG_PASSWORD') setErrors({ currentPassword: 'WRONG_PASSWORD' });
      else if (answer.fields) setErrors(answer.fields);
      setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    setCurrent('');
    setNext('');
    setInfo(t('password.changed'));
  }

  return (
    <AccountSection id="password" title={t('password.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert error={formError} info={info} />
        <Stack spacing={2}>
          <PasswordField id="currentPassword" label={t('password.current')} value={current} onChange={setCurrent} error={errors.currentPassword ? errorText(errors.currentPassword) : undefined} autoComplete="current-password" />
          <PasswordField id="newPassword" label={t('password.new')} value={next} onChange={setNext} error={errors.newPassword ? errorText(errors.newPassword) : undefined} hint={t('auth:field.passwordRule')} autoComplete="new-password" />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
            {busy ? t('password.saving') : t('password.save')}
          </Button>
        </Stack>
      </Box>
    </AccountSection>
  );
}
