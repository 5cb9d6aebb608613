import { describe, expect, it } from 'vitest';
import { IN_PERSON_METHODS, CARD_METHODS } from '@/src/domain/payments/methods';
import {
  PAYMENT_WINDOW_MINUTES,
  paymentDueAt,
  paymentExpired,
  UNPAID_ORDERS_LIMIT,
  unpaidLimitReached,
  waitsForPayment,
  WAITING_METHODS,
} from '@/src/domain/orders/unpaid-orders';

const PLACED = new Date('2026-11-23T15:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(PLACED.getTime() + minutes * 60_000);

describe('unpaid orders', () => {
  it.each([
    ['PIX', 30],
    ['PIX_WITHOUT_PAYMENT_RECEIPT', 30],
    ['ZOOP_PIX', 30],
    ['LINK', 60],
    ['BANK_TRANSFER', 24 * 60],
  ])('an order paid by %s is due %i minutes after it was placed', (method, minutes) => {
    expect(waitsForPayment(method)).toBe(true);
    expect(paymentDueAt(method, PLACED)).toEqual(minutesAfter(minutes));
  });

  it('PIX is due when its code expires: the same 30 minutes', () => {
    expect(PAYMENT_WINDOW_MINUTES.PIX).toBe(30);
  });

  it.each([...CARD_METHODS, ...IN_PERSON_METHODS, 'UNKNOWN'])(
    'an order paid by %s does not wait, so it has no due time',
    (method) => {
      expect(waitsForPayment(method)).toBe(false);
      expect(paymentDueAt(method, PLACED)).toBeNull();
      expect(unpaidLimitReached(method, 99)).toBe(false);
    },
  );

  it('lists exactly the methods that wait', () => {
    expect([...WAITING_METHODS].sort()).toEqual([
      'BANK_TRANSFER',
      'LINK',
      'PIX',
      'PIX_WITHOUT_PAYMENT_RECEIPT',
      'ZOOP_PIX',
    ]);
  });

  it('expires at the due time, not a millisecond before', () => {
    const due = paymentDueAt('PIX', PLACED);
    expect(paymentExpired(due, minutesAfter(29.99))).toBe(false);
    expect(paymentExpired(due, minutesAfter(30))).toBe(true);
    expect(paymentExpired(due, minutesAfter(31))).toBe(true);
    expect(paymentExpired(null, minutesAfter(10_000))).toBe(false);
  });

  it('lets a traveller hold food, a coffee, the lounge, a locker and a taxi unpaid, and refuses the sixth', () => {
    expect(UNPAID_ORDERS_LIMIT).toBe(5);
    for (let held = 0; held < 5; held += 1) expect(unpaidLimitReached('PIX', held)).toBe(false);
    expect(unpaidLimitReached('PIX', 5)).toBe(true);
    expect(unpaidLimitReached('BANK_TRANSFER', 6)).toBe(true);
    expect(unpaidLimitReached('LINK', 2, 2)).toBe(true);
  });
});
