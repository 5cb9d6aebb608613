/**
 * The account inputs (src/domain/accounts/account-schemas.ts): each schema's bounds, exactly at the edge and one past
 * it, and the error code a form shows for each refusal, including input of the wrong type.
 */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  changePasswordSchema,
  codeSchema,
  deleteAccountSchema,
  emailOnlySchema,
  emailSchema,
  fieldErrors,
  givenPasswordSchema,
  nameSchema,
  passwordSchema,
  profileSchema,
  resetWithCodeSchema,
  resetWithTokenSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
  verifyCodeSchema,
} from '@/src/domain/accounts/account-schemas';

type Parsed = { success: boolean; error?: { issues: { message: string }[] } };
const codeOf = (result: Parsed) => (result.success ? null : result.error?.issues[0].message);
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO_-';
const PASSWORD = 'senha-forte-1';

describe('emailSchema', () => {
  // 64 + 1 + 185 + 4 = 254 characters.
  const at254 = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
  it('takes an address of 254 characters and refuses 255', () => {
    expect(at254).toHaveLength(254);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    expect(codeOf(emailSchema.safeParse(`a${at254}`))).toBe('EMAIL_INVALID');
  });
  it('counts the length after trimming', () => {
    expect(emailSchema.parse(`  ${at254}  `)).toBe(at254);
  });
  it('refuses what is not text', () => {
    expect(codeOf(emailSchema.safeParse(null))).toBe('EMAIL_INVALID');
  });
});

