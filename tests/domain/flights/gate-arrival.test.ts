import { describe, expect, it } from 'vitest';
import {
  gateDeadline,
  judgeDeliveryPromise,
  judgeGateStore,
  rankByGateVerdict,
  type GateStore,
  type GateVerdict,
} from '@/src/domain/flights/gate-arrival';
import { toZonedDateTime } from '@/src/domain/time/time-of-day';

const ZONE = 'America/Sao_Paulo';
const NOON = '2026-11-23T12:00:00.000-03:00';
const hhmm = (dt: { toFormat(f: string): string }) => dt.toFormat('HH:mm');

/** Boarding 12:40 (40 minutes from noon), 20 minutes' margin: the food must be at the gate by 12:20. */
const TRIP = { boardingTime: '12:40', marginMinutes: 20 };
const store = (deliveryMinutes: number, extra: Partial<GateStore> = {}): GateStore => ({
  deliversNow: true,
  pickUpNow: true,
  preparationMinutes: 8,
  terminal: { name: 'Terminal 2', deliveryMinutes, walkingMinutes: null },
  ...extra,
});

describe('when the food reaches the gate, and whether in time', () => {
  it('delivers when now + the minutes to the gate is exactly boarding less the margin (12:20)', () => {
    const verdict = judgeGateStore(store(20), TRIP, NOON, ZONE);
    expect(verdict.kind).toBe('DELIVERY');
    if (verdict.kind === 'DELIVERY') {
      expect(hhmm(verdict.arrivesAt)).toBe('12:20');
      expect(hhmm(verdict.deadline)).toBe('12:20');
      expect(hhmm(verdict.boarding)).toBe('12:40');
    }
  });

  it('is too late one minute later, and says when a delivery would arrive', () => {
    const verdict = judgeGateStore(store(21), TRIP, NOON, ZONE);
    expect(verdict.kind).toBe('TOO_LATE');
    if (verdict.kind === 'TOO_LATE') expect(hhmm(verdict.arrivesAt!)).toBe('12:21');
  });

  it('offers the pick-up when the delivery is late but preparation and the walk still make it (exactly)', () => {
    const pickUp = store(30, {
      preparationMinutes: 14,
      terminal: { name: 'Terminal 2', deliveryMinutes: 30, walkingMinutes: 6 },
    });
    const verdict = judgeGateStore(pickUp, TRIP, NOON, ZONE);
    expect(verdict.kind).toBe('PICK_UP');
    if (verdict.kind === 'PICK_UP') {
      expect(hhmm(verdict.readyAt)).toBe('12:14');
      expect(hhmm(verdict.atGateAt)).toBe('12:20');
      expect(verdict.walkingMinutes).toBe(6);
    }
    const oneMore = { ...pickUp, terminal: { name: 'Terminal 2', deliveryMinutes: 30, walkingMinutes: 7 } };
    expect(judgeGateStore(oneMore, TRIP, NOON, ZONE).kind).toBe('TOO_LATE');
  });

  it('never suggests a pick-up without a known walk, nor where the store takes no take-away now', () => {
    expect(judgeGateStore(store(30, { preparationMinutes: 1 }), TRIP, NOON, ZONE).kind).toBe('TOO_LATE');
    const noTakeAway = store(30, {
      pickUpNow: false,
      terminal: { name: 'Terminal 2', deliveryMinutes: 30, walkingMinutes: 1 },
    });
    expect(judgeGateStore(noTakeAway, TRIP, NOON, ZONE).kind).toBe('TOO_LATE');
  });

  it('offers the pick-up of a store that does not deliver now, with no delivery time', () => {
    const counterOnly = store(10, {
      deliversNow: false,
      terminal: { name: 'Terminal 2', deliveryMinutes: 10, walkingMinutes: 5 },
    });
    expect(judgeGateStore(counterOnly, TRIP, NOON, ZONE).kind).toBe('PICK_UP');
    const late = { ...counterOnly, preparationMinutes: 30 };
    expect(judgeGateStore(late, TRIP, NOON, ZONE)).toMatchObject({ kind: 'TOO_LATE', arrivesAt: null });
  });

  it('says a closed store or one that does not serve the terminal is unavailable, not late', () => {
    expect(judgeGateStore(store(5, { deliversNow: false, pickUpNow: false }), TRIP, NOON, ZONE)).toEqual({
      kind: 'UNAVAILABLE',
      reason: 'CLOSED',
    });
    expect(judgeGateStore(store(5, { terminal: null }), TRIP, NOON, ZONE)).toEqual({
      kind: 'UNAVAILABLE',
      reason: 'TERMINAL',
    });
  });

  it('is too late for a boarding already past, and reads an unreadable time as such', () => {
    expect(judgeGateStore(store(0), { boardingTime: '11:59', marginMinutes: 0 }, NOON, ZONE).kind).toBe('TOO_LATE');
    expect(judgeGateStore(store(0), { boardingTime: '12:00', marginMinutes: 0 }, NOON, ZONE).kind).toBe('DELIVERY');
    expect(judgeGateStore(store(0), { boardingTime: '24:10', marginMinutes: 0 }, NOON, ZONE).kind).toBe(
      'INVALID_BOARDING_TIME',
    );
  });

  it('reads a boarding after midnight as tomorrow’s (ordering at 23:50 for 00:30)', () => {
    const verdict = judgeGateStore(
      store(15),
      { boardingTime: '00:30', marginMinutes: 20 },
      '2026-11-23T23:50:00.000-03:00',
      ZONE,
    );
    expect(verdict.kind).toBe('DELIVERY');
    if (verdict.kind === 'DELIVERY') expect(verdict.arrivesAt.toISO()).toBe('2026-11-24T00:05:00.000-03:00');
  });

  it('takes an ISO boarding time as it is, in the zone', () => {
    const verdict = judgeGateStore(
      store(20),
      { boardingTime: '2026-11-23T15:40:00.000Z', marginMinutes: 20 },
      NOON,
      ZONE,
    );
    expect(verdict.kind).toBe('DELIVERY');
  });

  it('a negative margin counts as none', () => {
    expect(hhmm(gateDeadline(toZonedDateTime(NOON, ZONE), -10))).toBe('12:00');
  });
});

