import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  isVoucherUsable,
  parseVoucherCode,
  sameSignature,
  voucherAwaitsPayment,
  voucherCode,
  voucherKindFor,
  voucherPayload,
  voucherStatus,
  voucherValidity,
} from '@/src/domain/orders/vouchers';
import { FREE_MOVE_GRACE_MINUTES } from '@/src/domain/orders/booking-free-until';

const zone = 'America/Sao_Paulo';
const iso = (d: DateTime | null | undefined) => d?.setZone(zone).toISO() ?? null;

describe('voucherKindFor', () => {
  it.each([
    [['sala-vip'], 'LOUNGE'],
    [['lounge-gru'], 'LOUNGE'],
    [['guarda-volumes'], 'LOCKER'],
    [['hospitalidade', 'hospitalidade-teste'], 'HOSPITALITY'],
    [['delivery'], null],
    [[], null],
  ] as const)('%j → %s', (categories, kind) => {
    expect(voucherKindFor(categories)).toBe(kind);
  });
});

describe('voucher codes', () => {
  it('joins number, line and signature and splits them back', () => {
    const payload = voucherPayload('a7k-42', 2);
    expect(payload).toBe('A7K-42/2');
    const code = voucherCode(payload, 'abc123def4');
    expect(code).toBe('A7K-42/2.ABC123DEF4');
    expect(parseVoucherCode(` ${code.toLowerCase()} `)).toEqual({
      payload,
      orderNumber: 'A7K-42',
      line: 2,
      signature: 'ABC123DEF4',
    });
  });

  it.each(['', 'A7K-42', 'A7K-42/0.ABCDEF12', 'A7K-42/1', 'A7K-42/1.AB', 'A7K 42/1.ABCDEF!', '../1.ABCDEFGH'])(
    'refuses %j',
    (code) => {
      expect(parseVoucherCode(code)).toBeNull();
    },
  );

  it('refuses a line under 1 and a number with other characters', () => {
    expect(() => voucherPayload('A7K-42', 0)).toThrow(RangeError);
    expect(() => voucherPayload('A7K/42', 1)).toThrow(RangeError);
    expect(() => voucherCode('A7K-42/1', 'ab')).toThrow(RangeError);
  });

  it('compares signatures whole, case aside', () => {
    expect(sameSignature('ABCDEF12', 'abcdef12')).toBe(true);
    expect(sameSignature('ABCDEF12', 'ABCDEF13')).toBe(false);
    expect(sameSignature('ABCDEF12', 'ABCDEF1')).toBe(false);
  });
});

describe('voucherValidity', () => {
  const purchasedAt = '2026-11-23T10:00:00.000-03:00';

  it('lounge: valid on its visit day only, 3 h stays, rebooking up to 24 h before the visit', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2026-12-01T15:00:00.000-03:00', zone })!;
    expect(iso(v.validFrom)).toBe('2026-12-01T00:00:00.000-03:00');
    expect(iso(v.validUntil)).toBe('2026-12-01T23:59:59.999-03:00');
    expect(v.stayHours).toBe(3);
    expect(iso(v.rebookBy)).toBe('2026-11-30T15:00:00.000-03:00');
    expect(isVoucherUsable(v, DateTime.fromISO('2026-11-30T23:59:59.999-03:00'))).toBe(false);
    expect(isVoucherUsable(v, DateTime.fromISO('2026-12-02T00:00:00.000-03:00'))).toBe(false);
  });

  it('lounge booked for this afternoon: free to move for the grace after buying, never "passed" at purchase', () => {
    // Bought at 10:00 for 15:00: 24 h before the visit was yesterday; the grace after buying is what holds.
    const v = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2026-11-23T15:00:00.000-03:00', zone })!;
    expect(iso(v.rebookBy)).toBe(`2026-11-23T10:${FREE_MOVE_GRACE_MINUTES}:00.000-03:00`);
    expect(v.rebookBy! > DateTime.fromISO(purchasedAt)).toBe(true);
  });

  it('lounge booked 25 hours ahead: the 24-hour notice, an hour after buying', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2026-11-24T11:00:00.000-03:00', zone })!;
    expect(iso(v.rebookBy)).toBe('2026-11-23T11:00:00.000-03:00');
  });

  it('lounge used now: valid from the purchase to the end of that day, with no rebooking deadline', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, zone })!;
    expect(v.rebookBy).toBeNull();
    expect(iso(v.validFrom)).toBe(purchasedAt);
    expect(isVoucherUsable(v, DateTime.fromISO('2026-11-23T23:59:59.999-03:00'))).toBe(true);
    expect(isVoucherUsable(v, DateTime.fromISO('2026-11-24T00:00:00.000-03:00'))).toBe(false);
    expect(isVoucherUsable(v, DateTime.fromISO('2026-11-23T09:59:59.999-03:00'))).toBe(false);
  });

  it('lounge: never valid outside the pass year, even on a visit day booked after it', () => {
    const last = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2027-11-23T18:00:00.000-03:00', zone })!;
    expect(iso(last.validUntil)).toBe('2027-11-23T10:00:00.000-03:00');
    const beyond = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2027-11-24T12:00:00.000-03:00', zone })!;
    for (const at of ['2027-11-23T12:00:00.000-03:00', '2027-11-24T12:00:00.000-03:00'])
      expect(isVoucherUsable(beyond, DateTime.fromISO(at))).toBe(false);
  });

  it('locker: its interval, the last day whole', () => {
    const v = voucherValidity('LOCKER', { purchasedAt, interval: { start: '2026-12-01', end: '2026-12-03' }, zone })!;
    expect(iso(v.validFrom)).toBe('2026-12-01T00:00:00.000-03:00');
    expect(iso(v.validUntil)).toBe('2026-12-03T23:59:59.999-03:00');
    expect(v.stayHours).toBeNull();
    expect(voucherValidity('LOCKER', { purchasedAt, zone })).toBeNull();
  });

  it('hospitality: the booked day', () => {
    const v = voucherValidity('HOSPITALITY', { purchasedAt, scheduledFor: '2026-12-05T14:30:00.000-03:00', zone })!;
    expect(iso(v.validFrom)).toBe('2026-12-05T00:00:00.000-03:00');
    expect(iso(v.validUntil)).toBe('2026-12-05T23:59:59.999-03:00');
    // A Saturday start: its 24 working hours are the whole Friday before.
    expect(iso(v.rebookBy)).toBe('2026-12-04T00:00:00.000-03:00');
    expect(voucherValidity('HOSPITALITY', { purchasedAt, zone })).toBeNull();
  });

  it('an interval wins over the order schedule', () => {
    const v = voucherValidity('HOSPITALITY', {
      purchasedAt,
      interval: { start: '2026-12-07', end: '2026-12-07' },
      scheduledFor: '2026-12-05T14:30:00.000-03:00',
      zone,
    })!;
    expect(iso(v.validFrom)).toBe('2026-12-07T00:00:00.000-03:00');
  });
});

