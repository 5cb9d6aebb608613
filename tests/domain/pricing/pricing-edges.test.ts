/**
 * Edges of the pricing rules the other pricing tests leave open: the default language of a unit label, and a line
 * that sends dates without choosing an option priced by the day.
 */
import { describe, expect, it } from 'vitest';
import { computeLineTotal } from '@/src/domain/pricing/line-total';
import { unitPriceDisplay } from '@/src/domain/pricing/unit-price';

describe('unitPriceDisplay without a locale', () => {
  it('labels the unit in Brazilian Portuguese', () => {
    expect(unitPriceDisplay('LITER')).toEqual({ unit: 'LITER', label: 'litro', factor: 1 });
    expect(unitPriceDisplay('HOUR')?.label).toBe(unitPriceDisplay('HOUR', 'pt-BR')?.label);
    expect(unitPriceDisplay('HOUR')?.label).not.toBe(unitPriceDisplay('HOUR', 'en')?.label);
  });
});

describe('computeLineTotal: dates count only with an option priced by the day', () => {
  const interval = { start: '2024-03-01T10:00:00.000-03:00', end: '2024-03-04T10:00:00.000-03:00' };
  it('prices a line without options by its quantity, whatever dates it sends', () => {
    expect(computeLineTotal({ item: { price: 1500 }, quantity: 2, interval }).total).toBe(3000);
  });
  it('prices by the day when one of several options is priced by the day', () => {
    const subitems = [
      { price: 0, quantity: 1, type: 'INTERVAL_BETWEEN_DATES' },
      { price: 500, quantity: 1 },
    ];
    expect(computeLineTotal({ item: { price: 1500 }, quantity: 1, subitems, interval })).toMatchObject({
      multiplier: 3,
      total: 6000,
    });
  });
});
