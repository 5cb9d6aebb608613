/**
 * Quantity rules of the cart (docs/business-rules.md "Order reducer"):
 * ADD (+step), SUBTRACT (-step) or REPLACE (value), bounded by the item's min
 * (default 1) and max. The step is 1, except for items sold by weight, which
 * step as their catalogue entry says (`weighing.step`: 100 g, 250 g), and items
 * priced per gram without it, by 50 g (one at a time would take 55 taps from
 * 250 g to 3 kg) — ./weight-step.ts. Every quantity the steppers reach from
 * the minimum is one the server takes.
 */
import { weightStep, type Weighing } from './weight-step';

export type QuantityOperation = 'ADD' | 'SUBTRACT' | 'REPLACE';

export type QuantityChange = { operation: 'ADD' } | { operation: 'SUBTRACT' } | { operation: 'REPLACE'; value: number };

export interface QuantityBounds {
  min?: number | null;
  max?: number | null;
  /** The item's unit of measurement ('g', 'kg', ...); sold by the unit when absent. */
  unitOfMeasurement?: string | null;
  /** Sold by weight: grams per tap (./sold-by-weight.ts). */
  weighing?: Weighing | null;
}

/** The stepper's step for an item: its weighing step, 50 for grams, 1 otherwise. */
export function quantityStep(bounds: QuantityBounds): number {
  return weightStep(bounds) ?? 1;
}

/** Minimum quantity of an item: its min, or 1 when it has none. */
export function minQuantity(bounds: QuantityBounds): number {
  return bounds.min ?? 1;
}

/** Maximum quantity, or null when unbounded (absent, or not a positive number). */
export function maxQuantity(bounds: QuantityBounds): number | null {
  const max = bounds.max ?? 0;
  return max > 0 ? max : null;
}

/**
 * The quantity after a change.
 * Above max gives max. Below min, REPLACE gives min while ADD/SUBTRACT keep
 * the lowered value, so repeated SUBTRACT can still reach 0 and remove the
 * line (see isRemovedQuantity). A REPLACE value that is not a finite number
 * is treated as below min.
 */
export function nextQuantity(current: number, change: QuantityChange, bounds: QuantityBounds): number {
  const min = minQuantity(bounds);
  const max = maxQuantity(bounds);
  let quantity: number;
  const step = quantityStep(bounds);
  if (change.operation === 'ADD') quantity = current + step;
  else if (change.operation === 'SUBTRACT') quantity = current - step;
  else quantity = Number.isFinite(change.value) ? change.value : min;

  if (max !== null && quantity > max) return max;
  return change.operation === 'REPLACE' ? Math.max(quantity, min) : quantity;
}

/** Lines whose quantity reaches 0 or less leave the cart. */
export function isRemovedQuantity(quantity: number): boolean {
  return quantity <= 0;
}
