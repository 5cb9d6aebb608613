/**
 * A rental's two local date-times read in the store's zone: the days they charge and the ISO timestamps (with
 * offset) the cart keeps. Imported only by the lazily loaded interval picker, so luxon (through the domain's
 * `intervalDays`) loads with a rental's picker and never with other items' pages.
 */
import { DateTime } from 'luxon';
import { intervalDays } from '@/src/domain/pricing/line-total';
import { DEFAULT_ZONE } from '@/src/domain/time/time-of-day';
import type { IntervalValue } from './interval-value';

const toIso = (local: string) => DateTime.fromISO(local, { zone: DEFAULT_ZONE }).toISO() ?? local;

/** The picker's fields with what they mean once both are filled and readable; `days` null otherwise. */
export function readInterval(start: string, end: string): IntervalValue {
  const days = start && end ? intervalDays({ start, end }) : null;
  return days === null
    ? { start, end, days: null, iso: null }
    : { start, end, days, iso: { start: toIso(start), end: toIso(end) } };
}
