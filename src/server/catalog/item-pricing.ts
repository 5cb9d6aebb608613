/** An item's price as a shopper sees it now: status and modifiers at the server's clock (the same rule as the quote), then promo, then the "from" price. */
import type { DateTime } from 'luxon';
import { atClock, isBlocked } from '../../domain/pricing/at-clock';
import { promoPrice } from '../../domain/pricing/promo';
import { computeFromPrice } from '../../domain/pricing/from-price';
import type { QuoteItem } from '../../domain/orders/cart-quote';
import type { ItemStatus } from '../../domain/pricing/modifiers';

export interface ItemPriceNow {
  status: ItemStatus;
  /** Cents, after modifiers and promo, one unit without options. */
  finalPrice: number;
  fromPrice: number;
  variable: boolean;
  /** subitem id → { status, cents after modifiers and promo } */
  subitems: Map<string, { status: ItemStatus; finalPrice: number }>;
  info: string[];
}

export function priceItemNow(item: QuoteItem, now: DateTime, zone?: string): ItemPriceNow {
  const context = { clock: now, zone };
  const modified = atClock(item, context, isBlocked(item.categoryStatus));
  const subitems = new Map<string, { status: ItemStatus; finalPrice: number }>();
  const subcategories = item.subcategories.map((subcategory) => ({
    ...subcategory,
    subitems: subcategory.subitems.map((subitem) => {
      const sub = atClock(subitem, context, isBlocked(subcategory.status));
      subitems.set(subitem._id, { status: sub.status, finalPrice: promoPrice({ ...subitem, price: sub.priceCents }) });
      return { ...subitem, price: sub.priceCents, status: sub.status };
    }),
  }));
  const from = computeFromPrice({ ...item, price: modified.priceCents, subcategories });
  return {
    status: modified.status,
    finalPrice: promoPrice({ ...item, price: modified.priceCents }),
    fromPrice: from.cents,
    variable: from.variable,
    subitems,
    info: modified.info,
  };
}
