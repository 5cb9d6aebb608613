/**
 * parseWeekday (src/domain/time/time-of-day.ts) with text that only looks like a weekday: a number that is not one
 * digit, and "feira" anywhere but at the end.
 */
import { describe, expect, it } from 'vitest';
import { parseWeekday } from '@/src/domain/time/time-of-day';

describe('parseWeekday: only a single digit is a weekday number', () => {
  it.each(['-1', '1.5', '0.5', '5a', 'a5', '15'])('%j is no weekday', (text) => {
    expect(parseWeekday(text)).toBeNull();
  });
  it('takes a single digit, spaces aside', () => {
    expect(parseWeekday(' 5 ')).toBe(5);
  });
});

describe('parseWeekday: "-feira" is a suffix', () => {
  it.each([
    ['sexta-feira', 5],
    ['Sexta Feira', 5],
    ['sextafeira', 5],
    ['feirasexta', null],
    ['feira-sexta', null],
  ])('%j → %s', (text, weekday) => {
    expect(parseWeekday(text)).toBe(weekday);
  });
});
