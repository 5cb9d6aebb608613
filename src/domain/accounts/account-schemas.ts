/**
 * The account inputs, validated with zod on the server and in the browser with the same rules. Every failure is an
 * error code (`EMAIL_INVALID`, `PASSWORD_TOO_SHORT`…) that the screens translate from locales/…/accounts.json.
 */
import { z } from 'zod';

export const VALIDATION_CODES = [
  'EMAIL_INVALID',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_WEAK',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'CODE_FORMAT',
  'TOKEN_FORMAT',
  'TERMS_REQUIRED',
  'REQUIRED',
  // The complement and the account page (src/domain/accounts/complement-schema.ts).
  'PHONE_INVALID',
  'CPF_INVALID',
  'CNPJ_INVALID',
  'PASSPORT_INVALID',
  'CEP_INVALID',
  'STATE_INVALID',
  'DATE_INVALID',
  'DATE_IN_FUTURE',
  'STREET_REQUIRED',
  'NUMBER_REQUIRED',
  'CITY_REQUIRED',
  'DOCUMENT_REQUIRED',
  'DOCUMENT_TYPE_INVALID',
  'TOO_LONG',
  'TOO_MANY',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** Password rules: 8 to 128 characters with at least one letter and one digit (docs/decisions.md "Accounts (server)"). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// A schema's `error` also names the failures of its own checks (zod 4): a check names a code only when it differs.
export const emailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

export const passwordSchema = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX, { error: 'PASSWORD_TOO_LONG' })
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), { error: 'PASSWORD_TOO_WEAK' });

/** A password being checked (sign-in, current password): any non-empty string up to the maximum. */
export const givenPasswordSchema = z
  .string({ error: 'REQUIRED' })
  .min(1)
  .max(PASSWORD_MAX, { error: 'PASSWORD_TOO_LONG' });

export const nameSchema = z.string({ error: 'NAME_REQUIRED' }).trim().min(2).max(120, { error: 'NAME_TOO_LONG' });

export const codeSchema = z
  .string({ error: 'CODE_FORMAT' })
  .trim()
  .regex(/^\d{6}$/);

/** Reset tokens are 32 random bytes in base64url (43 characters). */
export const tokenSchema = z.string({ error: 'TOKEN_FORMAT' }).regex(/^[A-Za-z0-9_-]{43}$/);

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailSchema, password: givenPasswordSchema });
export const emailOnlySchema = z.object({ email: emailSchema });
export const verifyCodeSchema = z.object({ email: emailSchema, code: codeSchema });
export const resetWithCodeSchema = z.object({ email: emailSchema, code: codeSchema, password: passwordSchema });
export const resetWithTokenSchema = z.object({ token: tokenSchema, password: passwordSchema });
export const changePasswordSchema = z.object({ currentPassword: givenPasswordSchema, newPassword: passwordSchema });
/** Deleting the account: the password again (accounts without one send none). */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, { error: 'PASSWORD_TOO_LONG' }).optional(),
});
export const profileSchema = z.object({
  name: nameSchema.optional(),
  img: z.url({ error: 'REQUIRED' }).max(2048).nullable().optional(),
});

/** `{field: code}` for the first problem of each field (what a form shows under each input). */
export function fieldErrors(error: z.ZodError): Record<string, ValidationCode> {
  const fields: Record<string, ValidationCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fields[field]) continue;
    fields[field] = (VALIDATION_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationCode)
      : 'REQUIRED';
  }
  return fields;
}
