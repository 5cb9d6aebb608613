/**
 * The order screens' instants are written from the ISO text's own wall clock (the store's offset, not the device's),
 * exactly as luxon's `fromISO(…, { setZone: true })` wrote them before: the same outputs for the same inputs,
 * checked against luxon itself, and invalid input returned as it came.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatClock, formatDay, formatWhen, secondsLeft } from '@/src/features/orders/order-time';

const viaLuxon = (iso: string, pattern: string) => DateTime.fromISO(iso, { setZone: true }).toFormat(pattern);

const INSTANTS = [
  '2026-11-23T15:30:00-03:00',
  '2026-11-23T15:30:00.000-03:00',
  '2026-01-02T00:05:09Z',
  '2026-12-31T23:59:59.999+05:30',
  '2024-02-29T08:00:00-03:00',
  '2026-07-04T12:00:00.123456Z',
];

describe('order-time', () => {
  it.each(INSTANTS)("writes %s as luxon did, in the instant's own offset", (iso) => {
    expect(formatWhen(iso, 'pt-BR')).toBe(viaLuxon(iso, 'dd/MM/yyyy HH:mm'));
    expect(formatWhen(iso, 'en')).toBe(viaLuxon(iso, 'MM/dd/yyyy HH:mm'));
    expect(formatDay(iso, 'es')).toBe(viaLuxon(iso, 'dd/MM/yyyy'));
    expect(formatDay(iso, 'en')).toBe(viaLuxon(iso, 'MM/dd/yyyy'));
    expect(formatClock(iso)).toBe(viaLuxon(iso, 'HH:mm'));
  });

  it('returns what is not a valid instant as it came, and nothing for nothing', () => {
    for (const bad of ['ontem', '2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2026-11-23T25:00:00Z']) {
      expect(DateTime.fromISO(bad, { setZone: true }).isValid).toBe(false);
      expect(formatWhen(bad, 'pt-BR')).toBe(bad);
      expect(formatDay(bad, 'pt-BR')).toBe(bad);
      expect(formatClock(bad)).toBe(bad);
      expect(secondsLeft(bad, 0)).toBe(0);
    }
    expect(formatWhen(null, 'pt-BR')).toBe('');
    expect(formatDay(undefined, 'en')).toBe('');
  });

  it('counts the seconds left to an instant in any offset, never below zero', () => {
    const now = Date.parse('2026-11-23T18:00:00Z');
    expect(secondsLeft('2026-11-23T15:10:30-03:00', now)).toBe(630);
    expect(secondsLeft('2026-11-23T18:10:30Z', now)).toBe(630);
    expect(secondsLeft('2026-11-23T17:00:00Z', now)).toBe(0);
  });
});