describe('passwordSchema', () => {
  it(`takes ${PASSWORD_MIN} and ${PASSWORD_MAX} characters, refuses one fewer and one more`, () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    expect(passwordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(codeOf(passwordSchema.safeParse('abcdef1'))).toBe('PASSWORD_TOO_SHORT');
    expect(passwordSchema.safeParse(`a1${'x'.repeat(126)}`).success).toBe(true);
    expect(codeOf(passwordSchema.safeParse(`a1${'x'.repeat(127)}`))).toBe('PASSWORD_TOO_LONG');
  });
  it('asks a letter and a digit of any script', () => {
    expect(passwordSchema.safeParse('ação٣٣٣٣').success).toBe(true);
    expect(codeOf(passwordSchema.safeParse('--------1'))).toBe('PASSWORD_TOO_WEAK');
    expect(codeOf(passwordSchema.safeParse('--------a'))).toBe('PASSWORD_TOO_WEAK');
  });
  it('refuses what is not text as too short', () => {
    expect(codeOf(passwordSchema.safeParse(12345678))).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('givenPasswordSchema — a password being checked', () => {
  it('takes any text of 1 to 128 characters', () => {
    expect(givenPasswordSchema.safeParse('x').success).toBe(true);
    expect(givenPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
  });
  it('says REQUIRED when empty or not text, and too long past 128', () => {
    expect(codeOf(givenPasswordSchema.safeParse(''))).toBe('REQUIRED');
    expect(codeOf(givenPasswordSchema.safeParse(undefined))).toBe('REQUIRED');
    expect(codeOf(givenPasswordSchema.safeParse('x'.repeat(129)))).toBe('PASSWORD_TOO_LONG');
  });
});

describe('nameSchema', () => {
  it('takes 2 to 120 characters after trimming', () => {
    expect(nameSchema.parse('  Al  ')).toBe('Al');
    expect(nameSchema.safeParse('a'.repeat(120)).success).toBe(true);
  });
  it('says NAME_REQUIRED under 2 characters or when not text, NAME_TOO_LONG past 120', () => {
    expect(codeOf(nameSchema.safeParse(' A '))).toBe('NAME_REQUIRED');
    expect(codeOf(nameSchema.safeParse(null))).toBe('NAME_REQUIRED');
    expect(codeOf(nameSchema.safeParse('a'.repeat(121)))).toBe('NAME_TOO_LONG');
  });
});

describe('codes and tokens', () => {
  it('refuses a code that is not text, or with anything around its six digits', () => {
    expect(codeOf(codeSchema.safeParse(123456))).toBe('CODE_FORMAT');
    expect(codeOf(codeSchema.safeParse('1234567'))).toBe('CODE_FORMAT');
    expect(codeOf(codeSchema.safeParse('x123456'))).toBe('CODE_FORMAT');
  });
  it('takes exactly 43 base64url characters as a token', () => {
    expect(codeOf(tokenSchema.safeParse(TOKEN.slice(1)))).toBe('TOKEN_FORMAT');
    expect(codeOf(tokenSchema.safeParse(`${TOKEN}A`))).toBe('TOKEN_FORMAT');
    expect(codeOf(tokenSchema.safeParse(`=${TOKEN.slice(1)}`))).toBe('TOKEN_FORMAT');
    expect(codeOf(tokenSchema.safeParse(null))).toBe('TOKEN_FORMAT');
  });
});

describe('the forms’ schemas: one code per field', () => {
  it('sign-up takes accepted terms and refuses anything else', () => {
    expect(
      signUpSchema.safeParse({ name: 'Ana Souza', email: 'ana@x.io', password: PASSWORD, acceptTerms: true }).success,
    ).toBe(true);
    expect(
      errorsOf(
        signUpSchema.safeParse({ name: 'Ana Souza', email: 'ana@x.io', password: PASSWORD, acceptTerms: false }),
      ),
    ).toEqual({ acceptTerms: 'TERMS_REQUIRED' });
  });
  it('sign-in asks a well-formed e-mail and a password given', () => {
    expect(errorsOf(signInSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: 'EMAIL_INVALID',
      password: 'REQUIRED',
    });
    expect(signInSchema.safeParse({ email: 'ana@x.io', password: 'x' }).success).toBe(true);
  });
  it('the e-mail-only form asks a well-formed e-mail', () => {
    expect(errorsOf(emailOnlySchema.safeParse({ email: 'x' }))).toEqual({ email: 'EMAIL_INVALID' });
  });
  it('verifying a code asks the e-mail and six digits', () => {
    expect(errorsOf(verifyCodeSchema.safeParse({ email: 'x', code: '1' }))).toEqual({
      email: 'EMAIL_INVALID',
      code: 'CODE_FORMAT',
    });
  });
  it('a reset with a code asks the e-mail, the code and a new password', () => {
    expect(errorsOf(resetWithCodeSchema.safeParse({ email: 'x', code: '1', password: 'short' }))).toEqual({
      email: 'EMAIL_INVALID',
      code: 'CODE_FORMAT',
      password: 'PASSWORD_TOO_SHORT',
    });
  });
  it('a reset with a token asks the token and a new password', () => {
    expect(errorsOf(resetWithTokenSchema.safeParse({ token: 'x', password: 'abcdefgh' }))).toEqual({
      token: 'TOKEN_FORMAT',
      password: 'PASSWORD_TOO_WEAK',
    });
    expect(resetWithTokenSchema.safeParse({ token: TOKEN, password: PASSWORD }).success).toBe(true);
  });
  it('changing the password asks the current one and a new one', () => {
    expect(errorsOf(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short' }))).toEqual({
      currentPassword: 'REQUIRED',
      newPassword: 'PASSWORD_TOO_SHORT',
    });
  });
  it('deleting the account takes no password or one up to 128 characters', () => {
    expect(deleteAccountSchema.safeParse({}).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ password: 'x'.repeat(128) }).success).toBe(true);
    expect(errorsOf(deleteAccountSchema.safeParse({ password: 'x'.repeat(129) }))).toEqual({
      password: 'PASSWORD_TOO_LONG',
    });
  });
  it('the profile takes a name and a picture address, each optional, the picture up to 2048 characters', () => {
    expect(profileSchema.safeParse({}).success).toBe(true);
    expect(profileSchema.safeParse({ img: null }).success).toBe(true);
    const picture = `https://cdn.example.test/${'p'.repeat(2048 - 25)}`;
    expect(picture).toHaveLength(2048);
    expect(profileSchema.safeParse({ name: 'Ana Souza', img: picture }).success).toBe(true);
    expect(profileSchema.safeParse({ img: `${picture}p` }).success).toBe(false);
    expect(errorsOf(profileSchema.safeParse({ name: 'A', img: 'not a url' }))).toEqual({
      name: 'NAME_REQUIRED',
      img: 'REQUIRED',
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first problem of each field and says REQUIRED for a message that is no code', () => {
    const issues = [
      { code: 'custom', path: ['email'], message: 'EMAIL_INVALID' },
      { code: 'custom', path: ['email'], message: 'REQUIRED' },
      { code: 'custom', path: ['documents', 0, 'value'], message: 'CPF_INVALID' },
      { code: 'custom', path: ['name'], message: 'Invalid input' },
      { code: 'custom', path: [], message: 'TOO_MANY' },
    ];
    expect(fieldErrors({ issues } as unknown as Parameters<typeof fieldErrors>[0])).toEqual({
      email: 'EMAIL_INVALID',
      'documents.0.value': 'CPF_INVALID',
      name: 'REQUIRED',
      _: 'TOO_MANY',
    });
  });
});
