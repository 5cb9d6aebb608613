/**
 * The delivery fee of a shop that ships, by the route its delivery takes (docs/business-rules.md "Local delivery or
 * carrier", src/domain/delivery/delivery-route.ts): where its own coverage reaches, its courier at the place's fee
 * (a carrier option sent for it is not offered: SHIPPING_OPTION_UNAVAILABLE); elsewhere, for a scheduled delivery,
 * the carrier option the shopper chose, priced again here (none chosen: SHIPPING_OPTION_REQUIRED); elsewhere and
 * now, nothing (CARRIER_NOT_NOW): a parcel takes days, never "now".
 */
import { deliveryRoute } from '../../domain/delivery/delivery-route';
import type { CartQuote, ProblemCode } from '../../domain/orders/cart-quote';
import type { ReadCatalog } from '../catalog/read-model';
import type { ShippingOption } from '../shipping/shipping-service';
import type { OrderInput } from './order-input';

/** The shipping option the shopper chose, priced again now; null when it is no longer offered; undefined: none sent. */
export type ShippingChoice = ShippingOption | null | undefined;

/** Shipping replaces the delivery fee of a delivery (or of a cart whose way is not chosen yet); a take-away ships nothing. */
export const shipsTo = (input: OrderInput) => !input.operationWay || input.operationWay.type === 'delivery';

const swap = (quote: CartQuote, code: ProblemCode): CartQuote => ({
  ...quote,
  problems: [
    ...quote.problems.filter((p) => p.code !== 'DELIVERY_AREA_NOT_COVERED'),
    { code, path: code === 'CARRIER_NOT_NOW' ? 'operationWay' : 'shippingOptionId' },
  ],
});

/**
 * A shipped parcel goes where the carrier goes: the coverage's fee and refusal give way to the option's price,
 * recomputed on the server (docs/business-rules.md "Shipping table"); an option no longer offered refuses the order.
 */
function withShipping(quote: CartQuote, choice: ShippingOption | null): CartQuote {
  const problems = quote.problems.filter((p) => p.code !== 'DELIVERY_AREA_NOT_COVERED');
  if (!choice)
    return { ...quote, problems: [...problems, { code: 'SHIPPING_OPTION_UNAVAILABLE', path: 'shippingOptionId' }] };
  return {
    ...quote,
    problems,
    deliveryFee: choice.priceCents,
    total: quote.subtotal - quote.discount + choice.priceCents,
    estimatedDeliveryTime: null,
  };
}

export function routedQuote(
  quote: CartQuote,
  catalog: ReadCatalog,
  input: OrderInput,
  shipping: ShippingChoice,
): CartQuote {
  if (!shipsTo(input)) return quote;
  const way = input.operationWay;
  const address = input.customer?.address;
  const placed = !!address && !!(address.city || address.district);
  // A shop that does not ship, a cart preview without a way, or no place yet: the option, if any, as it is sent.
  if (!catalog.record.thereIsMelhorEnvioIntegration || !way || !placed)
    return shipping === undefined ? quote : withShipping(quote, shipping);
  const route = deliveryRoute({ where: catalog.whereDelivery, ships: true, time: way.time, address });
  if (route.kind === 'local') return shipping === undefined ? quote : swap(quote, 'SHIPPING_OPTION_UNAVAILABLE');
  if (route.kind === 'unavailable') return swap(quote, 'CARRIER_NOT_NOW');
  return shipping === undefined ? swap(quote, 'SHIPPING_OPTION_REQUIRED') : withShipping(quote, shipping);
}
