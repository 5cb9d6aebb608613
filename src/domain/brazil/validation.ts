/**
 * Input validation (docs/business-rules.md "Brazilian formats"): timestamps, CPF, Brazilian states,
 * phone, e-mail and the customer data checkout asks for. The rules live in
 * iso-timestamp.ts, cpf.ts and brazil-states.ts and are re-exported here.
 */
import { isValidCpf } from './cpf';
import { parseBrazilianPhone } from './phone';

export {
  isIsoTimestamp,
  isLooseIsoTimestamp,
  isoTimestampSchema,
  looseIsoTimestampSchema,
  toIsoTimestamp,
} from '../time/iso-timestamp';
export { cpfDigits, formatCpf, isValidCpf } from './cpf';
export {
  BRAZILIAN_STATES,
  brazilianStateName,
  findBrazilianState,
  isBrazilianStateCode,
  type BrazilianState,
} from './brazil-states';

// One '@', no spaces, a dot in the domain: what a mail server would accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A full name has at least two words (given name and surname). */
export function isFullName(value: string): boolean {
  return /\S\s+\S/.test(value);
}

export interface CheckoutCustomerInput {
  name: string;
  identityDocument: string;
  identityDocumentType: string;
  phone: string;
  email: string;
}

/** Message keys, translated by the UI (the texts are not part of the spec). */
export type CustomerFieldError = 'required' | 'fullName' | 'invalid';
export type CustomerErrors = Partial<Record<keyof CheckoutCustomerInput, CustomerFieldError>>;

/**
 * Checks the customer step of checkout: full name, CPF, phone, e-mail.
 * Only a CPF is checked digit by digit; other documents (a traveller's
 * passport) only need to be present. Returns {} when all is well.
 */
export function validateCheckoutCustomer(customer: CheckoutCustomerInput): CustomerErrors {
  const errors: CustomerErrors = {};
  const check = (field: keyof CheckoutCustomerInput, ok: boolean, error: CustomerFieldError): void => {
    if (customer[field].trim() === '') errors[field] = 'required';
    else if (!ok) errors[field] = error;
  };
  check('name', isFullName(customer.name), 'fullName');
  const isCpf = customer.identityDocumentType.toUpperCase() === 'CPF';
  check('identityDocument', !isCpf || isValidCpf(customer.identityDocument), 'invalid');
  check('phone', parseBrazilianPhone(customer.phone) !== null, 'invalid');
  check('email', isValidEmail(customer.email), 'invalid');
  return errors;
}
