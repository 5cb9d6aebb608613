import { describe, expect, it } from 'vitest';
import { canTransition, isFinalStatus, nextStatuses, ORDER_STATUSES } from '@/src/domain/orders/order-status';

describe('order status transitions', () => {
  it.each([
    ['PLACED', 'CONFIRMED'],
    ['CONFIRMED', 'PREPARING'],
    ['PREPARING', 'DISPATCHED'],
    ['PREPARING', 'READY'],
    ['PREPARING', 'DELIVERED'],
    ['DISPATCHED', 'DELIVERED'],
    ['READY', 'DELIVERED'],
    ['DELIVERED', 'COMPLETED'],
  ])('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toEqual({ allowed: true });
  });

  it.each([
    ['PLACED', 'PREPARING', 'NOT_NEXT_STATUS'],
    ['PLACED', 'COMPLETED', 'NOT_NEXT_STATUS'],
    ['CONFIRMED', 'PLACED', 'NOT_NEXT_STATUS'],
    ['DISPATCHED', 'READY', 'NOT_NEXT_STATUS'],
    ['READY', 'DISPATCHED', 'NOT_NEXT_STATUS'],
    ['DELIVERED', 'DELIVERED', 'NOT_NEXT_STATUS'],
    ['PLACED', 'PLACED', 'NOT_NEXT_STATUS'],
    ['COMPLETED', 'CANCELED', 'FINAL_STATUS'],
    ['CANCELED', 'PLACED', 'FINAL_STATUS'],
    ['CANCELED', 'CANCELED', 'FINAL_STATUS'],
    ['TEMPORARY', 'PLACED', 'UNKNOWN_STATUS'],
    ['PLACED', 'SHIPPED', 'UNKNOWN_STATUS'],
  ])('%s → %s is refused (%s)', (from, to, reason) => {
    expect(canTransition(from, to, 'a reason')).toEqual({ allowed: false, reason });
  });

  it('cancels from every non-final status, only with a reason', () => {
    for (const from of ['PLACED', 'CONFIRMED', 'PREPARING', 'DISPATCHED', 'READY', 'DELIVERED']) {
      expect(canTransition(from, 'CANCELED', 'Cliente desistiu')).toEqual({ allowed: true });
      expect(canTransition(from, 'CANCELED')).toEqual({ allowed: false, reason: 'REASON_REQUIRED' });
      expect(canTransition(from, 'CANCELED', '   ')).toEqual({ allowed: false, reason: 'REASON_REQUIRED' });
    }
  });

  it('lists the next statuses for the board, cancellation last; none once final', () => {
    expect(nextStatuses('PLACED')).toEqual(['CONFIRMED', 'CANCELED']);
    expect(nextStatuses('PREPARING')).toEqual(['DISPATCHED', 'READY', 'DELIVERED', 'CANCELED']);
    expect(nextStatuses('COMPLETED')).toEqual([]);
    expect(nextStatuses('CANCELED')).toEqual([]);
    expect(nextStatuses('nonsense')).toEqual([]);
  });

  it('knows exactly two final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['COMPLETED', 'CANCELED']);
  });
});
