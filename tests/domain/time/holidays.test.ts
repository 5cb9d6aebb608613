import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { computeNationalHolidays } from '@/src/domain/time/holiday-calendar';
import {
  BUILT_IN_HOLIDAY_YEARS,
  hasBuiltInHolidays,
  holidayOn,
  holidaysForYear,
  isHoliday,
  localIsoDate,
  mergeHolidays,
  parseHolidayResponse,
  type Holiday,
} from '@/src/domain/time/holidays';

const n = (date: string, name: string): Holiday => ({ date, name, type: 'national' });

const TABLE_2023 = [
  n('2023-01-01', 'Confraternização mundial'),
  n('2023-02-21', 'Carnaval'),
  n('2023-04-07', 'Sexta-feira Santa'),
  n('2023-04-09', 'Páscoa'),
  n('2023-04-21', 'Tiradentes'),
  n('2023-05-01', 'Dia do trabalho'),
  n('2023-06-08', 'Corpus Christi'),
  n('2023-09-07', 'Independência do Brasil'),
  n('2023-10-12', 'Nossa Senhora Aparecida'),
  n('2023-11-02', 'Finados'),
  n('2023-11-15', 'Proclamação da República'),
  n('2023-12-25', 'Natal'),
];

const TABLE_2024 = [
  n('2024-01-01', 'Confraternização mundial'),
  n('2024-02-13', 'Carnaval'),
  n('2024-03-29', 'Sexta-feira Santa'),
  n('2024-03-31', 'Páscoa'),
  n('2024-04-21', 'Tiradentes'),
  n('2024-05-01', 'Dia do trabalho'),
  n('2024-05-30', 'Corpus Christi'),
  n('2024-09-07', 'Independência do Brasil'),
  n('2024-10-12', 'Nossa Senhora Aparecida'),
  n('2024-11-02', 'Finados'),
  n('2024-11-15', 'Proclamação da República'),
  n('2024-11-20', 'Dia Nacional de Zumbi e da Consciência Negra'),
  n('2024-12-25', 'Natal'),
];

describe('Built-in holidays: 12 for 2023 and 13 for 2024, all national, Good Friday included as in every year', () => {
  it.each([
    [2023, 12, TABLE_2023],
    [2024, 13, TABLE_2024],
  ])('the built-in table for %i has %i national holidays', (year, count, table) => {
    const holidays = holidaysForYear(year);
    expect(holidays).toHaveLength(count);
    expect(holidays).toEqual(table);
    expect(holidays.every((h) => h.type === 'national')).toBe(true);
  });

  it('the built-in years are 2023 and 2024', () => {
    expect(BUILT_IN_HOLIDAY_YEARS).toEqual([2023, 2024]);
  });

  it.each([
    [2023, true],
    [2024, true],
    [2022, false],
    [2025, false],
  ])(
    'the public service is called only when the year is not in the built-in table: %i built in = %s',
    (year, builtIn) => {
      expect(hasBuiltInHolidays(year)).toBe(builtIn);
    },
  );

  it('the table hands out copies, so a caller cannot alter it', () => {
    const first = holidaysForYear(2023);
    first[0].name = 'changed';
    first.pop();
    expect(holidaysForYear(2023)).toEqual(TABLE_2023);
  });

  it.each([2023, 2024])('the built-in table of %i follows the same rule as the computed years', (year) => {
    expect(holidaysForYear(year)).toEqual(computeNationalHolidays(year));
  });

  it('Good Friday is a holiday in every year, built in or computed', () => {
    for (const year of [2023, 2024, 2025, 2026])
      expect(holidaysForYear(year).filter((h) => h.name === 'Sexta-feira Santa')).toHaveLength(1);
  });

  it('other years come from the local calendar (2025 has 13, Good Friday included)', () => {
    const holidays = holidaysForYear(2025);
    expect(holidays).toHaveLength(13);
    expect(holidays[2]).toEqual(n('2025-04-18', 'Sexta-feira Santa'));
  });

  it.each([1500, 2024.5])('an unsupported year %s is refused', (year) => {
    expect(() => holidaysForYear(year)).toThrow(RangeError);
  });
});

