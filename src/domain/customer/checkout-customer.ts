/**
 * Who is buying (docs/business-rules.md "Customer"): full name, identity document (CPF, passport or CNPJ, see
 * ./identity-document.ts), phone (E.164, see ./phone-number.ts) and e-mail. One zod schema for the checkout's
 * identification step and for createOrder: the page asks for every field; the server checks every field it is
 * sent (an order placed through the API may carry less) and refuses with a code naming the field.
 */
import { z } from 'zod';
import { isValidEmail } from './email';
import { isFullName } from './full-name';
import {
  documentProblem,
  inferDocumentType,
  isCustomerDocumentType,
  normaliseDocument,
  type CustomerDocumentType,
} from './identity-document';
import { toE164 } from './phone-number';
import type { CustomerField, CustomerFieldError } from './customer-refusal';

export interface CheckoutCustomerInput {
  name: string;
  identityDocument: string;
  /** CPF, PASSPORT or CNPJ; empty until the shopper (or the page's language) chooses. */
  identityDocumentType: string;
  phone: string;
  email: string;
}

export type { CustomerField, CustomerFieldError } from './customer-refusal';
export type CustomerErrors = Partial<Record<CustomerField, CustomerFieldError>>;

/** What createOrder may send: any field, null for one not given. */
type SentCustomer = { [K in keyof CheckoutCustomerInput]?: string | null };

const typeOf = (customer: SentCustomer): string =>
  // Stryker disable next-line StringLiteral: any fallback that is no document type is read as none, as '' is
  (customer.identityDocumentType ?? '').trim().toUpperCase();

/**
 * What is wrong with each field. `complete` (the checkout page): every field is required and the name needs a
 * surname. Otherwise (the server) only what is sent is checked, and a document sent without its type is read as
 * the type its shape says (older clients sent CPFs alone).
 */
export function customerProblems(customer: SentCustomer, complete: boolean): CustomerErrors {
  const errors: CustomerErrors = {};
  const text = (field: CustomerField) => (customer[field] ?? '').trim();
  const check = (field: CustomerField, problem: () => CustomerFieldError | null) => {
    if (text(field) === '') {
      if (complete) errors[field] = 'required';
      return;
    }
    const found = problem();
    if (found) errors[field] = found;
  };
  check('name', () => (complete && !isFullName(text('name')) ? 'fullName' : null));
  const type = typeOf(customer);
  check('identityDocumentType', () => (isCustomerDocumentType(type) ? null : 'invalid'));
  if (!errors.identityDocumentType) {
    const documentType = isCustomerDocumentType(type) ? type : inferDocumentType(text('identityDocument'));
    check('identityDocument', () => documentProblem(documentType, text('identityDocument')));
  }
  check('phone', () => (toE164(text('phone')) ? null : 'invalid'));
  check('email', () => (isValidEmail(text('email')) ? null : 'invalid'));
  return errors;
}

/** The customer as stored: trimmed, the document's type named and its value normalised, the phone in E.164. */
export function normaliseCustomer<T extends Partial<CheckoutCustomerInput>>(customer: T): T & CheckoutCustomerInput {
  const document = (customer.identityDocument ?? '').trim();
  const type = typeOf(customer);
  const documentType: CustomerDocumentType | '' = isCustomerDocumentType(type)
    ? type
    : document
      ? inferDocumentType(document)
      : '';
  const phone = (customer.phone ?? '').trim();
  return {
    ...customer,
    name: (customer.name ?? '').trim().replace(/\s+/g, ' '),
    identityDocumentType: documentType,
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a document without a type is empty, and an empty one normalises to ''
    identityDocument: documentType && document ? normaliseDocument(documentType, document) : document,
    phone: phone ? (toE164(phone) ?? phone) : '',
    email: (customer.email ?? '').trim(),
  };
}

// Stryker disable next-line ObjectLiteral: detected (orderCustomerSchema below cannot be built: the module cannot load), not counted by the vitest runner
const fields = {
  name: z.string().max(200),
  identityDocument: z.string().max(40),
  identityDocumentType: z.string().max(20),
  phone: z.string().max(30),
  email: z.string().max(200),
};

const withProblems = (complete: boolean) => (customer: SentCustomer, ctx: z.RefinementCtx<unknown>) => {
  for (const [field, error] of Object.entries(customerProblems(customer, complete)))
    ctx.addIssue({ code: 'custom', path: [field], message: error });
};

/** The identification step: every field, checked; the answer is the customer as stored. */
export const checkoutCustomerSchema = z
  .object(fields)
  .superRefine(withProblems(true))
  .transform((customer) => normaliseCustomer(customer));

/** createOrder's customer: each field sent is checked (docs/interfaces.md "Orders"). */
export const orderCustomerSchema = z
  .object({
    name: fields.name.nullish(),
    identityDocument: fields.identityDocument.nullish(),
    identityDocumentType: fields.identityDocumentType.nullish(),
    phone: fields.phone.nullish(),
    email: fields.email.nullish(),
  })
  .superRefine(withProblems(false));

/** The checkout page's check of the customer step: {} when all is well. */
export function validateCheckoutCustomer(customer: CheckoutCustomerInput): CustomerErrors {
  return customerProblems(customer, true);
}

export { customerFieldOfCode, customerRefusalCode } from './customer-refusal';
