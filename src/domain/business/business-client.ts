/**
 * A saved client of a business account (docs/business-rules.md "Company buyers"): the person the company books
 * for. A name and a phone in E.164 (any country: the meeting needs a number that reaches them abroad too), an
 * optional e-mail, the language they are told in, and notes for the team. One schema for the page and the server.
 */
import { z } from 'zod';
import { notGiven } from './not-given';
import { LOCALES, type Locale } from '../locale';
import { isValidEmail } from '../customer/email';
import { toE164 } from '../customer/phone-number';

export const CLIENT_NOTES_MAX = 500;

// A schema's `error` also names the failures of its own checks (zod 4): a check names a code only when it differs.

export const businessClientSchema = z.object({
  name: z.string({ error: 'CLIENT_NAME_REQUIRED' }).trim().min(1).max(120, { error: 'TOO_LONG' }),
  // E.164 from the phone field; a national number without its country is read as Brazilian.
  phone: z
    .string({ error: 'PHONE_REQUIRED' })
    .trim()
    .min(1)
    .transform((value, ctx) => {
      const e164 = toE164(value, 'BR');
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
        return z.NEVER;
      }
      return e164;
    }),
  email: z.preprocess(
    notGiven,
    z
      .string({ error: 'EMAIL_INVALID' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'TOO_LONG' })
      .refine(isValidEmail)
      .optional(),
  ),
  language: z.preprocess(
    notGiven,
    z
      .enum(LOCALES as [Locale, ...Locale[]], { error: 'LANGUAGE_INVALID' })
      .optional()
      .transform((value) => value ?? 'pt-BR'),
  ),
  notes: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: 'TOO_LONG' }).trim().max(CLIENT_NOTES_MAX),
  ),
});
export type BusinessClientInput = z.infer<typeof businessClientSchema>;
