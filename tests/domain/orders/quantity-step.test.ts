/**
 * Items sold by weight: grams step by 50 (bounded by min and max), other units by 1; amounts are written with
 * their unit, grams from 1000 up in kilograms.
 */
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/src/domain/brazil/units';
import { nextQuantity, quantityStep } from '@/src/domain/orders/order-quantity';

const BREAD = { min: 250, max: 3000, unitOfMeasurement: 'g' };

describe('quantityStep and nextQuantity', () => {
  it('steps grams by 50 and every other unit by 1', () => {
    expect(quantityStep(BREAD)).toBe(50);
    expect(quantityStep({ unitOfMeasurement: 'G' })).toBe(50);
    expect(quantityStep({ unitOfMeasurement: 'kg' })).toBe(1);
    expect(quantityStep({ unitOfMeasurement: 'UNITY' })).toBe(1);
    expect(quantityStep({})).toBe(1);
  });

  it('adds and takes 50 g at a time, never past the max', () => {
    expect(nextQuantity(250, { operation: 'ADD' }, BREAD)).toBe(300);
    expect(nextQuantity(300, { operation: 'SUBTRACT' }, BREAD)).toBe(250);
    expect(nextQuantity(2980, { operation: 'ADD' }, BREAD)).toBe(3000);
    expect(nextQuantity(3000, { operation: 'ADD' }, BREAD)).toBe(3000);
  });

  it('still steps items sold by the unit one at a time', () => {
    expect(nextQuantity(2, { operation: 'ADD' }, { max: 6 })).toBe(3);
    expect(nextQuantity(1, { operation: 'SUBTRACT' }, {})).toBe(0);
  });
});

describe('formatAmount', () => {
  it('writes grams under a kilo in grams, and from a kilo up in kilograms', () => {
    expect(formatAmount(250, 'g')).toBe('250 g');
    expect(formatAmount(1250, 'g')).toBe('1,25 kg');
    expect(formatAmount(5000, 'g')).toBe('5 kg');
    expect(formatAmount(5000, 'g', 'en')).toBe('5 kg');
    expect(formatAmount(1250, 'g', 'en')).toBe('1.25 kg');
  });

  it('writes other units with their label, and items sold by the unit as the bare number', () => {
    expect(formatAmount(2, 'liter')).toBe('2 litros');
    expect(formatAmount(3, 'UNITY')).toBe('3');
    expect(formatAmount(4, null)).toBe('4');
  });
});
