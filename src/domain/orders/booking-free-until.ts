/**
 * Until when a dated booking moves for free, and what a move at a given moment costs (docs/business-rules.md
 * "Booking moves: free until"; issue 17, point 8). One rule for the checkout, the voucher, the status page and the
 * server's move, so the "free until" a traveller reads is the one the server applies.
 *
 * - The notice each service asks: the VIP lounge 24 elapsed hours before the visit (SPEC §9: "24h notice to
 *   rebook"); hospitality 24 working hours before the start (SPEC §8, order-policies.ts).
 * - A booking made minutes ago is free to move whatever the notice: for FREE_MOVE_GRACE_MINUTES after it was placed
 *   (a traveller who picked the wrong hour fixes it at once, as airlines' and lounge apps' grace periods allow).
 * - A booking whose money has not arrived (PIX, link or transfer unpaid, a card in 3-D Secure) moves for free: a fee
 *   on money not yet paid would charge for a booking nobody has paid for.
 * - freeUntil = the later of the notice deadline and the grace period's end, never after the start.
 * - After it: hospitality moves for 25% of its price (SPEC §8); the lounge cannot be moved at all (SPEC §1 and §9 ask
 *   24 hours' notice and name no fee), so its late move is refused, never charged.
 * - A booking whose flight is more than 90 minutes late (SPEC §8; src/domain/flights/flight-change.ts) moves for free
 *   until its start, whatever the notice: the traveller did not choose the new time (basis FLIGHT_DELAYED).
 * Pure: every instant is a parameter; money is integer cents.
 */
import { DateTime } from 'luxon';
import { holidaysForYear, type Holiday } from '../time/holidays';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';
import { LOUNGE_REBOOK_NOTICE_HOURS } from './service-policies';
import { applyPercent } from '../pricing/money';
import {
  assertPriceCents,
  isWorkingDay,
  RESCHEDULE_FEE_PERCENT,
  RESCHEDULE_NOTICE_WORKING_HOURS,
} from './order-policies';

export type MovableBookingKind = 'LOUNGE' | 'HOSPITALITY';

/** Minutes after placing in which any booking moves for free. */
export const FREE_MOVE_GRACE_MINUTES = 30;

const MS_PER_HOUR = 3_600_000;
/** How far back the working-hours deadline is searched: far more than 24 working hours ever span. */
const MAX_DAYS_BACK = 60;

export interface NoticeOptions {
  zone?: string;
  /** National (and local) holidays; default: those of the years around the start. */
  holidays?: readonly Holiday[];
}

/**
 * The latest instant from which `hours` working hours remain before `start` (Monday–Friday, not a holiday, in
 * `zone`): a request at that instant has exactly enough notice, one a millisecond later has not.
 */
export function workingNoticeDeadline(start: Clock, hours: number, options: NoticeOptions = {}): DateTime {
  const zone = options.zone ?? DEFAULT_ZONE;
  const end = toZonedDateTime(start, zone);
  const holidays = options.holidays ?? [...holidaysForYear(end.year - 1), ...holidaysForYear(end.year)];
  let needed = hours * MS_PER_HOUR;
  let day = end.startOf('day');
  for (let i = 0; i <= MAX_DAYS_BACK; i += 1) {
    const segmentEnd = DateTime.min(day.plus({ days: 1 }).startOf('day'), end);
    if (isWorkingDay(day, holidays, zone)) {
      const length = +segmentEnd - +day;
      // Stryker disable next-line EqualityOperator: on a tie the next working day gives the same instant (needed is then 0)
      if (length >= needed) return segmentEnd.minus({ milliseconds: needed });
      needed -= length;
    }
    day = day.minus({ days: 1 }).startOf('day');
  }
  throw new RangeError(`No ${hours} working hours in the ${MAX_DAYS_BACK} days before ${end.toISO()}`);
}

/** The last moment the service's notice is given: the lounge 24 elapsed hours, hospitality 24 working hours. */
export function noticeDeadline(kind: MovableBookingKind, start: Clock, options: NoticeOptions = {}): DateTime {
  const zone = options.zone ?? DEFAULT_ZONE;
  if (kind === 'LOUNGE') return toZonedDateTime(start, zone).minus({ hours: LOUNGE_REBOOK_NOTICE_HOURS });
  return workingNoticeDeadline(start, RESCHEDULE_NOTICE_WORKING_HOURS, options);
}

export interface FreeUntilInput extends NoticeOptions {
  kind: MovableBookingKind;
  /** The booked start. */
  start: Clock;
  /** When the booking was placed. */
  placedAt: Clock;
}

/** The last moment (inclusive) a move is free whether paid or not: the later of notice and grace, at most the start. */
export function freeMoveUntil(input: FreeUntilInput): DateTime {
  const zone = input.zone ?? DEFAULT_ZONE;
  const start = toZonedDateTime(input.start, zone);
  const grace = toZonedDateTime(input.placedAt, zone).plus({ minutes: FREE_MOVE_GRACE_MINUTES });
  return DateTime.min(DateTime.max(noticeDeadline(input.kind, start, input), grace), start).setZone(zone);
}

/** Why a move now is free (FLIGHT_DELAYED, NOTICE, GRACE, UNPAID), or LATE when it is not. */
export type MoveBasis = 'FLIGHT_DELAYED' | 'NOTICE' | 'GRACE' | 'UNPAID' | 'LATE';

export interface MoveTermsInput extends FreeUntilInput {
  now: Clock;
  /** Whether the booking's money has arrived (paid or authorised). */
  paid: boolean;
  priceCents: number;
  /** The booking's flight is more than 90 minutes late (flight-change.ts `delayFreesBookingMoves`). */
  flightDelayed?: boolean;
}

export interface MoveTerms {
  freeUntil: DateTime;
  basis: MoveBasis;
  /** Whether a move may be asked now (before the start: booking-move.ts says whether the booking is open). */
  allowed: boolean;
  /** What a move now costs: 0 when free; hospitality's late fee; 0 and not allowed for a late lounge move. */
  feeCents: number;
  /** What a move after freeUntil costs: hospitality's 25%; null for the lounge, which cannot be moved then. */
  lateFeeCents: number | null;
}

export function moveTerms(input: MoveTermsInput): MoveTerms {
  // Stryker disable next-line LogicalOperator: now and start are only compared, and instants compare alike in any zone
  const zone = input.zone ?? DEFAULT_ZONE;
  const now = toZonedDateTime(input.now, zone);
  const start = toZonedDateTime(input.start, zone);
  const freeUntil = freeMoveUntil(input);
  assertPriceCents(input.priceCents);
  const lateFeeCents = input.kind === 'HOSPITALITY' ? applyPercent(input.priceCents, RESCHEDULE_FEE_PERCENT) : null;
  const before = now < start;
  const onTime = now <= freeUntil && before;
  let basis: MoveBasis = 'LATE';
  // The delay is named first even when the notice would also make the move free: it is why the traveller moves.
  if (input.flightDelayed && before) basis = 'FLIGHT_DELAYED';
  else if (onTime) basis = now <= noticeDeadline(input.kind, start, input) ? 'NOTICE' : 'GRACE';
  else if (!input.paid && before) basis = 'UNPAID';
  const free = basis !== 'LATE';
  return {
    freeUntil,
    basis,
    allowed: before && (free || lateFeeCents !== null),
    feeCents: free ? 0 : (lateFeeCents ?? 0),
    lateFeeCents,
  };
}
