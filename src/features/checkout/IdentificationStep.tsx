import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  checkoutCustomerSchema,
  customerFieldOfCode,
  type CustomerField,
} from '@/src/domain/customer/checkout-customer';
import {
  defaultDocumentType,
  documentTypesFor,
  formatDocument,
  isCustomerDocumentType,
  type CustomerDocumentType,
} from '@/src/domain/customer/identity-document';
import { resolveLocale } from '@/src/domain/locale';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { PhoneField } from '@/src/ui/PhoneField';
import { TextInput } from '@/src/ui/TextInput';
import { FormAlert } from '@/src/features/auth/FormAlert';

type Errors = Partial<Record<CustomerField, string>>;

/** The field a refusal of createOrder named (`?recusa=CUSTOMER_PHONE_INVALID`, see refusal-route.ts), to show at it. */
function refusedField(code: unknown): Errors {
  const found = typeof code === 'string' ? customerFieldOfCode(code) : null;
  return found ? { [found.field]: found.error } : {};
}

const DOCUMENT_INPUT: Record<CustomerDocumentType, { inputMode: 'numeric' | 'text'; autoCapitalize: string }> = {
  CPF: { inputMode: 'numeric', autoCapitalize: 'off' },
  PASSPORT: { inputMode: 'text', autoCapitalize: 'characters' },
  CNPJ: { inputMode: 'text', autoCapitalize: 'characters' },
};

/**
 * Who is buying: full name, the identity document (CPF, passport or CNPJ; the page's language picks the first one
 * offered, docs/business-rules.md "Identity document"), a phone of any country and the e-mail, checked by the rules
 * the server checks again (src/domain/customer/checkout-customer.ts). What is kept is the customer as stored: the
 * phone in E.164.
 */
export function IdentificationStep({
  state,
  update,
  onDone,
  formId,
  action,
}: {
  state: CheckoutState;
  update: (patch: Partial<CheckoutState> | ((current: CheckoutState) => Partial<CheckoutState>)) => void;
  onDone: () => void;
  formId: string;
  action: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const locale = resolveLocale(router.locale);
  const [errors, setErrors] = useState<Errors>(() => refusedField(router.query.recusa));
  const customer = state.customer;
  const documentType = isCustomerDocumentType(customer.identityDocumentType)
    ? customer.identityDocumentType
    : defaultDocumentType(locale);
  // From the state at the time of the change: the phone field may hand two values before the next render.
  const set = (patch: Partial<CheckoutState['customer']>) =>
    update((current) => ({ customer: { ...current.customer, ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkoutCustomerSchema.safeParse({ ...customer, identityDocumentType: documentType });
    if (result.success) {
      setErrors({});
      const stored = result.data;
      const type = stored.identityDocumentType as CustomerDocumentType;
      update({ customer: { ...stored, identityDocument: formatDocument(type, stored.identityDocument) } });
      onDone();
      return;
    }
    const found: Errors = {};
    for (const issue of result.error.issues) found[issue.path[0] as CustomerField] ??= issue.message;
    setErrors(found);
    const first = Object.keys(found)[0];
    document.getElementById(first === 'identityDocumentType' ? 'checkout-document-type' : `checkout-${first}`)?.focus();
  };

  const message = (field: CustomerField) => {
    const error = errors[field];
    if (!error) return undefined;
    return field === 'identityDocument'
      ? t(`errors.identityDocument.${documentType}.${error}`)
      : t(`errors.${field}.${error}`);
  };
  const text = (field: 'name' | 'email', type: string, autoComplete: string, inputMode?: 'email') => (
    <TextInput
      id={`checkout-${field}`}
      name={field}
      type={type}
      label={t(`identification.${field}`)}
      value={customer[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      required
      fullWidth
      error={!!errors[field]}
      helperText={message(field)}
      inputProps={{ autoComplete, inputMode, 'data-testid': `checkout-${field}`, maxLength: 120 }}
    />
  );

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
        {text('name', 'text', 'name')}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="checkout-document-type">
          <Typography
            component="legend"
            variant="body2"
            sx={{ fontWeight: 600, color: errors.identityDocumentType ? 'error.main' : 'text.secondary', p: 0 }}
          >
            {t('identification.documentType')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {documentTypesFor(locale).map((type, index) => (
              <Box
                key={type}
                component="label"
                htmlFor={index === 0 ? 'checkout-document-type' : `checkout-document-type-${type}`}
                sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', pr: 1 }}
              >
                <ChoiceControl
                  type="radio"
                  // The first choice carries the group's id: a refusal of the type focuses it.
                  id={index === 0 ? 'checkout-document-type' : `checkout-document-type-${type}`}
                  name="identityDocumentType"
                  checked={documentType === type}
                  onChange={() => {
                    setErrors(({ identityDocument: _, identityDocumentType: __, ...rest }) => rest);
                    set({ identityDocumentType: type });
                  }}
                />
                <Typography component="span" variant="body1">
                  {t(`identification.documentTypes.${type}`)}
                </Typography>
              </Box>
            ))}
          </Box>
          {errors.identityDocumentType && (
            <Typography variant="caption" color="error">
              {message('identityDocumentType')}
            </Typography>
          )}
        </Box>
        <TextInput
          id="checkout-identityDocument"
          name="identityDocument"
          label={t(`identification.document.${documentType}`)}
          value={customer.identityDocument}
          onChange={(event) => set({ identityDocument: event.target.value })}
          required
          fullWidth
          error={!!errors.identityDocument}
          helperText={message('identityDocument') ?? t(`identification.documentHint.${documentType}`)}
          inputProps={{
            autoComplete: 'off',
            ...DOCUMENT_INPUT[documentType],
            spellCheck: false,
            'data-testid': 'checkout-identityDocument',
            maxLength: 24,
          }}
        />
        <PhoneField
          id="checkout-phone"
          name="phone"
          label={t('identification.phone')}
          countryLabel={t('identification.phoneCountry')}
          value={customer.phone}
          onChange={(phone) => set({ phone })}
          locale={locale}
          required
          error={!!errors.phone}
          helperText={message('phone') ?? t('identification.phoneHint')}
          testId="checkout-phone"
        />
        {text('email', 'email', 'email', 'email')}
      </Box>
      {action}
    </Box>
  );
}
