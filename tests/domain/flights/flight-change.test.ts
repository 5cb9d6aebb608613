import { describe, expect, it } from 'vitest';
import {
  BOARDING_SHIFT_MINUTES,
  delayFreesBookingMoves,
  flightDelayMinutes,
  followFlight,
  followsFlight,
  isFollowedAt,
  type FlightObservation,
  type FollowedFlight,
} from '@/src/domain/flights/flight-change';

const ZONE = 'America/Sao_Paulo';
const at = (hhmm: string) => `2026-11-23T${hhmm}:00.000-03:00`;

const observation = (over: Partial<FlightObservation> = {}): FlightObservation => ({
  gate: '205',
  terminal: 'Terminal 2',
  boardingTime: at('12:40'),
  departureTime: at('13:20'),
  scheduledDepartureTime: at('13:20'),
  observedAt: 1000,
  ...over,
});
const followed = (over: Partial<FollowedFlight> = {}): FollowedFlight => ({
  gate: '205',
  terminal: 'Terminal 2',
  boardingTime: at('12:40'),
  observedAt: 1000,
  ...over,
});
const order = { gate: '205', terminal: 'Terminal 2', boarding: at('12:40') };

describe('followFlight: the order takes what changed since it last looked', () => {
  it('the first answer is only the baseline: the traveller’s own gate stands', () => {
    const result = followFlight({ order: { ...order, gate: '12' }, followed: null, next: observation(), zone: ZONE });
    expect(result.changes).toEqual([]);
    expect(result.followed).toEqual({
      gate: '205',
      terminal: 'Terminal 2',
      boardingTime: at('12:40'),
      observedAt: 1000,
    });
  });

  it('a new gate becomes the order’s', () => {
    const result = followFlight({
      order,
      followed: followed(),
      next: observation({ gate: 'B12', observedAt: 2000 }),
      zone: ZONE,
    });
    expect(result.changes).toEqual([{ field: 'GATE', from: '205', to: 'B12' }]);
    expect(result.followed).toMatchObject({ gate: 'B12', observedAt: 2000 });
  });

  it('a gate the provider names for the first time (it had none) is a change too', () => {
    const result = followFlight({ order, followed: followed({ gate: null }), next: observation({ gate: '207' }) });
    expect(result.changes).toEqual([{ field: 'GATE', from: '205', to: '207' }]);
  });

  it('no change when the order already says the new gate (the traveller changed it first), nor when it is the same', () => {
    const moved = followFlight({
      order: { ...order, gate: 'b12' },
      followed: followed(),
      next: observation({ gate: 'B12' }),
    });
    expect(moved.changes).toEqual([]);
    expect(moved.followed.gate).toBe('B12');
    expect(followFlight({ order, followed: followed(), next: observation({ gate: ' 205 ' }) }).changes).toEqual([]);
  });

  it('a gate the provider stops knowing (null) changes nothing', () => {
    const result = followFlight({ order, followed: followed(), next: observation({ gate: null }) });
    expect(result.changes).toEqual([]);
    expect(result.followed.gate).toBe('205');
  });

  it('a new terminal comes first, then the gate', () => {
    const result = followFlight({
      order,
      followed: followed(),
      next: observation({ terminal: 'Terminal 3', gate: '309' }),
    });
    expect(result.changes.map((c) => c.field)).toEqual(['TERMINAL', 'GATE']);
  });

  it(`boarding ${BOARDING_SHIFT_MINUTES} minutes later moves the order’s own boarding by as much`, () => {
    // The traveller typed 12:45; the flight moves from 12:40 to 12:45: the order now boards at 12:50.
    const result = followFlight({
      order: { ...order, boarding: at('12:45') },
      followed: followed(),
      next: observation({ boardingTime: at('12:45') }),
      zone: ZONE,
    });
    expect(result.changes).toEqual([{ field: 'BOARDING', from: at('12:45'), to: at('12:50') }]);
    expect(result.followed.boardingTime).toBe(at('12:45'));
  });

  it('an earlier boarding is a change as well', () => {
    const result = followFlight({
      order,
      followed: followed(),
      next: observation({ boardingTime: at('12:20') }),
      zone: ZONE,
    });
    expect(result.changes).toEqual([{ field: 'BOARDING', from: at('12:40'), to: at('12:20') }]);
  });

  it('a shift under the threshold waits, and the shifts add up against what was last followed', () => {
    const small = followFlight({ order, followed: followed(), next: observation({ boardingTime: at('12:44') }) });
    expect(small.changes).toEqual([]);
    expect(small.followed.boardingTime).toBe(at('12:40'));
    const again = followFlight({ order, followed: small.followed, next: observation({ boardingTime: at('12:45') }) });
    expect(again.changes.map((c) => c.field)).toEqual(['BOARDING']);
  });

  it('an answer older than the one followed is ignored: it never undoes a change', () => {
    const result = followFlight({
      order: { ...order, gate: 'B12' },
      followed: followed({ gate: 'B12', observedAt: 5000 }),
      next: observation({ gate: '205', observedAt: 4000 }),
    });
    expect(result).toMatchObject({ stale: true, changes: [] });
    expect(result.followed.gate).toBe('B12');
  });

  it('a booking (no gate of its own) records the flight but takes no change', () => {
    const result = followFlight({ order: null, followed: followed(), next: observation({ gate: 'B12' }) });
    expect(result.changes).toEqual([]);
    expect(result.followed.gate).toBe('B12');
  });
});

describe('the delay and what it frees', () => {
  it('is the departure behind its timetable, in whole minutes, never negative', () => {
    expect(flightDelayMinutes(observation({ departureTime: at('14:51') }))).toBe(91);
    expect(flightDelayMinutes(observation({ departureTime: at('13:00') }))).toBe(0);
    expect(flightDelayMinutes(observation({ scheduledDepartureTime: null, departureTime: at('18:00') }))).toBe(0);
  });

  it('frees bookings only over 90 minutes (SPEC §8)', () => {
    expect(delayFreesBookingMoves(90)).toBe(false);
    expect(delayFreesBookingMoves(91)).toBe(true);
  });
});

describe('which orders follow their flight', () => {
  it('until they leave: placed, confirmed, being prepared', () => {
    expect(['PLACED', 'CONFIRMED', 'PREPARING'].every(followsFlight)).toBe(true);
    expect(['DISPATCHED', 'READY', 'DELIVERED', 'COMPLETED', 'CANCELED'].some(followsFlight)).toBe(false);
  });

  it('from 36 hours before their time to 3 hours after', () => {
    const noon = at('12:00');
    expect(isFollowedAt('2026-11-25T00:00:00.000-03:00', noon)).toBe(true);
    expect(isFollowedAt('2026-11-25T00:00:00.001-03:00', noon)).toBe(false);
    expect(isFollowedAt(at('09:00'), noon)).toBe(true);
    expect(isFollowedAt('2026-11-23T08:59:59.999-03:00', noon)).toBe(false);
  });
});
