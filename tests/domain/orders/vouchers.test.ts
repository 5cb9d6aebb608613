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
  voucherValidity,
} from '@/src/domain/orders/vouchers';

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
    expect(parseVoucherCode(` ${code.toLowerCase()} `)).toEqual({ payload, orderNumber: 'A7K-42', line: 2, signature: 'ABC123DEF4' });
  });

  it.each(['', 'A7K-42', 'A7K-42/0.ABCDEF12', 'A7K-42/1', 'A7K-42/1.AB', 'A7K 42/1.ABCDEF!', '../1.ABCDEFGH'])('refuses %j', (code) => {
    expect(parseVoucherCode(code)).toBeNull();
  });

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

  it('lounge: a year from purchase, 3 h stays, rebooking up to 24 h before the visit', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2026-12-01T15:00:00.000-03:00', zone })!;
    expect(iso(v.validFrom)).toBe('2026-11-23T10:00:00.000-03:00');
    expect(iso(v.validUntil)).toBe('2027-11-23T10:00:00.000-03:00');
    expect(v.stayHours).toBe(3);
    expect(iso(v.rebookBy)).toBe('2026-11-30T15:00:00.000-03:00');
  });

  it('lounge without a booked visit has no rebooking deadline', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, zone })!;
    expect(v.rebookBy).toBeNull();
    expect(isVoucherUsable(v, DateTime.fromISO('2027-11-23T10:00:00.000-03:00'))).toBe(true);
    expect(isVoucherUsable(v, DateTime.fromISO('2027-11-23T10:00:00.001-03:00'))).toBe(false);
    expect(isVoucherUsable(v, DateTime.fromISO('2026-11-23T09:59:59.999-03:00'))).toBe(false);
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
    expect(voucherValidity('HOSPITALITY', { purchasedAt, zone })).toBeNull();
  });

  it('an interval wins over the order schedule', () => {
    const v = voucherValidity('HOSPITALITY', { purchasedAt, interval: { start: '2026-12-07', end: '2026-12-07' }, scheduledFor: '2026-12-05T14:30:00.000-03:00', zone })!;
    expect(iso(v.validFrom)).toBe('2026-12-07T00:00:00.000-03:00');
  });
});

describe('voucherAwaitsPayment', () => {
  it('is true only for a placed order whose money is not in yet', () => {
    expect(voucherAwaitsPayment('PLACED', 'PENDING')).toBe(true);
    expect(voucherAwaitsPayment('PLACED', 'REQUIRES_ACTION')).toBe(true);
    for (const paid of ['PAID', 'AUTHORIZED', 'NOT_REQUIRED', null, undefined]) expect(voucherAwaitsPayment('PLACED', paid)).toBe(false);
    // The company confirming the order means it saw the payment.
    for (const status of ['CONFIRMED', 'PREPARING', 'COMPLETED']) expect(voucherAwaitsPayment(status, 'PENDING')).toBe(false);
  });
});
