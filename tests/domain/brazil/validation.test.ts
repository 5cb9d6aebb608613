import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  formatCpf,
  isBrazilianStateCode,
  isFullName,
  isIsoTimestamp,
  isLooseIsoTimestamp,
  isValidCpf,
  isValidEmail,
  validateCheckoutCustomer,
  type CheckoutCustomerInput,
  type CustomerErrors,
} from '@/src/domain/brazil/validation';

describe('re-exports', () => {
  it('timestamps, CPF and states are reachable from validation', () => {
    expect(isIsoTimestamp('2024-05-01T10:00:00.000-03:00')).toBe(true);
    expect(isLooseIsoTimestamp('2024-05-01T10:00:00')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(isBrazilianStateCode('SP')).toBe(true);
    expect(BRAZILIAN_STATES).toHaveLength(27);
  });
});

describe('isValidEmail', () => {
  it.each<[string, string, boolean]>([
    ['Checkout asks for e-mail: a plain address', 'ana@example.com', true],
    ['a sub-domain and plus tag', 'ana.souza+pedido@mail.example.com.br', true],
    ['surrounding spaces are ignored', '  ana@example.com ', true],
    ['no @', 'ana.example.com', false],
    ['two @', 'ana@@example.com', false],
    ['no dot in the domain', 'ana@localhost', false],
    ['empty domain label', 'ana@example..com', false],
    ['domain ends with a dot', 'ana@example.', false],
    ['space inside', 'ana souza@example.com', false],
    ['nothing before @', '@example.com', false],
    ['two addresses', 'ana@example.com, bia@example.com', false],
    ['empty', '', false],
  ])('%s', (_rule, value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('isFullName', () => {
  it.each<[string, string, boolean]>([
    ['Checkout asks for full name: given name and surname', 'Ana Souza', true],
    ['three words with extra spaces', '  Ana   Maria  Souza ', true],
    ['a single word is not a full name', 'Ana', false],
    ['a single word with spaces around', '  Ana  ', false],
    ['a single word followed by a space', 'Ana ', false],
    ['two words with a tab', 'Ana\tSouza', true],
    ['empty', '', false],
  ])('%s', (_rule, value, expected) => {
    expect(isFullName(value)).toBe(expected);
  });
});

describe('validateCheckoutCustomer', () => {
  const good: CheckoutCustomerInput = {
    name: 'Ana Souza',
    identityDocument: '123.456.789-09',
    identityDocumentType: 'CPF',
    phone: '+55 (11) 98765-4321',
    email: 'ana@example.com',
  };

  it.each<[string, Partial<CheckoutCustomerInput>, CustomerErrors]>([
    ['Checkout asks for full name, CPF, phone, e-mail: all valid', {}, {}],
    ['full name required', { name: '  ' }, { name: 'required' }],
    ['full name needs two words', { name: 'Ana' }, { name: 'fullName' }],
    ['CPF required', { identityDocument: '' }, { identityDocument: 'required' }],
    ['CPF check digits', { identityDocument: '123.456.789-00' }, { identityDocument: 'invalid' }],
    [
      'CPF type is matched in any case',
      { identityDocumentType: 'cpf', identityDocument: '123.456.789-00' },
      { identityDocument: 'invalid' },
    ],
    [
      'another document (passport) only needs to be present',
      { identityDocumentType: 'PASSPORT', identityDocument: 'FX123456' },
      {},
    ],
    [
      'another document is still required',
      { identityDocumentType: 'PASSPORT', identityDocument: '' },
      { identityDocument: 'required' },
    ],
    ['phone required', { phone: '' }, { phone: 'required' }],
    ['phone must be Brazilian', { phone: '12345' }, { phone: 'invalid' }],
    ['e-mail required', { email: '' }, { email: 'required' }],
    ['e-mail shape', { email: 'ana@' }, { email: 'invalid' }],
    [
      'every problem at once',
      { name: '', identityDocument: '1', phone: 'x', email: 'y' },
      { name: 'required', identityDocument: 'invalid', phone: 'invalid', email: 'invalid' },
    ],
  ])('%s', (_rule, patch, expected) => {
    expect(validateCheckoutCustomer({ ...good, ...patch })).toStrictEqual(expected);
  });
});
