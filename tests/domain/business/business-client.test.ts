import { describe, expect, it } from 'vitest';
import { businessClientSchema } from '@/src/domain/business/business-client';
import { fieldCodes } from '@/src/domain/business/business-profile';

const codesOf = (input: unknown) => {
  const parsed = businessClientSchema.safeParse(input);
  return parsed.success ? {} : fieldCodes(parsed.error);
};

describe('a saved client', () => {
  it('stores the phone in E.164 whatever country, the e-mail in lower case, pt-BR by default and empty notes', () => {
    expect(
      businessClientSchema.parse({ name: ' James Whitmore ', phone: '+44 7700 900123', email: 'J@Client.test' }),
    ).toEqual({
      name: 'James Whitmore',
      phone: '+447700900123',
      email: 'j@client.test',
      language: 'pt-BR',
      notes: '',
    });
    const helena = businessClientSchema.parse({ name: 'Helena', phone: '(11) 98765-0001', language: 'es' });
    expect(helena).toMatchObject({ phone: '+5511987650001', language: 'es' });
    expect(helena.email).toBeUndefined();
  });

  it.each([
    ['no name', { name: ' ', phone: '+5511987650001' }, { name: 'CLIENT_NAME_REQUIRED' }],
    ['no phone', { name: 'Ana', phone: '' }, { phone: 'PHONE_REQUIRED' }],
    ['a phone too short for its country', { name: 'Ana', phone: '+44 7700' }, { phone: 'PHONE_INVALID' }],
    ['a Brazilian mobile without its 9', { name: 'Ana', phone: '(11) 8765-00011' }, { phone: 'PHONE_INVALID' }],
    ['letters for a phone', { name: 'Ana', phone: 'call me' }, { phone: 'PHONE_INVALID' }],
    ['a bad e-mail', { name: 'Ana', phone: '+5511987650001', email: 'ana@' }, { email: 'EMAIL_INVALID' }],
    [
      'a language not offered',
      { name: 'Ana', phone: '+5511987650001', language: 'fr' },
      { language: 'LANGUAGE_INVALID' },
    ],
    [
      'notes past 500 characters',
      { name: 'Ana', phone: '+5511987650001', notes: 'x'.repeat(501) },
      { notes: 'TOO_LONG' },
    ],
  ])('refuses %s at its field', (_, input, codes) => {
    expect(codesOf(input)).toEqual(codes);
  });

  it('reads null e-mail, language and notes (as GraphQL sends them) as not given', () => {
    expect(
      businessClientSchema.parse({ name: 'Ana', phone: '+5511987650001', email: null, language: null, notes: null }),
    ).toEqual({ name: 'Ana', phone: '+5511987650001', email: undefined, language: 'pt-BR', notes: '' });
  });

  it('takes notes of exactly 500 characters', () => {
    expect(
      businessClientSchema.parse({ name: 'Ana', phone: '+5511987650001', notes: 'x'.repeat(500) }).notes,
    ).toHaveLength(500);
  });
});

describe('a saved client: types, bounds and spaces', () => {
  const ana = { name: 'Ana', phone: '+5511987650001' };

  it('names the field of a value of the wrong type, or a missing one', () => {
    expect(codesOf({ email: 5, notes: 5 })).toEqual({
      name: 'CLIENT_NAME_REQUIRED',
      phone: 'PHONE_REQUIRED',
      email: 'EMAIL_INVALID',
      notes: 'TOO_LONG',
    });
  });

  it('reads a blank phone as missing, not as a wrong number', () => {
    expect(codesOf({ ...ana, phone: '   ' })).toEqual({ phone: 'PHONE_REQUIRED' });
  });

  it('bounds the name at 120 characters and the e-mail at 254', () => {
    const email = `${'a'.repeat(242)}@empresa.test`;
    expect(codesOf({ ...ana, name: 'x'.repeat(121), email })).toEqual({ name: 'TOO_LONG', email: 'TOO_LONG' });
    const longest = businessClientSchema.parse({ ...ana, name: 'x'.repeat(120), email: email.slice(1) });
    expect([longest.name.length, longest.email?.length]).toEqual([120, 254]);
  });

  it('trims the e-mail and the notes', () => {
    expect(businessClientSchema.parse({ ...ana, email: ' Ana@Empresa.test ', notes: '  VIP  ' })).toMatchObject({
      email: 'ana@empresa.test',
      notes: 'VIP',
    });
    expect(businessClientSchema.parse({ ...ana, notes: ` ${'x'.repeat(500)} ` }).notes).toHaveLength(500);
  });

  it('reports a phone it cannot read as one custom issue with the code as its message', () => {
    expect(businessClientSchema.safeParse({ ...ana, phone: 'call me' }).error?.issues).toEqual([
      { code: 'custom', path: ['phone'], message: 'PHONE_INVALID' },
    ]);
  });
});
