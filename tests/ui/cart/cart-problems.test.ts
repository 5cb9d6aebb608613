/**
 * The cart's reading of the quote: problems sorted to their line, the coupon or the cart, and which of them keep
 * the shopper from checkout; quote lines paired with cart lines when the quote could not price one; the coupon
 * kept in the order's params.
 */
import { describe, expect, it } from 'vitest';
import { couponCodeOf, paramsWithCoupon } from '@/src/client/coupon';
import type { CartEntry } from '@/src/domain/orders/order-types';
import { lineIndexOf, sortProblems } from '@/src/features/cart/cart-problems';
import { lineTotals } from '@/src/features/cart/line-totals';
import type { CartQuote, QuoteProblem } from '@/src/features/cart/quote-summary';

const problem = (code: string, path: string | null = null): QuoteProblem => ({
  code,
  message: code,
  itemId: null,
  path,
});

describe('sortProblems', () => {
  it.each([
    ['items[0].quantity', 0],
    ['items[12].subitems[1]', 12],
    ['items', null],
    ['operationWay', null],
    [null, null],
  ])('reads the line of %s as %s', (path, line) => {
    expect(lineIndexOf(path)).toBe(line);
  });

  it('puts line problems beside their line, coupon problems by the coupon, and blocks only on what the cart can fix', () => {
    const sorted = sortProblems([
      problem('QUANTITY_ABOVE_MAX', 'items[1].quantity'),
      problem('COUPON_NOT_FOUND', 'couponCode'),
      problem('CLOSED_COMPANY'),
      problem('MINIMUM_ORDER_VALUE'),
    ]);
    expect(sorted.byLine.get(1)?.map((p) => p.code)).toEqual(['QUANTITY_ABOVE_MAX']);
    expect(sorted.coupon.map((p) => p.code)).toEqual(['COUPON_NOT_FOUND']);
    expect(sorted.cart.map((p) => p.code)).toEqual(['CLOSED_COMPANY', 'MINIMUM_ORDER_VALUE']);
    expect(sorted.blocking.map((p) => p.code)).toEqual(['QUANTITY_ABOVE_MAX', 'MINIMUM_ORDER_VALUE']);
  });
});

describe('lineTotals', () => {
  const entry = (itemId: string, quantity: number): CartEntry => ({
    itemId,
    quantity,
    categoryId: 'c',
    item: { id: itemId, subitems: [] },
  });
  const quote = (lines: [string, number, number][]): CartQuote => ({
    lines: lines.map(([itemId, quantity, total]) => ({ itemId, quantity, unitPrice: total / quantity, total })),
    subtotal: 0,
    discount: 0,
    deliveryFee: 0,
    total: 0,
    problemDetails: [],
  });

  it('pairs every line when all are priced', () => {
    expect(
      lineTotals(
        [entry('a', 1), entry('b', 2)],
        quote([
          ['a', 1, 10],
          ['b', 2, 40],
        ]),
      ),
    ).toEqual([10, 40]);
  });

  it('leaves a line the quote did not price without a total, and keeps the others', () => {
    expect(lineTotals([entry('gone', 1), entry('b', 2)], quote([['b', 2, 40]]))).toEqual([null, 40]);
  });

  it('has no totals without a quote, or when the quote answers another version of the cart', () => {
    expect(lineTotals([entry('a', 1)], null)).toEqual([null]);
    expect(lineTotals([entry('a', 3)], quote([['a', 2, 20]]))).toEqual([null]);
  });
});

describe('the coupon in the order', () => {
  const base = [{ key: 'Ambiente', value: 'Plataforma' }];
  it('is stored trimmed and upper-cased, replaced, and removed by an empty code', () => {
    const once = paramsWithCoupon(base, ' delivery10 ');
    expect(couponCodeOf({ params: once })).toBe('DELIVERY10');
    const twice = paramsWithCoupon(once, 'SALAVIP20');
    expect(twice).toEqual([...base, { key: 'cupom', value: 'SALAVIP20' }]);
    expect(couponCodeOf({ params: paramsWithCoupon(twice, '') })).toBeNull();
  });
});
