/** The account input rules (src/domain/accounts/account-schemas.ts, used by the API and the forms) and their error codes. */
import { describe, expect, it } from 'vitest';
import {
  codeSchema,
  emailSchema,
  fieldErrors,
  passwordSchema,
  signUpSchema,
  tokenSchema,
} from '@/src/domain/accounts/account-schemas';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0].message;

describe('account validation', () => {
  it('e-mail: trimmed, lower-cased, well-formed', () => {
    expect(emailSchema.parse('  Ana@Exemplo.TEST ')).toBe('ana@exemplo.test');
    expect(codeOf(emailSchema.safeParse('ana@'))).toBe('EMAIL_INVALID');
    expect(codeOf(emailSchema.safeParse(42))).toBe('EMAIL_INVALID');
    expect(codeOf(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`))).toBe('EMAIL_INVALID');
  });

  it.each([
    ['abc1234', 'PASSWORD_TOO_SHORT'],
    ['abcdefgh', 'PASSWORD_TOO_WEAK'],
    ['12345678', 'PASSWORD_TOO_WEAK'],
    [`a1${'x'.repeat(127)}`, 'PASSWORD_TOO_LONG'],
    ['senha-forte-1', null],
    ['ção12345', null],
  ])('password %j → %s', (password, code) => {
    expect(codeOf(passwordSchema.safeParse(password))).toBe(code);
  });

  it('codes are exactly 6 digits; tokens 43 base64url characters', () => {
    expect(codeSchema.parse(' 012345 ')).toBe('012345');
    expect(codeOf(codeSchema.safeParse('12345'))).toBe('CODE_FORMAT');
    expect(codeOf(codeSchema.safeParse('12345a'))).toBe('CODE_FORMAT');
    expect(tokenSchema.safeParse('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO_-').success).toBe(true);
    expect(codeOf(tokenSchema.safeParse('../etc'))).toBe('TOKEN_FORMAT');
  });

  it('sign-up: one code per field', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'x', password: '1', acceptTerms: 'yes' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: 'NAME_REQUIRED',
        email: 'EMAIL_INVALID',
        password: 'PASSWORD_TOO_SHORT',
        acceptTerms: 'TERMS_REQUIRED',
      });
    }
  });
});
