import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightGrid as Grid } from '@/src/ui/LightGrid';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost } from '@/src/client/session/auth-requests';
import { useRouter } from 'next/router';
import { resolveLocale } from '@/src/domain/locale';
import { LazyPhoneField as PhoneField } from '@/src/ui/LazyPhoneField';
import { FormAlert } from '@/src/features/auth/FormAlert';
import type { AccountComplement } from './account-types';
import { AddressFields, addressErrors, addressValues, type AddressValues } from './AddressFields';
import { complementRules } from './complement-rules';
import { DocumentFields, type DocumentValues } from './DocumentFields';
import { useAccountError } from './use-account-error';

interface Values {
  salutation: string;
  chosenName: string;
  phone: string;
  dateOfBirth: string;
  nationality: string;
  documents: DocumentValues[];
  address: AddressValues;
}

function initialValues(complement: AccountComplement): Values {
  return {
    salutation: complement.salutation ?? '',
    chosenName: complement.chosenName ?? '',
    // E.164 (older profiles are read as E.164 by the server); the field shows its country and national number.
    phone: complement.phone ?? '',
    dateOfBirth: complement.dateOfBirth ?? '',
    nationality: complement.nationality ?? '',
    documents: complement.documents.map((doc) => ({
      type: doc.type,
      value: doc.value,
      expirationDate: doc.expirationDate ?? '',
    })),
    address: addressValues(complement.addresses[0]),
  };
}

const sectionTitle = { fontWeight: 700, fontSize: '1.05rem', mt: 1 } as const;

/**
 * The user complement: salutation, chosen name, phone, date of birth, nationality, identity documents (type,
 * number, expiry) and the main address with CEP. Checked with the API's own zod schema before sending; every
 * field is optional, and "Skip" leaves without saving.
 */
export function ComplementForm({ complement, onDone }: { complement: AccountComplement; onDone: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  const locale = resolveLocale(useRouter().locale);
  const [values, setValues] = useState<Values>(() => initialValues(complement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void complementRules(), []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (
    name: 'chosenName' | 'dateOfBirth' | 'nationality',
    props: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <TextField
      id={name}
      name={name}
      label={t(`complement.${name}`)}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name] ? errorText(errors[name]) : hint}
      {...props}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const rules = await complementRules();
    const body = { ...values, address: { ...values.address, country: 'BR' } };
    const parsed = rules.complementSchema.safeParse(body);
    const today = new Date().toISOString().slice(0, 10);
    const found = parsed.success ? {} : rules.complementErrors(parsed.error);
    const future = rules.birthDateProblem(values.dateOfBirth || undefined, today);
    if (future) found.dateOfBirth = future;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('errors.checkFields'));
      document.getElementById(firstFieldId(Object.keys(found)[0] ?? ''))?.focus();
      return;
    }
    setBusy(true);
    const answer = await accountPost('/api/user/complement', body);
    if (!answer.ok) {
      setBusy(false);
      if (answer.error === 'VALIDATION' && answer.fields) {
        setErrors(answer.fields);
        setFormError(t('errors.checkFields'));
      } else setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    onDone();
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert error={formError} />
      <Stack spacing={2}>
        <Typography component="h2" sx={sectionTitle}>
          {t('complement.personal')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              id="salutation"
              name="salutation"
              select
              label={t('complement.salutation')}
              value={values.salutation}
              onChange={(e) => set('salutation', e.target.value)}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('complement.salutationNone')}</option>
              <option value="MRS">{t('complement.salutationMRS')}</option>
              <option value="MR">{t('complement.salutationMR')}</option>
              <option value="MX">{t('complement.salutationMX')}</option>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            {text(
              'chosenName',
              { autoComplete: 'nickname', slotProps: { htmlInput: { maxLength: 80 } } },
              t('complement.chosenNameHint'),
            )}
          </Grid>
          <Grid size={12}>
            <PhoneField
              id="phone"
              name="phone"
              label={t('complement.phone')}
              countryLabel={t('complement.phoneCountry')}
              value={values.phone}
              onChange={(phone) => set('phone', phone)}
              locale={locale}
              error={Boolean(errors.phone)}
              helperText={errors.phone ? errorText(errors.phone) : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('dateOfBirth', {
              type: 'date',
              autoComplete: 'bday',
              slotProps: { inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01' } },
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('nationality', { autoComplete: 'country-name', slotProps: { htmlInput: { maxLength: 60 } } })}
          </Grid>
        </Grid>

        <Typography component="h2" sx={sectionTitle}>
          {t('complement.documents')}
        </Typography>
        <DocumentFields
          documents={values.documents}
          errors={errors}
          onChange={(documents) => set('documents', documents)}
        />

        <Typography component="h2" sx={sectionTitle}>
          {t('complement.address')}
        </Typography>
        <AddressFields
          idPrefix="address"
          values={values.address}
          errors={addressErrors(errors, 'address')}
          onChange={(address) => set('address', address)}
        />

        <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={2} sx={{ pt: 1 }}>
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
            {busy ? t('complement.saving') : t('complement.save')}
          </Button>
          <Button type="button" variant="text" size="large" onClick={onDone} sx={{ minHeight: 48 }}>
            {t('complement.skip')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The input id of an error path (`address.zipCode` → `address-zipCode`, `documents.0.value` → `document-0-value`). */
function firstFieldId(path: string): string {
  if (path.startsWith('address.')) return `address-${path.slice(8)}`;
  const doc = /^documents\.(\d+)\.(\w+)$/.exec(path);
  return doc ? `document-${doc[1]}-${doc[2]}` : path;
}
