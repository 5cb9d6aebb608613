/**
 * Opening-hours texts in pt-BR (default), en and es: per-day labels
 * (docs/business-rules.md "Opening labels" "Aberto das X às Y", "Fechado das X às Y", " 24h") and the
 * next-opening label (docs/business-rules.md "Opening labels" "às HH:MM", weekday prefixed unless the
 * slot is today or tomorrow).
 */
import type { DayHours, OpeningHours, TimeRange, Weekday } from './opening-types';
import { WEEKDAY_NAMES } from './time-of-day';

import { resolveLocale, type Locale } from '../locale';

/** The one Locale type, under the name this file has always used. */
export type OpeningLocale = Locale;

interface Texts {
  weekdays: Readonly<Record<Weekday, string>>;
  at: (time: string) => string;
  today: string;
  tomorrow: string;
  open: string;
  closed: string;
  range: (range: TimeRange) => string;
  and: string;
}

const TEXTS: Readonly<Record<OpeningLocale, Texts>> = {
  'pt-BR': {
    weekdays: {
      monday: 'segunda-feira',
      tuesday: 'terça-feira',
      wednesday: 'quarta-feira',
      thursday: 'quinta-feira',
      friday: 'sexta-feira',
      saturday: 'sábado',
      sunday: 'domingo',
    },
    at: (time) => `às ${time}`,
    today: 'hoje',
    tomorrow: 'amanhã',
    open: 'Aberto',
    closed: 'Fechado',
    range: ({ start, end }) => `das ${start} às ${end}`,
    and: 'e',
  },
  en: {
    weekdays: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    at: (time) => `at ${time}`,
    today: 'today',
    tomorrow: 'tomorrow',
    open: 'Open',
    closed: 'Closed',
    range: ({ start, end }) => `from ${start} to ${end}`,
    and: 'and',
  },
  es: {
    weekdays: {
      monday: 'lunes',
      tuesday: 'martes',
      wednesday: 'miércoles',
      thursday: 'jueves',
      friday: 'viernes',
      saturday: 'sábado',
      sunday: 'domingo',
    },
    // Spanish says "a la una" but "a las dos": the article follows the hour.
    at: (time) => (time.startsWith('01:') ? `a la ${time}` : `a las ${time}`),
    today: 'hoy',
    tomorrow: 'mañana',
    open: 'Abierto',
    closed: 'Cerrado',
    range: ({ start, end }) => `de ${start} a ${end}`,
    and: 'y',
  },
};

/** docs/business-rules.md "Opening labels": the label used for a day without hours. */
export const ALL_DAY_SUFFIX = ' 24h';

/** Maps any locale tag to a supported one; pt-BR by default. */
export const resolveOpeningLocale: (locale?: string) => Locale = resolveLocale;

export function localizedWeekday(weekday: Weekday, locale?: string): string {
  return TEXTS[resolveOpeningLocale(locale)].weekdays[weekday];
}

/** 'a, b e c' — the locale's list conjunction, no serial comma. */
function joinList(parts: readonly string[], and: string): string {
  // Stryker disable next-line StringLiteral: joining fewer than two parts uses no separator
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

export interface DayLabelOptions {
  locale?: string;
  /** Forces the closed wording, e.g. on a holiday, while still listing the usual hours. */
  closed?: boolean;
}

/**
 * 'Aberto das 08:00 às 12:00 e das 14:00 às 18:00', 'Fechado das 08:00 às 18:00'
 * (a day whose hours are blocked) or 'Aberto 24h' / 'Fechado 24h' without hours.
 */
export function dayHoursLabel(day: DayHours | undefined, options: DayLabelOptions = {}): string {
  const texts = TEXTS[resolveOpeningLocale(options.locale)];
  const isOpen = day !== undefined && day.open && options.closed !== true;
  const prefix = isOpen ? texts.open : texts.closed;
  const ranges = day?.hours ?? [];
  if (ranges.length === 0) return `${prefix}${ALL_DAY_SUFFIX}`;
  return `${prefix} ${joinList(ranges.map(texts.range), texts.and)}`;
}

export interface WeekdayLabel {
  weekday: Weekday;
  name: string;
  label: string;
}

/** One label per weekday, Monday to Sunday, for a schedule table. */
export function weekHoursLabels(hours: OpeningHours, locale?: string): WeekdayLabel[] {
  const resolved = resolveOpeningLocale(locale);
  const names = TEXTS[resolved].weekdays;
  return WEEKDAY_NAMES.map((weekday) => ({
    weekday,
    name: names[weekday],
    label: dayHoursLabel(hours[weekday], { locale: resolved }),
  }));
}

export interface NextOpeningLabels {
  /** SPEC form: 'às 08:00' today or tomorrow, else 'segunda-feira às 08:00'. */
  label: string;
  /** Standalone form: 'hoje às 08:00', 'amanhã às 08:00', 'segunda-feira às 08:00'. */
  fullLabel: string;
}

/** Labels for an opening `daysAhead` days from today (0 = today) at `start` ('HH:MM'). */
export function nextOpeningLabels(
  weekday: Weekday,
  daysAhead: number,
  start: string,
  locale?: string,
): NextOpeningLabels {
  const texts = TEXTS[resolveOpeningLocale(locale)];
  const at = texts.at(start);
  if (daysAhead === 0) return { label: at, fullLabel: `${texts.today} ${at}` };
  if (daysAhead === 1) return { label: at, fullLabel: `${texts.tomorrow} ${at}` };
  const withWeekday = `${texts.weekdays[weekday]} ${at}`;
  return { label: withWeekday, fullLabel: withWeekday };
}
