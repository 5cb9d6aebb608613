/**
 * The stepper's step for an item sold by weight (./sold-by-weight.ts): its catalogue's grams per tap, or 50 g for an
 * item priced per gram that names none. Its own small module: the cart's reducer, on every page, needs only this.
 */
import { parseUnit } from '../brazil/units';

export interface Weighing {
  /** Grams per tap of + or −. */
  step: number;
  /** Grams the item page starts at; absent: the weight its description names, else its minimum. */
  start?: number | null;
}

export interface WeighedItem {
  unitOfMeasurement?: string | null;
  weighing?: Weighing | null;
}

/** The step of items priced per gram that say none (one French roll is about 50 g). */
export const DEFAULT_GRAM_STEP = 50;

/** Grams per tap, or null for items that are not weighed. */
export function weightStep(item: WeighedItem): number | null {
  if (item.weighing) return item.weighing.step;
  return parseUnit(item.unitOfMeasurement) === 'G' ? DEFAULT_GRAM_STEP : null;
}
