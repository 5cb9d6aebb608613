import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  DEFAULT_ZONE,
  MINUTES_PER_DAY,
  WEEKDAY_NAMES,
  dayListIncludes,
  formatTimeOfDay,
  isWithinRange,
  locateInRange,
  minutesOfDay,
  parseTimeOfDay,
  parseWeekday,
  rangeBounds,
  toZonedDateTime,
  tryLocateInRange,
  tryParseTimeOfDay,
  tryRangeBounds,
  weekdayName,
} from '@/src/domain/time/time-of-day';

describe('parseTimeOfDay: "hours (start and end as HH:MM)"', () => {
  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['8:05', 485],
    ['23:59', 1439],
    ['24:00', 1440],
    [' 12:15 ', 735],
    ['12:15:59', 735],
    ['09:00:00', 540],
  ])('HH:MM "%s" is %i minutes after midnight', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([
    '24:01',
    '24:00:01',
    '12:00x',
    '12:00:00x',
    'x12:00',
    '25:00',
    '12:60',
    '12:00:60',
    '1200',
    '12:5',
    'ab:cd',
    '',
    '123:00',
    '-1:00',
  ])('HH:MM rejects "%s"', (text) => {
    expect(() => parseTimeOfDay(text)).toThrow(RangeError);
    expect(() => parseTimeOfDay(text)).toThrow(`Invalid time of day: "${text}"`);
  });

  it.each([
    ['10:00', 600],
    ['bad', null],
    [null, null],
    [undefined, null],
  ])('tryParseTimeOfDay("%s") gives %s instead of throwing', (text, expected) => {
    expect(tryParseTimeOfDay(text)).toBe(expected);
  });
});

describe('formatTimeOfDay: minutes back to HH:MM', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [605, '10:05'],
    [1439, '23:59'],
    [1440, '00:00'],
    [1500, '01:00'],
    [-30, '23:30'],
  ])('%i minutes is "%s"', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });
});

describe('rangeBounds: "Hours that run to 23:59 and continue at 00:00 the next day are continuous"', () => {
  it.each([
    ['08:00', '18:00', 480, 1080],
    ['22:00', '02:00', 1320, 1560],
    ['18:00', '23:59', 1080, 1440],
    ['00:00', '24:00', 0, 1440],
    ['00:00', '00:00', 0, 1440],
    ['06:00', '06:00', 360, 1800],
    ['24:00', '02:00', 0, 120],
    ['23:59', '00:30', 1439, 1470],
  ])('%s–%s spans minutes %i to %i', (start, end, from, to) => {
    expect(rangeBounds({ start, end })).toEqual({ start: from, end: to });
  });
});

describe('isWithinRange / locateInRange: ranges, including ranges across midnight', () => {
  const night = { start: '22:00', end: '02:00' };
  const day = { start: '08:00', end: '18:00' };
  const allDay = { start: '00:00', end: '00:00' };
  const fromSix = { start: '06:00', end: '06:00' };
  it.each([
    ['08:00–18:00 includes its start 08:00', day, '08:00', 0],
    ['08:00–18:00 includes 17:59', day, '17:59', 0],
    ['08:00–18:00 excludes its end 18:00', day, '18:00', null],
    ['08:00–18:00 excludes 07:59', day, '07:59', null],
    ['22:00–02:00 contains 23:30 (opened today)', night, '23:30', 0],
    ['22:00–02:00 contains 22:00', night, '22:00', 0],
    ['22:00–02:00 contains 01:00 (opened yesterday)', night, '01:00', -1],
    ['22:00–02:00 contains 00:00 (opened yesterday)', night, '00:00', -1],
    ['22:00–02:00 excludes 02:00', night, '02:00', null],
    ['22:00–02:00 excludes 12:00', night, '12:00', null],
    ['22:00–02:00 excludes 21:59', night, '21:59', null],
    ['equal start and end 00:00–00:00 is the whole day at 00:00', allDay, '00:00', 0],
    ['equal start and end 00:00–00:00 is the whole day at 23:59', allDay, '23:59', 0],
    ['equal start and end 06:00–06:00 contains 05:59 of the day before', fromSix, '05:59', -1],
    ['equal start and end 06:00–06:00 contains 06:00', fromSix, '06:00', 0],
    ['a range ending 23:59 includes 23:59 itself', { start: '20:00', end: '23:59' }, '23:59', 0],
  ])('%s', (_name, range, at, offset) => {
    const minute = parseTimeOfDay(at);
    expect(locateInRange(minute, range)).toBe(offset);
    expect(isWithinRange(minute, range)).toBe(offset !== null);
  });

  it('a malformed range throws', () => {
    expect(() => isWithinRange(60, { start: '8h', end: '10:00' })).toThrow(RangeError);
  });

  it.each([
    ['a well-formed range is located', { start: '22:00', end: '02:00' }, 60, -1, { start: 1320, end: 1560 }],
    ['a malformed start gives null', { start: '8h', end: '10:00' }, 60, null, null],
    ['a malformed end gives null', { start: '08:00', end: '' }, 600, null, null],
  ])('tryLocateInRange / tryRangeBounds: %s', (_name, range, minute, offset, bounds) => {
    expect(tryLocateInRange(minute, range)).toBe(offset);
    expect(tryRangeBounds(range)).toEqual(bounds);
  });
});

