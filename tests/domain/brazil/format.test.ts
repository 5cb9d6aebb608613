import { describe, expect, it } from 'vitest';
import { formatBRL, formatCurrencyInput, formatPhone, parseCurrencyInput } from '@/src/domain/brazil/format';

describe('formatBRL', () => {
  it.each<[string, number, string | undefined, string]>([
    ["Currency BRL, pt-BR formatting, 'R$ ' prefix", 4990, undefined, 'R$ 49,90'],
    ["Currency BRL, pt-BR formatting: thousands with '.'", 123456, 'pt-BR', 'R$ 1.234,56'],
    ['Currency BRL: zero', 0, 'pt-BR', 'R$ 0,00'],
    ['Currency BRL: a negative zero is not shown as negative', -0, 'pt-BR', 'R$ 0,00'],
    ['Currency BRL: a discount (negative amount)', -1500, 'pt-BR', '-R$ 15,00'],
    ['Currency BRL: cents are whole (half a cent rounds half up)', 4990.5, 'pt-BR', 'R$ 49,91'],
    ['Currency BRL in English conventions', 123456, 'en', 'R$1,234.56'],
    ['Currency BRL in Spanish conventions keeps the R$ symbol (no group separator for 4 digits)', 123456, 'es', '1234,56 R$'],
    ['Currency BRL in Spanish conventions groups 5 digits', 1234567, 'es', '12.345,67 R$'],
    ['Cheap delivery up to 30 reais', 3000, 'pt-BR', 'R$ 30,00'],
  ])('%s', (_rule, cents, locale, expected) => {
    expect(formatBRL(cents, locale)).toBe(expected);
  });

  it("uses a plain space after 'R$', not ICU's no-break space", () => {
    expect(formatBRL(100)).not.toMatch(/[\u00a0\u202f]/);
    expect(formatBRL(100000, 'es')).toBe('1000,00 R$');
  });
});

describe('formatCurrencyInput', () => {
  it.each<[string, string, string | undefined, string]>([
    ['Currency input keeps only digits and reads them as cents', '12345', undefined, 'R$ 123,45'],
    ['Currency input: the last two digits are the decimals', 'R$ 1.234,5', 'pt-BR', 'R$ 123,45'],
    ['Currency input: nothing typed shows zero', '', 'pt-BR', 'R$ 0,00'],
    ['Currency input in English', '4990', 'en', 'R$49.90'],
  ])('%s', (_rule, raw, locale, expected) => {
    expect(formatCurrencyInput(raw, locale)).toBe(expected);
  });

  it('re-exports the parsing and phone helpers', () => {
    expect(parseCurrencyInput('1,00')).toBe(100);
    expect(formatPhone('5511987654321')).toBe('+55 (11) 9 8765-4321');
  });
});
