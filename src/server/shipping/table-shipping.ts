/** The table adapter: the pure shipping table (src/domain/delivery/shipping-table.ts) behind the shipping interface. */
import { tableShipping, type ShippingServiceId } from '../../domain/delivery/shipping-table';
import type { ShippingAdapter, ShippingOption, ShippingRequest } from './shipping-adapter';

/** Names as shoppers know them; the storefront shows them as they are, like a carrier's service names. */
const NAMES: Record<ShippingServiceId, string> = { economico: 'Econômico', expresso: 'Expresso' };

export function tableOptions(request: ShippingRequest): ShippingOption[] {
  const units = request.products.map((p) => ({ dimensions: p.dimensions, quantity: p.quantity }));
  return tableShipping(request.toZipCode, units).map((o) => ({
    id: `table:${o.service}`,
    name: NAMES[o.service],
    priceCents: o.priceCents,
    days: o.days,
  }));
}

export const tableAdapter: ShippingAdapter = {
  name: 'table',
  options: async (request) => tableOptions(request),
};
