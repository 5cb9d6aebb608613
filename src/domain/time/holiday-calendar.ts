/**
 * Brazilian national holidays computed locally, for years outside the
 * built-in table (see holidays.ts). Mirrors what the public holidays service
 * (/api/feriados/v1/{year}) answers, so the store behaves the same whether or
 * not that service is reachable.
 */
import { DateTime } from 'luxon';

/** docs/business-rules.md "Holidays". `type` is 'national' for every built-in entry. */
export interface Holiday {
  date: string; // 'YYYY-MM-DD', a local calendar date
  name: string;
  type: string;
}

/** Law 14.759/2023 made 20 November a national holiday from 2024 on. */
export const BLACK_CONSCIOUSNESS_DAY_FROM = 2024;

/** Fixed-date holidays (Law 662/1949 as amended, Law 6.802/1980). */
const FIXED: ReadonlyArray<readonly [monthDay: string, name: string]> = [
  ['01-01', 'Confraternização mundial'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['12-25', 'Natal'],
];

const BLACK_CONSCIOUSNESS: readonly [string, string] = ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra'];

/** Movable holidays as day offsets from Easter Sunday. */
const FROM_EASTER: ReadonlyArray<readonly [offsetDays: number, name: string]> = [
  [-47, 'Carnaval'], // Shrove Tuesday
  [-2, 'Sexta-feira Santa'],
  [0, 'Páscoa'],
  [60, 'Corpus Christi'],
];

/** The Gregorian calendar (and so this algorithm) starts in 1583. */
export const FIRST_GREGORIAN_YEAR = 1583;
export const LAST_SUPPORTED_YEAR = 9999;

export function assertSupportedYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > LAST_SUPPORTED_YEAR) {
    throw new RangeError(`Unsupported holiday year: ${year}`);
  }
}

/** Calendar date `days` after (or before) the given one, as 'YYYY-MM-DD'. */
function isoDatePlusDays(year: number, month: number, day: number, days: number): string {
  // UTC: pure calendar arithmetic, no zone can shift the date.
  return DateTime.utc(year, month, day).plus({ days }).toFormat('yyyy-MM-dd');
}

/** Easter Sunday by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): { month: number; day: number } {
  assertSupportedYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Easter Sunday as 'YYYY-MM-DD'. */
export function easterDate(year: number): string {
  const { month, day } = easterSunday(year);
  return isoDatePlusDays(year, month, day, 0);
}

/** All national holidays of `year`, sorted by date, each typed 'national'. */
export function computeNationalHolidays(year: number): Holiday[] {
  const { month, day } = easterSunday(year);
  const fixed = year >= BLACK_CONSCIOUSNESS_DAY_FROM ? [...FIXED, BLACK_CONSCIOUSNESS] : FIXED;
  const holidays: Holiday[] = [
    ...fixed.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name, type: 'national' })),
    ...FROM_EASTER.map(([offset, name]) => ({
      date: isoDatePlusDays(year, month, day, offset),
      name,
      type: 'national',
    })),
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
