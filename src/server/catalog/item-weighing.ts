/**
 * An item's weighing as the API gives it (docs/business-rules.md "Sold by weight"): its step, where its stepper
 * starts (from the pt-BR description when the catalogue names no start) and the grams its price is for.
 */
import { isSoldByWeight, pricedPer, quantityUnit, weightStep } from '../../domain/orders/sold-by-weight';
import { startWeight } from '../../domain/orders/weight-start';
import type { ReadItem } from './read-model';

export interface ItemWeighingView {
  step: number;
  start: number;
  pricedPer: number;
}

export function itemWeighing(item: ReadItem): ItemWeighingView | null {
  const record = item.record;
  const weighed = { unitOfMeasurement: record.unitOfMeasurement, weighing: record.weighing ?? null };
  if (!isSoldByWeight(weighed)) return null;
  const start = startWeight({ ...weighed, min: item.min, max: item.max, description: record.description });
  return { step: weightStep(weighed)!, start: start!, pricedPer: pricedPer(weighed) };
}

/** The unit a line of the item counts in ('g' for an item weighed and priced per kg), for "500 g" on orders. */
export function quantityUnitOf(item: ReadItem | undefined): string | null {
  return item
    ? quantityUnit({ unitOfMeasurement: item.record.unitOfMeasurement, weighing: item.record.weighing })
    : null;
}
