/** An item's price as a shopper sees it now: modifiers at the server's clock, then promo, then the "from" price. */
import type { DateTime } from 'luxon';
import { evaluateModifiers } from '../../domain/modifiers';
import { promoPrice } from '../../domain/promo';
import { computeFromPrice } from '../../domain/from-price';
import type { QuoteItem } from '../../domain/cart-quote';

export interface ItemPriceNow {
  status: 'PUBLIC' | 'BLOCKED';
  /** Cents, after modifiers and promo, one unit without options. */
  finalPrice: number;
  fromPrice: number;
  variable: boolean;
  /** subitem id → { status, cents after modifiers and promo } */
  subitems: Map<string, { status: 'PUBLIC' | 'BLOCKED'; finalPrice: number }>;
  info: string[];
}

export function priceItemNow(item: QuoteItem, now: DateTime, zone?: string): ItemPriceNow {
  const base = { status: String(item.status).toUpperCase() === 'BLOCKED' ? 'BLOCKED' as const : 'PUBLIC' as const, priceCents: item.price };
  const modified = evaluateModifiers(item.modifiers, base, { clock: now, zone });
  const subitems = new Map<string, { status: 'PUBLIC' | 'BLOCKED'; finalPrice: number }>();
  const subcategories = item.subcategories.map((subcategory) => ({
    ...subcategory,
    subitems: subcategory.subitems.map((subitem) => {
      const sub = evaluateModifiers(subitem.modifiers, { status: String(subitem.status).toUpperCase() === 'BLOCKED' ? 'BLOCKED' : 'PUBLIC', priceCents: subitem.price }, { clock: now, zone });
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
    info: modified.interface.info,
  };
}
