/**
 * Vouchers (src/domain/orders/vouchers.ts): the service slugs that give each kind, the edges of the code's parts,
 * and the first instant of a voucher's window.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  isVoucherUsable,
  movableKindOf,
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
  // Computed in each test: a throw then fails the test rather than the file's collection.
  const v = () =>
    voucherValidity('HOSPITALITY', {
      purchasedAt: '2026-11-23T10:00:00.000-03:00',
      scheduledFor: '2026-12-05T14:30:00.000-03:00',
      zone: 'America/Sao_Paulo',
    })!;
  const opening = DateTime.fromISO('2026-12-05T00:00:00.000-03:00');
  it('is usable and VALID at that very instant', () => {
    expect(isVoucherUsable(v(), opening)).toBe(true);
    expect(voucherStatus({ orderStatus: 'CONFIRMED', paymentStatus: 'PAID', validity: v(), now: opening })).toBe(
      'VALID',
    );
  });
  it('is usable at its last instant too', () => {
    expect(isVoucherUsable(v(), DateTime.fromISO('2026-12-05T23:59:59.999-03:00'))).toBe(true);
  });
});

describe('voucher signatures and the kinds that move', () => {
  it('signs with 6 to 64 letters and digits, nothing else around them', () => {
    expect(voucherCode('A7K-42/1', 'abc123')).toBe('A7K-42/1.ABC123');
    expect(voucherCode('A7K-42/1', 'A'.repeat(64))).toBe(`A7K-42/1.${'A'.repeat(64)}`);
    for (const signature of ['ABC123!', '!ABC123', 'A'.repeat(65), 'ABC12'])
      expect(() => voucherCode('A7K-42/1', signature), signature).toThrow('Invalid voucher signature');
  });

  it('moves lounge visits and hospitality, not lockers or the rest', () => {
    expect(movableKindOf(['sala-vip'])).toBe('LOUNGE');
    expect(movableKindOf(['restaurantes', 'hospitalidade'])).toBe('HOSPITALITY');
    expect(movableKindOf(['guarda-volumes'])).toBeNull();
    expect(movableKindOf(['restaurantes'])).toBeNull();
  });
});

describe('voucherValidity: zones, intervals and the lounge’s own notice', () => {
  const purchasedAt = '2026-11-23T10:00:00.000-03:00';

  it('reads dates in the zone it is given', () => {
    const v = voucherValidity('LOCKER', {
      purchasedAt,
      interval: { start: '2026-12-01', end: '2026-12-03' },
      zone: 'Europe/Lisbon',
    })!;
    expect([v.validFrom.toISO(), v.validUntil.toISO()]).toEqual([
      '2026-12-01T00:00:00.000+00:00',
      '2026-12-03T23:59:59.999+00:00',
    ]);
  });

  it('takes the whole day only for a plain YYYY-MM-DD; any other form is its instant', () => {
    const v = voucherValidity('LOCKER', {
      purchasedAt,
      interval: { start: '2026-12-01', end: '+002026-12-03' },
      zone: 'America/Sao_Paulo',
    })!;
    expect(v.validUntil.toISO()).toBe('2026-12-03T00:00:00.000-03:00');
  });

  it('refuses a date with spaces around it', () => {
    expect(() =>
      voucherValidity('LOCKER', { purchasedAt, interval: { start: ' 2026-12-01 ', end: '2026-12-03' } }),
    ).toThrow(RangeError);
  });

  it('gives a lounge visit on a Monday its 24 elapsed hours of notice, weekend included', () => {
    const v = voucherValidity('LOUNGE', { purchasedAt, scheduledFor: '2026-11-30T10:00:00.000-03:00' })!;
    expect(v.rebookBy?.toISO()).toBe('2026-11-29T10:00:00.000-03:00');
  });

  it('dates hospitality by the order’s schedule when the line has no interval', () => {
    const v = voucherValidity('HOSPITALITY', { purchasedAt, scheduledFor: '2026-12-05T14:30:00.000-03:00' })!;
    expect(v.validFrom.toISO()).toBe('2026-12-05T00:00:00.000-03:00');
  });
});
