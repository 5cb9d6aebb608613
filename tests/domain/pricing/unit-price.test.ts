import { describe, expect, it } from 'vitest';
import { shownUnitCents, unitPriceDisplay } from '@/src/domain/pricing/unit-price';

describe('unitPriceDisplay: the unit a price per unit of measurement is shown per', () => {
  it.each([
    ['an item priced per gram is shown per kilogram', 'g', 'pt-BR', { unit: 'KG', label: 'kg', factor: 1000 }],
    ['per gram, in any case ("G")', 'G', 'en', { unit: 'KG', label: 'kg', factor: 1000 }],
    ['per kilogram stays per kilogram', 'KG', 'pt-BR', { unit: 'KG', label: 'kg', factor: 1 }],
    ['per litre stays per litre, in the language', 'LITER', 'es', { unit: 'LITER', label: 'litro', factor: 1 }],
    ['per hour stays per hour', 'HOUR', 'en', { unit: 'HOUR', label: 'hour', factor: 1 }],
  ])('%s', (_rule, unit, locale, expected) => {
    expect(unitPriceDisplay(unit, locale)).toEqual(expected);
  });

  it.each([['UNITY'], [null], [undefined], [''], ['furlong']])('no unit is shown for %s', (unit) => {
    expect(unitPriceDisplay(unit)).toBeNull();
  });
});

describe('shownUnitCents: the price per shown unit, in cents', () => {
  it('Pão francês at R$ 0,02 per gram is R$ 20,00 per kilogram', () => {
    expect(shownUnitCents(0.02, unitPriceDisplay('g'))).toBe(2000);
  });

  it('scales before rounding: R$ 0,0189 per gram is R$ 18,90 per kilogram (not the R$ 20,00 of a rounded cent)', () => {
    expect(shownUnitCents(0.0189, unitPriceDisplay('g'))).toBe(1890);
  });

  it('a unit shown as itself keeps the price: R$ 12,90 per kg', () => {
    expect(shownUnitCents(12.9, unitPriceDisplay('kg'))).toBe(1290);
  });

  it('without a unit the price is the price', () => {
    expect(shownUnitCents(4.5, null)).toBe(450);
  });
});
