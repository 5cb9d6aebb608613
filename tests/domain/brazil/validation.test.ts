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