describe('stores in the order a traveller wants them', () => {
  const at = (iso: string) => toZonedDateTime(iso, ZONE);
  const v = {
    late: { kind: 'TOO_LATE', arrivesAt: null, deadline: at(NOON), boarding: at(NOON) } as GateVerdict,
    closed: { kind: 'UNAVAILABLE', reason: 'CLOSED' } as GateVerdict,
    at1215: {
      kind: 'DELIVERY',
      arrivesAt: at('2026-11-23T12:15:00-03:00'),
      deadline: at(NOON),
      boarding: at(NOON),
    } as GateVerdict,
    at1210: {
      kind: 'DELIVERY',
      arrivesAt: at('2026-11-23T12:10:00-03:00'),
      deadline: at(NOON),
      boarding: at(NOON),
    } as GateVerdict,
    pickUp: {
      kind: 'PICK_UP',
      readyAt: at(NOON),
      atGateAt: at('2026-11-23T12:05:00-03:00'),
      walkingMinutes: 5,
      deadline: at(NOON),
      boarding: at(NOON),
    } as GateVerdict,
  };

  it('puts those that deliver in time first, soonest first, then pick-ups, then late, then closed', () => {
    const names = ['closed', 'late', 'pickUp', 'at1215', 'at1210'] as const;
    expect(rankByGateVerdict(names, (name) => v[name])).toEqual(['at1210', 'at1215', 'pickUp', 'late', 'closed']);
  });

  it('keeps the list’s own order among equals and when no flight is known', () => {
    expect(rankByGateVerdict(['a', 'b', 'c'], () => v.late)).toEqual(['a', 'b', 'c']);
    expect(rankByGateVerdict(['c', 'a', 'b'], () => null)).toEqual(['c', 'a', 'b']);
  });

  it('puts the pick-up that reaches the gate soonest first', () => {
    const later = { ...v.pickUp, atGateAt: at('2026-11-23T12:09:00-03:00') } as GateVerdict;
    const verdicts: Record<string, GateVerdict> = { later, sooner: v.pickUp };
    expect(rankByGateVerdict(['later', 'sooner'], (name) => verdicts[name]!)).toEqual(['sooner', 'later']);
  });

  it('leaves a store without a verdict where the list has it, next to one with a verdict', () => {
    const verdicts: Record<string, GateVerdict | null> = { none: null, at1210: v.at1210 };
    expect(rankByGateVerdict(['at1210', 'none'], (name) => verdicts[name]!)).toEqual(['at1210', 'none']);
    expect(rankByGateVerdict(['none', 'at1210'], (name) => verdicts[name]!)).toEqual(['none', 'at1210']);
  });
});

describe('a delivery order’s promise (the rule the server enforces)', () => {
  const base = { clock: NOON, zone: ZONE, marginMinutes: 20 };
  it('accepts now + 16 minutes for a boarding at 12:40, refuses 21 and says by when to have ordered', () => {
    expect(judgeDeliveryPromise({ ...base, boardingTime: '12:40', deliveryMinutes: 16 }).ok).toBe(true);
    const late = judgeDeliveryPromise({ ...base, boardingTime: '12:40', deliveryMinutes: 21 });
    expect(late).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    if (!late.ok && late.reason === 'TOO_LATE') {
      expect(hhmm(late.promisedAt)).toBe('12:21');
      expect(hhmm(late.orderBy)).toBe('11:59');
    }
  });
  it('judges a scheduled slot by its end', () => {
    const slot = { startsAt: '2026-11-23T12:00:00.000-03:00', endsAt: '2026-11-23T12:30:00.000-03:00' };
    expect(judgeDeliveryPromise({ ...base, boardingTime: '12:50', deliveryMinutes: 5, scheduledSlot: slot }).ok).toBe(
      true,
    );
    expect(judgeDeliveryPromise({ ...base, boardingTime: '12:49', deliveryMinutes: 5, scheduledSlot: slot }).ok).toBe(
      false,
    );
  });
});
