/**
 * When an order happens, checked on the server: the way of operating the catalogue offers (docs/business-rules.md "Operation ways and scheduling"), a scheduled time that is one of the slots its rules give (delivery-rules.ts, delivery-slots.ts),
 * and the dates of an interval-between-dates line (a rental cannot start in the past or run for years).
 */
import { availableSlots, type DeliverySlot } from '../delivery/delivery-slots';
import type { DeliveryRule, OperationWay } from '../delivery/delivery-rules';
import { openingChecker, type OpeningHours } from '../time/opening-hours';
import type { Holiday } from '../time/holidays';
import { isLooseIsoTimestamp, toIsoTimestamp } from '../time/iso-timestamp';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

export type OperationType = 'delivery' | 'takeAway' | 'booking';
export interface RequestedOperation {
  type: string;
  time: string;
  scheduledFor?: string | null;
}
/** A rule may say which way of operating it governs; without it, delivery and take-away (the import format's rule). */
export type OperationRule = DeliveryRule & { operationWay?: string | null };

export interface ScheduleCatalog {
  operationWay?: OperationWay | null;
  rules?: ReadonlyArray<OperationRule> | null;
  openingHours?: OpeningHours | null;
  holidays?: ReadonlyArray<Holiday> | null;
  timezone?: string | null;
}

export type ScheduleProblem = 'OPERATION_NOT_AVAILABLE' | 'SCHEDULE_REQUIRED' | 'INVALID_SCHEDULE';

/** The verdict on a requested way; `slot`: the offered slot a scheduled order falls in (its end matters at a gate). */
export interface ScheduleCheck {
  problem: ScheduleProblem | null;
  pricingClock: Clock;
  slot: DeliverySlot | null;
}

/** The longest interval a line may book (a year and a day, so a full year always fits). */
export const MAX_INTERVAL_DAYS = 366;

const TYPES: readonly OperationType[] = ['delivery', 'takeAway', 'booking'];

/**
 * The way a catalogue works when the shopper has not chosen one (a cart preview): the first it offers of
 * delivery, take-away and booking, so a lounge that only books is never priced as a delivery. A catalogue whose
 * flags are all off has not configured its ways: delivery, the storefront's default operation.
 */
export function defaultOperationType(way: OperationWay | null | undefined): OperationType {
  return TYPES.find((type) => way?.[type]?.now || way?.[type]?.schedule) ?? 'delivery';
}

export function rulesFor(rules: ReadonlyArray<OperationRule> | null | undefined, type: OperationType): DeliveryRule[] {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no rule: selectOutcome never picks it
  return (rules ?? []).filter((rule) => (rule.operationWay ? rule.operationWay === type : type !== 'booking'));
}

/**
 * The problem with the requested way and time, if any, and the clock that prices the order: the scheduled
 * time for a scheduled order (modifiers such as "breakfast until 11:00" apply to when it happens), else now.
 * A catalogue whose flags are all off has not configured its ways, and accepts any.
 */
export function checkSchedule(requested: RequestedOperation, catalog: ScheduleCatalog, clock: Clock): ScheduleCheck {
  const fail = (problem: ScheduleProblem) => ({ problem, pricingClock: clock, slot: null });
  const type = TYPES.find((t) => t === requested.type);
  if (!type) return fail('OPERATION_NOT_AVAILABLE');
  const way = catalog.operationWay;
  const configured = !!way && TYPES.some((t) => way[t]?.now || way[t]?.schedule);
  const flags = configured ? way![type] : { now: true, schedule: true };
  if (requested.time !== 'now' && requested.time !== 'schedule') return fail('OPERATION_NOT_AVAILABLE');
  if (!(requested.time === 'now' ? flags?.now : flags?.schedule)) return fail('OPERATION_NOT_AVAILABLE');
  if (requested.time === 'now') return { problem: null, pricingClock: clock, slot: null };

  if (!requested.scheduledFor) return fail('SCHEDULE_REQUIRED');
  if (!isLooseIsoTimestamp(requested.scheduledFor)) return fail('INVALID_SCHEDULE');
  const zone = catalog.timezone ?? DEFAULT_ZONE;
  const wanted = toZonedDateTime(requested.scheduledFor, zone).toMillis();
  const slots = slotsAround(type, catalog, clock, wanted);
  const slot = slots.slots.find((candidate) => Date.parse(candidate.startsAt) === wanted);
  return slot ? { problem: null, pricingClock: wanted, slot } : fail('INVALID_SCHEDULE');
}

