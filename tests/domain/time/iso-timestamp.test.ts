import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  isIsoTimestamp,
  isLooseIsoTimestamp,
  isoTimestampSchema,
  looseIsoTimestampSchema,
  toIsoTimestamp,
} from '@/src/domain/time/iso-timestamp';

// [rule, value, strict, loose]
const CASES: [string, string, boolean, boolean][] = [
  [
    'A timestamp must match ISO format with milliseconds and a numeric offset',
    '2024-05-01T10:00:00.000-03:00',
    true,
    true,
  ],
  ['numeric offset: a positive offset', '2024-05-01T10:00:00.000+05:30', true, true],
  ['numeric offset: +14:00 is the largest real offset', '2024-05-01T10:00:00.000+14:00', true, true],
  ['numeric offset: +15:00 is not a real offset', '2024-05-01T10:00:00.000+15:00', false, false],
  ['numeric offset: -25:00 is not a real offset', '2024-05-01T10:00:00.000-25:00', false, false],
  ['numeric offset: minutes above 59 are not an offset', '2024-05-01T10:00:00.000-03:60', false, false],
  ["numeric offset: 'Z' is not numeric (strict), allowed by the looser check", '2024-05-01T10:00:00.000Z', false, true],
  ['The looser check allows the milliseconds to be missing', '2024-05-01T10:00:00-03:00', false, true],
  ['The looser check allows the offset to be missing', '2024-05-01T10:00:00.000', false, true],
  ['The looser check allows both to be missing', '2024-05-01T10:00:00', false, true],
  ['seconds are required by both checks', '2024-05-01T10:00-03:00', false, false],
  ['milliseconds have three digits', '2024-05-01T10:00:00.00-03:00', false, false],
  ['offset without colon is not the product format', '2024-05-01T10:00:00.000-0300', false, false],
  ['a date alone is not a timestamp', '2024-05-01', false, false],
  ['a space instead of T is not ISO', '2024-05-01 10:00:00.000-03:00', false, false],
  ['trailing text is rejected', '2024-05-01T10:00:00.000-03:00x', false, false],
  ['leading text is rejected', 'x2024-05-01T10:00:00.000-03:00', false, false],
  ['the date must exist: 29 February 2023', '2023-02-29T10:00:00.000-03:00', false, false],
  ['the date must exist: 29 February 2024 (leap year)', '2024-02-29T10:00:00.000-03:00', true, true],
  ['the time must exist: 25:00', '2024-05-01T25:00:00.000-03:00', false, false],
  ['the loose check also needs a real date', '2024-13-01T10:00:00', false, false],
  ['empty', '', false, false],
];

describe.each(CASES)('%s: %s', (_rule, value, strict, loose) => {
  it(`strict check gives ${strict}`, () => {
    expect(isIsoTimestamp(value)).toBe(strict);
    expect(isoTimestampSchema.safeParse(value).success).toBe(strict);
  });
  it(`loose check gives ${loose}`, () => {
    expect(isLooseIsoTimestamp(value)).toBe(loose);
    expect(looseIsoTimestampSchema.safeParse(value).success).toBe(loose);
  });
});

describe('schemas report a message key', () => {
  it.each([
    ['strict', isoTimestampSchema],
    ['loose', looseIsoTimestampSchema],
  ])('%s', (_name, schema) => {
    const result = schema.safeParse('ontem');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('invalid_iso_timestamp');
  });
});

describe('toIsoTimestamp', () => {
  it.each<[string, DateTime | number, string | undefined, string]>([
    [
      'Date format: year-month-day plus time with milliseconds and offset; default zone America/Sao_Paulo, offset -03:00',
      DateTime.fromISO('2024-05-01T13:00:00.123Z'),
      undefined,
      '2024-05-01T10:00:00.123-03:00',
    ],
    ['epoch milliseconds are accepted', 0, undefined, '1969-12-31T21:00:00.000-03:00'],
    ["UTC is written +00:00, never 'Z'", 0, 'UTC', '1970-01-01T00:00:00.000+00:00'],
    ['another zone', 1_714_568_400_000, 'Europe/Lisbon', '2024-05-01T14:00:00.000+01:00'],
  ])('%s', (_rule, instant, zone, expected) => {
    expect(toIsoTimestamp(instant, zone)).toBe(expected);
  });

  it('what it writes passes the strict check', () => {
    expect(isIsoTimestamp(toIsoTimestamp(1_714_568_400_000, 'UTC'))).toBe(true);
  });

  it.each<[string, DateTime | number, string]>([
    ['an unknown zone', 0, 'Mars/Olympus'],
    ['an invalid instant', DateTime.fromISO('nope'), 'UTC'],
  ])('throws on %s', (_case, instant, zone) => {
    expect(() => toIsoTimestamp(instant, zone)).toThrow(new RangeError(`Invalid instant or zone: ${zone}`));
  });
});
