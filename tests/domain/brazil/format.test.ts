import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatCurrencyInput, formatPhone, parseCurrencyInput } from '@/src/domain/brazil/format';

describe('formatBRL', () => {
  it.each<[string, number, string]>([
    ["Currency BRL, pt-BR formatting, 'R$ ' prefix", 4990, 'R$ 49,90'],
    ["Currency BRL, pt-BR formatting: thousands with '.'", 123456, 'R$ 1.234,56'],
    ['Currency BRL: zero', 0, 'R$ 0,00'],
    ['Currency BRL: a negative zero is not shown as negative', -0, 'R$ 0,00'],
    ['Currency BRL: a discount (negative amount)', -1500, '-R$ 15,00'],
    ['Currency BRL: cents are whole (half a cent rounds half up)', 4990.5, 'R$ 49,91'],
    ['Currency BRL: large amounts group every three digits', 1234567, 'R$ 12.345,67'],
    ['Cheap delivery up to 30 reais', 3000, 'R$ 30,00'],
  ])('%s', (_rule, cents, expected) => {
    expect(formatBRL(cents)).toBe(expected);
  });

  it("uses a plain space after 'R$', not ICU's no-break space", () => {
    expect(formatBRL(100)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each(['en', 'es', 'pt-BR'])(
    'reads the same on a %s page, whatever locale a caller passes (was R$49.90 and 49,90 R$)',
    (locale) => {
      const callerWithLocale = formatBRL as (cents: number, locale?: string) => string;
      expect(callerWithLocale(4990, locale)).toBe('R$ 49,90');
    },
  );
});

describe('formatBRL is the one way money becomes text', () => {
  /** Source files of the app (domain, server, features, ui, client, pages). */
  function sources(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    });
  }

  it("no other file formats a currency with Intl (style: 'currency' or currency: 'BRL')", () => {
    const offenders = ['src', 'pages']
      .flatMap(sources)
      .filter((file) => !file.endsWith(path.join('brazil', 'format.ts')))
      .filter((file) =>
        /style:\s*['"]currency['"]|currency:\s*['"]BRL['"]|toLocaleString\([^)]*currency/.test(
          fs.readFileSync(file, 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});

describe('formatCurrencyInput', () => {
  it.each<[string, string, string]>([
    ['Currency input keeps only digits and reads them as cents', '12345', 'R$ 123,45'],
    ['Currency input: the last two digits are the decimals', 'R$ 1.234,5', 'R$ 123,45'],
    ['Currency input: nothing typed shows zero', '', 'R$ 0,00'],
    ['Currency input reads the same on an English page', '4990', 'R$ 49,90'],
  ])('%s', (_rule, raw, expected) => {
    expect(formatCurrencyInput(raw)).toBe(expected);
  });

  it('re-exports the parsing and phone helpers', () => {
    expect(parseCurrencyInput('1,00')).toBe(100);
    expect(formatPhone('5511987654321')).toBe('+55 (11) 9 8765-4321');
  });
});
