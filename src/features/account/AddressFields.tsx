import { LightGrid as Grid } from '@/src/ui/LightGrid';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useState } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { PostalPlace } from '@/src/features/address/use-cep-autofill';
import { clientOnly } from '@/src/ui/client-only';

const CepLookup = clientOnly(() => import('@/src/features/address/CepLookup').then((m) => m.CepLookup));
import { BRAZILIAN_STATES } from '@/src/domain/brazil/brazil-states';
import type { AccountAddress } from './account-types';
import { useAccountError } from './use-account-error';

export const EMPTY_ADDRESS: Required<Omit<AccountAddress, 'country'>> = {
  zipCode: '',
  street: '',
  number: '',
  addressLine2: '',
  neighborhood: '',
  city: '',
  state: '',
};
export type AddressValues = typeof EMPTY_ADDRESS;
type Field = keyof AddressValues;

interface Props {
  /** Prefix of the inputs' ids (two address blocks can share a page). */
  idPrefix: string;
  values: AddressValues;
  /** Codes by field name (`zipCode`, `street`…). */
  errors: Partial<Record<string, string>>;
  onChange: (values: AddressValues) => void;
}

/** A Brazilian address: CEP, street and number, complement, neighbourhood, city and state (UF); one column on phones. */
export function AddressFields({ idPrefix, values, errors, onChange }: Props) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  // A CEP typed here fills street, neighbourhood, city and state from our server's lookup (src/server/postal); the
  // lookup's code loads once a CEP is typed (the account page sits at its first-load budget).
  const [typedCep, setTypedCep] = useState('');
  const [cepNote, setCepNote] = useState<string | null>(null);
  const fill = (place: PostalPlace) =>
    onChange({
      ...values,
      street: place.street ?? values.street,
      neighborhood: place.district ?? values.neighborhood,
      city: place.city,
      state: place.state,
    });
  const field = (
    name: Field,
    autoComplete: string,
    size: { xs: number; sm: number },
    extra: Record<string, unknown> = {},
  ) => (
    <Grid size={size}>
      <TextField
        id={`${idPrefix}-${name}`}
        name={name}
        label={t(`address.${name}`)}
        value={values[name]}
        onChange={(e) => {
          if (name === 'zipCode') setTypedCep(e.target.value);
          onChange({ ...values, [name]: e.target.value });
        }}
        autoComplete={autoComplete}
        fullWidth
        error={Boolean(errors[name])}
        helperText={errors[name] ? errorText(errors[name]) : name === 'zipCode' ? (cepNote ?? undefined) : undefined}
        {...extra}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {typedCep.replace(/\D/g, '').length === 8 && <CepLookup zipCode={typedCep} onFound={fill} onNote={setCepNote} />}
      {field(
        'zipCode',
        'postal-code',
        { xs: 12, sm: 4 },
        { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 9 } } },
      )}
      {field('street', 'address-line1', { xs: 12, sm: 8 }, { slotProps: { htmlInput: { maxLength: 120 } } })}
      {field('number', 'off', { xs: 5, sm: 4 }, { slotProps: { htmlInput: { maxLength: 20 } } })}
      {field('addressLine2', 'address-line2', { xs: 7, sm: 8 }, { slotProps: { htmlInput: { maxLength: 80 } } })}
      {field('neighborhood', 'address-level3', { xs: 12, sm: 6 }, { slotProps: { htmlInput: { maxLength: 80 } } })}
      {field('city', 'address-level2', { xs: 8, sm: 4 }, { slotProps: { htmlInput: { maxLength: 80 } } })}
      <Grid size={{ xs: 4, sm: 2 }}>
        <TextField
          id={`${idPrefix}-state`}
          name="state"
          select
          label={t('address.state')}
          value={values.state}
          onChange={(e) => onChange({ ...values, state: e.target.value })}
          autoComplete="address-level1"
          fullWidth
          error={Boolean(errors.state)}
          helperText={errors.state ? errorText(errors.state) : undefined}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {BRAZILIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code}
            </option>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/** The address block's errors (`address.zipCode` → `zipCode`) from the API's or the schema's codes. */
export function addressErrors(fields: Record<string, string>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, code] of Object.entries(fields))
    if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = code;
  return found;
}

/** A stored address as the form's strings. */
export function addressValues(address: AccountAddress | undefined): AddressValues {
  return {
    ...EMPTY_ADDRESS,
    ...Object.fromEntries(
      Object.entries(address ?? {}).filter(([key, value]) => key !== 'country' && typeof value === 'string'),
    ),
  };
}
