/**
 * What an item's price label says, from the API's prices (reais): the "from" price (promo and the cheapest
 * required options included), "since" when choices vary it, "free" at zero, and the same price without the
 * promo struck through when a promo lowers it. Cents inside, so the label goes through formatBRL only.
 */
import { priceLabel, type PriceLabel } from '@/src/domain/pricing/price-label';

export interface ItemPrices {
  price: number;
  promo: number | null;
  finalPrice: number;
  fromPrice: number;
  priceIsVariable: boolean;
}

export type ItemPriceLabel = PriceLabel & { wasCents: number | null };

const cents = (reais: number) => Math.round(reais * 100);

export function itemPriceLabel(item: ItemPrices, hidePrice = false): ItemPriceLabel {
  const label = priceLabel({ cents: cents(item.fromPrice), variable: item.priceIsVariable, hidePrice });
  // The promo's saving on one unit, added back to the from price: what the shopper would pay without it.
  const saving = item.promo ? cents(item.price) - cents(item.finalPrice) : 0;
  const wasCents = label.kind !== 'hidden' && saving > 0 ? cents(item.fromPrice) + saving : null;
  return { ...label, wasCents };
}
