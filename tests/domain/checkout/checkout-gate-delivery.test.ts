import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GATE_MARGIN_MINUTES,
  checkGateDelivery,
  gateDeliverySchema,
  gateMarginMinutes,
  resolveBoardingTime,
} from '@/src/domain/orders/gate-delivery';

const ZONE = 'America/Sao_Paulo';
const NOON = '2026-11-23T12:00:00.000-03:00';
const hhmm = (dt: { toFormat(f: string): string }) => dt.toFormat('HH:mm');

describe('gate delivery: boarding time', () => {
  it('reads HH:MM as today in the zone', () => {
    expect(resolveBoardingTime('14:30', NOON, ZONE)?.toISO()).toBe('2026-11-23T14:30:00.000-03:00');
  });
  it('reads an HH:MM more than 12 hours ago as tomorrow (ordering late at night for a dawn flight)', () => {
    expect(resolveBoardingTime('00:40', '2026-11-23T23:30:00.000-03:00', ZONE)?.toISO()).toBe(
      '2026-11-24T00:40:00.000-03:00',
    );
  });
  it('keeps an HH:MM of an hour ago today, so it is refused as too late rather than moved to tomorrow', () => {
    expect(resolveBoardingTime('11:00', NOON, ZONE)?.toISO()).toBe('2026-11-23T11:00:00.000-03:00');
  });
  it('rejects unreadable times', () => {
    expect(resolveBoardingTime('25:00', NOON, ZONE)).toBeNull();
    expect(resolveBoardingTime('soon', NOON, ZONE)).toBeNull();
  });
});

describe('gate delivery: promised delivery before boarding less the margin', () => {
  const base = { clock: NOON, zone: ZONE, marginMinutes: 20, deliveryMinutes: 30 };
  it('accepts when now + delivery time is exactly boarding − margin (12:30 ≤ 12:50 − 20)', () => {
    const check = checkGateDelivery({ ...base, boardingTime: '12:50' });
    expect(check.ok).toBe(true);
  });
  it('refuses one minute later and says by when to have ordered', () => {
    const check = checkGateDelivery({ ...base, boardingTime: '12:49' });
    expect(check).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    if (!check.ok && check.reason === 'TOO_LATE') {
      expect(hhmm(check.deadline)).toBe('12:29');
      expect(hhmm(check.orderBy)).toBe('11:59');
    }
  });
  it('uses the scheduled slot instead of now + delivery time', () => {
    const slot = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });
    expect(
      checkGateDelivery({
        ...base,
        boardingTime: '15:00',
        scheduledSlot: slot('2026-11-23T14:10:00.000-03:00', '2026-11-23T14:40:00.000-03:00'),
      }).ok,
    ).toBe(true);
    expect(
      checkGateDelivery({
        ...base,
        boardingTime: '15:00',
        scheduledSlot: slot('2026-11-23T14:11:00.000-03:00', '2026-11-23T14:41:00.000-03:00'),
      }).ok,
    ).toBe(false);
  });
  it("judges a slot by its end, not its start: 14:30–15:00 cannot reach a 15:00 boarding with 20 minutes' margin", () => {
    const check = checkGateDelivery({
      ...base,
      boardingTime: '15:00',
      scheduledSlot: { startsAt: '2026-11-23T14:30:00.000-03:00', endsAt: '2026-11-23T15:00:00.000-03:00' },
    });
    expect(check).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    if (!check.ok && check.reason === 'TOO_LATE') {
      expect(hhmm(check.promisedAt)).toBe('15:00');
      expect(hhmm(check.deadline)).toBe('14:40');
    }
  });
  it('reports an unreadable boarding time', () => {
    expect(checkGateDelivery({ ...base, boardingTime: 'x' })).toEqual({ ok: false, reason: 'INVALID_BOARDING_TIME' });
  });
});

describe('gate delivery: settings and input', () => {
  it('takes the company margin when it is a whole number of minutes, else the default', () => {
    expect(gateMarginMinutes({ gateDeliveryMarginMinutes: 35 })).toBe(35);
    expect(gateMarginMinutes({ gateDeliveryMarginMinutes: '35' })).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    expect(gateMarginMinutes({ gateDeliveryMarginMinutes: -5 })).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    expect(gateMarginMinutes(null)).toBe(20);
  });
  it('validates a flight number and keeps it normalised: upper case, no spaces or dashes', () => {
    const ok = gateDeliverySchema.safeParse({
      terminal: 'Terminal 2',
      gate: '12',
      flightNumber: 'la 3412',
      boardingTime: '14:00',
    });
    expect(ok.success && ok.data.flightNumber).toBe('LA3412');
    expect(
      gateDeliverySchema.safeParse({ terminal: 'Terminal 2', gate: '12', flightNumber: 'voo', boardingTime: '14:00' })
        .success,
    ).toBe(false);
    expect(
      gateDeliverySchema.safeParse({ terminal: '', gate: '12', flightNumber: 'G31234', boardingTime: '14:00' }).success,
    ).toBe(false);
  });
});