describe('Holiday: a date is a holiday when its local day (default America/Sao_Paulo) is listed', () => {
  const list = TABLE_2024;
  it.each<[string, string | number | DateTime, string | undefined, boolean]>([
    ['a listed calendar date', '2024-12-25', undefined, true],
    ['an unlisted calendar date', '2024-12-24', undefined, false],
    ['a timestamp on the holiday, São Paulo time', '2024-11-20T23:30:00-03:00', undefined, true],
    ['02:00 UTC on 25 Dec is still 24 Dec in São Paulo', '2024-12-25T02:00:00Z', undefined, false],
    ['the same instant in UTC is 25 Dec', '2024-12-25T02:00:00Z', 'UTC', true],
    ['epoch ms of 2024-09-07T12:00-03:00', Date.UTC(2024, 8, 7, 15), undefined, true],
    [
      'a luxon DateTime in another zone is read in São Paulo',
      DateTime.fromISO('2024-10-13T01:00:00Z'),
      undefined,
      true,
    ],
  ])('%s', (_case, date, zone, expected) => {
    expect(isHoliday(date, list, zone)).toBe(expected);
  });

  it('holidayOn returns the holiday of that day', () => {
    expect(holidayOn('2024-04-21T10:00:00-03:00', list)).toEqual(n('2024-04-21', 'Tiradentes'));
    expect(holidayOn('2024-04-22', list)).toBeUndefined();
  });

  it('an empty list has no holidays', () => {
    expect(isHoliday('2024-12-25', [])).toBe(false);
  });

  it.each(['not a date', '2024-02-30', ''])('an invalid date %j throws a RangeError', (bad) => {
    expect(() => isHoliday(bad, list)).toThrow(RangeError);
  });

  it('an unknown zone throws a RangeError', () => {
    expect(() => localIsoDate('2024-12-25', 'Mars/Olympus')).toThrow(RangeError);
  });

  it.each<[string, string | number, string | undefined, string]>([
    ['02:59 UTC on 1 Jan is still 31 Dec in São Paulo', Date.UTC(2024, 0, 1, 2, 59), undefined, '2023-12-31'],
    ['03:00 UTC on 1 Jan is 1 Jan in São Paulo', Date.UTC(2024, 0, 1, 3, 0), undefined, '2024-01-01'],
    ['a bare date stays itself', '2024-06-01', undefined, '2024-06-01'],
    ['a bare date stays itself in another zone', '2024-06-01', 'Asia/Tokyo', '2024-06-01'],
    ['a timestamp read in Tokyo', '2024-06-01T20:00:00Z', 'Asia/Tokyo', '2024-06-02'],
  ])('localIsoDate: %s', (_case, date, zone, expected) => {
    expect(localIsoDate(date, zone)).toBe(expected);
  });
});

describe('Holidays service: the response is a list of items with date and name', () => {
  it('keeps date, name and type, drops extra fields, and sorts by date', () => {
    const json = [
      { date: '2026-12-25', name: 'Natal', type: 'national', extra: 1 },
      { date: '2026-01-01', name: 'Confraternização mundial', type: 'national' },
    ];
    expect(parseHolidayResponse(json)).toEqual([n('2026-01-01', 'Confraternização mundial'), n('2026-12-25', 'Natal')]);
  });

  it('a missing type means national (SPEC: Holiday type national)', () => {
    expect(parseHolidayResponse([{ date: '2026-04-21', name: 'Tiradentes' }])).toEqual([n('2026-04-21', 'Tiradentes')]);
  });

  it('another type is kept as given', () => {
    expect(parseHolidayResponse([{ date: '2026-07-09', name: 'Revolução', type: 'state' }])).toEqual([
      { date: '2026-07-09', name: 'Revolução', type: 'state' },
    ]);
  });

  it.each([
    ['20260101', 'expected YYYY-MM-DD'],
    ['2026-02-29', 'not a calendar date'],
  ])('the error for date %s says %s', (date, message) => {
    expect(() => parseHolidayResponse([{ date, name: 'x' }])).toThrow(message);
  });

  it('an empty list is valid', () => {
    expect(parseHolidayResponse([])).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['not a list', { date: '2026-01-01', name: 'x' }],
    ['null', null],
    ['a date without dashes', [{ date: '20260101', name: 'x' }]],
    ['a timestamp instead of a date', [{ date: '2026-01-01T00:00:00Z', name: 'x' }]],
    ['a non-existent date', [{ date: '2026-02-30', name: 'x' }]],
    ['month 13', [{ date: '2026-13-01', name: 'x' }]],
    ['a missing name', [{ date: '2026-01-01' }]],
    ['a blank name', [{ date: '2026-01-01', name: '  ' }]],
    ['an empty type', [{ date: '2026-01-01', name: 'x', type: '' }]],
    ['a blank type', [{ date: '2026-01-01', name: 'x', type: '   ' }]],
    ['an extended-year date', [{ date: '+002026-01-01', name: 'x' }]],
    ['a numeric date', [{ date: 20260101, name: 'x' }]],
  ])('a malformed response is rejected: %s', (_case, json) => {
    expect(() => parseHolidayResponse(json)).toThrow();
  });
});

describe('Holidays from several sources merge into one per date', () => {
  it('the earlier list wins on a shared date, and the result is sorted by date', () => {
    const own = [{ date: '2026-12-25', name: 'Natal da loja', type: 'company' }, n('2026-03-19', 'São José')];
    const national = [n('2026-01-01', 'Confraternização mundial'), n('2026-12-25', 'Natal')];
    expect(mergeHolidays(own, national)).toEqual([
      n('2026-01-01', 'Confraternização mundial'),
      n('2026-03-19', 'São José'),
      { date: '2026-12-25', name: 'Natal da loja', type: 'company' },
    ]);
  });

  it('duplicates inside one list collapse to the first', () => {
    expect(mergeHolidays([n('2026-05-01', 'A'), n('2026-05-01', 'B')])).toEqual([n('2026-05-01', 'A')]);
  });

  it('no lists give no holidays, and the merge copies its entries', () => {
    expect(mergeHolidays()).toEqual([]);
    const source = [n('2026-05-01', 'Dia do trabalho')];
    const merged = mergeHolidays(source);
    merged[0].name = 'changed';
    expect(source[0].name).toBe('Dia do trabalho');
  });
});