describe('voucherAwaitsPayment', () => {
  it('is true only for a placed order whose money is not in yet', () => {
    expect(voucherAwaitsPayment('PLACED', 'PENDING')).toBe(true);
    expect(voucherAwaitsPayment('PLACED', 'REQUIRES_ACTION')).toBe(true);
    for (const paid of ['PAID', 'AUTHORIZED', 'NOT_REQUIRED', null, undefined])
      expect(voucherAwaitsPayment('PLACED', paid)).toBe(false);
    // The company confirming the order means it saw the payment.
    for (const status of ['CONFIRMED', 'PREPARING', 'COMPLETED'])
      expect(voucherAwaitsPayment(status, 'PENDING')).toBe(false);
  });
});

describe('voucherStatus — what a counter learns', () => {
  // Computed in each test: a throw then fails the test rather than the file's collection.
  const v = () =>
    voucherValidity('HOSPITALITY', {
      purchasedAt: '2026-11-23T10:00:00.000-03:00',
      scheduledFor: '2026-12-05T14:30:00.000-03:00',
      zone,
    })!;
  const on = (at: string) => DateTime.fromISO(at);
  it.each<[string, string, string | null, string, string]>([
    ['valid on its day', 'CONFIRMED', 'PAID', '2026-12-05T09:00:00.000-03:00', 'VALID'],
    ['cancelled, whatever the day', 'CANCELED', 'PAID', '2026-12-05T09:00:00.000-03:00', 'CANCELLED'],
    ['refunded, whatever the status', 'CONFIRMED', 'REFUNDED', '2026-12-05T09:00:00.000-03:00', 'CANCELLED'],
    ['waiting for a PIX', 'PLACED', 'PENDING', '2026-12-05T09:00:00.000-03:00', 'AWAITING_PAYMENT'],
    ['the day before', 'CONFIRMED', 'PAID', '2026-12-04T23:59:59.999-03:00', 'NOT_YET_VALID'],
    ['the day after', 'CONFIRMED', 'PAID', '2026-12-06T00:00:00.000-03:00', 'EXPIRED'],
  ])('%s', (_case, orderStatus, paymentStatus, now, expected) => {
    expect(voucherStatus({ orderStatus, paymentStatus, validity: v(), now: on(now) })).toBe(expected);
  });
  it('a voucher without a window is not valid yet', () => {
    expect(
      voucherStatus({
        orderStatus: 'CONFIRMED',
        paymentStatus: 'PAID',
        validity: null,
        now: on('2026-12-05T09:00:00.000-03:00'),
      }),
    ).toBe('NOT_YET_VALID');
  });
});
