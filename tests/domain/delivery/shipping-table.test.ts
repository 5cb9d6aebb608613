import { describe, expect, it } from 'vitest';
import { billableKg, cepDigits, parcelKg, tableShipping } from '@/src/domain/delivery/shipping-table';

/** docs/business-rules.md "Shipping table": region by the CEP's first digit, base price for the first kilo, per started kilo after. */
const box = (weight: number, width = 10, height = 10, length = 10) => ({ weight, width, height, length });

describe('cepDigits', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    [' 90.010-000 ', '90010000'],
    ['0131010', null],
    ['013101000', null],
    ['abcdefgh', null],
    ['00000000', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => expect(cepDigits(input)).toBe(expected));
});

describe('billableKg', () => {
  it.each([
    ['real weight when heavier than the volume', box(2), 2],
    ['volume weight of a large light box (30×40×50 / 6000 = 10 kg)', box(1, 30, 40, 50), 10],
    ['defaults for an item without measures (0.5 kg, 10 cm cube)', null, 0.5],
    ['defaults fill only the missing measures', { weight: 3 }, 3],
    ['a zero measure counts as missing', { weight: 0, width: 10, height: 10, length: 10 }, 0.5],
  ])('%s', (_name, dimensions, expected) => expect(billableKg(dimensions)).toBeCloseTo(expected, 6));
});

describe('parcelKg', () => {
  it('adds every unit, to the gram', () => {
    expect(
      parcelKg([
        { dimensions: box(0.1, 1, 1, 1), quantity: 1 },
        { dimensions: box(0.2, 1, 1, 1), quantity: 1 },
      ]),
    ).toBe(0.3);
    // A 10 cm cube bills 1000 / 6000 kg = 167 g even when it weighs 100 g.
    expect(parcelKg([{ dimensions: box(0.1), quantity: 2 }])).toBe(0.334);
    expect(
      parcelKg([
        { dimensions: box(1.25), quantity: 2 },
        { dimensions: box(0.5), quantity: 3 },
      ]),
    ).toBe(4);
    expect(parcelKg([{ dimensions: box(1), quantity: 0 }])).toBe(0);
  });
});

describe('tableShipping', () => {
  it.each([
    // [case, cep, kg per unit, quantity, economico cents, economico days, expresso cents, expresso days]
    ['São Paulo capital, 1 kg: base only', '01310-100', 1, 1, 1890, 3, 2990, 1],
    ['São Paulo interior (1), 1.001 kg: one started kilo more', '13010-000', 1.001, 1, 1890 + 250, 3, 2990 + 400, 1],
    ['Rio (2), 3 kg: two more kilos', '20040-020', 1.5, 2, 2290 + 2 * 350, 5, 3990 + 2 * 550, 2],
    ['Belo Horizonte (3)', '30130-010', 1, 1, 2290, 5, 3990, 2],
    ['Salvador (4)', '40010-000', 1, 1, 3290, 9, 5990, 4],
    ['Recife (5)', '50010-000', 1, 1, 3290, 9, 5990, 4],
    ['Manaus (6), 10 kg', '69005-000', 5, 2, 3990 + 9 * 690, 12, 7490 + 9 * 990, 6],
    ['Brasília (7)', '70040-010', 1, 1, 2990, 8, 5490, 4],
    ['Curitiba (8)', '80010-000', 1, 1, 2490, 6, 4490, 3],
    ['Porto Alegre (9), exactly 30 kg', '90010-000', 10, 3, 2490 + 29 * 390, 6, 4490 + 29 * 600, 3],
  ])('%s', (_name, cep, kg, quantity, eco, ecoDays, exp, expDays) => {
    expect(tableShipping(cep, [{ dimensions: box(kg), quantity }])).toEqual([
      { service: 'economico', priceCents: eco, days: ecoDays },
      { service: 'expresso', priceCents: exp, days: expDays },
    ]);
  });

  it('offers nothing for an invalid CEP, an empty parcel or one over 30 kg', () => {
    expect(tableShipping('123', [{ dimensions: box(1), quantity: 1 }])).toEqual([]);
    expect(tableShipping('01310100', [])).toEqual([]);
    expect(
      tableShipping('01310100', [
        { dimensions: box(10), quantity: 3 },
        { dimensions: box(0.001, 1, 1, 1), quantity: 1 },
      ]),
    ).toEqual([]);
  });
});
