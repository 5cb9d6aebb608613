import { describe, expect, it } from 'vitest';
import { applyPercent, centsToReais, reaisToCents, roundHalfUp } from '@/src/domain/pricing/money';

describe('roundHalfUp', () => {
  it.each([
    ['a half rounds up (2.5 → 3)', 2.5, 3],
    ['below a half rounds down (2.49 → 2)', 2.49, 2],
    ['above a half rounds up (2.51 → 3)', 2.51, 3],
    ['a half of the first cent rounds up (0.5 → 1)', 0.5, 1],
    ['integers stay (7 → 7)', 7, 7],
    ['negative halves mirror positives (-2.5 → -3)', -2.5, -3],
    ['negative below a half (-2.4 → -2)', -2.4, -2],
    ['zero stays zero', 0, 0],
  ])('Each percentage rounds to the nearest cent, half up: %s', (_name, value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });
});

describe('applyPercent', () => {
  it.each([
    ['Coupons 15%: 15% of R$ 19,90 is 298.5 cents → 299', 1990, 15, 299],
    ['Coupons 10%: 10% of R$ 49,90 is 499 cents', 4990, 10, 499],
    ['Coupons 20%: 20% of R$ 3,33 is 66.6 cents → 67', 333, 20, 67],
    ['half a cent rounds up: 10% of 5 cents → 1', 5, 10, 1],
    ['under half a cent rounds down: 10% of 4 cents → 0', 4, 10, 0],
    ['fractional percent: 12.5% of 100 cents → 13', 100, 12.5, 13],
    ['fractional percent: 3.3333% of 1000 cents → 33', 1000, 3.3333, 33],
    ['float error: 1.005% of 10000 is exactly 100.5 → 101', 10000, 1.005, 101],
    ['float error: 1.15% of 1000 is 11.5 → 12', 1000, 1.15, 12],
    ['0% takes nothing', 1990, 0, 0],
    ['100% takes everything', 1990, 100, 1990],
    ['negative amounts mirror: 15% of -1990 → -299', -1990, 15, -299],
  ])('Each percentage applied rounds to the nearest cent, half up: %s', (_name, cents, percent, expected) => {
    expect(applyPercent(cents, percent)).toBe(expected);
  });
});

describe('reaisToCents', () => {
  it.each([
    ['R$ 19,90 (float 1989.9999…) → 1990', 19.9, 1990],
    ['0.1 + 0.2 reais → 30', 0.1 + 0.2, 30],
    ['Cheap delivery up to 30 reais → 3000', 30, 3000],
    ['R$ 1,005 (float 100.4999…) rounds half up → 101', 1.005, 101],
    ['R$ 0,01 → 1', 0.01, 1],
    ['negative reais → -450', -4.5, -450],
    ['zero → 0', 0, 0],
  ])('Money crosses GraphQL as reais and is integer cents inside: %s', (_name, reais, expected) => {
    expect(reaisToCents(reais)).toBe(expected);
  });
});

describe('centsToReais', () => {
  it.each([
    ['1990 cents → 19.9', 1990, 19.9],
    ['5 cents → 0.05', 5, 0.05],
    ['3000 cents → 30', 3000, 30],
    ['0 cents → 0', 0, 0],
    ['-450 cents → -4.5', -450, -4.5],
  ])('Money crosses GraphQL as a decimal number of reais: %s', (_name, cents, expected) => {
    expect(centsToReais(cents)).toBe(expected);
  });
});
