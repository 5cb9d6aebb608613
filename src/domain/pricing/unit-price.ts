/**
 * How a price per unit of measurement is shown (docs/business-rules.md "Units"). Items priced per gram show their
 * price per kilogram: "R$ 20,00 / kg" is what shoppers compare at a counter, while "R$ 0,02 / g" both reads oddly and
 * loses the price to the cent (R$ 0,0189 / g would print as R$ 0,02). Every other unit keeps its own; items sold by
 * the unit show no unit at all.
 */
import { parseUnit, unitLabel, type UnitOfMeasurement } from '../brazil/units';
import { reaisToCents } from './money';

/** Units whose price is shown per a larger unit, and by how much it is scaled. */
const SHOWN_PER: Partial<Record<UnitOfMeasurement, { unit: UnitOfMeasurement; factor: number }>> = {
  G: { unit: 'KG', factor: 1000 },
};

export interface UnitPriceDisplay {
  /** The unit the price is shown per ('KG' for an item priced per gram). */
  unit: UnitOfMeasurement;
  /** The translated label of that unit ('kg', 'litro', 'hora'). */
  label: string;
  /** What one item unit's price is multiplied by. */
  factor: number;
}

/** The unit a price per `unit` is shown per, or null for items sold by the unit (and unknown units). */
// Stryker disable next-line StringLiteral: unitLabel reads an unknown locale (such as '') as pt-BR, the default here
export function unitPriceDisplay(unit: string | null | undefined, locale = 'pt-BR'): UnitPriceDisplay | null {
  const known = parseUnit(unit);
  if (known === null || known === 'UNITY') return null;
  const shown = SHOWN_PER[known] ?? { unit: known, factor: 1 };
  return { unit: shown.unit, label: unitLabel(shown.unit, 1, locale), factor: shown.factor };
}

/**
 * A price in reais per item unit, in cents per the shown unit: scaled before it is rounded, so that R$ 0,0189 per
 * gram is R$ 18,90 per kilogram, not R$ 20,00.
 */
export function shownUnitCents(reaisPerUnit: number, display: Pick<UnitPriceDisplay, 'factor'> | null): number {
  return reaisToCents(reaisPerUnit * (display?.factor ?? 1));
}
