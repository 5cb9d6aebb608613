import { describe, expect, it } from 'vitest';
import { PRICE_LABEL_KEYS, priceLabel, type PriceLabel, type PriceLabelInput } from '@/src/domain/pricing/price-label';

describe('priceLabel', () => {
  it.each<[string, PriceLabelInput, PriceLabel]>([
    [
      'A zero price shows the translated "free" label',
      { cents: 0 },
      { kind: 'free', since: false, cents: 0, key: 'price.free' },
    ],
    [
      'A zero price shows "free" even when choices vary (a free way to buy exists)',
      { cents: 0, variable: true },
      { kind: 'free', since: false, cents: 0, key: 'price.free' },
    ],
    [
      'A negative price (data error) shows "free", never a negative amount',
      { cents: -100 },
      { kind: 'free', since: false, cents: 0, key: 'price.free' },
    ],
    [
      'A "since" prefix shows when the price is variable',
      { cents: 3000, variable: true },
      { kind: 'price', since: true, cents: 3000, sinceKey: 'price.since' },
    ],
    [
      'A fixed price shows no "since" prefix',
      { cents: 3000, variable: false },
      { kind: 'price', since: false, cents: 3000, sinceKey: null },
    ],
    [
      'A fixed price shows no "since" prefix (variable omitted)',
      { cents: 1, hidePrice: false },
      { kind: 'price', since: false, cents: 1, sinceKey: null },
    ],
    ['hidePrice: Personal Shopper, free, no price shown', { cents: 0, hidePrice: true }, { kind: 'hidden' }],
    ['hidePrice hides a variable price too', { cents: 3000, variable: true, hidePrice: true }, { kind: 'hidden' }],
    [
      'hidePrice null shows the price',
      { cents: 3000, hidePrice: null },
      { kind: 'price', since: false, cents: 3000, sinceKey: null },
    ],
  ])('%s', (_name, input, expected) => {
    expect(priceLabel(input)).toEqual(expected);
  });

  it('Labels are translation keys, not text', () => {
    expect(PRICE_LABEL_KEYS).toEqual({ free: 'price.free', since: 'price.since' });
  });
});
