import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatDocument, isCustomerDocumentType } from '@/src/domain/customer/identity-document';
import { displayPhone } from '@/src/domain/customer/phone-number';
import type { CheckoutCustomerInput } from '@/src/domain/customer/checkout-customer';

/**
 * The review's "who is buying": the name, the document named by its type ("Passport 123456789"), and the phone as
 * people read it (a Brazilian number as SPEC says, any other in the international format) with the e-mail.
 */
export function CustomerLines({ customer }: { customer: CheckoutCustomerInput }) {
  const { t } = useTranslation('checkout');
  const type = customer.identityDocumentType;
  const document = isCustomerDocumentType(type)
    ? `${t(`identification.documentTypes.${type}`)} ${formatDocument(type, customer.identityDocument)}`
    : customer.identityDocument;
  return (
    <Box data-testid="checkout-review-customer" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        {customer.name} · {document}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {displayPhone(customer.phone)} · {customer.email}
      </Typography>
    </Box>
  );
}
