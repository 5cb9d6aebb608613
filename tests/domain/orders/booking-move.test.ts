import { describe, expect, it } from 'vitest';
import { bookingMoveState, missedBookingCharge } from '@/src/domain/orders/booking-move';

const start = '2026-11-24T05:00:00.000-03:00';

describe('bookingMoveState — a booking moves while open, never once given or started (SPEC §8)', () => {
  it.each<[string, string, string, string]>([
    ['placed, before the start', 'PLACED', '2026-11-24T04:59:59.999-03:00', 'OPEN'],
    ['confirmed, before the start', 'CONFIRMED', '2026-11-23T12:00:00.000-03:00', 'OPEN'],
    ['preparing, before the start', 'PREPARING', '2026-11-23T12:00:00.000-03:00', 'OPEN'],
    ['at the start itself', 'CONFIRMED', start, 'STARTED'],
    ['after the start', 'PLACED', '2026-11-24T09:00:00.000-03:00', 'STARTED'],
    ['ready (given), before the start', 'READY', '2026-11-23T12:00:00.000-03:00', 'SERVICE_GIVEN'],
    ['delivered, after the start', 'DELIVERED', '2026-11-24T09:00:00.000-03:00', 'SERVICE_GIVEN'],
    ['completed', 'COMPLETED', '2026-11-23T12:00:00.000-03:00', 'CLOSED'],
    ['cancelled', 'CANCELED', '2026-11-23T12:00:00.000-03:00', 'CLOSED'],
  ])('%s', (_case, status, now, expected) => {
    expect(bookingMoveState({ status, start, now })).toBe(expected);
  });
});

describe('missedBookingCharge — a no-show without notice pays the full amount', () => {
  it('charges the whole price once started, nothing to show otherwise', () => {
    expect(missedBookingCharge('STARTED', 29000)).toBe(29000);
    for (const state of ['OPEN', 'SERVICE_GIVEN', 'CLOSED'] as const)
      expect(missedBookingCharge(state, 29000)).toBeNull();
  });
});
