import { describe, expect, it } from 'vitest';
import {
  UNITS_OF_MEASUREMENT,
  formatAmount,
  formatQuantityWithUnit,
  parseUnit,
  resolveUnitLocale,
  unitLabel,
} from '@/src/domain/brazil/units';

// [unit, pt one, pt other, en one, en other, es one, es other]
const TABLE: [string, string, string, string, string, string, string][] = [
  ['UNITY', 'unidade', 'unidades', 'unit', 'units', 'unidad', 'unidades'],
  ['KG', 'kg', 'kg', 'kg', 'kg', 'kg', 'kg'],
  ['G', 'g', 'g', 'g', 'g', 'g', 'g'],
  ['M', 'm', 'm', 'm', 'm', 'm', 'm'],
  ['LITER', 'litro', 'litros', 'liter', 'liters', 'litro', 'litros'],
  ['YEAR', 'ano', 'anos', 'year', 'years', 'año', 'años'],
  ['MONTH', 'mês', 'meses', 'month', 'months', 'mes', 'meses'],
  ['DAY', 'dia', 'dias', 'day', 'days', 'día', 'días'],
  ['HOUR', 'hora', 'horas', 'hour', 'hours', 'hora', 'horas'],
  ['PERSON', 'pessoa', 'pessoas', 'person', 'people', 'persona', 'personas'],
];

describe('Unit labels: unity, kg, g, m, liter, year, month, day, hour, person', () => {
  it('the ten units', () => {
    expect(UNITS_OF_MEASUREMENT).toEqual(TABLE.map((r) => r[0]));
  });

  describe.each(TABLE)('%s', (unit, ptOne, ptOther, enOne, enOther, esOne, esOther) => {
    it.each<[string, number, string]>([
      ['pt-BR', 1, ptOne],
      ['pt-BR', 2, ptOther],
      ['en', 1, enOne],
      ['en', 3, enOther],
      ['es', 1, esOne],
      ['es', 0, esOther],
    ])('translated: %s, quantity %d', (locale, quantity, expected) => {
      expect(unitLabel(unit, quantity, locale, { includeUnity: true })).toBe(expected);
    });
  });

  it.each<[string, string | null | undefined, number, string | undefined, string]>([
    ['the UNITY label is not shown (decision)', 'UNITY', 2, undefined, ''],
    ['the UNITY label is not shown in other locales', 'unity', 1, 'en', ''],
    ['default locale pt-BR', 'HOUR', 3, undefined, 'horas'],
    ['units in any case', 'liter', 2, 'pt-BR', 'litros'],
    ['units with spaces', ' Kg ', 1, 'pt-BR', 'kg'],
    ['plural for 0', 'DAY', 0, 'pt-BR', 'dias'],
    ['plural for a fraction', 'LITER', 1.5, 'pt-BR', 'litros'],
    ['singular only for exactly 1', 'PERSON', 1, 'pt-BR', 'pessoa'],
    ['unknown unit gives no label', 'BOX', 2, 'pt-BR', ''],
    ['missing unit gives no label', null, 2, 'pt-BR', ''],
    ['undefined unit gives no label', undefined, 2, 'pt-BR', ''],
    ['regional English', 'MONTH', 2, 'en-US', 'months'],
    ['regional Spanish', 'YEAR', 2, 'es-AR', 'años'],
    ['unsupported locale falls back to pt-BR', 'DAY', 2, 'fr', 'dias'],
  ])('unitLabel: %s', (_rule, unit, quantity, locale, expected) => {
    expect(unitLabel(unit, quantity, locale)).toBe(expected);
  });

  it('includeUnity false behaves as the default', () => {
    expect(unitLabel('UNITY', 2, 'pt-BR', { includeUnity: false })).toBe('');
  });
});

describe('resolveUnitLocale and parseUnit', () => {
  it.each<[string, string]>([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    ['de', 'pt-BR'],
    ['', 'pt-BR'],
  ])('locale %s reads as %s', (locale, expected) => {
    expect(resolveUnitLocale(locale)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null]>([
    ['kg', 'KG'],
    [' person ', 'PERSON'],
    ['UNITY', 'UNITY'],
    ['litre', null],
    ['', null],
    [null, null],
  ])('unit %s reads as %s', (unit, expected) => {
    expect(parseUnit(unit)).toBe(expected);
  });
});

describe('formatQuantityWithUnit', () => {
  it.each<[string, number, string | null, string | undefined, string]>([
    ['a quantity in kg, pt-BR decimals', 2.5, 'KG', undefined, '2,5 kg'],
    ['hours, plural', 3, 'HOUR', 'pt-BR', '3 horas'],
    ['Lounge pass 3h in English', 3, 'HOUR', 'en', '3 hours'],
    ['one person', 1, 'PERSON', 'es', '1 persona'],
    ['the UNITY label is not shown: just the number', 4, 'UNITY', 'pt-BR', '4'],
    ['no unit: just the number', 4, null, 'pt-BR', '4'],
    ['thousands in pt-BR', 1500, 'G', 'pt-BR', '1.500 g'],
    ['thousands in English', 1500, 'G', 'en', '1,500 g'],
    ['at most three decimals', 0.12345, 'KG', 'pt-BR', '0,123 kg'],
  ])('%s', (_rule, quantity, unit, locale, expected) => {
    expect(formatQuantityWithUnit(quantity, unit, locale)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it('writes kilograms from exactly 1000 g, of either sign', () => {
    expect(formatAmount(999, 'G')).toBe('999 g');
    expect(formatAmount(1000, 'G')).toBe('1 kg');
    expect(formatAmount(-1000, 'g', 'en')).toBe('-1 kg');
    expect(formatAmount(1500, 'G', 'es')).toBe('1,5 kg');
  });

  it('keeps every other unit as it is, in thousands too', () => {
    expect(formatAmount(1500, 'KG')).toBe('1.500 kg');
    expect(formatAmount(2000, 'HOUR', 'en')).toBe('2,000 hours');
    expect(formatAmount(1000, null)).toBe('1.000');
  });
});
