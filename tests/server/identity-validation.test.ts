/** The account input rules (src/server/identity/validation.ts) and their error codes. */
import { describe, expect, it } from 'vitest';
import { codeSchema, emailSchema, fieldErrors, passwordSchema, signUpSchema, tokenSchema } from '@/src/server/identity/validation';
import { hashCode, newCode, newToken, sameDigest } from '@/src/server/identity/secrets';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0].message);

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
    expect(tokenSchema.safeParse(newToken()).success).toBe(true);
    expect(codeOf(tokenSchema.safeParse('../etc'))).toBe('TOKEN_FORMAT');
  });

  it('sign-up: one code per field', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'x', password: '1', acceptTerms: 'yes' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ name: 'NAME_REQUIRED', email: 'EMAIL_INVALID', password: 'PASSWORD_TOO_SHORT', acceptTerms: 'TERMS_REQUIRED' });
    }
  });
});

describe('one-time secrets', () => {
  it('codes are 6 digits from a uniform draw; code hashes depend on the secret', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode('a@x.io', '123456', 'one')).not.toBe(hashCode('a@x.io', '123456', 'two'));
    expect(hashCode('a@x.io', '123456', 'one')).not.toBe(hashCode('b@x.io', '123456', 'one'));
  });

  it('sameDigest: equal only for the same digest', () => {
    const digest = hashCode('a@x.io', '123456', 's');
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, hashCode('a@x.io', '123457', 's'))).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});
