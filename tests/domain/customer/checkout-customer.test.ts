import { describe, expect, it } from 'vitest';
import {
  checkoutCustomerSchema,
  customerFieldOfCode,
  customerProblems,
  customerRefusalCode,
  normaliseCustomer,
  orderCustomerSchema,
  validateCheckoutCustomer,
  type CheckoutCustomerInput,
  type CustomerErrors,
} from '@/src/domain/customer/checkout-customer';

const ana: CheckoutCustomerInput = {
  name: 'Ana Souza',
  identityDocument: '123.456.789-09',
  identityDocumentType: 'CPF',
  phone: '+55 (11) 98765-4321',
  email: 'ana@example.com',
};
const oliver: CheckoutCustomerInput = {
  name: 'Oliver Bennett',
  identityDocument: '123456789',
  identityDocumentType: 'PASSPORT',
  phone: '+447700900123',
  email: 'oliver@example.co.uk',
};

describe('validateCheckoutCustomer: the identification step asks every field', () => {
  it.each<[string, CheckoutCustomerInput, Partial<CheckoutCustomerInput>, CustomerErrors]>([
    ['a Brazilian with a CPF: all valid', ana, {}, {}],
    ['a foreign traveller with a passport and a UK mobile: all valid', oliver, {}, {}],
    ['a company with a CNPJ', ana, { identityDocumentType: 'CNPJ', identityDocument: '11.222.333/0001-81' }, {}],
    ['full name required', ana, { name: '  ' }, { name: 'required' }],
    ['full name needs two words', ana, { name: 'Ana' }, { name: 'fullName' }],
    ['CPF required', ana, { identityDocument: '' }, { identityDocument: 'required' }],
    ['CPF check digits', ana, { identityDocument: '123.456.789-00' }, { identityDocument: 'invalid' }],
    [
      'the type is matched in any case',
      ana,
      { identityDocumentType: 'cpf', identityDocument: '123.456.789-00' },
      { identityDocument: 'invalid' },
    ],
    ['a passport number of the wrong shape', oliver, { identityDocument: '12' }, { identityDocument: 'invalid' }],
    [
      'a CNPJ with a wrong check digit',
      ana,
      { identityDocumentType: 'CNPJ', identityDocument: '11.222.333/0001-80' },
      { identityDocument: 'invalid' },
    ],
    ['a document type is required', oliver, { identityDocumentType: '' }, { identityDocumentType: 'required' }],
    [
      'an unknown document type (its number is not checked then)',
      oliver,
      { identityDocumentType: 'RG' },
      { identityDocumentType: 'invalid' },
    ],
    ['phone required', ana, { phone: '' }, { phone: 'required' }],
    ['a phone too short', ana, { phone: '12345' }, { phone: 'invalid' }],
    ['a UK number too short', oliver, { phone: '+44 7700 900' }, { phone: 'invalid' }],
    ['e-mail required', ana, { email: '' }, { email: 'required' }],
    ['e-mail shape', ana, { email: 'ana@' }, { email: 'invalid' }],
    [
      'every problem at once',
      ana,
      { name: '', identityDocument: '1', phone: 'x', email: 'y' },
      { name: 'required', identityDocument: 'invalid', phone: 'invalid', email: 'invalid' },
    ],
  ])('%s', (_rule, base, patch, expected) => {
    expect(validateCheckoutCustomer({ ...base, ...patch })).toStrictEqual(expected);
  });
});

describe('customerProblems for the server: what is sent is checked, nothing more is required', () => {
  it.each<[string, Partial<CheckoutCustomerInput>, CustomerErrors]>([
    ['nothing sent', {}, {}],
    ['a contact without a document', { name: 'Ana', email: 'ana@example.com', phone: '11999998888' }, {}],
    ['a document type without its number (an old client’s default)', { identityDocumentType: 'CPF' }, {}],
    ['a passport sent as such', { identityDocumentType: 'PASSPORT', identityDocument: 'FZ123456' }, {}],
    ['a CPF sent without a type', { identityDocument: '529.982.247-25' }, {}],
    [
      'a bad CPF sent without a type is checked as a passport',
      { identityDocument: '529.982.247-24' },
      {
        identityDocument: 'invalid',
      },
    ],
    ['a bad CPF', { identityDocumentType: 'CPF', identityDocument: '111.111.111-11' }, { identityDocument: 'invalid' }],
    [
      'an unknown type',
      { identityDocumentType: 'DRIVING_LICENCE', identityDocument: 'X' },
      {
        identityDocumentType: 'invalid',
      },
    ],
    ['a phone that is no number', { phone: 'call me' }, { phone: 'invalid' }],
    ['an e-mail that is no address', { email: 'ana' }, { email: 'invalid' }],
  ])('%s', (_rule, customer, expected) => {
    expect(customerProblems(customer, false)).toStrictEqual(expected);
  });
});

