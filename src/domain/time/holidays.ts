/**
 * Holidays: the built-in national table (2023 and 2024), the local calendar
 * for other years (one rule for both), parsing of the public holidays service's answer, and the
 * date test used by opening hours.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { assertSupportedYear, computeNationalHolidays } from './holiday-calendar';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from './time-of-day';

import type { Holiday } from './holiday-calendar';
export type { Holiday } from './holiday-calendar';

export const NATIONAL = 'national';

/** An instant (DateTime, ISO timestamp, epoch ms) or a bare 'YYYY-MM-DD' day. */
export type DateInput = Clock;

const national = (date: string, name: string): Holiday => ({ date, name, type: NATIONAL });

/**
 * The national holidays of 2023 and 2024, written out: 12 and 13 entries, the same rule as every computed year
 * (holiday-calendar.ts). They began as a snapshot of the public service, which left out Good Friday (Sexta-feira
 * Santa); it is in every year now, since the 24-working-hours reschedule fee must not change rule with the year.
 * 2024 adds 20 November (Law 14.759/2023).
 */
// Stryker disable next-line ObjectLiteral: without it, holiday-calendar.ts computes the same two years
const BUILT_IN: Readonly<Record<number, readonly Holiday[]>> = {
  2023: [
    national('2023-01-01', 'Confraternização mundial'),
    national('2023-02-21', 'Carnaval'),
    national('2023-04-07', 'Sexta-feira Santa'),
    national('2023-04-09', 'Páscoa'),
    national('2023-04-21', 'Tiradentes'),
    national('2023-05-01', 'Dia do trabalho'),
    national('2023-06-08', 'Corpus Christi'),
    national('2023-09-07', 'Independência do Brasil'),
    national('2023-10-12', 'Nossa Senhora Aparecida'),
    national('2023-11-02', 'Finados'),
    national('2023-11-15', 'Proclamação da República'),
    national('2023-12-25', 'Natal'),
  ],
  2024: [
    national('2024-01-01', 'Confraternização mundial'),
    national('2024-02-13', 'Carnaval'),
    national('2024-03-29', 'Sexta-feira Santa'),
    national('2024-03-31', 'Páscoa'),
    national('2024-04-21', 'Tiradentes'),
    national('2024-05-01', 'Dia do trabalho'),
    national('2024-05-30', 'Corpus Christi'),
    national('2024-09-07', 'Independência do Brasil'),
    national('2024-10-12', 'Nossa Senhora Aparecida'),
    national('2024-11-02', 'Finados'),
    national('2024-11-15', 'Proclamação da República'),
    national('2024-11-20', 'Dia Nacional de Zumbi e da Consciência Negra'),
    national('2024-12-25', 'Natal'),
  ],
};

export const BUILT_IN_HOLIDAY_YEARS: readonly number[] = [2023, 2024];

/** True when the year is in the built-in table, so no call to the public service is needed. */
export function hasBuiltInHolidays(year: number): boolean {
  return BUILT_IN_HOLIDAY_YEARS.includes(year);
}

/** National holidays of `year`: the built-in table, else computed locally. */
export function holidaysForYear(year: number): Holiday[] {
  assertSupportedYear(year);
  const table = BUILT_IN[year];
  // Copies, so callers can never edit the shared table.
  return table ? table.map((h) => ({ ...h })) : computeNationalHolidays(year);
}

/** The local calendar date ('YYYY-MM-DD') of `date` in `zone`; a bare date stays itself. */
export function localIsoDate(date: DateInput, zone: string = DEFAULT_ZONE): string {
  return toZonedDateTime(date, zone).toFormat('yyyy-MM-dd');
}

/** The holiday falling on the local day of `date`, if any. */
export function holidayOn(
  date: DateInput,
  holidays: readonly Holiday[],
  zone: string = DEFAULT_ZONE,
): Holiday | undefined {
  const day = localIsoDate(date, zone);
  return holidays.find((h) => h.date === day);
}

/** Whether the local day of `date` (in `zone`) is one of `holidays`. */
export function isHoliday(date: DateInput, holidays: readonly Holiday[], zone: string = DEFAULT_ZONE): boolean {
  return holidayOn(date, holidays, zone) !== undefined;
}

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((s) => DateTime.fromISO(s).isValid, 'not a calendar date');

/** The public service's answer: a list of {date, name, type?}; extra fields are ignored. */
export const holidayResponseSchema = z.array(
  z.object({
    date: calendarDate,
    name: z.string().trim().min(1),
    type: z.string().trim().min(1).optional(),
  }),
);

/** Validates the service's JSON (throws a ZodError when malformed); a missing type means national. */
export function parseHolidayResponse(json: unknown): Holiday[] {
  return holidayResponseSchema
    .parse(json)
    .map(({ date, name, type }) => ({ date, name, type: type ?? NATIONAL }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * One holiday per date, sorted by date. Earlier lists win on a shared date,
 * so pass the most specific list (e.g. the catalogue's own) first.
 */
export function mergeHolidays(...lists: ReadonlyArray<readonly Holiday[]>): Holiday[] {
  const byDate = new Map<string, Holiday>();
  for (const list of lists) {
    for (const holiday of list) {
      if (!byDate.has(holiday.date)) byDate.set(holiday.date, { ...holiday });
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
