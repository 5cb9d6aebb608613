/**
 * After-sale rules of orders and hospitality bookings (docs/business-rules.md "Order policies"):
 * cancellation, the late-reschedule fee, no-show and flight-delay outcomes.
 * Pure: every "now" is a parameter; money is integer cents.
 */
import type { DateTime } from 'luxon';
import { holidaysForYear, isHoliday, type Holiday } from '../time/holidays';
import { applyPercent } from '../pricing/money';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

export * from './cancel-policy';

/** docs/business-rules.md "Order policies": "Hospitality reschedule under 24 working hours ahead costs a 25% fee". */
export const RESCHEDULE_FEE_PERCENT = 25;
export const RESCHEDULE_NOTICE_WORKING_HOURS = 24;
/** docs/business-rules.md "Order policies": "A flight delay over 90 minutes makes the service subject to availability". */
export const FLIGHT_DELAY_LIMIT_MINUTES = 90;

const MS_PER_HOUR = 3_600_000;
const LAST_WORKING_WEEKDAY = 5; // luxon: 1 = Monday … 5 = Friday

/** Throws unless `cents` is a non-negative integer amount of cents. */
export function assertPriceCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Price must be a non-negative integer of cents, got ${cents}`);
  }
}

// --------------------------------------------------------------- working hours

export interface WorkingTimeOptions {
  /** National (and local) holidays; default: holidaysForYear of every year spanned. */
  holidays?: readonly Holiday[];
  zone?: string;
}

/** A working day is Monday–Friday and not a holiday, judged on the local date in `zone`. */
export function isWorkingDay(date: Clock, holidays: readonly Holiday[], zone: string = DEFAULT_ZONE): boolean {
  const local = toZonedDateTime(date, zone);
  return local.weekday <= LAST_WORKING_WEEKDAY && !isHoliday(local, holidays, zone);
}

function holidaysSpanning(first: DateTime, last: DateTime): Holiday[] {
  // Stryker disable next-line ArrayDeclaration: a string among the holidays matches no day
  const list: Holiday[] = [];
  for (let year = first.year; year <= last.year; year += 1) list.push(...holidaysForYear(year));
  return list;
}

/**
 * Elapsed hours between `from` and `to` that fall on working days: every hour
 * of a Monday–Friday non-holiday counts (the "24 horas úteis" of Brazilian
 * service terms), weekends and holidays count nothing. 0 when `to` ≤ `from`.
 * May be fractional (e.g. 23.5).
 */
export function workingHoursBetween(from: Clock, to: Clock, options: WorkingTimeOptions = {}): number {
  const zone = options.zone ?? DEFAULT_ZONE;
  const start = toZonedDateTime(from, zone);
  const end = toZonedDateTime(to, zone);
  // Stryker disable next-line EqualityOperator: with end equal to start the walk below also counts 0
  if (end <= start) return 0;
  const holidays = options.holidays ?? holidaysSpanning(start, end);
  let ms = 0;
  // Walk local days; startOf('day') after plus() keeps midnights right across DST changes.
  // Stryker disable next-line EqualityOperator: a day starting at `end` adds end − end = 0
  for (let day = start.startOf('day'); day < end; day = day.plus({ days: 1 }).startOf('day')) {
    if (!isWorkingDay(day, holidays, zone)) continue;
    const dayEnd = day.plus({ days: 1 }).startOf('day');
    ms += Math.min(+dayEnd, +end) - Math.max(+day, +start);
  }
  return ms / MS_PER_HOUR;
}

// ------------------------------------------------------ hospitality reschedule

export interface RescheduleRequest {
  /** When the booked hospitality service starts. */
  serviceStart: Clock;
  /** When the shopper asked to reschedule. */
  requestedAt: Clock;
  /** Price of the booking being rescheduled, in cents. */
  priceCents: number;
  holidays?: readonly Holiday[];
  zone?: string;
}

export interface RescheduleFee {
  feeCents: number;
  workingHoursAhead: number;
  /** True when the notice is under 24 working hours, so the fee applies. */
  late: boolean;
}

/**
 * docs/business-rules.md "Order policies": under 24 working hours of notice the reschedule costs 25% of the
 * price (rounded half up); exactly 24 working hours is on time. A request at or
 * after the start has 0 working hours ahead, so it is late.
 */
export function hospitalityRescheduleFee(request: RescheduleRequest): RescheduleFee {
  assertPriceCents(request.priceCents);
  const workingHoursAhead = workingHoursBetween(request.requestedAt, request.serviceStart, request);
  const late = workingHoursAhead < RESCHEDULE_NOTICE_WORKING_HOURS;
  const feeCents = late ? applyPercent(request.priceCents, RESCHEDULE_FEE_PERCENT) : 0;
  return { feeCents, workingHoursAhead, late };
}

// ----------------------------------------------------------- no-show and delay

/**
 * docs/business-rules.md "Order policies": "A no-show without notice charges the full amount". With notice
 * the absence is a cancellation or reschedule, priced by those rules, so the
 * no-show charge itself is 0.
 */
export function noShowCharge(input: { priceCents: number; notified: boolean }): number {
  assertPriceCents(input.priceCents);
  return input.notified ? 0 : input.priceCents;
}

export type FlightDelayOutcome = 'SUBJECT_TO_AVAILABILITY' | 'FULL_CHARGE';

/**
 * docs/business-rules.md "Order policies": over 90 minutes of delay the service becomes subject to
 * availability; 90 or less (an early flight is a negative delay) keeps the full charge.
 */
export function flightDelayOutcome(delayMinutes: number): FlightDelayOutcome {
  if (!Number.isFinite(delayMinutes)) throw new RangeError(`Invalid flight delay: ${delayMinutes}`);
  return delayMinutes > FLIGHT_DELAY_LIMIT_MINUTES ? 'SUBJECT_TO_AVAILABILITY' : 'FULL_CHARGE';
}
