/** An item's price as a shopper sees it now: status and modifiers at the server's clock (the same rule as the quote), then promo, then the "from" price. */
import type { DateTime } from 'luxon';
import { atClock, isBlocked, type AtClockContext } from '../../domain/pricing/at-clock';
import { promoPrice } from '../../domain/pricing/promo';
import { computeFromPrice } from '../../domain/pricing/from-price';
import type { QuoteItem, QuoteSubitem } from '../../domain/orders/cart-quote';
import type { ItemStatus } from '../../domain/pricing/modifiers';

export interface OptionPriceNow {
  status: ItemStatus;
  finalPrice: number;
}

export interface ItemPriceNow {
  status: ItemStatus;
  /** Cents, after modifiers and promo, one unit without options. */
  finalPrice: number;
  fromPrice: number;
  variable: boolean;
  /**
   * Options of the item's groups by optionKey(group id, option id): two groups inheriting one shared group hold
   * the same option id, each with its own price, and the quote charges each its own.
   */
  options: Map<string, OptionPriceNow>;
  /** Extras offered on the item itself, by id. */
  extras: Map<string, OptionPriceNow>;
  info: string[];
}

export const optionKey = (subcategoryId: string, subitemId: string): string => `${subcategoryId}\u0000${subitemId}`;

function optionNow(
  subitem: QuoteSubitem,
  context: AtClockContext,
  groupBlocked: boolean,
): OptionPriceNow & { priceCents: number } {
  const sub = atClock(subitem, context, groupBlocked);
  return {
    status: sub.status,
    priceCents: sub.priceCents,
    finalPrice: promoPrice({ ...subitem, price: sub.priceCents }),
  };
}

export function priceItemNow(item: QuoteItem, now: DateTime, zone?: string): ItemPriceNow {
  const context = { clock: now, zone };
  const modified = atClock(item, context, isBlocked(item.categoryStatus));
  const options = new Map<string, OptionPriceNow>();
  const subcategories = item.subcategories.map((subcategory) => ({
    ...subcategory,
    subitems: subcategory.subitems.map((subitem) => {
      const { priceCents, ...shown } = optionNow(subitem, context, isBlocked(subcategory.status));
      options.set(optionKey(subcategory._id, subitem._id), shown);
      return { ...subitem, price: priceCents, status: shown.status };
    }),
  }));
  const extras = new Map<string, OptionPriceNow>();
  for (const extra of item.subitems ?? []) {
    const { status, finalPrice } = optionNow(extra, context, false);
    extras.set(extra._id, { status, finalPrice });
  }
  // Extras are optional, so they never make up the "from" price.
  const from = computeFromPrice({ ...item, price: modified.priceCents, subcategories });
  return {
    status: modified.status,
    finalPrice: promoPrice({ ...item, price: modified.priceCents }),
    fromPrice: from.cents,
    variable: from.variable,
    options,
    extras,
    info: modified.info,
  };
}
