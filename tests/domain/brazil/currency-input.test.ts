import { describe, expect, it } from 'vitest';
import { MAX_CURRENCY_INPUT_DIGITS, parseCurrencyInput } from '@/src/domain/brazil/currency-input';

describe('parseCurrencyInput', () => {
  it.each<[string, string, number]>([
    ['Currency input keeps only digits and reads them as cents', 'R$ 1.234,5', 12345],
    ['Currency input: the last two digits are the decimals', '49,90', 4990],
    ['Currency input: a single digit is cents', '7', 7],
    ['Currency input: leading zeros are dropped', '000123', 123],
    ['Currency input: no digits reads as zero', 'R$ ,', 0],
    ['Currency input: empty reads as zero', '', 0],
    ['Currency input: a minus sign is not a digit', '-5,00', 500],
    ['Currency input: letters are dropped', 'abc1d2', 12],
    ['Currency input: digits after the fifteenth are ignored', '1234567890123456789', 123456789012345],
  ])('%s', (_rule, raw, expected) => {
    expect(parseCurrencyInput(raw)).toBe(expected);
  });

  it('15 digits is the most a field keeps (below Number.MAX_SAFE_INTEGER)', () => {
    expect(MAX_CURRENCY_INPUT_DIGITS).toBe(15);
  });
});
