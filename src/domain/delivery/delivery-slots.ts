/**
 * The times a shopper may choose for delivery or take-away: "now" and the
 * scheduling slots allowed by the rule in force (delivery-rules.ts).
 */
import { DateTime } from 'luxon';
import {
  type OperationFlags,
  type DeliveryRule,
  type SelectedOutcome,
  type SchedulingOutcome,
  daysAhead,
  leadMinutes,
  selectOutcome,
} from './delivery-rules';
import {
  type Clock,
  type TimeRange,
  DEFAULT_ZONE,
  MINUTES_PER_DAY,
  toZonedDateTime,
  tryRangeBounds,
} from '../time/time-of-day';

export interface DeliverySlot {
  /** Calendar date of the slot's start, 'YYYY-MM-DD' in the catalogue zone. */
  date: string;
  /** 'HH:MM'; an end before the start means the slot ends after midnight. */
  start: string;
  end: string;
  /** Name of the shift when the outcome defines shifts. */
  shift?: string;
  /** ISO timestamps of start and end, for the order's scheduledFor. */
  startsAt: string;
  endsAt: string;
}

export interface SlotOptions {
  /** Length of slots cut from a scheduling window, 5…1440 minutes: this, else the rule's `slotMinutes`, else 30. */
  slotMinutes?: number;
  /** Whether the business is open over [start, end]; called with start = end for "now". */
  openingHours?: (start: DateTime, end: DateTime) => boolean;
  /**
   * Only the slots that may start on this instant's day (its day and the day before, whose window may run past
   * midnight): checking one requested time needs those, not a year of them. The slots kept are the same.
   */
  around?: Clock;
}

export interface AvailableSlots {
  /** Ordering for as soon as possible is offered. */
  now: boolean;
  /** Scheduling is offered and at least one slot exists. */
  schedule: boolean;
  slots: DeliverySlot[];
  /** The rule outcome in force, and the earliest start allowed by its lead time. */
  selected: SelectedOutcome;
  earliest: string;
}

/** A daily range to offer; a shift is offered whole, a window is cut into slots. */
interface OfferedRange {
  range: TimeRange;
  shift?: string;
}

/** Shifts when present, else the scheduling window, else the whole day. */
function rangesOf(outcome: SchedulingOutcome): OfferedRange[] {
  if (outcome.shifts?.length) return outcome.shifts.map((shift) => ({ range: shift, shift: shift.name ?? '' }));
  return [{ range: outcome.schedulingWindow ?? { start: '00:00', end: '00:00' } }];
}

/** `minute` minutes (may exceed a day) after the midnight of `day`, as wall-clock time. */
function atMinute(day: DateTime, minute: number): DateTime {
  // set() rather than plus(minutes): wall times stay right on days the zone changes offset.
  const wall = minute % MINUTES_PER_DAY;
  return day
    .plus({ days: Math.floor(minute / MINUTES_PER_DAY) })
    .set({ hour: Math.floor(wall / 60), minute: wall % 60 });
}

function toSlot(start: DateTime, end: DateTime, name: string | undefined): DeliverySlot {
  const slot: DeliverySlot = {
    date: start.toISODate() as string,
    start: start.toFormat('HH:mm'),
    end: end.toFormat('HH:mm'),
    startsAt: start.toISO() as string,
    endsAt: end.toISO() as string,
  };
  if (name !== undefined) slot.shift = name;
  return slot;
}

/**
 * Ordering now and scheduling slots at a clock. Slots come from the days today
 * … today + dayUntil (plus yesterday's window when it runs past midnight), start
 * no earlier than clock + timeUntil, and pass the optional opening-hours check.
 */
export function availableSlots(
  rules: ReadonlyArray<DeliveryRule> | null | undefined,
  way: OperationFlags,
  clock: Clock,
  zone: string = DEFAULT_ZONE,
  options: SlotOptions = {},
): AvailableSlots {
  const current = toZonedDateTime(clock, zone);
  const isOpen = options.openingHours ?? (() => true);
  const selected = selectOutcome(rules, current);
  const slotMinutes = options.slotMinutes ?? selected.outcome.slotMinutes ?? 30;
  if (!Number.isInteger(slotMinutes) || slotMinutes < 5 || slotMinutes > 1440) {
    throw new RangeError(`slotMinutes must be an integer from 5 to 1440, got ${slotMinutes}`);
  }
  const earliest = current.plus({ minutes: leadMinutes(selected.outcome) });
  const now = way.now && isOpen(current, current);
  const slots: DeliverySlot[] = [];
  if (way.schedule) {
    const today = current.startOf('day');
    const ranges = rangesOf(selected.outcome);
    const around = options.around === undefined ? null : toZonedDateTime(options.around, zone).startOf('day');
    for (let offset = -1; offset <= daysAhead(selected.outcome); offset += 1) {
      const day = today.plus({ days: offset });
      if (around && (day < around.minus({ days: 1 }) || day > around)) continue;
      for (const { range, shift } of ranges) {
        const bounds = tryRangeBounds(range);
        if (!bounds) continue; // a malformed stored range offers no slot
        const opens = atMinute(day, bounds.start);
        const closes = atMinute(day, bounds.end);
        for (let start = opens; start < closes;) {
          // A shift is offered whole; a window is cut into slots, the last one possibly shorter.
          const end = shift === undefined ? DateTime.min(start.plus({ minutes: slotMinutes }), closes) : closes;
          if (start >= earliest && isOpen(start, end)) slots.push(toSlot(start, end, shift));
          start = end;
        }
      }
    }
    slots.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  }
  return { now, schedule: way.schedule && slots.length > 0, slots, selected, earliest: earliest.toISO() as string };
}
