/**
 * Vouchers (src/domain/orders/vouchers.ts): the service slugs that give each kind, the edges of the code's parts,
 * and the first instant of a voucher's window.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  isVoucherUsable,
  parseVoucherCode,
  voucherCode,
  voucherKindFor,
  voucherPayload,
  voucherStatus,
  voucherValidity,
} from '@/src/domain/orders/vouchers';

describe('voucherKindFor — slugs that start with the service’s name', () => {
  it.each([
    ['locker-gru', 'LOCKER'],
    ['LOCKERS', 'LOCKER'],
    ['hospitalidade-empresas', 'HOSPITALITY'],
    ['hospitality-suites', 'HOSPITALITY'],
    ['LOUNGE-VIP', 'LOUNGE'],
  ])('%s → %s', (slug, kind) => {
    expect(voucherKindFor([slug])).toBe(kind);
  });
  it.each(['gru-locker', 'sala-hospitalidade', 'best-hospitality', 'vip-lounge', 'sala-vip-2'])(
    '%s names no voucher service',
    (slug) => {
      expect(voucherKindFor([slug])).toBeNull();
    },
  );
  it('takes the first slug that names a service', () => {
    expect(voucherKindFor(['restaurantes', 'guarda-volumes', 'sala-vip'])).toBe('LOCKER');
  });
});

describe('voucher code parts', () => {
  it('trims and upper-cases the order number; line 1 is the first', () => {
    expect(voucherPayload(' a7k-42 ', 1)).toBe('A7K-42/1');
  });
  it('says which part is wrong', () => {
    expect(() => voucherPayload('A7K/42', 1)).toThrow('Invalid order number for a voucher: A7K/42');
    expect(() => voucherPayload('A7K-42', 0)).toThrow('Invalid voucher line: 0');
    expect(() => voucherPayload('A7K-42', 1.5)).toThrow('Invalid voucher line: 1.5');
    expect(() => voucherCode('A7K-42/1', 'ab!')).toThrow('Invalid voucher signature');
  });
  it('reads lines of up to four digits', () => {
    expect(parseVoucherCode('A7K-42/12.ABCDEF12')?.line).toBe(12);
    expect(parseVoucherCode('A7K-42/9999.ABCDEF12')?.line).toBe(9999);
    expect(parseVoucherCode('A7K-42/10000.ABCDEF12')).toBeNull();
  });
  it('refuses anything before the order number', () => {
    expect(parseVoucherCode('#A7K-42/1.ABCDEF12')).toBeNull();
    expect(parseVoucherCode('A7K-42/1.ABCDEF12#')).toBeNull();
  });
  it('forgives spaces anywhere, single or in runs', () => {
    expect(parseVoucherCode('A7K-42 / 1 .  ABCD EF12')?.payload).toBe('A7K-42/1');
  });
});

describe('a voucher’s window opens at its first instant', () => {
  const v = voucherValidity('HOSPITALITY', {
    purchasedAt: '2026-11-23T10:00:00.000-03:00',
    scheduledFor: '2026-12-05T14:30:00.000-03:00',
    zone: 'America/Sao_Paulo',
  })!;
  const opening = DateTime.fromISO('2026-12-05T00:00:00.000-03:00');
  it('is usable and VALID at that very instant', () => {
    expect(isVoucherUsable(v, opening)).toBe(true);
    expect(voucherStatus({ orderStatus: 'CONFIRMED', paymentStatus: 'PAID', validity: v, now: opening })).toBe('VALID');
  });
  it('is usable at its last instant too', () => {
    expect(isVoucherUsable(v, DateTime.fromISO('2026-12-05T23:59:59.999-03:00'))).toBe(true);
  });
});
