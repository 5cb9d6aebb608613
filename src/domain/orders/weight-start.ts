/**
 * Where a weighed item's stepper starts and which weights its steps reach (docs/business-rules.md "Sold by weight"):
 * the catalogue's start, else the weight its description names, on the grid of steps from its minimum. Read by the
 * server (the item's `weighing.start`, the quote's step check); the browser gets the start from the API.
 */
import { weightStep, type WeighedItem } from './weight-step';

const WEIGHT = /(\d+(?:[.,]\d+)?)\s*(kg|g)\b/gi;

/** Every weight a text names, in grams, in order ("cerca de 1,2 kg" → 1200; "500 g" → 500). */
export function weightsNamed(text: string | null | undefined): number[] {
  const grams: number[] = [];
  for (const match of (text ?? '').matchAll(WEIGHT)) {
    const amount = Number(match[1]!.replace(',', '.'));
    grams.push(Math.round(match[2]!.toLowerCase() === 'kg' ? amount * 1000 : amount));
  }
  return grams;
}

export interface StartBounds {
  min?: number | null;
  max?: number | null;
}

/** The nearest amount on the item's grid (min, min + step, …), within min and max. */
export function onGrid(grams: number, step: number, bounds: StartBounds): number {
  const min = bounds.min ?? step;
  const max = bounds.max != null && bounds.max > 0 ? bounds.max : null;
  const snapped = min + Math.round((grams - min) / step) * step;
  const high = max === null ? snapped : Math.min(snapped, max);
  return Math.max(min, high);
}

/**
 * Where the item page's stepper starts: the catalogue's `start`, else the first weight the description names that
 * lies within min and max, else the minimum; always on the grid of steps from the minimum. Null when not weighed.
 */
export function startWeight(item: WeighedItem & StartBounds & { description?: string | null }): number | null {
  const step = weightStep(item);
  if (step === null) return null;
  const min = item.min ?? step;
  const max = item.max != null && item.max > 0 ? item.max : Infinity;
  const named = weightsNamed(item.description).find((grams) => grams >= min && grams <= max);
  return onGrid(item.weighing?.start ?? named ?? min, step, item);
}

/** Whether `quantity` is one of the amounts the steps reach from the minimum (the maximum always is). */
export function isOnStep(quantity: number, item: WeighedItem & StartBounds): boolean {
  if (!item.weighing) return true;
  const min = item.min ?? item.weighing.step;
  if (item.max != null && item.max > 0 && quantity === item.max) return true;
  return (quantity - min) % item.weighing.step === 0;
}
