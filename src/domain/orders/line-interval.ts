/**
 * The dates of an order line (docs/business-rules.md "Cart line"): only a line priced by an interval between dates
 * (an option of that kind chosen: a locker by the day) has its dates checked by the quote, so only such a line keeps
 * them. Dates sent with any other line were never judged, and a voucher must not read its visit from them.
 */
import { namesItemExtra } from '../pricing/item-extras';
import { isIntervalSubitem } from '../pricing/line-total';
import type { CartLine, QuoteItem } from './cart-quote';

export function pricedByInterval(
  item: Pick<QuoteItem, '_id' | 'subcategories' | 'subitems'>,
  line: Pick<CartLine, 'subitems'>,
): boolean {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback names no group and no option
  return (line.subitems ?? []).some((chosen) => {
    const group = namesItemExtra(item._id, chosen)
      ? item.subitems
      : item.subcategories.find((s) => s._id === chosen.subcategoryId)?.subitems;
    const option = group?.find((s) => s._id === chosen.subitemId);
    return !!option && isIntervalSubitem(option);
  });
}

/** The interval the order keeps for a line: the one the quote checked, else none. */
export function quotedInterval(
  item: Pick<QuoteItem, '_id' | 'subcategories' | 'subitems'> | undefined,
  line: Pick<CartLine, 'subitems' | 'interval'>,
): { start: string; end: string } | null {
  if (!item || !line.interval || !pricedByInterval(item, line)) return null;
  return { start: line.interval.start, end: line.interval.end };
}
