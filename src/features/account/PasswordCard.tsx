import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { forgetSessionIdToken } from '@/src/client/session/id-token';
import { broadcastSessionChange, refreshSession } from '@/src/client/session/session-store';
import { accountRules } from '@/src/features/auth/account-rules';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { PasswordField } from '@/src/features/auth/PasswordField';
import { AccountSection } from './AccountSection';
import { useAccountSave } from './use-account-save';

/**
 * Password change: the current password and the new one (the API's rules); both fields are emptied after success.
 * The change ends every session and renews this browser's cookie, so the session (and its ID token) is read again
 * here and in the other tabs.
 */
export function PasswordCard() {
  const { t } = useTranslation(['account', 'auth']);
  const { save, fieldError, formError, info, busy } = useAccountSave();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  async function submit(event: FormEvent) {
    const saved = await save(event, {
      check: async () => {
        const rules = await accountRules();
        const parsed = rules.changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
        return parsed.success ? {} : rules.fieldErrors(parsed.error);
      },
      fieldIds: { currentPassword: 'currentPassword', newPassword: 'newPassword' },
      path: '/api/user/password',
      body: () => ({ currentPassword: current, newPassword: next }),
      refusedFields: (answer) =>
        answer.error === 'WRONG_PASSWORD' ? { currentPassword: 'WRONG_PASSWORD' } : undefined,
      savedText: t('password.changed'),
    });
    if (!saved) return;
    forgetSessionIdToken();
    void refreshSession();
    broadcastSessionChange();
    setCurrent('');
    setNext('');
  }

  return (
    <AccountSection id="password" title={t('password.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert error={formError} info={info} />
        <Stack spacing={2}>
          <PasswordField
            id="currentPassword"
            label={t('password.current')}
            value={current}
            onChange={setCurrent}
            error={fieldError('currentPassword')}
            autoComplete="current-password"
          />
          <PasswordField
            id="newPassword"
            label={t('password.new')}
            value={next}
            onChange={setNext}
            error={fieldError('newPassword')}
            hint={t('auth:field.passwordRule')}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {busy ? t('password.saving') : t('password.save')}
          </Button>
        </Stack>
      </Box>
    </AccountSection>
  );
}
