/**
 * Gate delivery (src/domain/orders/gate-delivery.ts): the bounds of the company's margin, a boarding time typed with
 * spaces or as an ISO timestamp, the 12-hour turn to tomorrow at its edge, and the trimming of the typed fields.
 */
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

describe('gateMarginMinutes — a whole number of minutes from 0 to 240', () => {
  it.each([
    [0, 0],
    [1, 1],
    [239, 239],
    [240, 240],
  ])('takes %s', (value, expected) => {
    expect(gateMarginMinutes({ gateDeliveryMarginMinutes: value })).toBe(expected);
  });
  it.each([241, -1, 35.5, Number.NaN, Number.POSITIVE_INFINITY, '30', null, true])(
    'falls back on the default for %s',
    (value) => {
      expect(gateMarginMinutes({ gateDeliveryMarginMinutes: value })).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    },
  );
  it('falls back on the default without the setting, and reads only a settings object', () => {
    expect(gateMarginMinutes({})).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    expect(gateMarginMinutes(undefined)).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    expect(gateMarginMinutes('gateDeliveryMarginMinutes')).toBe(DEFAULT_GATE_MARGIN_MINUTES);
    const notADocument = Object.assign(() => 0, { gateDeliveryMarginMinutes: 30 });
    expect(gateMarginMinutes(notADocument)).toBe(DEFAULT_GATE_MARGIN_MINUTES);
  });
});

describe('resolveBoardingTime — typed times', () => {
  it('forgives spaces around HH:MM', () => {
    expect(resolveBoardingTime(' 14:30 ', NOON, ZONE)?.toISO()).toBe('2026-11-23T14:30:00.000-03:00');
  });
  it('takes an ISO timestamp as it is, in the zone, spaces forgiven', () => {
    expect(resolveBoardingTime('2026-11-24T01:15:00.000-03:00', NOON, ZONE)?.toISO()).toBe(
      '2026-11-24T01:15:00.000-03:00',
    );
    expect(resolveBoardingTime(' 2026-11-23T17:00:00Z ', NOON, ZONE)?.toISO()).toBe('2026-11-23T14:00:00.000-03:00');
  });
  it.each(['2026', '2026-11-23', 'x2026-11-23T14:30:00', '26-11-23T14:30', '2026-1-23T14:30', '2026-11-3T14:30'])(
    'refuses %j, which is neither HH:MM nor an ISO timestamp',
    (text) => {
      expect(resolveBoardingTime(text, NOON, ZONE)).toBeNull();
    },
  );
  it('turns to tomorrow only past 12 hours ago: exactly 12 hours ago stays today', () => {
    expect(resolveBoardingTime('00:00', NOON, ZONE)?.toISO()).toBe('2026-11-23T00:00:00.000-03:00');
    expect(resolveBoardingTime('23:59', '2026-11-23T12:00:00.000-03:00', ZONE)?.toISO()).toBe(
      '2026-11-23T23:59:00.000-03:00',
    );
    expect(resolveBoardingTime('23:59', '2026-11-24T12:00:00.000-03:00', ZONE)?.toISO()).toBe(
      '2026-11-24T23:59:00.000-03:00',
    );
    expect(resolveBoardingTime('11:59', '2026-11-24T00:00:00.000-03:00', ZONE)?.toISO()).toBe(
      '2026-11-24T11:59:00.000-03:00',
    );
    expect(resolveBoardingTime('00:00', '2026-11-23T12:01:00.000-03:00', ZONE)?.toISO()).toBe(
      '2026-11-24T00:00:00.000-03:00',
    );
  });
});

describe('checkGateDelivery — zone', () => {
  it('reads HH:MM in the default zone (São Paulo) when none is given', () => {
    const check = checkGateDelivery({ boardingTime: '13:00', clock: NOON, marginMinutes: 20, deliveryMinutes: 30 });
    expect(check).toMatchObject({ ok: true });
    if (check.ok) expect(check.deadline.toISO()).toBe('2026-11-23T12:40:00.000-03:00');
  });
});

describe('checkGateDelivery — the catalogue’s zone', () => {
  it('reads HH:MM in the zone given: 13:00 in Manaus is 14:00 in São Paulo', () => {
    const check = checkGateDelivery({
      boardingTime: '13:00',
      clock: NOON,
      zone: 'America/Manaus',
      marginMinutes: 20,
      deliveryMinutes: 30,
    });
    expect(check).toMatchObject({ ok: true });
    if (check.ok) expect(check.deadline.toISO()).toBe('2026-11-23T12:40:00.000-04:00');
  });
});

describe('gateDeliverySchema — typed fields', () => {
  const entry = { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '14:00' };
  it('trims the terminal, the gate and the boarding time', () => {
    const parsed = gateDeliverySchema.safeParse({
      terminal: ' Terminal 2 ',
      gate: ' 12 ',
      flightNumber: ' la3412 ',
      boardingTime: ' 14:00 ',
    });
    expect(parsed.success && parsed.data).toEqual(entry);
  });
  it.each(['terminal', 'gate'] as const)('refuses a %s of spaces only', (field) => {
    expect(gateDeliverySchema.safeParse({ ...entry, [field]: '   ' }).success).toBe(false);
  });
});

describe('gateDeliverySchema — the flight number’s whole shape', () => {
  const entry = { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '14:00' };
  it.each([
    ['la 3412a', 'LA3412A'],
    ['G3-1540', 'G31540'],
  ])('keeps %s as %s', (flightNumber, kept) => {
    const parsed = gateDeliverySchema.safeParse({ ...entry, flightNumber });
    expect(parsed.success && parsed.data.flightNumber).toBe(kept);
  });
  it.each(['XLA3412', 'LA3412XY', 'LA34125'])('refuses %s', (flightNumber) => {
    expect(gateDeliverySchema.safeParse({ ...entry, flightNumber }).success).toBe(false);
  });
});
