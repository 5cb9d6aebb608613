/**
 * An order follows its flight (docs/business-rules.md "Flight changes"; issue 17, point 11). The flight-status
 * provider is asked again and again; each answer is an observation. The order keeps what it last took from the
 * flight (`FollowedFlight`): the first observation only sets it (the traveller's own entries stand — the gate typed
 * from a boarding pass, a boarding time given by hand), and each later observation that moves away from it is a
 * change the order takes:
 * - the gate (or terminal): a new value from the provider becomes the order's, unless the order already says it;
 * - boarding: a shift of at least BOARDING_SHIFT_MINUTES from what was last followed moves the order's own boarding
 *   time by the same shift (so a boarding time typed by hand moves with the flight); smaller shifts wait, and add up.
 * An answer older than the one last followed (another instance's cache) is ignored, so it can never undo a change.
 * Only orders that have not left follow (FOLLOWING_STATUSES): once out for delivery, ready or given, nothing moves.
 * A departure more than FREE_MOVE_DELAY_MINUTES after its schedule (SPEC §8: "a flight delay over 90 minutes")
 * makes the bookings on that flight free to move (booking-free-until.ts).
 * Pure: times are parameters.
 */
import type { DateTime } from 'luxon';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

/** A boarding time shift smaller than this is no change yet: providers revise by a minute or two. */
export const BOARDING_SHIFT_MINUTES = 5;
/** SPEC §8: a delay over 90 minutes (strictly more) frees the booking. */
export const FREE_MOVE_DELAY_MINUTES = 90;
/** Statuses in which an order has not left the store (nor been given): it still follows its flight. */
export const FOLLOWING_STATUSES = ['PLACED', 'CONFIRMED', 'PREPARING'] as const;
/** Orders are followed from this long before their time (providers know a flight's day) … */
export const FOLLOW_AHEAD_HOURS = 36;
/** … until this long after it (a delayed flight still leaves). */
export const FOLLOW_AFTER_HOURS = 3;

/** One answer of the provider about a flight. */
export interface FlightObservation {
  gate: string | null;
  terminal: string | null;
  /** ISO timestamps. */
  boardingTime: string;
  departureTime: string;
  /** The timetable's departure; null when the provider does not say (no delay can then be told). */
  scheduledDepartureTime: string | null;
  /** When the provider answered (epoch ms, real time). */
  observedAt: number;
}

/** What the order last took from its flight. */
export interface FollowedFlight {
  gate: string | null;
  terminal: string | null;
  boardingTime: string;
  observedAt: number;
}

export type FlightChangeField = 'GATE' | 'TERMINAL' | 'BOARDING';

export interface FlightFieldChange {
  field: FlightChangeField;
  /** Gate and terminal as written; boarding as ISO timestamps in the zone. */
  from: string;
  to: string;
}

export interface FollowInput {
  /** The order's own gate, terminal and boarding now; null for a booking, which follows only the delay. */
  order: { gate: string; terminal: string; boarding: Clock } | null;
  followed: FollowedFlight | null;
  next: FlightObservation;
  zone?: string;
}

export interface FollowResult {
  /** Ignored: older than what the order already followed. */
  stale: boolean;
  changes: FlightFieldChange[];
  /** What the order follows from now on. */
  followed: FollowedFlight;
}

const same = (a: string | null, b: string | null) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

export function followFlight(input: FollowInput): FollowResult {
  const zone = input.zone ?? DEFAULT_ZONE;
  const { next, followed, order } = input;
  if (followed && next.observedAt < followed.observedAt) return { stale: true, changes: [], followed };
  if (!followed) {
    const baseline = {
      gate: next.gate,
      terminal: next.terminal,
      boardingTime: next.boardingTime,
      observedAt: next.observedAt,
    };
    return { stale: false, changes: [], followed: baseline };
  }
  const changes: FlightFieldChange[] = [];
  const now: FollowedFlight = { ...followed, observedAt: next.observedAt };
  for (const [field, key] of [
    ['TERMINAL', 'terminal'],
    ['GATE', 'gate'],
  ] as const) {
    const value = next[key]?.trim();
    if (!value || same(value, followed[key])) continue;
    now[key] = value;
    if (order && !same(order[key], value)) changes.push({ field, from: order[key], to: value });
  }
  const shift = toZonedDateTime(next.boardingTime, zone).diff(toZonedDateTime(followed.boardingTime, zone), 'minutes');
  if (Math.abs(shift.minutes) >= BOARDING_SHIFT_MINUTES) {
    now.boardingTime = next.boardingTime;
    if (order) {
      const from = toZonedDateTime(order.boarding, zone);
      changes.push({ field: 'BOARDING', from: iso(from), to: iso(from.plus(shift)) });
    }
  }
  return { stale: false, changes, followed: now };
}

const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: false })!;

/** Minutes the departure is behind its timetable (never negative; 0 when the timetable is unknown). */
export function flightDelayMinutes(observation: Pick<FlightObservation, 'departureTime' | 'scheduledDepartureTime'>) {
  if (!observation.scheduledDepartureTime) return 0;
  const ms = Date.parse(observation.departureTime) - Date.parse(observation.scheduledDepartureTime);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** SPEC §8: over 90 minutes late, a booking on the flight may be moved for free. */
export const delayFreesBookingMoves = (delayMinutes: number): boolean => delayMinutes > FREE_MOVE_DELAY_MINUTES;

/** Whether an order in `status` still follows its flight (it has not left, been given nor closed). */
export const followsFlight = (status: string): boolean => (FOLLOWING_STATUSES as readonly string[]).includes(status);

/** Whether an order due at `expected` is followed at `now`: from 36 hours before to 3 hours after. */
export function isFollowedAt(expected: Clock, now: Clock): boolean {
  const at = toZonedDateTime(expected).toMillis();
  const clock = toZonedDateTime(now).toMillis();
  return at - clock <= FOLLOW_AHEAD_HOURS * 3_600_000 && clock - at <= FOLLOW_AFTER_HOURS * 3_600_000;
}
