/**
 * The user complement (src/domain/accounts/complement-schema.ts) field by field: each length at its edge and one
 * past it, the code each refusal shows, what is trimmed or normalised, and the account page's own schemas.
 */
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES, fieldErrors, profileSchema } from '@/src/domain/accounts/account-schemas';
import { z } from 'zod';
import {
  MAX_ADDRESSES,
  MAX_DOCUMENTS,
  accountProfileSchema,
  addAddressSchema,
  addressSchema,
  cepSchema,
  complementErrors,
  complementSchema,
  identityDocumentSchema,
  removeAddressSchema,
} from '@/src/domain/accounts/complement-schema';

type Result = { success: boolean; error?: Parameters<typeof complementErrors>[0] };
const errorsOf = (result: Result) => (result.success || !result.error ? {} : complementErrors(result.error));
const address = {
  zipCode: '20040-020',
  street: 'Rua da Assembleia',
  number: '10',
  city: 'Rio de Janeiro',
  state: 'RJ',
};
const text = (length: number) => 'a'.repeat(length);

describe('cepSchema', () => {
  it('takes eight digits with or without the dash, spaces around forgiven, and stores the digits', () => {
    expect(cepSchema.parse(' 20040-020 ')).toBe('20040020');
    expect(cepSchema.parse('20040020')).toBe('20040020');
  });
  it.each(['2004-0020', '20040--020', '200400200', 'x20040020', '20040020x', 42])('refuses %j', (cep) => {
    expect(errorsOf(cepSchema.safeParse(cep))).toEqual({ _: 'CEP_INVALID' });
  });
});

describe('addressSchema', () => {
  it('trims the fields, upper-cases the state and defaults the country to BR', () => {
    expect(
      addressSchema.parse({
        ...address,
        street: ' Rua A ',
        number: ' 5 ',
        city: ' Rio ',
        state: ' rj ',
        addressLine2: ' apto 3 ',
        neighborhood: ' Centro ',
      }),
    ).toEqual({
      zipCode: '20040020',
      street: 'Rua A',
      number: '5',
      city: 'Rio',
      state: 'RJ',
      addressLine2: 'apto 3',
      neighborhood: 'Centro',
      country: 'BR',
    });
  });
  it('keeps a country given, trimmed, and reads a blank one as BR', () => {
    expect(addressSchema.parse({ ...address, country: ' PT ' }).country).toBe('PT');
    expect(addressSchema.parse({ ...address, country: '  ' }).country).toBe('BR');
  });
  it('reads blank optional lines as not given', () => {
    const parsed = addressSchema.parse({ ...address, addressLine2: '  ', neighborhood: '' });
    expect(parsed.addressLine2).toBeUndefined();
    expect(parsed.neighborhood).toBeUndefined();
  });
  it.each<[string, number, number]>([
    ['street', 120, 121],
    ['number', 20, 21],
    ['city', 80, 81],
    ['addressLine2', 80, 81],
    ['neighborhood', 80, 81],
    ['country', 60, 61],
  ])('%s: %s characters fit, %s are TOO_LONG', (field, fits, tooLong) => {
    expect(addressSchema.safeParse({ ...address, [field]: text(fits) }).success).toBe(true);
    expect(errorsOf(addressSchema.safeParse({ ...address, [field]: text(tooLong) }))).toEqual({ [field]: 'TOO_LONG' });
  });
  it.each([
    ['street', 'STREET_REQUIRED'],
    ['number', 'NUMBER_REQUIRED'],
    ['city', 'CITY_REQUIRED'],
  ])('%s: blank or missing is %s', (field, code) => {
    expect(errorsOf(addressSchema.safeParse({ ...address, [field]: '  ' }))).toEqual({ [field]: code });
    expect(errorsOf(addressSchema.safeParse({ ...address, [field]: undefined }))).toEqual({ [field]: code });
  });
  it('refuses a state that is no Brazilian state, or missing, as STATE_INVALID', () => {
    expect(errorsOf(addressSchema.safeParse({ ...address, state: 'XX' }))).toEqual({ state: 'STATE_INVALID' });
    expect(errorsOf(addressSchema.safeParse({ ...address, state: undefined }))).toEqual({ state: 'STATE_INVALID' });
  });
  it('refuses an optional line that is not text as TOO_LONG, the one code it has', () => {
    expect(errorsOf(addressSchema.safeParse({ ...address, addressLine2: 5 }))).toEqual({ addressLine2: 'TOO_LONG' });
  });
});

