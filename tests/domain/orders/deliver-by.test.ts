import { describe, expect, it } from 'vitest';
import { deliverBy } from '@/src/domain/orders/deliver-by';

const ZONE = 'America/Sao_Paulo';
const NOON = '2026-11-23T12:00:00.000-03:00';
const iso = (value: ReturnType<typeof deliverBy>) => value && { kind: value.kind, at: value.at.toISO() };

describe('deliverBy: by when the order must reach the traveller', () => {
  it('a gate delivery: boarding less the margin, the typed HH:MM read on the day it was placed', () => {
    const result = deliverBy({
      operationWay: {},
      gateDelivery: { boardingTime: '12:40' },
      placedAt: NOON,
      marginMinutes: 20,
      zone: ZONE,
    });
    expect(iso(result)).toEqual({ kind: 'GATE', at: '2026-11-23T12:20:00.000-03:00' });
  });

  it('a boarding after midnight, placed late at night, is the next day’s', () => {
    const result = deliverBy({
      operationWay: {},
      gateDelivery: { boardingTime: '00:40' },
      placedAt: '2026-11-23T23:30:00.000-03:00',
      marginMinutes: 20,
      zone: ZONE,
    });
    expect(iso(result)).toEqual({ kind: 'GATE', at: '2026-11-24T00:20:00.000-03:00' });
  });

  it('a boarding moved by its flight (an ISO timestamp) is read as it is', () => {
    const result = deliverBy({
      operationWay: {},
      gateDelivery: { boardingTime: '2026-11-23T14:10:00.000-03:00' },
      placedAt: NOON,
      marginMinutes: 20,
      zone: ZONE,
    });
    expect(iso(result)).toEqual({ kind: 'GATE', at: '2026-11-23T13:50:00.000-03:00' });
  });

  it('the gate deadline wins over a scheduled slot’s end', () => {
    const result = deliverBy({
      operationWay: { scheduledFor: '2026-11-23T13:00:00.000-03:00' },
      gateDelivery: { boardingTime: '14:00' },
      slotEnd: '2026-11-23T13:30:00.000-03:00',
      placedAt: NOON,
      marginMinutes: 20,
      zone: ZONE,
    });
    expect(result?.kind).toBe('GATE');
  });

  it('a dated booking: its start', () => {
    const result = deliverBy({
      operationWay: { scheduledFor: '2026-11-24T10:00:00.000-03:00' },
      bookingStart: '2026-11-24T10:00:00.000-03:00',
      placedAt: NOON,
      marginMinutes: 20,
      zone: ZONE,
    });
    expect(iso(result)).toEqual({ kind: 'BOOKING', at: '2026-11-24T10:00:00.000-03:00' });
  });

  it('a scheduled delivery: its slot’s end, else its start', () => {
    const way = { scheduledFor: '2026-11-23T14:00:00.000-03:00' };
    const base = { operationWay: way, placedAt: NOON, marginMinutes: 20, zone: ZONE };
    expect(iso(deliverBy({ ...base, slotEnd: '2026-11-23T14:30:00.000-03:00' }))).toEqual({
      kind: 'SLOT',
      at: '2026-11-23T14:30:00.000-03:00',
    });
    expect(iso(deliverBy(base))).toEqual({ kind: 'SLOT', at: '2026-11-23T14:00:00.000-03:00' });
  });

  it('reads a typed boarding time in the catalogue’s own zone (Manaus is an hour behind São Paulo)', () => {
    const result = deliverBy({
      operationWay: {},
      gateDelivery: { boardingTime: '12:40' },
      placedAt: '2026-11-23T11:00:00.000-04:00',
      marginMinutes: 20,
      zone: 'America/Manaus',
    });
    expect(iso(result)).toEqual({ kind: 'GATE', at: '2026-11-23T12:20:00.000-04:00' });
  });

  it('an order for now with no gate: placed plus the lead time its checkout promised', () => {
    const result = deliverBy({ operationWay: {}, placedAt: NOON, marginMinutes: 20, zone: ZONE, leadMinutes: 60 });
    expect(iso(result)).toEqual({ kind: 'ESTIMATE', at: '2026-11-23T13:00:00.000-03:00' });
    // A gate, a booking or a slot says more than the promise.
    expect(
      deliverBy({ operationWay: {}, placedAt: NOON, marginMinutes: 20, leadMinutes: 60, slotEnd: NOON })?.kind,
    ).toBe('SLOT');
  });

  it('an order for now with no gate and no lead time has none; an unreadable boarding falls back to the rest', () => {
    expect(deliverBy({ operationWay: {}, placedAt: NOON, marginMinutes: 20 })).toBeNull();
    expect(deliverBy({ operationWay: {}, placedAt: NOON, marginMinutes: 20, leadMinutes: 0 })).toBeNull();
    expect(
      deliverBy({ operationWay: {}, gateDelivery: { boardingTime: 'soon' }, placedAt: NOON, marginMinutes: 20 }),
    ).toBeNull();
  });
});
