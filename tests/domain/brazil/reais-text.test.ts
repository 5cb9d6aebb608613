import { describe, expect, it } from 'vitest';
import { parseReaisText } from '@/src/domain/brazil/reais-text';

describe('an amount in reais as typed', () => {
  it.each([
    ['5000', 5000],
    ['5.000', 5000],
    ['1.000.000', 1_000_000],
    ['5.000,50', 5000.5],
    ['5000,5', 5000.5],
    ['5000.50', 5000.5],
    ['10.5', 10.5],
    ['R$ 5.000,00', 5000],
    ['R$\u00a05.000,00', 5000],
    [' 2 000 000 ', 2_000_000],
    ['0', 0],
    ['-1', -1],
    ['-1.000,25', -1000.25],
    ['12.345', 12345],
    ['5000,50', 5000.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseReaisText(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    '5.000 R$',
    'abcR$ 5',
    '12345.678',
    'abc',
    '5k',
    '5.00.0',
    '1,000.50',
    '5,000,00',
    '.5',
    '5.',
    '--1',
    '1e3',
    'R$',
    '5,000',
    '10,005',
    '5.000,505',
    '1.5000',
  ])('does not guess %j', (text) => {
    expect(parseReaisText(text)).toBeNull();
  });
});
