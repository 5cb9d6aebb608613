import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, msToDays, msToMinutes } from '@/src/domain/time/duration';

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

it('Days are rounded up from 86400000 ms (constant)', () => {
  expect(MS_PER_DAY).toBe(86_400_000);
});
