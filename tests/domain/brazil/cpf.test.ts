import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from '@/src/domain/brazil/cpf';

describe('isValidCpf', () => {
  it.each<[string, string, boolean]>([
    ['CPF check digits: formatted 123.456.789-09 (first check digit remainder 10 gives 0)', '123.456.789-09', true],
    ['CPF check digits: bare digits', '12345678909', true],
    ['CPF check digits: 529.982.247-25', '529.982.247-25', true],
    ['CPF check digits: second check digit remainder 10 gives 0', '100.000.028-10', true],
    ['CPF check digits: 111.444.777-35', '111.444.777-35', true],
    ['CPF: surrounding spaces are ignored', '  111.444.777-35 ', true],
    ['CPF: a partly formatted number is accepted', '111444777-35', true],
    ['CPF: wrong first check digit', '123.456.789-19', false],
    ['CPF: wrong first check digit even when the second fits it', '123.456.789-17', false],
    ['CPF: wrong second check digit', '123.456.789-08', false],
    ['CPF: both check digits swapped', '529.982.247-52', false],
    ['CPF: all-same-digit numbers are rejected (000…)', '000.000.000-00', false],
    ['CPF: all-same-digit numbers are rejected (111…)', '11111111111', false],
    ['CPF: all-same-digit numbers are rejected (999…)', '999.999.999-99', false],
    ['CPF: 10 digits', '1234567890', false],
    ['CPF: 12 digits', '123456789090', false],
    ['CPF: letters', '123.456.789-0a', false],
    ['CPF: other separators', '123/456/789-09', false],
    ['CPF: leading text', 'x12345678909', false],
    ['CPF: trailing text', '12345678909x', false],
    ['CPF: empty', '', false],
  ])('%s', (_rule, value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });
});

describe('cpfDigits', () => {
  it.each<[string, string, string | null]>([
    ['formatted CPF gives its 11 digits', '123.456.789-09', '12345678909'],
    ['bare CPF stays', ' 12345678909 ', '12345678909'],
    ['not a CPF shape gives null', '123.456.789', null],
  ])('%s', (_rule, value, expected) => {
    expect(cpfDigits(value)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it.each<[string, string, string]>([
    ['formats 11 digits as 000.000.000-00', '12345678909', '123.456.789-09'],
    ['keeps a formatted CPF', '123.456.789-09', '123.456.789-09'],
    ['masks while typing: 3 digits', '123', '123'],
    ['masks while typing: 4 digits', '1234', '123.4'],
    ['masks while typing: 6 digits', '123456', '123.456'],
    ['masks while typing: 7 digits', '1234567', '123.456.7'],
    ['masks while typing: 9 digits', '123456789', '123.456.789'],
    ['masks while typing: 10 digits', '1234567890', '123.456.789-0'],
    ['drops digits after the eleventh', '1234567890999', '123.456.789-09'],
    ['drops non-digits', 'a1b2c3', '123'],
    ['empty', '', ''],
  ])('%s', (_rule, value, expected) => {
    expect(formatCpf(value)).toBe(expected);
  });
});
