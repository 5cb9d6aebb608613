/**
 * What price label an item shows (docs/business-rules.md "Price labels"): "free" at zero, a "since"
 * prefix when choices vary the price, nothing when the service hides prices.
 * Returns translation keys, never text: the UI translates and formats.
 */

/** Translation keys the UI looks up (locales/<lang>/common.json). */
export const PRICE_LABEL_KEYS = {
  free: 'price.free',
  since: 'price.since',
} as const;

export type PriceLabel =
  | { kind: 'hidden' }
  | { kind: 'free'; since: false; cents: 0; key: typeof PRICE_LABEL_KEYS.free }
  | { kind: 'price'; since: boolean; cents: number; sinceKey: typeof PRICE_LABEL_KEYS.since | null };

export interface PriceLabelInput {
  /** The price to show, in cents (usually the "from" price). */
  cents: number;
  /** Whether choices vary the price. */
  variable?: boolean;
  /** The service definition's hidePrice: show no price at all. */
  hidePrice?: boolean | null;
}

export function priceLabel(input: PriceLabelInput): PriceLabel {
  if (input.hidePrice) return { kind: 'hidden' };
  // A zero "from" price means there is a free way to buy it: "free" reads
  // truer than "since R$ 0,00", so free wins over the since prefix.
  if (input.cents <= 0) return { kind: 'free', since: false, cents: 0, key: PRICE_LABEL_KEYS.free };
  const since = input.variable === true;
  return { kind: 'price', since, cents: input.cents, sinceKey: since ? PRICE_LABEL_KEYS.since : null };
}
