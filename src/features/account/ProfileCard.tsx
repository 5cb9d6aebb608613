import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useTranslation } from 'next-i18next/pages';
import { accountPost } from '@/src/client/session/auth-requests';
import { formatPhone } from '@/src/domain/brazil/phone';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { AccountSection } from './AccountSection';
import { complementRules } from './complement-rules';
import { applySavedProfile } from './session-update';
import { useAccountError } from './use-account-error';

/** Name and phone, saved together; the top bar's name follows at once (UPDATE_USER_PROFILE, session-update.ts). */
export function ProfileCard({ name: savedName, phone: savedPhone }: { name: string; phone: string | null }) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  const [name, setName] = useState(savedName);
  const [phone, setPhone] = useState(savedPhone ? formatPhone(savedPhone) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setInfo(null);
    const rules = await complementRules();
    const parsed = rules.accountProfileSchema.safeParse({ name, phone });
    const found = parsed.success ? {} : rules.complementErrors(parsed.error);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.name ? 'profile-name' : 'profile-phone')?.focus();
      return;
    }
    setBusy(true);
    const answer = await accountPost('/api/user/contact', { name, phone });
    setBusy(false);
    if (!answer.ok) {
      if (answer.fields) setErrors(answer.fields);
      setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    setInfo(t('profile.saved'));
    await applySavedProfile({ name: parsed.success ? parsed.data.name : name.trim() });
  }

  return (
    <AccountSection id="profile" title={t('profile.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert error={formError} info={info} />
        <Stack spacing={2}>
          <TextField id="profile-name" name="name" label={t('profile.name')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required fullWidth error={Boolean(errors.name)} helperText={errors.name ? errorText(errors.name) : undefined} slotProps={{ htmlInput: { maxLength: 120 } }} />
          <TextField id="profile-phone" name="phone" type="tel" label={t('profile.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" fullWidth error={Boolean(errors.phone)} helperText={errors.phone ? errorText(errors.phone) : t('profile.phoneHint')} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
            {busy ? t('profile.saving') : t('profile.save')}
          </Button>
        </Stack>
      </Box>
    </AccountSection>
  );
}
