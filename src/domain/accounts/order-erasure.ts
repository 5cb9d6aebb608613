/**
 * LGPD deletion of an account (docs/decisions.md "LGPD deletion: what an order keeps"): what is left of the
 * orders of a deleted account. The sale itself stays — number, dates, lines, prices, discount, fees, total, payment
 * method and the gateway's reference, status history — because tax and commercial law make the company keep the
 * records of its sales for five years (CTN arts. 173 and 195, Código Civil art. 1.194) and LGPD art. 16 I lets it
 * keep what a legal duty requires. Who bought is erased: name, e-mail, phone, CPF or passport, street address.
 * Kept: a CNPJ (a company buyer is not a natural person, so not personal data under LGPD art. 5 I, and its invoice
 * must name it), and the destination's country and state (the interstate ICMS share, DIFAL, is computed by
 * destination state; a state names nobody).
 */
import type { OrderCustomer, OrderParam } from '../orders/order-types';

/** Document types an erased order keeps: those of legal entities. */
export const KEPT_DOCUMENT_TYPES: readonly string[] = ['CNPJ'];

export function erasedCustomer(customer: OrderCustomer | null): OrderCustomer | null {
  if (!customer) return null;
  // Stryker disable next-line StringLiteral: any fallback that is not CNPJ erases the document, as '' does
  const keepDocument = KEPT_DOCUMENT_TYPES.includes(customer.identityDocumentType?.trim().toUpperCase() ?? '');
  return {
    name: '',
    email: '',
    phone: '',
    identityDocument: keepDocument ? customer.identityDocument : '',
    identityDocumentType: keepDocument ? customer.identityDocumentType : '',
    address: {
      country: customer.address?.country ?? '',
      state: customer.address?.state ?? '',
      city: '',
      district: '',
      street: '',
      number: '',
      zipCode: '',
      additionalInstructions: '',
    },
  };
}

/** Gate delivery keeps where and when (terminal, gate, boarding time: the service given), not the traveller's flight. */
export function erasedGateDelivery<T extends { flightNumber: string }>(gate: T | null): T | null {
  return gate ? { ...gate, flightNumber: '' } : null;
}

/** The order's params the storefront itself writes that name nobody (where the order came from). */
export const KEPT_PARAM_KEYS: readonly string[] = ['Ambiente'];

/** An attendant's order names its customer in `customerName` (src/features/checkout/checkout-order-input.ts). */
export const ATTENDANT_PARAM_KEY = 'customerName';

/**
 * Params keep their keys (the shape of the order) but lose their values, except the storefront's own that name
 * nobody: a client may send any key, and the attendant's `customerName` is a person's name.
 */
export function erasedParams(params: readonly OrderParam[] | null | undefined): OrderParam[] {
  return (params ?? []).map((param) =>
    KEPT_PARAM_KEYS.includes(param.key) ? { ...param } : { key: param.key, value: '' },
  );
}

/** Whether a staff member placed this order in attendant mode, for a customer at the counter (not for themselves). */
export function isAttendantOrder(params: readonly OrderParam[] | null | undefined): boolean {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback has no key, so it is no attendant's mark
  return (params ?? []).some((param) => param.key === ATTENDANT_PARAM_KEY && param.value.trim() !== '');
}