describe('normaliseCustomer: the customer as stored', () => {
  it('names the document type, keeps the document normalised and the phone in E.164', () => {
    expect(normaliseCustomer({ ...oliver, identityDocument: ' ab 12345 ', identityDocumentType: 'passport' })).toEqual({
      ...oliver,
      identityDocument: 'AB12345',
      identityDocumentType: 'PASSPORT',
    });
    expect(normaliseCustomer({ ...ana, name: ' Ana   Souza ' })).toEqual({
      ...ana,
      identityDocument: '12345678909',
      phone: '+5511987654321',
    });
    expect(normaliseCustomer({ identityDocument: '11.222.333/0001-81' })).toMatchObject({
      identityDocumentType: 'CNPJ',
      identityDocument: '11222333000181',
    });
    expect(normaliseCustomer({ phone: '11999998888' }).phone).toBe('+5511999998888');
    expect(normaliseCustomer({}).identityDocumentType).toBe('');
  });

  it('gives every field as text: empty for one not given or blank, trimmed otherwise', () => {
    const empty = { name: '', identityDocument: '', identityDocumentType: '', phone: '', email: '' };
    expect(normaliseCustomer({})).toEqual(empty);
    expect(
      normaliseCustomer({ name: ' ', identityDocument: '   ', identityDocumentType: ' ', phone: '  ', email: ' ' }),
    ).toEqual(empty);
    expect(
      normaliseCustomer({ identityDocument: ' fz 123 456 ', identityDocumentType: ' passport ', email: ' a@b.test ' }),
    ).toMatchObject({ identityDocument: 'FZ123456', identityDocumentType: 'PASSPORT', email: 'a@b.test' });
  });

  it('reads the document type typed with spaces, even when the document looks like another type', () => {
    expect(normaliseCustomer({ identityDocument: '12345678909', identityDocumentType: ' passport ' })).toMatchObject({
      identityDocument: '12345678909',
      identityDocumentType: 'PASSPORT',
    });
    expect(customerProblems({ identityDocument: '529.982.247-25', identityDocumentType: ' cpf ' }, false)).toEqual({});
  });

  it('keeps a phone it cannot read as typed, trimmed', () => {
    expect(normaliseCustomer({ phone: ' call me ' }).phone).toBe('call me');
  });
});

describe('the zod schemas', () => {
  it('the page schema answers the stored customer, or one issue per field with its message key', () => {
    const ok = checkoutCustomerSchema.safeParse({ ...oliver, phone: '+44 7700 900123' });
    expect(ok.success && ok.data).toEqual({ ...oliver, phone: '+447700900123' });
    const bad = checkoutCustomerSchema.safeParse({ ...oliver, identityDocumentType: 'CPF' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['identityDocument', 'invalid']]);
  });

  it('the order schema refuses a bad field and lets the absent ones be', () => {
    expect(orderCustomerSchema.safeParse({ name: 'Ana', phone: null }).success).toBe(true);
    const bad = orderCustomerSchema.safeParse({ phone: '+44 1' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'invalid']]);
  });

  it('the order schema checks each field sent, null or not, as a custom issue', () => {
    const sent = {
      name: null,
      identityDocument: '123.456.789-00',
      identityDocumentType: null,
      phone: null,
      email: 'a@',
    };
    expect(orderCustomerSchema.safeParse(sent).error?.issues).toEqual([
      { code: 'custom', path: ['identityDocument'], message: 'invalid' },
      { code: 'custom', path: ['email'], message: 'invalid' },
    ]);
    expect(orderCustomerSchema.safeParse({ identityDocumentType: 'RG', identityDocument: '1' }).error?.issues).toEqual([
      { code: 'custom', path: ['identityDocumentType'], message: 'invalid' },
    ]);
    expect(orderCustomerSchema.parse({ ...ana, name: 'Ana' })).toEqual({ ...ana, name: 'Ana' });
  });

  it('the page schema takes only the five fields, as text of bounded length', () => {
    const parsed = checkoutCustomerSchema.parse({ ...oliver, phone: '+44 7700 900123', role: 'admin' });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'identityDocument', 'identityDocumentType', 'name', 'phone']);
    const long = checkoutCustomerSchema.safeParse({ ...oliver, name: `Oliver ${'b'.repeat(194)}` });
    expect(long.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
    expect(checkoutCustomerSchema.safeParse({ ...oliver, name: `Oliver ${'b'.repeat(193)}` }).success).toBe(true);
  });
});

describe('refusal codes name the field', () => {
  it.each<[Parameters<typeof customerRefusalCode>[0], Parameters<typeof customerRefusalCode>[1], string]>([
    ['phone', 'invalid', 'CUSTOMER_PHONE_INVALID'],
    ['identityDocument', 'invalid', 'CUSTOMER_IDENTITY_DOCUMENT_INVALID'],
    ['identityDocumentType', 'invalid', 'CUSTOMER_IDENTITY_DOCUMENT_TYPE_INVALID'],
    ['email', 'required', 'CUSTOMER_EMAIL_REQUIRED'],
    ['name', 'fullName', 'CUSTOMER_NAME_INVALID'],
  ])('%s %s → %s, and back', (field, error, code) => {
    expect(customerRefusalCode(field, error)).toBe(code);
    expect(customerFieldOfCode(code)).toEqual({ field, error: error === 'fullName' ? 'invalid' : error });
  });

  it('other codes name no field', () => {
    expect(customerFieldOfCode('PRODUCT_OUT_OF_STOCK')).toBeNull();
    expect(customerFieldOfCode('CUSTOMER_SHOE_SIZE_INVALID')).toBeNull();
    expect(customerFieldOfCode('X_CUSTOMER_PHONE_INVALID')).toBeNull();
    expect(customerFieldOfCode('CUSTOMER_PHONE_INVALID_X')).toBeNull();
  });
});
