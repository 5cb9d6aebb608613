/** The cart badge's count: a line sold by weight, length or volume is one thing; other lines count their quantity. */
import { describe, expect, it } from 'vitest';
import { cartUnits } from '@/src/domain/orders/cart-units';

describe('cartUnits', () => {
  it('counts 300 g of bread as one thing beside 2 burgers', () => {
    expect(
      cartUnits([
        { quantity: 300, item: { unitOfMeasurement: 'g' } },
        { quantity: 2, item: {} },
      ]),
    ).toBe(3);
  });

  it('counts lines in kg, m and liters as one each, and hours or people by their quantity', () => {
    expect(
      cartUnits([
        { quantity: 2, item: { unitOfMeasurement: 'KG' } },
        { quantity: 5, item: { unitOfMeasurement: 'liter' } },
        { quantity: 3, item: { unitOfMeasurement: 'm' } },
      ]),
    ).toBe(3);
    expect(
      cartUnits([
        { quantity: 3, item: { unitOfMeasurement: 'hour' } },
        { quantity: 2, item: { unitOfMeasurement: 'PERSON' } },
      ]),
    ).toBe(5);
  });

  it('ignores lines of no quantity', () => {
    expect(
      cartUnits([{ quantity: 0, item: { unitOfMeasurement: 'g' } }, { quantity: Number.NaN }, { quantity: 4 }]),
    ).toBe(4);
  });
});
