/**
 * The user complement (docs/business-rules.md "Entities", User: Complement) as one zod schema shared by
 * /completar-cadastro and POST /api/user/complement, with the saved addresses of the account page. Every failure
 * is an error code (`PHONE_INVALID`, `CEP_INVALID`…) translated by the screens from locales/…/account.json.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { isBrazilianStateCode } from '../brazil/brazil-states';
import { documentProblem, normaliseDocument, type CustomerDocumentType } from '../customer/identity-document';
import { toE164 } from '../customer/phone-number';

import { DOCUMENT_TYPES, MAX_ADDRESSES, MAX_DOCUMENTS, SALUTATIONS } from './complement-fields';

export { DOCUMENT_TYPES, MAX_ADDRESSES, MAX_DOCUMENTS, SALUTATIONS } from './complement-fields';
export type { DocumentType } from './complement-fields';

const EARLIEST_BIRTH = '1900-01-01';

/** Empty strings count as "not given" (a form sends every field). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
// A schema's `error` also names the failures of its own checks (zod 4): a check names a code only when it differs.
const optionalText = (max: number, code: string) =>
  z.preprocess(blankToUndefined, z.string({ error: code }).trim().max(max).optional());

// Stryker disable next-line ArrowFunction: detected (the schemas below cannot be built: the module cannot load), not counted by the vitest runner
const isoDay = (code: string) =>
  z
    .string({ error: code })
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => DateTime.fromISO(value).isValid);

export const cepSchema = z
  .string({ error: 'CEP_INVALID' })
  .trim()
  .regex(/^\d{5}-?\d{3}$/)
  .transform((value) => value.replace('-', ''));

export const addressSchema = z.object({
  zipCode: cepSchema,
  street: z.string({ error: 'STREET_REQUIRED' }).trim().min(1).max(120, { error: 'TOO_LONG' }),
  number: z.string({ error: 'NUMBER_REQUIRED' }).trim().min(1).max(20, { error: 'TOO_LONG' }),
  addressLine2: optionalText(80, 'TOO_LONG'),
  neighborhood: optionalText(80, 'TOO_LONG'),
  city: z.string({ error: 'CITY_REQUIRED' }).trim().min(1).max(80, { error: 'TOO_LONG' }),
  state: z.string({ error: 'STATE_INVALID' }).trim().toUpperCase().refine(isBrazilianStateCode),
  country: z.preprocess(blankToUndefined, z.string().trim().max(60, { error: 'TOO_LONG' }).default('BR')),
});
export type AddressInput = z.infer<typeof addressSchema>;

const CHECKED_DOCUMENTS: Partial<Record<string, CustomerDocumentType>> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  PASSPORT: 'PASSPORT',
};

/** A phone saved on the profile: any country's, stored as E.164 (a national number is read as Brazilian). */
const phoneSchema = z.string({ error: 'PHONE_INVALID' }).transform((value, ctx) => {
  const e164 = toE164(value, 'BR');
  if (!e164) ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
  return e164 ?? value;
});

export const identityDocumentSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES, { error: 'DOCUMENT_TYPE_INVALID' }),
    value: z.string({ error: 'DOCUMENT_REQUIRED' }).trim().min(1).max(40, { error: 'TOO_LONG' }),
    expirationDate: z.preprocess(blankToUndefined, isoDay('DATE_INVALID').optional()),
  })
  .superRefine((doc, ctx) => {
    // The documents checkout uses are checked as checkout checks them; the others (RG, CNH, RNE) have no national format.
    const checked = CHECKED_DOCUMENTS[doc.type];
    if (checked && documentProblem(checked, doc.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${checked}_INVALID` });
  })
  .transform((doc) => {
    const checked = CHECKED_DOCUMENTS[doc.type];
    return checked ? { ...doc, value: normaliseDocument(checked, doc.value) } : doc;
  });
export type IdentityDocumentInput = z.infer<typeof identityDocumentSchema>;

export const complementSchema = z.object({
  salutation: z.preprocess(blankToUndefined, z.enum(SALUTATIONS, { error: 'REQUIRED' }).optional()),
  chosenName: optionalText(80, 'TOO_LONG'),
  phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
  dateOfBirth: z.preprocess(
    blankToUndefined,
    isoDay('DATE_INVALID')
      .refine((value) => value >= EARLIEST_BIRTH)
      .optional(),
  ),
  nationality: optionalText(60, 'TOO_LONG'),
  documents: z.array(identityDocumentSchema).max(MAX_DOCUMENTS, { error: 'TOO_MANY' }).default([]),
  address: z.preprocess((value) => (isEmptyAddress(value) ? undefined : value), addressSchema.optional()),
});
export type ComplementInput = z.infer<typeof complementSchema>;

/** The form's empty address block (nothing typed) means "no address", not six errors. */
function isEmptyAddress(value: unknown): boolean {
  // undefined is no object: it goes through as it is, which is "no address" too.
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).every(
    ([key, field]) =>
      key === 'country' || field === undefined || field === null || (typeof field === 'string' && field.trim() === ''),
  );
}

/** A date of birth in the future is refused with the clock given (the schema itself has none). */
export function birthDateProblem(dateOfBirth: string | undefined, today: string): 'DATE_IN_FUTURE' | null {
  return dateOfBirth && dateOfBirth > today ? 'DATE_IN_FUTURE' : null;
}

/** Adding or removing one saved address on the account page. */
export const addAddressSchema = z.object({ address: addressSchema });
export const removeAddressSchema = z.object({
  index: z
    .number({ error: 'REQUIRED' })
    .int()
    .min(0)
    .max(MAX_ADDRESSES - 1),
});

/** Profile edit on the account page: the name (users.name) and the phone (the complement's, E.164). */
export const accountProfileSchema = z.object({
  name: z.string({ error: 'NAME_REQUIRED' }).trim().min(2).max(120, { error: 'NAME_TOO_LONG' }),
  phone: complementSchema.shape.phone,
});

/** Stored addresses: older rows hold one address object, newer ones the list (the first is the main address). */
export function addressList<T extends object>(stored: T | T[] | null | undefined): T[] {
  if (!stored) return [];
  return Array.isArray(stored) ? stored : [stored];
}

/** `{field.path: code}` for the first problem of each field. */
export function complementErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= /^[A-Z_]+$/.test(issue.message) ? issue.message : 'REQUIRED';
  }
  return fields;
}
