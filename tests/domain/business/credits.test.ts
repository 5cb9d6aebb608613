import { describe, expect, it } from 'vitest';
import {
  chooseCredits,
  creditBalances,
  creditExpiry,
  creditHistory,
  creditReturns,
  isExpired,
  withCreditLines,
  type CreditGrant,
  type CreditMovement,
} from '@/src/domain/business/credits';
import type { CartQuote } from '@/src/domain/orders/cart-quote';

const RECEPTION = 'aero-hospitalidade-08';
const OTHER = 'aero-hospitalidade-01';
const NOW = new Date('2026-11-23T15:00:00.000Z');

const grant = (over: Partial<CreditGrant> = {}): CreditGrant => ({
  id: 'g1',
  packageItemId: 'aero-hospitalidade-09',
  packageName: 'Pacote corporativo — 5 recepções',
  coveredItemIds: [RECEPTION],
  credits: 5,
  remaining: 5,
  boughtAt: new Date('2026-01-10T12:00:00.000Z'),
  expiresAt: new Date('2027-01-10T12:00:00.000Z'),
  voided: false,
  settled: true,
  ...over,
});

describe('creditExpiry', () => {
  it('is the same instant validMonths later, in São Paulo', () => {
    expect(creditExpiry(new Date('2026-01-10T12:00:00.000Z'), 12).toISOString()).toBe('2027-01-10T12:00:00.000Z');
  });
  it("keeps a month's end its end (31 January + 1 month is 28 February)", () => {
    expect(creditExpiry(new Date('2026-01-31T15:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });
  it('is expired from its instant on, not a millisecond before', () => {
    const g = grant();
    expect(isExpired(g, new Date(+g.expiresAt - 1))).toBe(false);
    expect(isExpired(g, g.expiresAt)).toBe(true);
  });
});

describe('chooseCredits', () => {
  it('takes the grant that expires first, then the oldest purchase', () => {
    const late = grant({ id: 'late', expiresAt: new Date('2027-06-01T00:00:00Z') });
    const soon = grant({ id: 'soon', expiresAt: new Date('2027-02-01T00:00:00Z') });
    expect(chooseCredits([late, soon], [RECEPTION], NOW)).toEqual({ ok: true, grantIds: ['soon'] });
    const older = grant({ id: 'older', boughtAt: new Date('2025-12-01T00:00:00Z') });
    expect(chooseCredits([grant(), older], [RECEPTION], NOW)).toEqual({ ok: true, grantIds: ['older'] });
  });

  it('moves to the next grant when one runs out within the same order, never below zero', () => {
    const one = grant({ id: 'one', remaining: 1, expiresAt: new Date('2027-01-01T00:00:00Z') });
    const two = grant({ id: 'two', remaining: 1 });
    expect(chooseCredits([one, two], [RECEPTION, RECEPTION], NOW)).toEqual({ ok: true, grantIds: ['one', 'two'] });
    expect(chooseCredits([one, two], [RECEPTION, RECEPTION, RECEPTION], NOW)).toEqual({
      ok: false,
      code: 'BUSINESS_NO_CREDIT',
      index: 2,
    });
  });

  it.each([
    ['an item no package covers', [grant()], OTHER, 'BUSINESS_NO_CREDIT'],
    ['no grant at all', [], RECEPTION, 'BUSINESS_NO_CREDIT'],
    ['a used-up grant', [grant({ remaining: 0 })], RECEPTION, 'BUSINESS_NO_CREDIT'],
    ['an expired grant with credits left', [grant({ expiresAt: NOW })], RECEPTION, 'BUSINESS_CREDIT_EXPIRED'],
    ['an expired grant used up', [grant({ expiresAt: NOW, remaining: 0 })], RECEPTION, 'BUSINESS_NO_CREDIT'],
    ['a package not paid yet', [grant({ settled: false })], RECEPTION, 'BUSINESS_NO_CREDIT'],
    ['a cancelled package', [grant({ voided: true })], RECEPTION, 'BUSINESS_NO_CREDIT'],
  ])('refuses %s', (_name, grants, itemId, code) => {
    expect(chooseCredits(grants, [itemId], NOW)).toEqual({ ok: false, code, index: 0 });
  });

  it('uses a valid grant before saying an expired one lapsed', () => {
    const expired = grant({ id: 'old', expiresAt: new Date('2026-11-01T00:00:00Z') });
    expect(chooseCredits([expired, grant()], [RECEPTION], NOW)).toEqual({ ok: true, grantIds: ['g1'] });
  });
});

describe('creditBalances', () => {
  it('adds the usable credits per package with the first expiry, and keeps unpaid ones apart', () => {
    const balances = creditBalances(
      [
        grant({ id: 'a', remaining: 3, expiresAt: new Date('2027-03-01T00:00:00Z') }),
        grant({ id: 'b', remaining: 2, expiresAt: new Date('2027-01-01T00:00:00Z') }),
        grant({ id: 'c', remaining: 5, expiresAt: new Date('2026-11-01T00:00:00Z') }),
        grant({ id: 'd', remaining: 5, settled: false }),
        grant({ id: 'e', remaining: 5, voided: true }),
      ],
      NOW,
    );
    expect(balances).toEqual([
      {
        packageItemId: 'aero-hospitalidade-09',
        packageName: 'Pacote corporativo — 5 recepções',
        coveredItemIds: [RECEPTION],
        remaining: 5,
        nextExpiry: new Date('2027-01-01T00:00:00Z'),
        awaitingPayment: 5,
      },
    ]);
  });
  it('shows a package whose credits are all spent with 0 and no expiry', () => {
    expect(creditBalances([grant({ remaining: 0 })], NOW)[0]).toMatchObject({ remaining: 0, nextExpiry: null });
  });
});

describe('creditHistory', () => {
  const move = (
    kind: CreditMovement['kind'],
    quantity: number,
    at: string,
    seq: number,
    orderId = 'o',
  ): CreditMovement => ({
    grantId: 'g1',
    kind,
    quantity,
    at: new Date(at),
    orderId,
    seq,
  });
  it('lists movements newest first, with what remained at expiry as expired', () => {
    const expired = grant({ remaining: 3, expiresAt: new Date('2026-11-10T12:00:00Z') });
    const history = creditHistory(
      [expired],
      [
        move('bought', 5, '2025-11-10T12:00:00Z', 1, 'buy'),
        move('used', -1, '2026-02-01T12:00:00Z', 2, 'b1'),
        move('used', -1, '2026-03-01T12:00:00Z', 3, 'b2'),
        move('returned', 1, '2026-03-02T12:00:00Z', 4, 'b2'),
        move('used', -1, '2026-04-01T12:00:00Z', 5, 'b3'),
      ],
      NOW,
    );
    expect(history.map((e) => [e.kind, e.quantity, e.orderId])).toEqual([
      ['expired', -3, null],
      ['used', -1, 'b3'],
      ['returned', 1, 'b2'],
      ['used', -1, 'b2'],
      ['used', -1, 'b1'],
      ['bought', 5, 'buy'],
    ]);
    expect(history.reduce((sum, e) => sum + e.quantity, 0)).toBe(0);
  });
  it('orders events of one instant by when they were recorded', () => {
    const at = '2026-05-01T12:00:00Z';
    const history = creditHistory([grant()], [move('used', -1, at, 7, 'x'), move('used', -1, at, 8, 'y')], NOW);
    expect(history.map((e) => e.orderId)).toEqual(['y', 'x']);
  });
  it('has no expiry event before the expiry, nor for a grant used up or voided', () => {
    expect(creditHistory([grant()], [], NOW)).toEqual([]);
    expect(creditHistory([grant({ expiresAt: NOW, remaining: 0 })], [], NOW)).toEqual([]);
    expect(creditHistory([grant({ expiresAt: NOW, voided: true })], [], NOW)).toEqual([]);
  });
});

describe('creditReturns', () => {
  // Booked on Monday 2026-11-23 at 09:00 for Thursday 26 at 06:40: 24 working hours before is Wednesday 06:40.
  const line = { time: '2026-11-26T06:40:00.000-03:00', placedAt: new Date('2026-11-23T12:00:00.000Z') };
  it('returns the credit up to the booking’s free-until, inclusive', () => {
    expect(creditReturns(line, new Date('2026-11-25T09:40:00.000Z'))).toBe(true);
    expect(creditReturns(line, new Date('2026-11-25T09:40:00.001Z'))).toBe(false);
  });
  it('returns it within 30 minutes of booking, whatever the notice', () => {
    const tomorrow = { time: '2026-11-24T06:40:00.000-03:00', placedAt: new Date('2026-11-23T15:00:00.000Z') };
    expect(creditReturns(tomorrow, new Date('2026-11-23T15:30:00.000Z'))).toBe(true);
    expect(creditReturns(tomorrow, new Date('2026-11-23T15:30:00.001Z'))).toBe(false);
  });
});

describe('withCreditLines', () => {
  const quote: CartQuote = {
    lines: [
      { itemId: RECEPTION, categoryId: null, quantity: 1, unitPrice: 39_000, total: 39_000 },
      { itemId: RECEPTION, categoryId: null, quantity: 1, unitPrice: 39_000, total: 39_000 },
    ],
    subtotal: 78_000,
    discount: 0,
    deliveryFee: 0,
    total: 78_000,
    estimatedDeliveryTime: null,
    problems: [],
  };
  it('zeroes the lines paid by credit and what is left to pay', () => {
    const paid = withCreditLines(quote, new Set([1]));
    expect(paid.lines.map((l) => [l.unitPrice, l.total])).toEqual([
      [39_000, 39_000],
      [0, 0],
    ]);
    expect(paid).toMatchObject({ subtotal: 39_000, total: 39_000 });
    expect(withCreditLines(quote, new Set([0, 1]))).toMatchObject({ subtotal: 0, total: 0 });
  });
  it('never lets a discount exceed what is left to pay', () => {
    const discounted = { ...quote, discount: 50_000, total: 28_000 };
    expect(withCreditLines(discounted, new Set([1]))).toMatchObject({ subtotal: 39_000, discount: 39_000, total: 0 });
  });
  it('is the quote itself without credit lines', () => {
    expect(withCreditLines(quote, new Set())).toBe(quote);
  });
});