/** The slots the catalogue offers at `clock` for this way that may hold `wanted` (its day and the day before). */
function slotsAround(type: OperationType, catalog: ScheduleCatalog, clock: Clock, wanted: number) {
  const zone = catalog.timezone ?? DEFAULT_ZONE;
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no holiday: it closes no day
  const holidays = catalog.holidays ?? [];
  const options = { zone, holidays: [...holidays] };
  const slotFlags = {
    // Stryker disable next-line BooleanLiteral: `now` only sets the result's `now`, which is not read here
    now: false,
    schedule: true,
  };
  return availableSlots(rulesFor(catalog.rules, type), slotFlags, clock, zone, {
    openingHours: openingChecker(catalog.openingHours, options),
    // Only the requested day's slots: a lounge books a year ahead, hour by hour.
    around: wanted,
  });
}

/**
 * Whether an exact time (a company client's flight, issue 18) falls within a booking slot the catalogue offers now:
 * inside its hours, and no sooner than its lead time allows. A client's time need not be a slot's start.
 */
export function bookableAt(catalog: ScheduleCatalog, at: Clock, clock: Clock): boolean {
  const wanted = toZonedDateTime(at, catalog.timezone ?? DEFAULT_ZONE).toMillis();
  return slotsAround('booking', catalog, clock, wanted).slots.some(
    (slot) => Date.parse(slot.startsAt) <= wanted && wanted <= Date.parse(slot.endsAt),
  );
}

/** The way an order keeps (quotedWay): what checkSchedule judged, in the shape the order stores. */
export interface QuotedWay {
  type: OperationType;
  time: 'now' | 'schedule';
  scheduledFor?: string;
}

/**
 * The way and time exactly as checkSchedule judged them: the scheduled instant only for a scheduled order (a 'now'
 * order's scheduledFor is never checked, so it is never kept), written in the catalogue's zone. Null for a way no
 * catalogue offers (the quote has refused it).
 */
export function quotedWay(requested: RequestedOperation, zone: string = DEFAULT_ZONE): QuotedWay | null {
  const type = TYPES.find((t) => t === requested.type);
  if (!type || (requested.time !== 'now' && requested.time !== 'schedule')) return null;
  if (requested.time === 'now') return { type, time: 'now' };
  if (!requested.scheduledFor || !isLooseIsoTimestamp(requested.scheduledFor)) return null;
  return { type, time: 'schedule', scheduledFor: toIsoTimestamp(toZonedDateTime(requested.scheduledFor, zone), zone) };
}

/** Whether an interval's dates are acceptable: readable, not starting before today, at most MAX_INTERVAL_DAYS long. */
export function intervalAcceptable(
  interval: { start: string; end: string },
  clock: Clock,
  zone: string = DEFAULT_ZONE,
): boolean {
  const readable = (text: string) => isLooseIsoTimestamp(text) || /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (!readable(interval.start) || !readable(interval.end)) return false;
  try {
    const start = toZonedDateTime(interval.start, zone);
    const end = toZonedDateTime(interval.end, zone);
    const today = toZonedDateTime(clock, zone).startOf('day');
    return start >= today && end >= start && end.diff(start, 'days').days <= MAX_INTERVAL_DAYS;
  } catch {
    return false; // a well-formed but impossible date, such as 2024-13-01
  }
}
