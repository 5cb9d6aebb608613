import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useRouter } from 'next/router';
import { resolveLocale } from '@/src/domain/locale';
import { LazyPhoneField as PhoneField } from '@/src/ui/LazyPhoneField';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { AccountSection } from './AccountSection';
import { complementRules } from './complement-rules';
import { applySavedProfile } from './session-update';
import { useAccountSave } from './use-account-save';

/** Name and phone, saved together; the top bar's name follows at once (UPDATE_USER_PROFILE, session-update.ts). */
export function ProfileCard({ name: savedName, phone: savedPhone }: { name: string; phone: string | null }) {
  const { t } = useTranslation('account');
  const { save, errors, fieldError, formError, info, busy } = useAccountSave();
  const [name, setName] = useState(savedName);
  const locale = resolveLocale(useRouter().locale);
  // E.164 (older profiles are read as E.164 by the server); the field shows its country and national number.
  const [phone, setPhone] = useState(savedPhone ?? '');

  async function submit(event: FormEvent) {
    let cleanName = name.trim();
    const saved = await save(event, {
      check: async () => {
        const rules = await complementRules();
        const parsed = rules.accountProfileSchema.safeParse({ name, phone });
        if (parsed.success) cleanName = parsed.data.name;
        return parsed.success ? {} : rules.complementErrors(parsed.error);
      },
      fieldIds: { name: 'profile-name', phone: 'profile-phone' },
      path: '/api/user/contact',
      body: () => ({ name, phone }),
      savedText: t('profile.saved'),
    });
    if (saved) await applySavedProfile({ name: cleanName });
  }

  return (
    <AccountSection id="profile" title={t('profile.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert error={formError} info={info} />
        <Stack spacing={2}>
          <TextField
            id="profile-name"
            name="name"
            label={t('profile.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            required
            fullWidth
            error={Boolean(errors.name)}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <PhoneField
            id="profile-phone"
            name="phone"
            label={t('profile.phone')}
            countryLabel={t('profile.phoneCountry')}
            value={phone}
            onChange={setPhone}
            locale={locale}
            error={Boolean(errors.phone)}
            helperText={fieldError('phone') ?? t('profile.phoneHint')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {busy ? t('profile.saving') : t('profile.save')}
          </Button>
        </Stack>
      </Box>
    </AccountSection>
  );
}
