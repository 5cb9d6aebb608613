/**
 * Business opening hours (docs/business-rules.md "Opening hours") and the opening state (docs/business-rules.md "Opening hours"):
 * open or closed now, minutes until closing, and the next opening slot.
 *
 * Every day's slots are laid on one absolute timeline (luxon, in the
 * catalogue's zone) and touching slots are merged, so a slot ending at 23:59
 * followed by one starting at 00:00 the next day counts as one opening.
 */
import { msToMinutes } from './duration';
import type { DateTime } from 'luxon';
import { isHoliday, type Holiday } from './holidays';
import { dayHoursLabel, nextOpeningLabels } from './opening-labels';
import {
  DEFAULT_ZONE,
  MINUTES_PER_DAY,
  rangeBounds,
  toZonedDateTime,
  WEEKDAY_NAMES,
  type Clock,
  type TimeRange,
} from './time-of-day';

export type { Clock, TimeRange };
export type { Weekday, DayHours, OpeningHours } from './opening-types';
import type { Weekday, OpeningHours } from './opening-types';

export interface OpeningSlot {
  weekday: Weekday;
  date: string; // 'YYYY-MM-DD' of the day the slot belongs to (where it starts)
  start: string;
  end: string;
}

export interface NextOpening extends OpeningSlot {
  daysAhead: number; // 0 = today
  label: string;
  fullLabel: string;
}

export interface OpeningState {
  isOpen: boolean;
  /** null when closed, or when open without a break for the whole look-ahead (24h). */
  minutesUntilClose: number | null;
  currentSlot: OpeningSlot | null;
  nextOpening: NextOpening | null;
}

export interface OpeningOptions {
  zone?: string;
  holidays?: readonly Holiday[];
  locale?: string;
}

/** docs/business-rules.md "Opening hours": the next-opening search looks up to 8 days ahead of today. */
export const LOOKAHEAD_DAYS = 8;
const ALL_DAY: TimeRange = { start: '00:00', end: '23:59' };
/** A catalogue without opening hours is always open (holidays still close it). */
const alwaysOpen = (): OpeningHours => Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, { open: true, hours: [] }]));

interface Segment {
  start: DateTime;
  end: DateTime;
  daysAhead: number;
  slot: OpeningSlot;
}

/** Wall-clock time `minutes` after the local midnight `day` (DST-safe: sets the clock, not elapsed time). */
function atMinutes(day: DateTime, minutes: number): DateTime {
  const rest = minutes % MINUTES_PER_DAY;
  return day
    .plus({ days: Math.floor(minutes / MINUTES_PER_DAY) })
    .set({ hour: Math.floor(rest / 60), minute: rest % 60 });
}

function daySegments(hours: OpeningHours, day: DateTime, daysAhead: number, holidays: readonly Holiday[]): Segment[] {
  const weekday = WEEKDAY_NAMES[day.weekday - 1];
  const config = hours[weekday];
  const date = day.toFormat('yyyy-MM-dd');
  // A holiday closes the slots that start on it; last night's slot still runs out.
  if (config === undefined || !config.open || isHoliday(date, holidays)) return [];
  const ranges = config.hours.length === 0 ? [ALL_DAY] : config.hours;
  return ranges.map((range) => {
    const { start, end } = rangeBounds(range);
    return {
      start: atMinutes(day, start),
      end: atMinutes(day, end),
      daysAhead,
      slot: { weekday, date, start: range.start, end: range.end },
    };
  });
}

interface Run {
  start: DateTime;
  end: DateTime;
  first: Segment;
}

/** Merges overlapping or touching segments (sorted by start) into continuous runs. */
function mergeRuns(segments: readonly Segment[]): Run[] {
  // Stryker disable next-line ArrayDeclaration: a string first in the list covers no instant and starts at none
  const runs: Run[] = [];
  for (const segment of segments) {
    const last = runs[runs.length - 1];
    if (last !== undefined && segment.start <= last.end) {
      // Stryker disable next-line EqualityOperator: on equal ends the assignment changes nothing
      if (segment.end > last.end) last.end = segment.end;
    } else {
      runs.push({ start: segment.start, end: segment.end, first: segment });
    }
  }
  return runs;
}

interface Timeline {
  now: DateTime;
  segments: Segment[];
  runs: Run[];
  /** End of the last day looked at: a run reaching it has no known closing. */
  horizon: DateTime;
}

