import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { CheckoutAddress } from '@/src/domain/orders/checkout-steps';
import { isBrazilianStateCode } from '@/src/domain/brazil/validation';
import { useCepAutofill } from '@/src/features/address/use-cep-autofill';
import { TextInput } from '@/src/ui/TextInput';
import { formatCep } from './cep';

const EMPTY: CheckoutAddress = {
  zipCode: '',
  street: '',
  number: '',
  addressLine2: '',
  district: '',
  city: '',
  state: '',
  additionalInstructions: '',
};
type Field = keyof CheckoutAddress;

/** The fields of a shop's delivery address that are wrong or missing (a CEP has 8 digits; the state is its code). */
export function addressProblems(address: CheckoutAddress | null): Set<Field> {
  const a = { ...EMPTY, ...address };
  const problems = new Set<Field>();
  if (a.zipCode.replace(/\D/g, '').length !== 8) problems.add('zipCode');
  for (const field of ['street', 'number', 'district', 'city'] as const) if (!a[field].trim()) problems.add(field);
  if (!isBrazilianStateCode(a.state.trim().toUpperCase())) problems.add('state');
  return problems;
}

/**
 * A shop's delivery address; the quote prices its coverage fee (docs/business-rules.md "Delivery coverage and
 * fees"). A CEP typed here fills street, district, city and state from our server's lookup (never a provider's,
 * from the browser); a saved address picked above fills every field without a lookup.
 */
export function AddressFields({
  address,
  onChange,
  showErrors,
  instructionsOnly = false,
}: {
  address: CheckoutAddress | null;
  onChange: (address: CheckoutAddress) => void;
  showErrors: boolean;
  /** A saved address is chosen: only this order's instructions are asked. */
  instructionsOnly?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const a = { ...EMPTY, ...address };
  const problems = showErrors ? addressProblems(address) : new Set<Field>();
  // Only a CEP the shopper types is looked up: a saved address keeps the street it was saved with.
  const [typedCep, setTypedCep] = useState('');
  const cepNote = useCepAutofill(typedCep, (place) =>
    onChange({
      ...a,
      street: place.street ?? a.street,
      district: place.district ?? a.district,
      city: place.city,
      state: place.state,
    }),
  );
  const field = (
    name: Field,
    extra: { half?: boolean; inputMode?: 'numeric'; autoComplete: string; optional?: boolean; hint?: string | null },
  ) => (
    <TextInput
      id={`checkout-address-${name}`}
      label={t(`address.${name}`)}
      value={a[name] ?? ''}
      onChange={(e) => {
        const value =
          name === 'zipCode'
            ? formatCep(e.target.value)
            : name === 'state'
              ? e.target.value.toUpperCase().slice(0, 2)
              : e.target.value;
        if (name === 'zipCode') setTypedCep(value);
        onChange({ ...a, [name]: value });
      }}
      required={!extra.optional}
      fullWidth
      error={problems.has(name)}
      helperText={problems.has(name) ? t(`address.invalid.${name}`) : (extra.hint ?? undefined)}
      sx={{ gridColumn: extra.half ? 'span 1' : '1 / -1' }}
      inputProps={{
        'data-testid': `checkout-address-${name}`,
        inputMode: extra.inputMode,
        autoComplete: extra.autoComplete,
        maxLength: name === 'additionalInstructions' ? 300 : 120,
      }}
    />
  );
  if (instructionsOnly)
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        {field('additionalInstructions', { optional: true, autoComplete: 'off' })}
      </Box>
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('address.title')}
      </Typography>
      {field('zipCode', { half: true, inputMode: 'numeric', autoComplete: 'postal-code', hint: cepNote })}
      {field('number', { half: true, autoComplete: 'off' })}
      {field('street', { autoComplete: 'address-line1' })}
      {field('addressLine2', { optional: true, autoComplete: 'address-line2' })}
      {field('district', { autoComplete: 'address-level3' })}
      {field('city', { half: true, autoComplete: 'address-level2' })}
      {field('state', { half: true, autoComplete: 'address-level1' })}
      {field('additionalInstructions', { optional: true, autoComplete: 'off' })}
    </Box>
  );
}
