/**
 * When a store's food reaches a traveller's gate, and whether that is in time (docs/business-rules.md "Gate delivery
 * times"). The food must be at the gate by boarding less the company's margin (the deadline), whoever carries it:
 * - delivery now arrives at now + the store's minutes to that terminal (gate-timing.ts); a scheduled slot promises
 *   its END (the food may come at any moment of it);
 * - a pick-up is ready at now + the preparation time and reaches the gate after the walk from the counter.
 * Arriving exactly at the deadline is in time. Pure: the clock is a parameter. The service page, store page, cart and
 * checkout show these verdicts; the server's quote decides with the same rule (src/server/orders/gate-delivery-check.ts).
 */
import type { DateTime } from 'luxon';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';
import { resolveBoardingTime } from './boarding-time';
import type { TerminalTiming } from './gate-timing';

/** The traveller's side: when boarding starts and how long before it the food must be at the gate. */
export interface GateTrip {
  /** 'HH:MM' in the zone (today, or tomorrow when more than 12 hours ago) or an ISO timestamp. */
  boardingTime: string;
  marginMinutes: number;
}

/** The store's side at the clock: whether it takes each way now, and its figures for the traveller's terminal. */
export interface GateStore {
  deliversNow: boolean;
  pickUpNow: boolean;
  preparationMinutes: number;
  /** The traveller's terminal in the store's timing; null when the store does not serve that terminal. */
  terminal: TerminalTiming | null;
}

export type GateVerdict =
  /** Delivered to the gate in time. */
  | { kind: 'DELIVERY'; arrivesAt: DateTime; deadline: DateTime; boarding: DateTime }
  /** Delivery is too late (or not offered now), but picking up at the counter and walking still makes it. */
  | {
      kind: 'PICK_UP';
      readyAt: DateTime;
      atGateAt: DateTime;
      walkingMinutes: number;
      deadline: DateTime;
      boarding: DateTime;
    }
  /** Neither way reaches the gate in time; `arrivesAt`: when a delivery would arrive, when it is offered now. */
  | { kind: 'TOO_LATE'; arrivesAt: DateTime | null; deadline: DateTime; boarding: DateTime }
  /** The store takes no order now (closed), or does not serve this terminal. */
  | { kind: 'UNAVAILABLE'; reason: 'CLOSED' | 'TERMINAL' }
  | { kind: 'INVALID_BOARDING_TIME' };

/** Boarding less the margin: the last moment the food may reach the gate. */
export function gateDeadline(boarding: DateTime, marginMinutes: number): DateTime {
  return boarding.minus({ minutes: Math.max(0, marginMinutes) });
}

/** The store's verdict for this trip at `clock`. */
export function judgeGateStore(
  store: GateStore,
  trip: GateTrip,
  clock: Clock,
  zone: string = DEFAULT_ZONE,
): GateVerdict {
  const boarding = resolveBoardingTime(trip.boardingTime, clock, zone);
  if (!boarding) return { kind: 'INVALID_BOARDING_TIME' };
  if (!store.deliversNow && !store.pickUpNow) return { kind: 'UNAVAILABLE', reason: 'CLOSED' };
  if (!store.terminal) return { kind: 'UNAVAILABLE', reason: 'TERMINAL' };
  const now = toZonedDateTime(clock, zone);
  const deadline = gateDeadline(boarding, trip.marginMinutes);
  const arrivesAt = store.deliversNow ? now.plus({ minutes: store.terminal.deliveryMinutes }) : null;
  if (arrivesAt && arrivesAt <= deadline) return { kind: 'DELIVERY', arrivesAt, deadline, boarding };
  const walk = store.terminal.walkingMinutes;
  if (store.pickUpNow && walk !== null) {
    const readyAt = now.plus({ minutes: store.preparationMinutes });
    const atGateAt = readyAt.plus({ minutes: walk });
    if (atGateAt <= deadline) return { kind: 'PICK_UP', readyAt, atGateAt, walkingMinutes: walk, deadline, boarding };
  }
  return { kind: 'TOO_LATE', arrivesAt, deadline, boarding };
}

const RANK: Record<GateVerdict['kind'], number> = {
  DELIVERY: 0,
  PICK_UP: 1,
  TOO_LATE: 2,
  UNAVAILABLE: 3,
  INVALID_BOARDING_TIME: 4,
};

const soonest = (verdict: GateVerdict): number =>
  verdict.kind === 'DELIVERY'
    ? verdict.arrivesAt.toMillis()
    : verdict.kind === 'PICK_UP'
      ? verdict.atGateAt.toMillis()
      : Number.POSITIVE_INFINITY;

/**
 * Stores that deliver in time first (the soonest first), then those a pick-up still makes, then the late ones, then
 * those taking no order; the list's own order otherwise (a stable sort).
 */
export function rankByGateVerdict<T>(entries: ReadonlyArray<T>, verdictOf: (entry: T) => GateVerdict | null): T[] {
  const keyed = entries.map((entry) => ({ entry, verdict: verdictOf(entry) }));
  // Array.prototype.sort is stable: 0 keeps the list's order.
  keyed.sort((a, b) => {
    if (!a.verdict || !b.verdict) return 0;
    const byKind = RANK[a.verdict.kind] - RANK[b.verdict.kind];
    if (byKind !== 0) return byKind;
    // Two late or closed stores are Infinity − Infinity = NaN apart: equal.
    return soonest(a.verdict) - soonest(b.verdict) || 0;
  });
  return keyed.map((k) => k.entry);
}

export interface DeliveryPromiseInput {
  boardingTime: string;
  clock: Clock;
  zone?: string;
  marginMinutes: number;
  /** Minutes from ordering now to the gate (the store's figure for the terminal). */
  deliveryMinutes: number;
  /** The chosen slot of a scheduled delivery: it promises its end. */
  scheduledSlot?: { startsAt: string; endsAt: string } | null;
}

export type DeliveryPromise =
  | { ok: true; promisedAt: DateTime; deadline: DateTime }
  /** `orderBy`: the last moment ordering now would still have arrived in time (may be past). */
  | { ok: false; reason: 'TOO_LATE'; promisedAt: DateTime; deadline: DateTime; orderBy: DateTime }
  | { ok: false; reason: 'INVALID_BOARDING_TIME' };

/**
 * A delivery order's promise against the deadline: now + the minutes to the gate, or the chosen slot's end. The
 * rule the checkout shows and the server's quote enforces.
 */
export function judgeDeliveryPromise(input: DeliveryPromiseInput): DeliveryPromise {
  const zone = input.zone ?? DEFAULT_ZONE;
  const boarding = resolveBoardingTime(input.boardingTime, input.clock, zone);
  if (!boarding) return { ok: false, reason: 'INVALID_BOARDING_TIME' };
  const now = toZonedDateTime(input.clock, zone);
  const promisedAt = input.scheduledSlot
    ? toZonedDateTime(input.scheduledSlot.endsAt, zone)
    : now.plus({ minutes: input.deliveryMinutes });
  const deadline = gateDeadline(boarding, input.marginMinutes);
  if (promisedAt <= deadline) return { ok: true, promisedAt, deadline };
  return {
    ok: false,
    reason: 'TOO_LATE',
    promisedAt,
    deadline,
    orderBy: deadline.minus({ minutes: input.deliveryMinutes }),
  };
}