function timeline(hours: OpeningHours | null | undefined, clock: Clock, options: OpeningOptions): Timeline {
  const week = hours ?? alwaysOpen();
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no holiday: it closes no day
  const holidays = options.holidays ?? [];
  const now = toZonedDateTime(clock, options.zone ?? DEFAULT_ZONE);
  const today = now.startOf('day');
  // Yesterday too: its late slots may still be running now.
  const segments: Segment[] = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset++) {
    segments.push(...daySegments(week, today.plus({ days: offset }), offset, holidays));
  }
  segments.sort((a, b) => a.start.toMillis() - b.start.toMillis());
  return { now, segments, runs: mergeRuns(segments), horizon: today.plus({ days: LOOKAHEAD_DAYS + 1 }) };
}

const covers = (span: { start: DateTime; end: DateTime }, at: DateTime): boolean => span.start <= at && at < span.end;

/**
 * Open or closed at `clock`, minutes until closing and the next opening (docs/business-rules.md "Opening hours").
 * `hours` null or undefined means the catalogue has no hours: always open.
 */
export function openingState(
  hours: OpeningHours | null | undefined,
  clock: Clock,
  options: OpeningOptions = {},
): OpeningState {
  const { now, segments, runs, horizon } = timeline(hours, clock, options);
  const current = runs.find((run) => covers(run, now));
  const currentSegment = segments.find((segment) => covers(segment, now));
  const next = runs.find((run) => run.start > now);

  let minutesUntilClose: number | null = null;
  if (current !== undefined && current.end < horizon) {
    minutesUntilClose = msToMinutes(current.end.diff(now).toMillis());
  }

  let nextOpening: NextOpening | null = null;
  if (next !== undefined) {
    const { slot, daysAhead } = next.first;
    nextOpening = { ...slot, daysAhead, ...nextOpeningLabels(slot.weekday, daysAhead, slot.start, options.locale) };
  }

  return {
    isOpen: current !== undefined,
    minutesUntilClose,
    currentSlot: currentSegment === undefined ? null : { ...currentSegment.slot },
    nextOpening,
  };
}

/** Shorthand for openingState(...).isOpen. */
export function isOpenAt(hours: OpeningHours | null | undefined, clock: Clock, options: OpeningOptions = {}): boolean {
  return openingState(hours, clock, options).isOpen;
}

/**
 * Whether the business stays open without a break from `start` to `end`
 * (e.g. a delivery slot); start = end asks "open at that instant".
 */
export function isOpenThroughout(
  hours: OpeningHours | null | undefined,
  start: Clock,
  end: Clock,
  options: OpeningOptions = {},
): boolean {
  return openingChecker(hours, options)(start, end);
}

/**
 * isOpenThroughout for many spans of one catalogue: the week's timeline is built once per day the spans start on.
 * A year of hourly lounge slots asks about 6,000 spans, and building a timeline for each took seconds per request.
 */
export function openingChecker(
  hours: OpeningHours | null | undefined,
  options: OpeningOptions = {},
): (start: Clock, end: Clock) => boolean {
  const zone = options.zone ?? DEFAULT_ZONE;
  const runsByDay = new Map<string, Run[]>();
  return (start, end) => {
    const now = toZonedDateTime(start, zone);
    // The timeline depends on the day only (it starts at that day's midnight): `now` is looked up in it.
    const day = now.toISODate() as string;
    let runs = runsByDay.get(day);
    // Stryker disable next-line ConditionalExpression: building the day's timeline again answers the same, only slower
    if (runs === undefined) {
      runs = timeline(hours, now, options).runs;
      runsByDay.set(day, runs);
    }
    const until = toZonedDateTime(end, zone);
    const run = runs.find((candidate) => covers(candidate, now));
    // A slot ending exactly at closing time is fine: the end is exclusive.
    return run !== undefined && until >= now && until <= run.end;
  };
}

/**
 * The label of today's hours at `clock` in the catalogue's zone ('Aberto das 08:00 às 12:00'). On one of the
 * catalogue's holidays it uses the closed wording ('Fechado das 08:00 às 12:00'), as openingState is closed.
 */
export function todayHoursLabel(
  hours: OpeningHours | null | undefined,
  clock: Clock,
  options: OpeningOptions = {},
): string {
  const now = toZonedDateTime(clock, options.zone ?? DEFAULT_ZONE);
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no holiday: it closes no day
  const closed = isHoliday(now.toFormat('yyyy-MM-dd'), options.holidays ?? []);
  return dayHoursLabel((hours ?? alwaysOpen())[WEEKDAY_NAMES[now.weekday - 1]], { locale: options.locale, closed });
}
