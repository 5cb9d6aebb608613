import { describe, expect, it } from 'vitest';
import {
  defaultDocumentType,
  documentProblem,
  documentTypesFor,
  formatDocument,
  inferDocumentType,
  isValidPassport,
  normaliseDocument,
  type CustomerDocumentType,
} from '@/src/domain/customer/identity-document';

describe('documentProblem: the document depends on who is buying', () => {
  it.each<[string, CustomerDocumentType, string, ReturnType<typeof documentProblem>]>([
    ['a Brazilian: CPF with right check digits', 'CPF', '529.982.247-25', null],
    ['a CPF with a wrong check digit', 'CPF', '529.982.247-24', 'invalid'],
    ['a passport is not a CPF', 'CPF', 'FX123456', 'invalid'],
    ['a foreign traveller: UK passport, 9 digits', 'PASSPORT', '123456789', null],
    ['a passport with letters (Brazil, Ireland)', 'PASSPORT', 'FZ123456', null],
    ['a passport typed with spaces and lower case', 'PASSPORT', 'fz 123 456', null],
    ['a passport of 6 characters (shortest accepted)', 'PASSPORT', 'A12345', null],
    ['a passport of 5 characters is too short', 'PASSPORT', 'A1234', 'invalid'],
    ['a passport of 10 characters is too long (ICAO 9303: 9)', 'PASSPORT', '1234567890', 'invalid'],
    ['a passport without a digit is no number', 'PASSPORT', 'ABCDEFG', 'invalid'],
    ['a passport with punctuation', 'PASSPORT', 'AB.123456', 'invalid'],
    ['a company: CNPJ with right check digits', 'CNPJ', '11.222.333/0001-81', null],
    ['an alphanumeric CNPJ', 'CNPJ', '12.ABC.345/01DE-35', null],
    ['a CNPJ with a wrong check digit', 'CNPJ', '11.222.333/0001-80', 'invalid'],
    ['a CPF is not a CNPJ', 'CNPJ', '529.982.247-25', 'invalid'],
    ['nothing typed', 'PASSPORT', '   ', 'required'],
  ])('%s', (_rule, type, value, expected) => {
    expect(documentProblem(type, value)).toBe(expected);
  });
});

describe('normaliseDocument and formatDocument', () => {
  it('stores a CPF as its digits, a CNPJ as its 14 characters and a passport without spaces, upper case', () => {
    expect(normaliseDocument('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normaliseDocument('CNPJ', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normaliseDocument('PASSPORT', ' fz-123 456 ')).toBe('FZ123456');
  });

  it('shows CPF and CNPJ with their masks and a passport as printed', () => {
    expect(formatDocument('CPF', '52998224725')).toBe('529.982.247-25');
    expect(formatDocument('CNPJ', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('PASSPORT', 'fz123456')).toBe('FZ123456');
  });
});

describe('inferDocumentType (a document sent without its type)', () => {
  it.each<[string, CustomerDocumentType]>([
    ['529.982.247-25', 'CPF'],
    ['11222333000181', 'CNPJ'],
    ['123456789', 'PASSPORT'],
    ['52998224724', 'PASSPORT'], // not a valid CPF: checked as a passport (and refused there: 11 characters)
  ])('%s is read as %s', (value, type) => {
    expect(inferDocumentType(value)).toBe(type);
  });
});

describe('the default document follows the language', () => {
  it('is a CPF in Portuguese and a passport in English and Spanish, every type still offered', () => {
    expect(defaultDocumentType('pt-BR')).toBe('CPF');
    expect(defaultDocumentType('en')).toBe('PASSPORT');
    expect(defaultDocumentType('es')).toBe('PASSPORT');
    expect(documentTypesFor('pt-BR')).toEqual(['CPF', 'PASSPORT', 'CNPJ']);
    expect(documentTypesFor('en')).toEqual(['PASSPORT', 'CPF', 'CNPJ']);
  });

  it('isValidPassport ignores spaces and hyphens only', () => {
    expect(isValidPassport('X1 2345-67')).toBe(true);
    expect(isValidPassport('X1/234567')).toBe(false);
  });
});

describe('normaliseDocument of text that is no document', () => {
  it('keeps a CPF or CNPJ it cannot read as typed, trimmed', () => {
    expect(normaliseDocument('CPF', ' 123 ')).toBe('123');
    expect(normaliseDocument('CNPJ', ' 11.222 ')).toBe('11.222');
  });
});
