/**
 * The "from" price of an item (docs/business-rules.md "From price"): its price after promo plus the
 * cheapest way to satisfy each subcategory's minimum number of choices.
 */
import { applyPromo } from './promo';
import { progressiveDiscountAmount, type ProgressiveDiscount } from './progressive-discount';

export interface FromPriceSubitem {
  price: number;
  promo?: number | null;
  promoType?: string | null;
  status?: string | null;
  progressiveDiscount?: ProgressiveDiscount | null;
}

export interface FromPriceSubcategory {
  min?: number | null;
  repeat?: boolean | null;
  status?: string | null;
  subitems?: readonly FromPriceSubitem[] | null;
}

export interface FromPriceItem {
  price: number;
  promo?: number | null;
  promoType?: string | null;
  subcategories?: readonly FromPriceSubcategory[] | null;
}

export interface FromPrice {
  cents: number;
  /** True when some choice changes the price, so the label reads "since". */
  variable: boolean;
}

/** BLOCKED records cannot be chosen, so they never make up the "from" price. */
function isPublic(record: { status?: string | null }): boolean {
  return record.status?.toUpperCase() !== 'BLOCKED';
}

function subitemCost(subitem: FromPriceSubitem, quantity: number): number {
  const total = applyPromo(subitem.price, subitem.promo, subitem.promoType) * quantity;
  return total - progressiveDiscountAmount(total, quantity, subitem.progressiveDiscount);
}

/**
 * Cheapest cost of `min` choices in one subcategory. With repeat the same
 * subitem may fill every slot (progressive discount included); without it,
 * the `min` cheapest distinct subitems — or all of them if fewer exist.
 */
function cheapestChoices(subcategory: FromPriceSubcategory, subitems: readonly FromPriceSubitem[]): number {
  const min = Math.max(0, Math.floor(subcategory.min ?? 0));
  if (subitems.length === 0) return 0;
  // Stryker disable next-line ConditionalExpression: with min 0 both ways below cost 0 too; this only skips the work
  if (min === 0) return 0;
  if (subcategory.repeat) {
    return Math.min(...subitems.map((subitem) => subitemCost(subitem, min)));
  }
  const unitCosts = subitems.map((subitem) => subitemCost(subitem, 1)).sort((a, b) => a - b);
  return unitCosts.slice(0, min).reduce((sum, cost) => sum + cost, 0);
}

export function computeFromPrice(item: FromPriceItem): FromPrice {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback has no min, so it costs nothing
  const subcategories = (item.subcategories ?? []).filter(isPublic);
  let cents = applyPromo(item.price, item.promo, item.promoType);
  let variable = false;
  for (const subcategory of subcategories) {
    const subitems = (subcategory.subitems ?? []).filter(isPublic);
    cents += cheapestChoices(subcategory, subitems);
    if (subitems.some((subitem) => applyPromo(subitem.price, subitem.promo, subitem.promoType) > 0)) {
      variable = true;
    }
  }
  return { cents, variable };
}