describe('identityDocumentSchema', () => {
  it('keeps a document other than a CPF as typed, trimmed', () => {
    expect(identityDocumentSchema.parse({ type: 'RG', value: ' 12.345.678-9 ' })).toEqual({
      type: 'RG',
      value: '12.345.678-9',
    });
  });
  it('stores a CPF as its digits', () => {
    expect(identityDocumentSchema.parse({ type: 'CPF', value: '529.982.247-25' }).value).toBe('52998224725');
  });
  it('takes a value of 40 characters and refuses 41', () => {
    // An RG has no national format, so only the length bound can refuse it.
    expect(identityDocumentSchema.safeParse({ type: 'RG', value: text(40) }).success).toBe(true);
    expect(errorsOf(identityDocumentSchema.safeParse({ type: 'RG', value: text(41) }))).toEqual({
      value: 'TOO_LONG',
    });
  });
  it('says DOCUMENT_REQUIRED for a missing value', () => {
    expect(errorsOf(identityDocumentSchema.safeParse({ type: 'RG' }))).toEqual({ value: 'DOCUMENT_REQUIRED' });
  });
  it('takes an expiration date that is a real day, written YYYY-MM-DD', () => {
    expect(identityDocumentSchema.parse({ type: 'CNH', value: '1', expirationDate: '2030-02-28' }).expirationDate).toBe(
      '2030-02-28',
    );
    for (const expirationDate of ['2030-02-30', '30/02/2030', '2030-2-28', '12030-02-28', '2030-02-28T00:00', 5])
      expect(errorsOf(identityDocumentSchema.safeParse({ type: 'CNH', value: '1', expirationDate }))).toEqual({
        expirationDate: 'DATE_INVALID',
      });
  });
});

describe('complementSchema', () => {
  it('takes each salutation', () => {
    for (const salutation of ['MR', 'MRS', 'MX'])
      expect(complementSchema.parse({ salutation }).salutation).toBe(salutation);
  });
  it('defaults the documents to none', () => {
    expect(complementSchema.parse({}).documents).toEqual([]);
  });
  it(`takes ${MAX_DOCUMENTS} documents`, () => {
    expect(MAX_DOCUMENTS).toBe(5);
    const documents = Array.from({ length: MAX_DOCUMENTS }, () => ({ type: 'RG', value: '1' }));
    expect(complementSchema.safeParse({ documents }).success).toBe(true);
  });
  it.each<[string, number, number]>([
    ['chosenName', 80, 81],
    ['nationality', 60, 61],
  ])('%s: %s characters fit, %s are TOO_LONG', (field, fits, tooLong) => {
    expect(complementSchema.parse({ [field]: ` ${text(fits)} ` })[field as 'chosenName']).toBe(text(fits));
    expect(errorsOf(complementSchema.safeParse({ [field]: text(tooLong) }))).toEqual({ [field]: 'TOO_LONG' });
  });
  it('takes the earliest date of birth, 1900-01-01', () => {
    expect(complementSchema.parse({ dateOfBirth: '1900-01-01' }).dateOfBirth).toBe('1900-01-01');
  });
  it('says PHONE_INVALID for a phone that is not text', () => {
    expect(errorsOf(complementSchema.safeParse({ phone: 11987654321 }))).toEqual({ phone: 'PHONE_INVALID' });
  });
  it('reads a missing address as none and checks an address with a field typed', () => {
    expect(complementSchema.parse({ address: null }).address).toBeUndefined();
    expect(errorsOf(complementSchema.safeParse({ address: { ...address, street: '' } }))).toEqual({
      'address.street': 'STREET_REQUIRED',
    });
    expect(errorsOf(complementSchema.safeParse({ address: { street: 'Rua A' } }))).toMatchObject({
      'address.zipCode': 'CEP_INVALID',
      'address.number': 'NUMBER_REQUIRED',
    });
  });
  it('does not read an address that is not an object as empty', () => {
    expect(complementSchema.safeParse({ address: 'Rua A, 5' }).success).toBe(false);
  });
});

describe('the account page’s schemas', () => {
  it(`removes an address by its index, 0 to ${MAX_ADDRESSES - 1}`, () => {
    expect(MAX_ADDRESSES).toBe(10);
    expect(removeAddressSchema.safeParse({ index: 0 }).success).toBe(true);
    expect(removeAddressSchema.safeParse({ index: 9 }).success).toBe(true);
    for (const index of [-1, 10, 1.5]) expect(removeAddressSchema.safeParse({ index }).success).toBe(false);
    expect(errorsOf(removeAddressSchema.safeParse({}))).toEqual({ index: 'REQUIRED' });
  });
  it('adds a valid address', () => {
    expect(addAddressSchema.parse({ address }).address.zipCode).toBe('20040020');
  });
  it('edits a name of 2 to 120 characters and a phone', () => {
    expect(accountProfileSchema.parse({ name: ' Al ', phone: '(11) 98765-4321' })).toEqual({
      name: 'Al',
      phone: '+5511987654321',
    });
    expect(accountProfileSchema.safeParse({ name: text(120) }).success).toBe(true);
    expect(errorsOf(accountProfileSchema.safeParse({ name: 'A' }))).toEqual({ name: 'NAME_REQUIRED' });
    expect(errorsOf(accountProfileSchema.safeParse({ name: text(121) }))).toEqual({ name: 'NAME_TOO_LONG' });
    expect(errorsOf(accountProfileSchema.safeParse({}))).toEqual({ name: 'NAME_REQUIRED' });
  });
});

