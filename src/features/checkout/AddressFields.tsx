import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { CheckoutAddress } from '@/src/domain/orders/checkout-steps';
import { isBrazilianStateCode } from '@/src/domain/brazil/validation';
import { TextInput } from '@/src/ui/TextInput';
import { formatCep } from './cep';

const EMPTY: CheckoutAddress = {
  zipCode: '',
  street: '',
  number: '',
  district: '',
  city: '',
  state: '',
  additionalInstructions: '',
};
type Field = keyof CheckoutAddress;

/** The fields of a shop's delivery address that are wrong or missing (a CEP has 8 digits; the state is its code). */
export function addressProblems(address: CheckoutAddress | null): Set<Field> {
  const a = address ?? EMPTY;
  const problems = new Set<Field>();
  if (a.zipCode.replace(/\D/g, '').length !== 8) problems.add('zipCode');
  for (const field of ['street', 'number', 'district', 'city'] as const) if (!a[field].trim()) problems.add(field);
  if (!isBrazilianStateCode(a.state.trim().toUpperCase())) problems.add('state');
  return problems;
}

/** "01310-100" while typing. */

/** A shop's delivery address; the quote prices its coverage fee (docs/business-rules.md "Delivery coverage and fees"). */
export function AddressFields({
  address,
  onChange,
  showErrors,
}: {
  address: CheckoutAddress | null;
  onChange: (address: CheckoutAddress) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('checkout');
  const a = address ?? EMPTY;
  const problems = showErrors ? addressProblems(address) : new Set<Field>();
  const field = (
    name: Field,
    extra: { half?: boolean; inputMode?: 'numeric'; autoComplete: string; optional?: boolean },
  ) => (
    <TextInput
      id={`checkout-address-${name}`}
      label={t(`address.${name}`)}
      value={a[name]}
      onChange={(e) =>
        onChange({
          ...a,
          [name]:
            name === 'zipCode'
              ? formatCep(e.target.value)
              : name === 'state'
                ? e.target.value.toUpperCase().slice(0, 2)
                : e.target.value,
        })
      }
      required={!extra.optional}
      fullWidth
      error={problems.has(name)}
      helperText={problems.has(name) ? t(`address.invalid.${name}`) : undefined}
      sx={{ gridColumn: extra.half ? 'span 1' : '1 / -1' }}
      inputProps={{
        'data-testid': `checkout-address-${name}`,
        inputMode: extra.inputMode,
        autoComplete: extra.autoComplete,
        maxLength: name === 'additionalInstructions' ? 300 : 120,
      }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('address.title')}
      </Typography>
      {field('zipCode', { half: true, inputMode: 'numeric', autoComplete: 'postal-code' })}
      {field('number', { half: true, autoComplete: 'address-line2' })}
      {field('street', { autoComplete: 'address-line1' })}
      {field('district', { autoComplete: 'address-level3' })}
      {field('city', { half: true, autoComplete: 'address-level2' })}
      {field('state', { half: true, autoComplete: 'address-level1' })}
      {field('additionalInstructions', { optional: true, autoComplete: 'off' })}
    </Box>
  );
}
