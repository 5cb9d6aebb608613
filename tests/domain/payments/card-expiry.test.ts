import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from '@/src/domain/payments/card-expiry';

describe('card expiry typed as MM/AA', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['123045', '12/30'],
    ['4', '04'],
    ['430', '04/30'],
    ['12/2030', '12/30'],
    ['1/2031', '01/31'],
    ['ab12cd3', '12/3'],
  ])('%j reads %j', (typed, shown) => expect(formatExpiryInput(typed)).toBe(shown));

  it('lets the slash be deleted: "12/" becomes "12", not "12/" again', () => {
    expect(formatExpiryInput('12/')).toBe('12');
  });
});

describe('a pasted expiry with a four-digit year', () => {
  it.each([
    [' 12 / 2030 ', '12/30'],
    ['4/2031', '04/31'],
    ['x12/2030', '12/20'],
    ['12/20301', '12/20'],
  ])('reads %j as %s', (pasted, shown) => {
    expect(formatExpiryInput(pasted)).toBe(shown);
  });
});
