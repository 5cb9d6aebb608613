import { describe, expect, it } from 'vitest';
import {
  assertSupportedYear,
  computeNationalHolidays,
  easterDate,
  easterSunday,
} from '@/src/domain/time/holiday-calendar';

// Easter Sundays from published Gregorian tables (extremes included: 22 March and 25 April).
describe('Holidays — Easter Sunday (anonymous Gregorian algorithm) anchors the movable holidays', () => {
  it.each([
    [1583, '1583-04-10'],
    [1596, '1596-04-14'],
    [1954, '1954-04-18'], // the "April 19/18 exceptions" of the algorithm (m = 1)
    [1981, '1981-04-19'],
    [2014, '2014-04-20'],
    [2018, '2018-04-01'],
    [2029, '2029-04-01'],
    [2049, '2049-04-18'],
    [2076, '2076-04-19'],
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
    [2285, '2285-03-22'],
    [9999, '9999-03-28'],
  ])('Easter of %i is %s', (year, expected) => {
    expect(easterDate(year)).toBe(expected);
  });

  it('returns month and day numbers', () => {
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
  });
});

describe('Holidays — a year outside the built-in table is computed with type national', () => {
  it('2025: fixed dates, 20 November and Carnaval, Good Friday, Easter and Corpus Christi, sorted', () => {
    expect(computeNationalHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Confraternização mundial', type: 'national' },
      { date: '2025-03-04', name: 'Carnaval', type: 'national' },
      { date: '2025-04-18', name: 'Sexta-feira Santa', type: 'national' },
      { date: '2025-04-20', name: 'Páscoa', type: 'national' },
      { date: '2025-04-21', name: 'Tiradentes', type: 'national' },
      { date: '2025-05-01', name: 'Dia do trabalho', type: 'national' },
      { date: '2025-06-19', name: 'Corpus Christi', type: 'national' },
      { date: '2025-09-07', name: 'Independência do Brasil', type: 'national' },
      { date: '2025-10-12', name: 'Nossa Senhora Aparecida', type: 'national' },
      { date: '2025-11-02', name: 'Finados', type: 'national' },
      { date: '2025-11-15', name: 'Proclamação da República', type: 'national' },
      { date: '2025-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', type: 'national' },
      { date: '2025-12-25', name: 'Natal', type: 'national' },
    ]);
  });

  // Carnaval Tuesday = Easter − 47, Good Friday = Easter − 2, Corpus Christi = Easter + 60.
  it.each([
    [2019, '2019-03-05', '2019-04-19', '2019-04-21', '2019-06-20'],
    [2026, '2026-02-17', '2026-04-03', '2026-04-05', '2026-06-04'],
    [2000, '2000-03-07', '2000-04-21', '2000-04-23', '2000-06-22'],
    [2285, '2285-02-03', '2285-03-20', '2285-03-22', '2285-05-21'],
  ])(
    'movable holidays of %i: Carnaval %s, Good Friday %s, Easter %s, Corpus Christi %s',
    (year, carnaval, friday, easter, corpus) => {
      const byName = new Map(computeNationalHolidays(year).map((h) => [h.name, h.date]));
      expect(byName.get('Carnaval')).toBe(carnaval);
      expect(byName.get('Sexta-feira Santa')).toBe(friday);
      expect(byName.get('Páscoa')).toBe(easter);
      expect(byName.get('Corpus Christi')).toBe(corpus);
    },
  );

  it.each([
    [2023, 12, false],
    [2024, 13, true],
    [2030, 13, true],
  ])(
    '20 November is national from 2024 (Law 14.759/2023): %i has %i holidays, 11-20 included: %s',
    (year, count, has) => {
      const holidays = computeNationalHolidays(year);
      expect(holidays).toHaveLength(count);
      expect(holidays.some((h) => h.date === `${year}-11-20`)).toBe(has);
      expect(holidays.every((h) => h.type === 'national')).toBe(true);
    },
  );
});

describe('Holidays — years the Gregorian algorithm cannot serve are refused', () => {
  it.each([1582, 10000, 2025.5, Number.NaN, -1])('year %s throws a RangeError', (year) => {
    expect(() => assertSupportedYear(year)).toThrow(RangeError);
    expect(() => computeNationalHolidays(year)).toThrow('Unsupported holiday year');
  });

  it.each([1583, 9999])('year %i is accepted', (year) => {
    expect(() => assertSupportedYear(year)).not.toThrow();
  });
});
