/**
 * A company's profile (docs/business-rules.md "Company buyers"): its CNPJ with both check digits right, legal and
 * trade names, the billing address an invoice needs (district included), the e-mail invoices go to and, when it
 * has one, its state registration. One zod schema for the page's check and the server's; every failure is an error
 * code (`CNPJ_INVALID`, `CEP_INVALID`…) the screens translate at the field.
 */
import { z } from 'zod';
import { notGiven } from './not-given';
import { isBrazilianStateCode } from '../brazil/brazil-states';
import { cnpjCharacters, isValidCnpj } from '../brazil/cnpj';
import { isValidEmail } from '../customer/email';

// A schema's `error` also names the failures of its own checks (zod 4): a check names a code only when it differs.
const required = (code: string, max: number) => z.string({ error: code }).trim().min(1).max(max, { error: 'TOO_LONG' });

/**
 * The CNPJ as its 14 digits. A CNPJ with letters (issued since July 2026) passes the check digits but is not taken
 * yet: business accounts store digits only (the table's check), so it is refused by a code of its own.
 */
export const cnpjSchema = z
  .string({ error: 'CNPJ_REQUIRED' })
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const characters = cnpjCharacters(value);
    if (!characters || !isValidCnpj(value)) {
      ctx.addIssue({ code: 'custom', message: 'CNPJ_INVALID' });
      return z.NEVER;
    }
    if (/[A-Z]/.test(characters)) {
      ctx.addIssue({ code: 'custom', message: 'CNPJ_LETTERS_UNSUPPORTED' });
      return z.NEVER;
    }
    return characters;
  });

/**
 * State registration (inscrição estadual): its digits (2 to 14, the lengths the states use), typed with or
 * without punctuation, or ISENTO for a company exempt from it. Each state's own check digits are not verified.
 */
export const stateRegistrationSchema = z.preprocess(
  notGiven,
  z
    .string({ error: 'STATE_REGISTRATION_INVALID' })
    .trim()
    .transform((value, ctx) => {
      if (/^isento$/i.test(value)) return 'ISENTO';
      const digits = value.replace(/[.\-/\s]/g, '');
      if (!/^\d{2,14}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: 'STATE_REGISTRATION_INVALID' });
        return z.NEVER;
      }
      return digits;
    })
    .optional(),
);

export const billingAddressSchema = z.object({
  postalCode: z
    .string({ error: 'CEP_INVALID' })
    .trim()
    .regex(/^\d{5}-?\d{3}$/)
    .transform((value) => value.replace('-', '')),
  street: required('STREET_REQUIRED', 120),
  number: required('NUMBER_REQUIRED', 20),
  complement: z.preprocess(notGiven, z.string({ error: 'TOO_LONG' }).trim().max(80).optional()),
  district: required('DISTRICT_REQUIRED', 80),
  city: required('CITY_REQUIRED', 80),
  state: z.string({ error: 'STATE_INVALID' }).trim().toUpperCase().refine(isBrazilianStateCode),
});
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;

export const invoiceEmailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'TOO_LONG' })
  .refine(isValidEmail);

/** What an admin may change once the account exists: everything but the CNPJ, which is the company itself. */
export const businessProfileSchema = z.object({
  legalName: required('LEGAL_NAME_REQUIRED', 150),
  tradeName: required('TRADE_NAME_REQUIRED', 120),
  stateRegistration: stateRegistrationSchema,
  billingAddress: billingAddressSchema,
  invoiceEmail: invoiceEmailSchema,
});
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

export const businessAccountSchema = businessProfileSchema.extend({ cnpj: cnpjSchema });
export type BusinessAccountInput = z.infer<typeof businessAccountSchema>;

/** A zod failure as `{ "billingAddress.postalCode": "CEP_INVALID" }`: the first code of each field. */
export function fieldCodes(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}
