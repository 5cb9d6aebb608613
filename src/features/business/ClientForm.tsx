/** A saved client's form (new or edit): name, a phone of any country, e-mail, the language they are told in, notes. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import { usePageLocale } from '@/src/client/page-data';
import { LOCALES, resolveLocale } from '@/src/domain/locale';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { LazyPhoneField as PhoneField } from '@/src/ui/LazyPhoneField';
import { TextArea } from '@/src/ui/TextArea';
import type { BusinessClientFieldsFragment } from './business-client-fields.generated';
import { runBusinessMutation } from './business-actions';
import { useBusinessSave } from './use-business-save';

type Client = BusinessClientFieldsFragment;

interface Props {
  accountId: string;
  /** Null: a new client. */
  client: Client | null;
  onSaved: (client: Client) => void;
  onCancel?: () => void;
}

const EMPTY = { name: '', phone: '', email: '', language: 'pt-BR', notes: '' };

export function ClientForm({ accountId, client, onSaved, onCancel }: Props) {
  const { t } = useTranslation('business');
  const locale = resolveLocale(usePageLocale());
  const prefix = client ? `client-${client._id}` : 'client-new';
  const initial = client
    ? {
        name: client.name,
        phone: client.phone ?? '',
        email: client.email ?? '',
        language: client.language,
        notes: client.notes,
      }
    : { ...EMPTY, language: locale };
  const [values, setValues] = useState(initial);
  // A new form after each save: the phone field keeps its own text and country.
  const [generation, setGeneration] = useState(0);
  const { save, fieldError, formError, info, busy } = useBusinessSave();
  const ids = {
    name: `${prefix}-name`,
    phone: `${prefix}-phone`,
    email: `${prefix}-email`,
    language: `${prefix}-language`,
  };

  async function submit(event: FormEvent) {
    const saved = await save(event, {
      fieldIds: ids,
      check: async () => {
        const [{ businessClientSchema }, { fieldCodes }] = await Promise.all([
          import('@/src/domain/business/business-client'),
          import('@/src/domain/business/business-profile'),
        ]);
        const parsed = businessClientSchema.safeParse(values);
        return parsed.success ? {} : fieldCodes(parsed.error);
      },
      send: () =>
        runBusinessMutation(locale, (d) => d.SaveBusinessClientDocument, {
          accountId,
          clientId: client?._id ?? null,
          input: {
            name: values.name,
            phone: values.phone,
            email: values.email || null,
            language: values.language,
            notes: values.notes,
          },
        }),
    });
    if (!saved) return;
    if (!client) {
      setValues({ ...EMPTY, language: locale });
      setGeneration((n) => n + 1);
    }
    onSaved(saved.saveBusinessClient);
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <Box component="form" noValidate onSubmit={submit} key={generation}>
      <FormAlert error={formError} info={info} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={ids.name}
          name="name"
          label={t('clients.name')}
          value={values.name}
          onChange={set('name')}
          required
          fullWidth
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name')}
          slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
        />
        <TextField
          id={ids.email}
          name="email"
          type="email"
          label={t('clients.email')}
          value={values.email}
          onChange={set('email')}
          fullWidth
          error={Boolean(fieldError('email'))}
          helperText={fieldError('email')}
          slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off', inputMode: 'email' } }}
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <PhoneField
            id={ids.phone}
            name="phone"
            label={t('clients.phone')}
            countryLabel={t('clients.phoneCountry')}
            value={values.phone}
            onChange={(phone) => setValues((v) => ({ ...v, phone }))}
            locale={locale}
            required
            error={Boolean(fieldError('phone'))}
            helperText={fieldError('phone')}
          />
        </Box>
        <TextField
          id={ids.language}
          name="language"
          select
          label={t('clients.language')}
          value={values.language}
          onChange={set('language')}
          fullWidth
          error={Boolean(fieldError('language'))}
          helperText={fieldError('language')}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`clients.languages.${code}`)}
            </option>
          ))}
        </TextField>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextArea
            label={t('clients.notes')}
            value={values.notes}
            onChange={set('notes')}
            maxLength={500}
            helperText={fieldError('notes') ?? t('clients.notesHint')}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          {busy ? t('clients.saving') : t('clients.save')}
        </Button>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
            {t('clients.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