describe('complementErrors', () => {
  it('keeps the first problem of each field, at "_" for the whole input, and says REQUIRED for a message that is no code', () => {
    const issues = [
      { code: 'custom', path: ['phone'], message: 'PHONE_INVALID' },
      { code: 'custom', path: ['phone'], message: 'TOO_LONG' },
      { code: 'custom', path: ['documents', 1, 'value'], message: 'CPF_INVALID' },
      { code: 'custom', path: ['salutation'], message: 'Invalid option' },
      { code: 'custom', path: [], message: 'Bad input' },
    ];
    expect(complementErrors({ issues } as unknown as Parameters<typeof complementErrors>[0])).toEqual({
      phone: 'PHONE_INVALID',
      'documents.1.value': 'CPF_INVALID',
      salutation: 'REQUIRED',
      _: 'REQUIRED',
    });
  });
});

describe('every validation code reaches the form as it is', () => {
  it.each(VALIDATION_CODES)('%s', (code) => {
    const error = { issues: [{ code: 'custom', path: ['field'], message: code }] };
    expect(fieldErrors(error as unknown as Parameters<typeof fieldErrors>[0])).toEqual({ field: code });
  });
});

describe('the complement: empty address blocks, raw messages and codes', () => {
  it('reads an address block of null, undefined or blank fields as no address', () => {
    for (const empty of [null, undefined, { zipCode: undefined, street: null, number: '  ', country: 'BR' }])
      expect(complementSchema.parse({ address: empty }).address).toBeUndefined();
  });

  it('refuses an address that is not an object, or whose fields are not text', () => {
    expect(errorsOf(complementSchema.safeParse({ address: '' }))).toEqual({ address: 'REQUIRED' });
    expect(errorsOf(complementSchema.safeParse({ address: { ...address, number: 10 } }))).toEqual({
      'address.number': 'NUMBER_REQUIRED',
    });
  });

  it('reports a phone or document it cannot read as one custom issue, the code as its message', () => {
    expect(complementSchema.safeParse({ phone: '123' }).error?.issues).toEqual([
      { code: 'custom', path: ['phone'], message: 'PHONE_INVALID' },
    ]);
    expect(identityDocumentSchema.safeParse({ type: 'CPF', value: '123' }).error?.issues).toEqual([
      { code: 'custom', path: ['value'], message: 'CPF_INVALID' },
    ]);
  });

  it('writes REQUIRED itself for a salutation it does not know, an index that is no number and an image that is no URL', () => {
    expect(complementSchema.safeParse({ salutation: 'Dr' }).error?.issues[0]?.message).toBe('REQUIRED');
    expect(removeAddressSchema.safeParse({ index: 'x' }).error?.issues[0]?.message).toBe('REQUIRED');
    expect(profileSchema.safeParse({ img: 'not a url' }).error?.issues[0]?.message).toBe('REQUIRED');
  });

  it('takes a date written YYYY-MM-DD only, not an extended year', () => {
    expect(errorsOf(complementSchema.safeParse({ dateOfBirth: '+001990-01-01' }))).toEqual({
      dateOfBirth: 'DATE_INVALID',
    });
    expect(
      errorsOf(identityDocumentSchema.safeParse({ type: 'RG', value: '12', expirationDate: '+002030-01-01' })),
    ).toEqual({ expirationDate: 'DATE_INVALID' });
  });

  it('reads a block whose only field is a number as an address, to be refused', () => {
    expect(errorsOf(complementSchema.safeParse({ address: { number: 10 } }))).toMatchObject({
      'address.number': 'NUMBER_REQUIRED',
    });
  });

  it('keeps a message only when the whole of it is a code', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['a'], message: 'see PHONE_INVALID' },
      { code: 'custom', path: ['b'], message: 'PHONE_INVALID then more' },
      { code: 'custom', path: ['c'], message: 'PHONE_INVALID' },
    ]);
    expect(complementErrors(error)).toEqual({ a: 'REQUIRED', b: 'REQUIRED', c: 'PHONE_INVALID' });
  });
});
