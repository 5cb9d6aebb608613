/**
 * The customer of createOrder (docs/interfaces.md "Orders", customer documents): every field sent is checked with
 * the checkout's own rules (src/domain/customer/checkout-customer.ts) and a bad one refused with a code naming it
 * (`CUSTOMER_PHONE_INVALID`, `CUSTOMER_IDENTITY_DOCUMENT_INVALID`…) and `extensions.field`; what is stored is the
 * normalised customer: the document's type named, CPF and CNPJ without masks, the phone in E.164.
 */
import {
  customerProblems,
  customerRefusalCode,
  normaliseCustomer,
  type CustomerField,
} from '../../domain/customer/checkout-customer';
import type { OrderCustomer } from '../../domain/orders/order-types';
import { customerMessage } from '../i18n/customer-messages';
import type { Locale } from '../i18n/localize';
import { OrderError } from './order-error';
import type { OrderInput } from './order-input';

type SentCustomer = OrderInput['customer'];

const text = (value: string | null | undefined) => value ?? '';

function sentFields(c: NonNullable<SentCustomer>) {
  return {
    name: text(c.name),
    identityDocument: text(c.identityDocument),
    identityDocumentType: text(c.identityDocumentType),
    phone: text(c.phone),
    email: text(c.email),
  };
}

/** Throws the refusal of the first bad field (in the form's order), or returns when every field sent is good. */
export function refuseBadCustomer(customer: SentCustomer, locale: Locale): void {
  if (!customer) return;
  const problems = customerProblems(sentFields(customer), false);
  const [first] = Object.entries(problems) as [CustomerField, NonNullable<(typeof problems)[CustomerField]>][];
  if (!first) return;
  const [field, error] = first;
  throw new OrderError(customerRefusalCode(field, error), customerMessage(field, locale), {
    field: `customer.${field}`,
  });
}

/** The customer as the order stores it (checked before by refuseBadCustomer). */
export function orderCustomer(customer: SentCustomer): OrderCustomer | null {
  if (!customer) return null;
  const c = normaliseCustomer(sentFields(customer));
  const a = customer.address ?? {};
  return {
    name: c.name,
    identityDocument: c.identityDocument,
    identityDocumentType: c.identityDocumentType,
    phone: c.phone,
    email: c.email.toLowerCase(),
    address: {
      country: a.country ?? '',
      zipCode: a.zipCode ?? '',
      state: a.state ?? '',
      city: a.city ?? '',
      district: a.district ?? '',
      street: a.street ?? '',
      number: a.number ?? '',
      additionalInstructions: a.additionalInstructions ?? '',
      addressLine2: a.addressLine2?.trim() ?? '',
    },
  };
}
