/**
 * Time-of-day ('HH:MM') parsing, daily ranges (including ranges that cross
 * midnight), weekday names and clock normalisation. Shared by modifiers,
 * delivery rules and opening hours, so every rule reads time the same way.
 */
import { DateTime } from 'luxon';

/** docs/business-rules.md "Time of day": default time zone America/Sao_Paulo. */
export const DEFAULT_ZONE = 'America/Sao_Paulo';
export const MINUTES_PER_DAY = 1440;

/** A daily range, as stored: start and end as 'HH:MM'. */
export interface TimeRange {
  start: string;
  end: string;
}

/** A range in minutes from the start of the day it opens; end > start, end ≤ 2880. */
export interface RangeBounds {
  start: number;
  end: number;
}

/** What callers may pass as "now": a luxon DateTime, an ISO timestamp or epoch ms. */
export type Clock = DateTime | string | number;

/** 'HH:MM' → minutes since midnight. '24:00' is 1440 (end of day). Throws on bad input. */
export function parseTimeOfDay(text: string): number {
  // Seconds are accepted (PostgreSQL `time` renders 'HH:MM:SS') and ignored.
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (match) {
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    const seconds = Number(match[3] ?? 0);
    if (hours === 24 && minutes === 0 && seconds === 0) return MINUTES_PER_DAY;
    if (hours < 24 && minutes < 60 && seconds < 60) return hours * 60 + minutes;
  }
  throw new RangeError(`Invalid time of day: "${text}"`);
}

/** Like parseTimeOfDay but null instead of throwing, for data that may be malformed. */
export function tryParseTimeOfDay(text: string | null | undefined): number | null {
  // Stryker disable next-line ConditionalExpression: parseTimeOfDay throws on null and undefined too, caught below
  if (typeof text !== 'string') return null;
  try {
    return parseTimeOfDay(text);
  } catch {
    return null;
  }
}

/** Minutes (any integer, wrapped to one day) → 'HH:MM'. */
export function formatTimeOfDay(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of a DateTime, in its own zone. */
export function minutesOfDay(dateTime: DateTime): number {
  return dateTime.hour * 60 + dateTime.minute;
}

/**
 * Bounds of a daily range. End is exclusive. An end of '23:59' reads as the end of
 * the day, because people write 23:59 for "until midnight" (docs/business-rules.md "Time of day": hours running
 * to 23:59 and continuing at 00:00 are continuous). end < start crosses midnight;
 * end == start is the whole day (24 hours starting at start).
 */
export function rangeBounds(range: TimeRange): RangeBounds {
  const start = parseTimeOfDay(range.start) % MINUTES_PER_DAY;
  const endRaw = parseTimeOfDay(range.end);
  let end = endRaw === 23 * 60 + 59 ? MINUTES_PER_DAY : endRaw;
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/**
 * Where a minute of the day falls in a daily range: 0 when inside the occurrence
 * that opened today, -1 when inside the one that opened yesterday (the part after
 * midnight of a crossing range), null when outside.
 */
export function locateInRange(minuteOfDay: number, range: TimeRange): 0 | -1 | null {
  const { start, end } = rangeBounds(range);
  if (minuteOfDay >= start && minuteOfDay < end) return 0;
  // start < 1440 ≤ minute + 1440, so only the end can exclude yesterday's occurrence.
  if (minuteOfDay + MINUTES_PER_DAY < end) return -1;
  return null;
}

/** rangeBounds, or null for a malformed stored range. */
export function tryRangeBounds(range: TimeRange): RangeBounds | null {
  try {
    return rangeBounds(range);
  } catch {
    return null;
  }
}

/** locateInRange, but a malformed stored range is never matched (null). */
export function tryLocateInRange(minuteOfDay: number, range: TimeRange): 0 | -1 | null {
  try {
    return locateInRange(minuteOfDay, range);
  } catch {
    return null;
  }
}

/** True when the minute of the day lies in the range (start inclusive, end exclusive). */
export function isWithinRange(minuteOfDay: number, range: TimeRange): boolean {
  return locateInRange(minuteOfDay, range) !== null;
}

/** Any clock value → DateTime in `zone`. Throws on an unparseable clock. */
export function toZonedDateTime(clock: Clock, zone: string = DEFAULT_ZONE): DateTime {
  const dateTime = readClock(clock, zone);
  if (!dateTime.isValid) throw new RangeError(`Invalid clock: ${String(clock)} in ${zone}`);
  return dateTime;
}

function readClock(clock: Clock, zone: string): DateTime {
  if (typeof clock === 'number') return DateTime.fromMillis(clock, { zone });
  // Stryker disable next-line ConditionalExpression: fromISO reads a DateTime by its ISO text, the same instant
  if (typeof clock === 'string') return DateTime.fromISO(clock, { zone });
  return clock.setZone(zone);
}

/** Lowercase English weekday names, index + 1 = luxon weekday (1 = Monday). */
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

// Portuguese names (accents stripped, '-feira' removed) and 3-letter abbreviations.
const WEEKDAY_ALIASES = new Map<string, number>(
  [
    ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'],
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'],
  ].flatMap(
    // Emptying these functions makes `new Map` throw when the module loads: every test importing it fails to load,
    // which Stryker's vitest runner does not count as a kill.
    // Stryker disable next-line ArrowFunction: detected (the module cannot load), not counted by the runner
    (names) => names.map((name, index): [string, number] => [name, index + 1]),
  ),
);

/**
 * A stored weekday → luxon weekday (1 = Monday … 7 = Sunday), or null.
 * Numbers: 1–6 mean the same in ISO and JavaScript, so 0 and 7 both mean Sunday.
 */
export function parseWeekday(value: string | number): number | null {
  const text = String(value)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]?feira$/, '');
  if (/^\d$/.test(text)) {
    const number = Number(text);
    return number === 0 ? 7 : number <= 7 ? number : null;
  }
  const index = WEEKDAY_NAMES.indexOf(text as WeekdayName);
  return index >= 0 ? index + 1 : (WEEKDAY_ALIASES.get(text) ?? null);
}

/** Lowercase English name of a DateTime's weekday, the key of opening-hours maps. */
export function weekdayName(dateTime: DateTime): WeekdayName {
  return WEEKDAY_NAMES[dateTime.weekday - 1];
}

/** True when `days` (stored weekday values) includes the weekday of `dateTime`. */
export function dayListIncludes(days: ReadonlyArray<string | number>, dateTime: DateTime): boolean {
  return days.some((day) => parseWeekday(day) === dateTime.weekday);
}
