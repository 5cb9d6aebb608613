import { describe, expect, it } from 'vitest';
import {
  newOrderNumber,
  normalizeOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
} from '@/src/domain/orders/order-number';

describe('order numbers', () => {
  it('has no look-alike characters (0, O, 1, I) and 32 symbols', () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
  });

  it('writes three, a hyphen, three', () => {
    let i = 0;
    const number = newOrderNumber(() => i++);
    expect(number).toBe('ABC-DEF');
    expect(newOrderNumber((n) => n - 1)).toBe('999-999');
    for (let k = 0; k < 200; k += 1)
      expect(newOrderNumber((n) => Math.floor(Math.random() * n))).toMatch(ORDER_NUMBER_PATTERN);
  });

  it.each([
    ['a7k-2q9', 'A7K-2Q9'],
    ['A7K 2Q9', 'A7K-2Q9'],
    ['a7k2q9', 'A7K-2Q9'],
    ['A7K-2Q', null],
    ['A0K-2Q9', null],
    ['AIK-2Q9', null],
  ])('reads %s as %s', (typed, expected) => {
    expect(normalizeOrderNumber(typed)).toBe(expected);
  });
});

describe('ORDER_NUMBER_PATTERN matches a whole number only', () => {
  it('refuses anything before or after the number', () => {
    expect(ORDER_NUMBER_PATTERN.test('A7K-2Q9')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('XA7K-2Q9')).toBe(false);
    expect(ORDER_NUMBER_PATTERN.test('A7K-2Q9X')).toBe(false);
    expect(normalizeOrderNumber('a7k 2q9 x')).toBeNull();
  });
});
