/**
 * Items sold by weight (docs/business-rules.md "Sold by weight"): the catalogue's step, the start the description
 * names, the unit quantities count in, and the line priced by the weight to the cent.
 */
import { describe, expect, it } from 'vitest';
import { nextQuantity, quantityStep } from '@/src/domain/orders/order-quantity';
import { lineBreakdown } from '@/src/domain/pricing/line-breakdown';
import { isSoldByWeight, pricedPer, quantityUnit, weighedCents, weightStep } from '@/src/domain/orders/sold-by-weight';
import { isOnStep, onGrid, startWeight, weightsNamed } from '@/src/domain/orders/weight-start';

const BANANA = { unitOfMeasurement: 'kg', weighing: { step: 250 }, min: 250, max: 5000 };
const CHEESE = { unitOfMeasurement: 'kg', weighing: { step: 100 }, min: 200, max: 2000 };
const BREAD = { unitOfMeasurement: 'g', min: 250, max: 3000 };

describe('which items are weighed, and in what unit', () => {
  it.each([
    ['a weighed item priced per kg', BANANA, true, 'g', 1000, 250],
    ['a weighed item priced per gram', { unitOfMeasurement: 'g', weighing: { step: 100 } }, true, 'g', 1, 100],
    ['an item priced per gram without weighing (50 g steps)', BREAD, true, 'g', 1, 50],
    ['apples by the whole kilo', { unitOfMeasurement: 'kg' }, false, 'kg', 1, null],
    ['an item sold by the unit', { unitOfMeasurement: 'unity' }, false, 'unity', 1, null],
    ['an item with no unit', {}, false, null, 1, null],
  ])('%s', (_, item, weighed, unit, per, step) => {
    expect(isSoldByWeight(item)).toBe(weighed);
    expect(quantityUnit(item)).toBe(unit);
    expect(pricedPer(item)).toBe(per);
    expect(weightStep(item)).toBe(step);
  });

  it('the cart steps as the catalogue says, and 1 for everything else', () => {
    expect(quantityStep(BANANA)).toBe(250);
    expect(quantityStep(CHEESE)).toBe(100);
    expect(quantityStep(BREAD)).toBe(50);
    expect(quantityStep({ unitOfMeasurement: 'kg' })).toBe(1);
    expect(nextQuantity(1000, { operation: 'SUBTRACT' }, BANANA)).toBe(750);
    expect(nextQuantity(750, { operation: 'SUBTRACT' }, BANANA)).toBe(500);
    expect(nextQuantity(4900, { operation: 'ADD' }, { ...CHEESE, max: 5000 })).toBe(5000);
    expect(nextQuantity(2000, { operation: 'ADD' }, CHEESE)).toBe(2000);
  });
});

describe('weightsNamed and startWeight', () => {
  it('reads every weight a description names, in grams', () => {
    expect(weightsNamed('Penca de cerca de 1 kg (6 a 7 bananas).')).toEqual([1000]);
    expect(weightsNamed('Peça de 1,2 kg; fatias de 30g')).toEqual([1200, 30]);
    expect(weightsNamed('About 0.75 kg')).toEqual([750]);
    expect(weightsNamed('Sem peso aqui, 3 unidades')).toEqual([]);
    expect(weightsNamed(null)).toEqual([]);
    // "kg" inside a word is no weight.
    expect(weightsNamed('5 kgf de pressão')).toEqual([]);
  });

  it('starts at the catalogue start, else the first named weight within the bounds, else the minimum', () => {
    expect(startWeight({ ...BANANA, description: 'Penca de cerca de 1 kg.' })).toBe(1000);
    expect(startWeight({ ...BANANA, weighing: { step: 250, start: 1500 }, description: 'Cerca de 1 kg.' })).toBe(1500);
    // 50 g (one roll) is below the minimum; the bag of 500 g is the first weight within the bounds.
    expect(startWeight({ ...BREAD, description: 'Cada pão tem cerca de 50 g: saquinho de 500 g.' })).toBe(500);
    expect(startWeight({ ...CHEESE, description: 'Peça grande de 3 kg.' })).toBe(200);
    expect(startWeight({ ...CHEESE, description: '' })).toBe(200);
    expect(startWeight({ unitOfMeasurement: 'unity', description: '500 g' })).toBeNull();
  });

  it('keeps the start on the steps from the minimum', () => {
    expect(startWeight({ ...BANANA, description: 'cerca de 600 g' })).toBe(500);
    expect(startWeight({ ...BANANA, description: 'cerca de 650 g' })).toBe(750);
    expect(onGrid(5200, 250, BANANA)).toBe(5000);
    expect(onGrid(10, 250, BANANA)).toBe(250);
    expect(onGrid(430, 100, { min: 200 })).toBe(400);
  });
});

describe('isOnStep', () => {
  it('accepts the amounts the steps reach from the minimum, and the maximum', () => {
    expect([250, 500, 750, 5000].map((q) => isOnStep(q, BANANA))).toEqual([true, true, true, true]);
    expect([300, 499, 1].map((q) => isOnStep(q, BANANA))).toEqual([false, false, false]);
    expect(isOnStep(1950, { ...CHEESE, max: 1950 })).toBe(true);
    // Items priced per gram without a declared step take any whole amount, as before.
    expect(isOnStep(1499, BREAD)).toBe(true);
  });
});

describe('a weighed line is priced by the weight', () => {
  it.each([
    // R$ 6,99/kg: 500 g = 349.5 cents, half up to R$ 3,50; 750 g = 524.25 → R$ 5,24; 1 kg = R$ 6,99.
    [699, 500, 350],
    [699, 750, 524],
    [699, 1000, 699],
    [4290, 300, 1287],
    [549, 250, 137],
  ])('%i cents per kg × %i g = %i cents', (cents, grams, total) => {
    expect(weighedCents(cents, grams, 1000)).toBe(total);
  });

  it('per gram and per unit prices multiply', () => {
    expect(weighedCents(2, 500, 1)).toBe(1000);
    expect(weighedCents(1990, 3, 1)).toBe(5970);
  });

  it('the line breakdown uses it, the unit price staying per kilogram', () => {
    expect(lineBreakdown({ item: { price: 699, pricedPer: 1000 }, quantity: 500 }, null)).toMatchObject({
      unitPrice: 699,
      total: 350,
    });
    expect(
      lineBreakdown({ item: { price: 699, promo: 10, promoType: 'PERCENT', pricedPer: 1000 }, quantity: 1000 }, null),
    ).toMatchObject({ unitPrice: 629, total: 629 });
  });
});
