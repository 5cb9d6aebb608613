import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, isValidCnpj } from '@/src/domain/brazil/cnpj';

describe('isValidCnpj', () => {
  it.each<[string, string, boolean]>([
    ['a numeric CNPJ with its mask', '11.222.333/0001-81', true],
    ['the same without separators', '11222333000181', true],
    ['surrounding spaces are ignored', ' 11.222.333/0001-81 ', true],
    ['first check digit wrong', '11.222.333/0001-91', false],
    ['second check digit wrong', '11.222.333/0001-82', false],
    ['a branch other than 0001', '11.222.333/0002-62', true],
    ['first check digit 0 (remainder below 2)', '11.222.333/0005-05', true],
    ['second check digit 0 (remainder below 2)', '11.222.333/0018-20', true],
    ['first check digit 9 (remainder 2)', '00.000.000/0001-91', true],
    ['first check digit wrong, second one right for it', '11.222.333/0001-90', false],
    ['the alphanumeric CNPJ of IN RFB 2.229/2024 (the Receita example)', '12.ABC.345/01DE-35', true],
    ['alphanumeric, lower case typed', '12.abc.345/01de-35', true],
    ['alphanumeric with a wrong check digit', '12.ABC.345/01DE-36', false],
    ['letters in the check digits are refused', '12.ABC.345/01DE-3A', false],
    ['one repeated digit passes the arithmetic but is not issued', '00.000.000/0000-00', false],
    ['13 characters', '1122233300018', false],
    ['15 characters', '112223330001811', false],
    ['other punctuation', '11 222 333 0001 81', false],
    ['empty', '', false],
  ])('%s', (_rule, value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });
});

describe('cnpjCharacters and formatCnpj', () => {
  it('keeps the 14 characters in upper case, or null for what is not shaped like a CNPJ', () => {
    expect(cnpjCharacters('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cnpjCharacters('11222333000181')).toBe('11222333000181');
    expect(cnpjCharacters('CPF 529.982.247-25')).toBeNull();
  });

  it.each<[string, string]>([
    ['11', '11'],
    ['11222', '11.222'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11222333000181999', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['11 222 333 0001 81', '11.222.333/0001-81'],
  ])('masks %s as %s', (typed, masked) => {
    expect(formatCnpj(typed)).toBe(masked);
  });
});
