/**
 * Pairs the quote's priced lines with the cart's lines. The quote answers lines in the cart's order but leaves out
 * a line it could not price (an item gone, an invalid quantity or interval), so a quote line belongs to the next
 * cart line with the same item and quantity.
 */
import type { CartEntry } from '@/src/domain/orders/order-types';
import type { CartQuote } from './quote-summary';

/** Each cart line's total in reais, or null when the quote did not price it. */
export function lineTotals(items: readonly CartEntry[], quote: CartQuote | null): (number | null)[] {
  const lines = quote?.lines ?? [];
  let next = 0;
  return items.map((entry) => {
    const line = lines[next];
    if (line && line.itemId === entry.itemId && line.quantity === entry.quantity) {
      next += 1;
      return line.total;
    }
    return null;
  });
}
