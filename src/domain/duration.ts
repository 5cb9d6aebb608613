/**
 * Durations (SPEC.md section 9): minutes = milliseconds ÷ 60000; days are
 * rounded up from 86 400 000 ms.
 */
import { DateTime } from 'luxon';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/**
 * Whole minutes in a duration, truncated toward zero: a countdown such as
 * "closes in N min" never promises more time than is left.
 */
export function msToMinutes(ms: number): number {
  // `+ 0` turns -0 into 0.
  return Math.trunc(ms / MS_PER_MINUTE) + 0;
}

/** Days in a duration, any started day counting as a whole one. */
export function msToDays(ms: number): number {
  return Math.ceil(ms / MS_PER_DAY) + 0;
}

const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * Days between two ISO timestamps (the multiplier of an interval-between-dates
 * line), rounded up. Timestamps without an offset (a date picker's
 * '2024-05-01') are read in `zone`. Throws on an unreadable timestamp or an
 * end before the start rather than pricing a wrong number of days.
 */
export function intervalDays(start: string, end: string, zone: string = DEFAULT_ZONE): number {
  const from = DateTime.fromISO(start, { zone });
  const to = DateTime.fromISO(end, { zone });
  if (!from.isValid || !to.isValid) throw new RangeError(`Invalid interval: ${start} – ${end}`);
  const ms = to.toMillis() - from.toMillis();
  if (ms < 0) throw new RangeError(`Interval ends before it starts: ${start} – ${end}`);
  return msToDays(ms);
}
