import { describe, expect, it } from 'vitest';
import { businessAccountSchema, cnpjSchema, fieldCodes } from '@/src/domain/business/business-profile';

const valid = {
  cnpj: '11.222.333/0001-81',
  legalName: 'Viagens Corp Ltda',
  tradeName: 'Viagens Corp',
  stateRegistration: '',
  billingAddress: {
    postalCode: '01310-200',
    street: 'Avenida Paulista',
    number: '1578',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
  },
  invoiceEmail: ' Financeiro@ViagensCorp.test ',
};

const codesOf = (input: unknown) => {
  const parsed = businessAccountSchema.safeParse(input);
  return parsed.success ? {} : fieldCodes(parsed.error);
};

describe('a company profile', () => {
  it('takes a valid CNPJ typed with its mask and stores its 14 digits, the address and a lower-case e-mail', () => {
    const parsed = businessAccountSchema.parse(valid);
    expect(parsed.cnpj).toBe('11222333000181');
    expect(parsed.billingAddress).toEqual({
      postalCode: '01310200',
      street: 'Avenida Paulista',
      number: '1578',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(parsed.invoiceEmail).toBe('financeiro@viagenscorp.test');
    expect(parsed.stateRegistration).toBeUndefined();
  });

  it.each([
    ['a wrong check digit', '11.222.333/0001-82', 'CNPJ_INVALID'],
    ['one repeated digit', '11.111.111/1111-11', 'CNPJ_INVALID'],
    ['too few digits', '11.222.333/0001', 'CNPJ_INVALID'],
    ['a CPF', '529.982.247-25', 'CNPJ_INVALID'],
    ['nothing', '  ', 'CNPJ_REQUIRED'],
    ['letters (valid since July 2026, not stored yet)', '12.ABC.345/01DE-35', 'CNPJ_LETTERS_UNSUPPORTED'],
  ])('refuses %s at the CNPJ field', (_, cnpj, code) => {
    expect(codesOf({ ...valid, cnpj })).toEqual({ cnpj: code });
  });

  it('names every wrong field with its own code, address fields by their path', () => {
    expect(
      codesOf({
        ...valid,
        legalName: ' ',
        tradeName: '',
        invoiceEmail: 'financeiro@',
        stateRegistration: 'abc',
        billingAddress: { postalCode: '0131', street: '', number: '', district: '', city: '', state: 'XX' },
      }),
    ).toEqual({
      legalName: 'LEGAL_NAME_REQUIRED',
      tradeName: 'TRADE_NAME_REQUIRED',
      invoiceEmail: 'EMAIL_INVALID',
      stateRegistration: 'STATE_REGISTRATION_INVALID',
      'billingAddress.postalCode': 'CEP_INVALID',
      'billingAddress.street': 'STREET_REQUIRED',
      'billingAddress.number': 'NUMBER_REQUIRED',
      'billingAddress.district': 'DISTRICT_REQUIRED',
      'billingAddress.city': 'CITY_REQUIRED',
      'billingAddress.state': 'STATE_INVALID',
    });
  });

  it('reads null optional fields (as GraphQL sends them) as not given', () => {
    const parsed = businessAccountSchema.parse({
      ...valid,
      stateRegistration: null,
      billingAddress: { ...valid.billingAddress, complement: null },
    });
    expect(parsed.stateRegistration).toBeUndefined();
    expect(parsed.billingAddress.complement).toBeUndefined();
  });

  it('gives every failure a code, never a library message', () => {
    expect(codesOf({ ...valid, legalName: 42, billingAddress: { ...valid.billingAddress, complement: 7 } })).toEqual({
      legalName: 'LEGAL_NAME_REQUIRED',
      'billingAddress.complement': 'TOO_LONG',
    });
  });

  it.each([
    ['110.042.490.114', '110042490114'],
    ['isento', 'ISENTO'],
    ['12', '12'],
  ])('keeps the state registration %s as %s', (typed, stored) => {
    expect(businessAccountSchema.parse({ ...valid, stateRegistration: typed }).stateRegistration).toBe(stored);
  });

  it.each(['1', '123456789012345', 'IE 123'])('refuses the state registration %s', (typed) => {
    expect(codesOf({ ...valid, stateRegistration: typed })).toEqual({
      stateRegistration: 'STATE_REGISTRATION_INVALID',
    });
  });
});

describe('a company profile: types, bounds and spaces', () => {
  const address = valid.billingAddress;

  it('names the field of a value of the wrong type, or a missing one', () => {
    expect(
      codesOf({
        legalName: valid.legalName,
        tradeName: valid.tradeName,
        stateRegistration: 12,
        billingAddress: { ...address, postalCode: 1310200, state: 35 },
      }),
    ).toEqual({
      cnpj: 'CNPJ_REQUIRED',
      stateRegistration: 'STATE_REGISTRATION_INVALID',
      'billingAddress.postalCode': 'CEP_INVALID',
      'billingAddress.state': 'STATE_INVALID',
      invoiceEmail: 'EMAIL_INVALID',
    });
  });

  it('bounds the names, the complement and the e-mail, each with TOO_LONG', () => {
    const email = `${'a'.repeat(242)}@empresa.test`;
    expect(email).toHaveLength(255);
    expect(
      codesOf({
        ...valid,
        legalName: 'x'.repeat(151),
        billingAddress: { ...address, complement: 'x'.repeat(81) },
        invoiceEmail: email,
      }),
    ).toEqual({ legalName: 'TOO_LONG', 'billingAddress.complement': 'TOO_LONG', invoiceEmail: 'TOO_LONG' });
    const longest = businessAccountSchema.parse({
      ...valid,
      legalName: 'x'.repeat(150),
      billingAddress: { ...address, complement: 'x'.repeat(80) },
      invoiceEmail: email.slice(1),
    });
    expect([longest.legalName.length, longest.billingAddress.complement?.length, longest.invoiceEmail.length]).toEqual([
      150, 80, 254,
    ]);
  });

  it('trims what is typed around the CEP, the complement, the state and the state registration', () => {
    const parsed = businessAccountSchema.parse({
      ...valid,
      stateRegistration: ' isento ',
      billingAddress: { ...address, postalCode: ' 01310200 ', complement: ' Sala 5 ', state: ' rj ' },
    });
    expect(parsed.stateRegistration).toBe('ISENTO');
    expect(parsed.billingAddress).toMatchObject({ postalCode: '01310200', complement: 'Sala 5', state: 'RJ' });
  });

  it.each(['0131-0200', '01310-2001', 'x01310-200', '01310-200x'])('refuses the CEP %s', (postalCode) => {
    expect(codesOf({ ...valid, billingAddress: { ...address, postalCode } })).toEqual({
      'billingAddress.postalCode': 'CEP_INVALID',
    });
  });

  it.each(['não isento', 'isento sim'])('refuses the state registration %s (ISENTO is the whole word)', (typed) => {
    expect(codesOf({ ...valid, stateRegistration: typed })).toEqual({
      stateRegistration: 'STATE_REGISTRATION_INVALID',
    });
  });

  it('reports one custom issue, the code as its message, on the field that is wrong', () => {
    const cnpj = businessAccountSchema.safeParse({ ...valid, cnpj: '11.222.333/0001-82' });
    expect(cnpj.error?.issues).toEqual([{ code: 'custom', path: ['cnpj'], message: 'CNPJ_INVALID' }]);
    const letters = businessAccountSchema.safeParse({ ...valid, cnpj: '12.ABC.345/01DE-35' });
    expect(letters.error?.issues).toEqual([{ code: 'custom', path: ['cnpj'], message: 'CNPJ_LETTERS_UNSUPPORTED' }]);
    const registration = businessAccountSchema.safeParse({ ...valid, stateRegistration: 'abc' });
    expect(registration.error?.issues).toEqual([
      { code: 'custom', path: ['stateRegistration'], message: 'STATE_REGISTRATION_INVALID' },
    ]);
  });

  it("files a failure of a schema on its own under '_'", () => {
    const parsed = cnpjSchema.safeParse('11.222.333/0001-82');
    expect(parsed.success ? {} : fieldCodes(parsed.error)).toEqual({ _: 'CNPJ_INVALID' });
  });
});
