/**
 * The boarding instant a traveller gives: an ISO timestamp as it is, or 'HH:MM' in the airport's zone, today unless
 * that is more than 12 hours ago, in which case tomorrow (ordering at 23:30 for a 00:40 boarding). Null when
 * unreadable. Pure: the clock is a parameter.
 */
import type { DateTime } from 'luxon';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function resolveBoardingTime(text: string, clock: Clock, zone: string = DEFAULT_ZONE): DateTime | null {
  const now = toZonedDateTime(clock, zone);
  const match = HH_MM.exec(text.trim());
  if (!match) {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text.trim())) return null;
    try {
      return toZonedDateTime(text.trim(), zone);
    } catch {
      return null; // a date that does not exist (2026-02-30T…)
    }
  }
  const today = now.set({ hour: Number(match[1]), minute: Number(match[2]), second: 0, millisecond: 0 });
  return today < now.minus({ hours: 12 }) ? today.plus({ days: 1 }) : today;
}
