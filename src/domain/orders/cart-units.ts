/**
 * How many things the cart holds, for its badge and bottom bar. A line of an item sold by weight, length or
 * volume (g, kg, m, liter) is one thing whatever its amount: 300 g of bread is not 300 items. Every other line
 * counts its quantity (2 burgers, 3 hours, 2 people). No imports: it runs in every page's layout.
 */
import type { CartEntry } from './order-types';

const MEASURED = new Set(['G', 'KG', 'M', 'LITER']);

export function cartUnits(
  items: ReadonlyArray<{ quantity: number; item?: Pick<CartEntry['item'], 'unitOfMeasurement'> }>,
): number {
  let units = 0;
  for (const { quantity, item } of items) {
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    // Stryker disable next-line StringLiteral: any fallback that is not a measured unit counts the quantity alike
    units += MEASURED.has(item?.unitOfMeasurement?.trim().toUpperCase() ?? '') ? 1 : quantity;
  }
  return units;
}
