/**
 * The shipping interface: what a carrier service answers for one parcel. Adapters: `melhor-envio.ts` (when
 * MELHOR_ENVIO_TOKEN is set) and `table-shipping.ts` (the table of docs/business-rules.md "Shipping table").
 * Money in cents; `id` is stable for the same service, so a quote can find the option the shopper chose again.
 */
import type { ParcelDimensions } from '../../domain/delivery/shipping-table';

export interface ShippingOption {
  /** `table:economico`, `me:1`, …: the adapter and its service. */
  id: string;
  name: string;
  priceCents: number;
  /** Working days until delivery, as the carrier estimates. */
  days: number;
}

export interface ParcelProduct {
  itemId: string;
  quantity: number;
  /** One unit's price in cents (the carrier's declared value). */
  unitPriceCents: number;
  dimensions: ParcelDimensions | null;
}

export interface ShippingRequest {
  /** Origin CEP, eight digits; null when the catalogue names none. */
  fromZipCode: string | null;
  /** Destination CEP, eight digits. */
  toZipCode: string;
  products: ReadonlyArray<ParcelProduct>;
}

export interface ShippingAdapter {
  name: 'melhor-envio' | 'table';
  options(request: ShippingRequest): Promise<ShippingOption[]>;
}
