import { describe, expect, it } from 'vitest';
import { intervalDays, msToDays, msToMinutes } from '@/src/domain/duration';

describe('msToMinutes', () => {
  it.each<[string, number, number]>([
    ['Minutes = milliseconds ÷ 60000', 120_000, 2],
    ['Minutes: zero', 0, 0],
    ['Minutes: a part minute is dropped (59 999 ms is 0)', 59_999, 0],
    ['Minutes: 90 minutes of flight delay', 5_400_000, 90],
    ['Minutes: 89.99 minutes is 89', 5_399_999, 89],
    ['Minutes: a negative duration truncates toward zero', -90_000, -1],
    ['Minutes: a small negative duration is 0, not -0', -30_000, 0],
  ])('%s', (_rule, ms, expected) => {
    expect(msToMinutes(ms)).toBe(expected);
  });
});

describe('msToDays', () => {
  it.each<[string, number, number]>([
    ['Days are rounded up from 86400000 ms: exactly one day', 86_400_000, 1],
    ['Days are rounded up: one day and 1 ms is 2', 86_400_001, 2],
    ['Days are rounded up: 1 ms is 1', 1, 1],
    ['Days: zero', 0, 0],
    ['Days: a lounge pass valid 1 year (365 days)', 31_536_000_000, 365],
    ['Days: a small negative duration is 0, not -0', -1, 0],
    ['Days: a negative duration of 1.5 days is -1', -129_600_000, -1],
  ])('%s', (_rule, ms, expected) => {
    expect(msToDays(ms)).toBe(expected);
  });
});

describe('intervalDays', () => {
  it.each<[string, string, string, string | undefined, number]>([
    ['interval-between-dates: two whole days', '2024-05-01T10:00:00.000-03:00', '2024-05-03T10:00:00.000-03:00', undefined, 2],
    ['interval-between-dates: a started day counts (rounded up)', '2024-05-01T10:00:00.000-03:00', '2024-05-02T10:00:00.001-03:00', undefined, 2],
    ['interval-between-dates: a few hours is one day', '2024-05-01T10:00:00.000-03:00', '2024-05-01T18:00:00.000-03:00', undefined, 1],
    ['interval-between-dates: same instant is 0 days', '2024-05-01T10:00:00.000-03:00', '2024-05-01T10:00:00.000-03:00', undefined, 0],
    ['interval-between-dates: offsets are honoured', '2024-05-01T10:00:00.000-03:00', '2024-05-02T13:00:00.000+00:00', undefined, 1],
    ['Default time zone America/Sao_Paulo for dates without offset', '2024-05-01', '2024-05-02T00:00:00.000-03:00', undefined, 1],
    ['a zone can be given for dates without offset', '2024-05-01', '2024-05-02T00:00:00.000-03:00', 'UTC', 2],
    ['the zone also reads an end without offset', '2024-05-01T00:00:00.000-03:00', '2024-05-02T09:00:00', 'Asia/Tokyo', 1],
  ])('%s', (_rule, start, end, zone, expected) => {
    expect(intervalDays(start, end, zone)).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ['an unreadable start', 'ontem', '2024-05-01T10:00:00.000-03:00', 'Invalid interval: ontem – 2024-05-01T10:00:00.000-03:00'],
    ['an unreadable end', '2024-05-01T10:00:00.000-03:00', '2024-13-01', 'Invalid interval: 2024-05-01T10:00:00.000-03:00 – 2024-13-01'],
    ['an end before the start', '2024-05-02T10:00:00.000-03:00', '2024-05-01T10:00:00.000-03:00', 'Interval ends before it starts: 2024-05-02T10:00:00.000-03:00 – 2024-05-01T10:00:00.000-03:00'],
  ])('throws on %s', (_case, start, end, message) => {
    expect(() => intervalDays(start, end)).toThrow(new RangeError(message));
  });
});
