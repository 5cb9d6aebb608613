/**
 * Items sold by weight (docs/business-rules.md "Sold by weight"). An item whose catalogue entry has `weighing` is
 * weighed at the counter: the shopper picks an amount in grams, in the catalogue's steps (100 g, 250 g), starting
 * at the weight its description names ("penca de cerca de 1 kg"); every quantity of it (min, max, stock and a
 * line's quantity) is in grams. Its price stays per its own unit as shops label it: per kilogram for `kg` (R$ 6,99 /
 * kg, which a price per gram in whole cents could not say), per gram for `g`. The line is priced by the weight,
 * rounded to the cent half up. Items priced per gram without `weighing` keep the 50 g step they always had.
 * No imports beyond the unit parser: the item page and the cart load it (where the stepper starts and which weights
 * the steps reach is ./weight-start.ts, for the server; the step alone, which every page's cart needs, is
 * ./weight-step.ts).
 */
import { parseUnit } from '../brazil/units';
import type { WeighedItem } from './weight-step';

export { DEFAULT_GRAM_STEP, weightStep, type Weighing, type WeighedItem } from './weight-step';

/** Whether the item is weighed: it has `weighing`, or is priced per gram. */
export function isSoldByWeight(item: WeighedItem): boolean {
  return !!item.weighing || parseUnit(item.unitOfMeasurement) === 'G';
}

/** The unit its quantities are counted in: grams for a weighed item, its own unit otherwise. */
export function quantityUnit(item: WeighedItem): string | null {
  return item.weighing ? 'g' : (item.unitOfMeasurement ?? null);
}

/** How many quantity units the price is for: 1000 grams for a weighed item priced per kilogram, 1 otherwise. */
export function pricedPer(item: WeighedItem): number {
  return item.weighing && parseUnit(item.unitOfMeasurement) === 'KG' ? 1000 : 1;
}

/**
 * A line's amount: `unitCents` per `per` units × `quantity`, to the cent, half up (500 g at R$ 6,99/kg = 349.5 →
 * R$ 3,50). Exact in floating point: cents × grams is a whole number, a true half is representable, and any other
 * quotient lies at least 1/per away from a half.
 */
export const weighedCents = (unitCents: number, quantity: number, per: number): number =>
  Math.round((unitCents * quantity) / per);
