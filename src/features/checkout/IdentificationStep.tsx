import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { checkoutCustomerSchema, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { formatCpf } from '@/src/domain/brazil/validation';
import { formatPhone } from '@/src/domain/brazil/format';
import { TextInput } from '@/src/ui/TextInput';
import { FormAlert } from '@/src/features/auth/FormAlert';

type Field = keyof CheckoutState['customer'];
const FIELDS: {
  name: Exclude<Field, 'identityDocumentType'>;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'identityDocument', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/** Full name, CPF, phone and e-mail, checked by the rules the server checks again (checkout-steps.ts). */
export function IdentificationStep({
  state,
  update,
  onDone,
  formId,
  action,
}: {
  state: CheckoutState;
  update: (patch: Partial<CheckoutState>) => void;
  onDone: () => void;
  formId: string;
  action: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const customer = state.customer;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkoutCustomerSchema.safeParse(customer);
    if (result.success) {
      setErrors({});
      update({
        customer: {
          ...customer,
          identityDocument: formatCpf(customer.identityDocument),
          phone: formatPhone(customer.phone),
        },
      });
      onDone();
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    document.getElementById(`checkout-${Object.keys(found)[0]}`)?.focus();
  };

  const count = Object.keys(errors).length;
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
        <Typography variant="h6" component="h2">
          {t('identification.title')}
        </Typography>
        <FormAlert error={count ? t('errors.summary', { n: count }) : null} />
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            id={`checkout-${field.name}`}
            name={field.name}
            type={field.type}
            label={t(`identification.${field.name}`)}
            value={customer[field.name]}
            onChange={(event) => update({ customer: { ...customer, [field.name]: event.target.value } })}
            required
            fullWidth
            error={!!errors[field.name]}
            helperText={
              errors[field.name]
                ? t(`errors.${field.name}.${errors[field.name]}`)
                : field.name === 'identityDocument'
                  ? t('identification.cpfHint')
                  : undefined
            }
            inputProps={{
              autoComplete: field.autoComplete,
              inputMode: field.inputMode,
              'data-testid': `checkout-${field.name}`,
              maxLength: field.name === 'name' ? 120 : 80,
            }}
          />
        ))}
      </Box>
      {action}
    </Box>
  );
}
