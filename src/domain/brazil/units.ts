/**
 * Unit-of-measurement labels (docs/business-rules.md "Units"): unity, kg, g, m, liter,
 * year, month, day, hour, person, in pt-BR, en and es.
 */

export const UNITS_OF_MEASUREMENT = [
  'UNITY',
  'KG',
  'G',
  'M',
  'LITER',
  'YEAR',
  'MONTH',
  'DAY',
  'HOUR',
  'PERSON',
] as const;

export type UnitOfMeasurement = (typeof UNITS_OF_MEASUREMENT)[number];
import { resolveLocale, type Locale } from '../locale';

export type UnitLocale = Locale;

type Forms = readonly [singular: string, plural: string];

const LABELS: Readonly<Record<UnitLocale, Readonly<Record<UnitOfMeasurement, Forms>>>> = {
  'pt-BR': {
    UNITY: ['unidade', 'unidades'],
    KG: ['kg', 'kg'],
    G: ['g', 'g'],
    M: ['m', 'm'],
    LITER: ['litro', 'litros'],
    YEAR: ['ano', 'anos'],
    MONTH: ['mês', 'meses'],
    DAY: ['dia', 'dias'],
    HOUR: ['hora', 'horas'],
    PERSON: ['pessoa', 'pessoas'],
  },
  en: {
    UNITY: ['unit', 'units'],
    KG: ['kg', 'kg'],
    G: ['g', 'g'],
    M: ['m', 'm'],
    LITER: ['liter', 'liters'],
    YEAR: ['year', 'years'],
    MONTH: ['month', 'months'],
    DAY: ['day', 'days'],
    HOUR: ['hour', 'hours'],
    PERSON: ['person', 'people'],
  },
  es: {
    UNITY: ['unidad', 'unidades'],
    KG: ['kg', 'kg'],
    G: ['g', 'g'],
    M: ['m', 'm'],
    LITER: ['litro', 'litros'],
    YEAR: ['año', 'años'],
    MONTH: ['mes', 'meses'],
    DAY: ['día', 'días'],
    HOUR: ['hora', 'horas'],
    PERSON: ['persona', 'personas'],
  },
};

/** 'en-US' → 'en', 'es-AR' → 'es'; anything else, or none, falls back to the default pt-BR. */
export const resolveUnitLocale: (locale?: string | null) => Locale = resolveLocale;

/** The unit in canonical form ('kg' → 'KG'), or null when it is not one of the ten. */
export function parseUnit(unit: string | null | undefined): UnitOfMeasurement | null {
  if (!unit) return null;
  const upper = unit.trim().toUpperCase();
  return (UNITS_OF_MEASUREMENT as readonly string[]).includes(upper) ? (upper as UnitOfMeasurement) : null;
}

export interface UnitLabelOptions {
  /** Items sold by the unit show no label by default ("R$ 10,00", not "R$ 10,00 / unidade"). */
  includeUnity?: boolean;
}

/**
 * The label for `quantity` of a unit: singular for exactly 1, plural
 * otherwise ('1 hora', '2 horas', '1,5 litros'). UNITY and unknown units
 * give '' unless includeUnity is set (for UNITY).
 */
export function unitLabel(
  unit: string | null | undefined,
  quantity: number,
  locale?: string,
  options: UnitLabelOptions = {},
): string {
  const known = parseUnit(unit);
  if (known === null || (known === 'UNITY' && !options.includeUnity)) return '';
  const [singular, plural] = LABELS[resolveUnitLocale(locale)][known];
  return quantity === 1 ? singular : plural;
}

/**
 * A quantity with its unit in the locale's number format (up to 3 decimals,
 * Intl's default): '2,5 kg', '3 horas', and just '4' for UNITY.
 */
export function formatQuantityWithUnit(quantity: number, unit: string | null | undefined, locale?: string): string {
  const number = new Intl.NumberFormat(resolveUnitLocale(locale)).format(quantity);
  const label = unitLabel(unit, quantity, locale);
  return label === '' ? number : `${number} ${label}`;
}

/**
 * A quantity as a shopper reads it on a stepper or a stock line: like formatQuantityWithUnit, but grams from
 * 1000 up are written in kilograms ('250 g', '1,25 kg', '5 kg'); items sold by the unit are just the number.
 */
export function formatAmount(quantity: number, unit: string | null | undefined, locale?: string): string {
  if (parseUnit(unit) === 'G' && Math.abs(quantity) >= 1000)
    return formatQuantityWithUnit(quantity / 1000, 'KG', locale);
  return formatQuantityWithUnit(quantity, unit, locale);
}
