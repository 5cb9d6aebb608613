/**
 * The codes of createOrder's refusals of a customer's detail (docs/interfaces.md "Error codes"): one per field and
 * problem, `CUSTOMER_PHONE_INVALID`, `CUSTOMER_IDENTITY_DOCUMENT_INVALID`… Apart from the rules (./checkout-customer.ts,
 * with zod and libphonenumber-js) so the checkout page can route a refusal without loading them.
 */

/** The customer's fields (CheckoutCustomerInput's keys). */
export type CustomerField = 'name' | 'identityDocument' | 'identityDocumentType' | 'phone' | 'email';
/** Message keys, translated by the UI; the server turns them into codes (customerRefusalCode). */
export type CustomerFieldError = 'required' | 'fullName' | 'invalid';

const FIELDS: readonly CustomerField[] = ['name', 'identityDocument', 'identityDocumentType', 'phone', 'email'];

/** 'phone', 'invalid' → 'CUSTOMER_PHONE_INVALID'; 'identityDocument' → 'CUSTOMER_IDENTITY_DOCUMENT_…'. */
export function customerRefusalCode(field: CustomerField, error: CustomerFieldError): string {
  const name = field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
  return `CUSTOMER_${name}_${error === 'fullName' ? 'INVALID' : error.toUpperCase()}`;
}

/** The field and message key a refusal code names, for the page to show it at the field; null for other codes. */
export function customerFieldOfCode(code: string): { field: CustomerField; error: CustomerFieldError } | null {
  const match = /^CUSTOMER_([A-Z_]+)_(INVALID|REQUIRED)$/.exec(code);
  if (!match) return null;
  const field = match[1].toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (!(FIELDS as readonly string[]).includes(field)) return null;
  return { field: field as CustomerField, error: match[2] === 'REQUIRED' ? 'required' : 'invalid' };
}