describe('toZonedDateTime: "Default time zone America/Sao_Paulo, offset -03:00"', () => {
  it('the default zone is America/Sao_Paulo', () => {
    expect(DEFAULT_ZONE).toBe('America/Sao_Paulo');
    expect(MINUTES_PER_DAY).toBe(1440);
  });

  it.each([
    ['an ISO timestamp with offset', '2024-05-10T12:00:00.000Z', undefined, '2024-05-10T09:00:00.000-03:00'],
    [
      'an ISO timestamp without offset, read in the zone',
      '2024-05-10T12:00:00',
      undefined,
      '2024-05-10T12:00:00.000-03:00',
    ],
    ['epoch milliseconds', Date.UTC(2024, 4, 10, 3, 0), undefined, '2024-05-10T00:00:00.000-03:00'],
    [
      'a luxon DateTime in UTC',
      DateTime.fromISO('2024-05-10T01:30:00Z', { zone: 'utc' }),
      undefined,
      '2024-05-09T22:30:00.000-03:00',
    ],
    ['another zone when given', '2024-05-10T12:00:00.000Z', 'Europe/Lisbon', '2024-05-10T13:00:00.000+01:00'],
  ])('reads %s', (_name, clock, zone, iso) => {
    const result = toZonedDateTime(clock, zone);
    expect(result.toISO()).toBe(iso);
    expect(result.zoneName).toBe(zone ?? 'America/Sao_Paulo');
  });

  it.each([['not a date'], [Number.NaN], [DateTime.invalid('test')]])('rejects an invalid clock %s', (clock) => {
    expect(() => toZonedDateTime(clock)).toThrow(/^Invalid clock: .* in America\/Sao_Paulo$/);
  });

  it('minutesOfDay counts hours and minutes in the zone', () => {
    expect(minutesOfDay(toZonedDateTime('2024-05-10T02:45:00.000Z'))).toBe(23 * 60 + 45);
  });
});

describe('weekdays: "A map keyed by lowercase English weekday name"', () => {
  it('lists the lowercase English names from Monday', () => {
    expect(WEEKDAY_NAMES).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it.each([
    ['monday', 1],
    ['Sunday', 7],
    [' SATURDAY ', 6],
    ['fri', 5],
    ['sun', 7],
    ['segunda', 1],
    ['segunda-feira', 1],
    ['Terça-feira', 2],
    ['terca feira', 2],
    ['sextafeira', 5],
    ['quarta', 3],
    ['quinta-feira', 4],
    ['sexta', 5],
    ['sábado', 6],
    ['domingo', 7],
    ['seg', 1],
    ['dom', 7],
    [0, 7],
    [1, 1],
    [6, 6],
    [7, 7],
    ['3', 3],
    [8, null],
    [10, null],
    ['funday', null],
    ['constructor', null],
    ['', null],
  ])('weekday %j is luxon weekday %s', (value, weekday) => {
    expect(parseWeekday(value)).toBe(weekday);
  });

  it.each([
    ['2024-05-06T12:00:00', 'monday'],
    ['2024-05-11T12:00:00', 'saturday'],
    ['2024-05-12T12:00:00', 'sunday'],
  ])('%s is a %s', (iso, name) => {
    expect(weekdayName(toZonedDateTime(iso))).toBe(name);
  });

  it.each([
    [['monday', 'friday'], '2024-05-10T12:00:00', true],
    [['monday', 'friday'], '2024-05-11T12:00:00', false],
    [[0], '2024-05-12T12:00:00', true],
    [[], '2024-05-12T12:00:00', false],
  ])('day list %j includes the weekday of %s: %s', (days, iso, expected) => {
    expect(dayListIncludes(days, toZonedDateTime(iso))).toBe(expected);
  });
});
