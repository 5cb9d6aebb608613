/**
 * Input validation (docs/business-rules.md "Brazilian formats"): timestamps, CPF, Brazilian states and e-mail.
 * The rules live in iso-timestamp.ts, cpf.ts, brazil-states.ts and ../customer/email.ts and are re-exported here.
 */
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

export { isValidEmail } from '../customer/email';
export { isFullName } from '../customer/full-name';
/** The customer step's rules moved to src/domain/customer/checkout-customer.ts (they are no longer Brazilian only). */
export type { CheckoutCustomerInput, CustomerErrors, CustomerFieldError } from '../customer/checkout-customer';
