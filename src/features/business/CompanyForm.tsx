/**
 * The company's profile as a form: to create a company (with its CNPJ) or, for an admin, to change it (the CNPJ is
 * then shown, not edited: another CNPJ is another company). Every field says its own error; the entries stay as
 * typed whatever the answer.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAZILIAN_STATES } from '@/src/domain/brazil/brazil-states';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { usePageLocale } from '@/src/client/page-data';
import { runBusinessMutation, type BusinessOutcome } from './business-actions';
import { businessHref } from './BusinessLayout';
import { COMPANY_FIELD_IDS, profileInput, type CompanyValues } from './company-form-values';
import { useBusinessSave } from './use-business-save';

type Field = keyof CompanyValues;

const PATHS: Record<Field, string> = {
  cnpj: 'cnpj',
  legalName: 'legalName',
  tradeName: 'tradeName',
  stateRegistration: 'stateRegistration',
  invoiceEmail: 'invoiceEmail',
  postalCode: 'billingAddress.postalCode',
  street: 'billingAddress.street',
  number: 'billingAddress.number',
  complement: 'billingAddress.complement',
  district: 'billingAddress.district',
  city: 'billingAddress.city',
  state: 'billingAddress.state',
};

interface Props {
  /** Absent: a new company. */
  accountId?: string;
  initial: CompanyValues;
  /** The user belongs to other companies already (the new one's page then names it). */
  several?: boolean;
}

export function CompanyForm({ accountId, initial, several = false }: Props) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const locale = usePageLocale();
  const creating = !accountId;
  const [values, setValues] = useState<CompanyValues>(initial);
  const { save, fieldError, formError, info } = useBusinessSave();
  const [busy, setBusy] = useState(false);
  const prefix = creating ? 'new-' : '';
  const fieldIds = Object.fromEntries(
    Object.entries(COMPANY_FIELD_IDS)
      .filter(([path]) => !(path === 'cnpj' && !creating))
      .map(([path, id]) => [path, `${prefix}${id}`]),
  );

  async function submit(event: FormEvent) {
    setBusy(true);
    const saved = await save(event, {
      fieldIds,
      check: async () => {
        const { businessAccountSchema, businessProfileSchema, fieldCodes } =
          await import('@/src/domain/business/business-profile');
        const input = profileInput(values);
        const parsed = creating
          ? businessAccountSchema.safeParse({ ...input, cnpj: values.cnpj })
          : businessProfileSchema.safeParse(input);
        return parsed.success ? {} : fieldCodes(parsed.error);
      },
      send: async (): Promise<BusinessOutcome<{ id: string }>> => {
        if (creating) {
          const created = await runBusinessMutation(locale, (d) => d.CreateBusinessAccountDocument, {
            input: { ...profileInput(values), cnpj: values.cnpj },
          });
          return created.ok ? { ok: true, data: { id: created.data.createBusinessAccount._id } } : created;
        }
        const updated = await runBusinessMutation(locale, (d) => d.UpdateBusinessAccountDocument, {
          id: accountId,
          input: profileInput(values),
        });
        return updated.ok ? { ok: true, data: { id: accountId } } : updated;
      },
      savedText: () => t(creating ? 'profile.created' : 'profile.saved'),
    });
    setBusy(false);
    if (!saved) return;
    // The page's server data (team, switcher) follows the change.
    await router.replace(
      creating
        ? `/empresa?conta=${encodeURIComponent(saved.id)}&criada=1`
        : businessHref('/empresa', saved.id, several),
      undefined,
      { scroll: creating },
    );
  }

  const field = (name: Field, extra: Record<string, unknown> = {}) => ({
    id: fieldIds[PATHS[name]] ?? `${prefix}company-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(fieldError(PATHS[name])),
    helperText: fieldError(PATHS[name]),
    fullWidth: true,
    ...extra,
  });

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } };
  const span = (n: number) => ({ gridColumn: { xs: 'auto', sm: `span ${n}` } });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={`${prefix}company-form-alert`}>
      <Box id={`${prefix}company-form-alert`}>
        <FormAlert error={formError} info={info} />
      </Box>
      {!creating && (
        <Typography sx={{ mb: 2 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('profile.cnpj')}:
          </Box>{' '}
          <strong>{formatCnpj(values.cnpj)}</strong>
        </Typography>
      )}
      <Box sx={grid}>
        {creating && (
          <Box sx={span(3)}>
            <TextField
              {...field('cnpj')}
              label={t('profile.cnpj')}
              required
              onChange={(event) => setValues({ ...values, cnpj: formatCnpj(event.target.value) })}
              helperText={fieldError('cnpj') ?? t('profile.cnpjHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 18 } }}
            />
          </Box>
        )}
        <Box sx={span(creating ? 3 : 6)}>
          <TextField
            {...field('stateRegistration')}
            label={t('profile.stateRegistration')}
            helperText={fieldError('stateRegistration') ?? t('profile.stateRegistrationHint')}
            slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }}
          />
        </Box>
        <Box sx={span(6)}>
          <TextField
            {...field('legalName')}
            label={t('profile.legalName')}
            required
            slotProps={{ htmlInput: { maxLength: 150, autoComplete: 'organization' } }}
          />
        </Box>
        <Box sx={span(3)}>
          <TextField
            {...field('tradeName')}
            label={t('profile.tradeName')}
            required
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
          />
        </Box>
        <Box sx={span(3)}>
          <TextField
            {...field('invoiceEmail')}
            type="email"
            label={t('profile.invoiceEmail')}
            required
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email', inputMode: 'email' } }}
          />
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        {t('profile.billingAddress')}
      </Typography>
      <Box sx={grid}>
        <Box sx={span(2)}>
          <TextField
            {...field('postalCode')}
            label={t('profile.postalCode')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'postal-code' } }}
          />
        </Box>
        <Box sx={span(4)}>
          <TextField
            {...field('street')}
            label={t('profile.street')}
            required
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'address-line1' } }}
          />
        </Box>
        <Box sx={span(2)}>
          <TextField
            {...field('number')}
            label={t('profile.number')}
            required
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
        </Box>
        <Box sx={span(4)}>
          <TextField
            {...field('complement')}
            label={t('profile.complement')}
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'address-line2' } }}
          />
        </Box>
        <Box sx={span(2)}>
          <TextField
            {...field('district')}
            label={t('profile.district')}
            required
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'address-level3' } }}
          />
        </Box>
        <Box sx={span(3)}>
          <TextField
            {...field('city')}
            label={t('profile.city')}
            required
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'address-level2' } }}
          />
        </Box>
        <Box sx={span(1)}>
          <TextField {...field('state')} select label={t('profile.state')} required>
            <option value="">—</option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ mt: 3, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
      >
        {creating
          ? busy
            ? t('profile.creating')
            : t('profile.create')
          : busy
            ? t('profile.saving')
            : t('profile.save')}
      </Button>
    </Box>
  );
}
