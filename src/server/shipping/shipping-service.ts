/**
 * Shipping options for a cart of a catalogue that ships (`thereIsMelhorEnvioIntegration`): Melhor Envio when
 * MELHOR_ENVIO_TOKEN is set, else the shipping table. The same request is answered from memory for a few
 * minutes, so the options listed and the option priced again in the quote agree, and a cart's quotes do not
 * call the carrier each time. When Melhor Envio fails, the table answers: the shopper can still buy, and an
 * option listed from the carrier simply no longer exists (SHIPPING_OPTION_UNAVAILABLE) until it answers again.
 */
import { cepDigits } from '../../domain/delivery/shipping-table';
import { pricedPer } from '../../domain/orders/sold-by-weight';
import type { ReadCatalog } from '../catalog/read-model';
import { melhorEnvioAdapter, type MelhorEnvioSettings } from './melhor-envio';
import type { ParcelProduct, ShippingAdapter, ShippingOption, ShippingRequest } from './shipping-adapter';
import { tableAdapter } from './table-shipping';

export type { ShippingOption } from './shipping-adapter';

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;

interface Entry {
  at: number;
  options: Promise<ShippingOption[]>;
}
const cache: Map<string, Entry> = ((
  globalThis as { __storefrontShippingQuotes?: Map<string, Entry> }
).__storefrontShippingQuotes ??= new Map());

export function shippingAdapter(
  settings: MelhorEnvioSettings = process.env,
  fetchImpl?: typeof fetch,
): ShippingAdapter {
  return settings.MELHOR_ENVIO_TOKEN?.trim() ? melhorEnvioAdapter(settings, fetchImpl) : tableAdapter;
}

export interface CartUnits {
  itemId: string;
  quantity: number;
}

/** The parcel's products: the catalogue's own items and measures (unknown ids are left out), units added up per item. */
function productsOf(catalog: ReadCatalog, lines: ReadonlyArray<CartUnits>): ParcelProduct[] {
  const units = new Map<string, number>();
  for (const line of lines)
    if (line.quantity > 0 && catalog.items.has(line.itemId))
      units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  return [...units]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([itemId, quantity]) => {
      const item = catalog.items.get(itemId)!;
      // A weighed item's measures and price are per kilogram: 500 g ships as one kilogram's box.
      const per = pricedPer({ unitOfMeasurement: item.record.unitOfMeasurement, weighing: item.record.weighing });
      const units = Math.ceil(quantity / per);
      return { itemId, quantity: units, unitPriceCents: item.price, dimensions: item.record.dimensions ?? null };
    });
}

async function ask(adapter: ShippingAdapter, request: ShippingRequest): Promise<ShippingOption[]> {
  try {
    return await adapter.options(request);
  } catch (error) {
    if (adapter.name === 'table') throw error;
    console.warn(`Shipping: Melhor Envio failed (${(error as Error).message}); answering from the table`);
    return tableAdapter.options(request);
  }
}

export interface ShippingDeps {
  adapter?: ShippingAdapter;
  nowMs?: number;
}

/** The options for shipping `lines` of `catalog` to `zipCode`; none when the catalogue does not ship or the CEP is no CEP. */
export async function shippingOptionsFor(
  catalog: ReadCatalog,
  zipCode: string | null | undefined,
  lines: ReadonlyArray<CartUnits>,
  deps: ShippingDeps = {},
): Promise<ShippingOption[]> {
  const toZipCode = cepDigits(zipCode);
  if (!catalog.record.thereIsMelhorEnvioIntegration || !toZipCode) return [];
  const products = productsOf(catalog, lines);
  if (products.length === 0) return [];
  const adapter = deps.adapter ?? shippingAdapter();
  const fromZipCode = cepDigits(catalog.record.integration.melhorEnvio?.fromZipCode);
  const request: ShippingRequest = { fromZipCode, toZipCode, products };
  const now = deps.nowMs ?? Date.now();
  const key = JSON.stringify([adapter.name, catalog._id, request]);
  const hit = cache.get(key);
  if (hit && now - hit.at < KEEP_MS) return hit.options;
  const options = ask(adapter, request);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: now, options });
  // A failure is not kept: the next ask tries again.
  options.catch(() => cache.delete(key));
  return options;
}

/** The option `optionId` priced now for this cart, or null when it is no longer offered. */
export async function priceShippingOption(
  catalog: ReadCatalog,
  zipCode: string | null | undefined,
  lines: ReadonlyArray<CartUnits>,
  optionId: string,
  deps: ShippingDeps = {},
): Promise<ShippingOption | null> {
  const options = await shippingOptionsFor(catalog, zipCode, lines, deps);
  return options.find((o) => o.id === optionId) ?? null;
}

/** Forgets the remembered answers (tests). */
export function clearShippingCache(): void {
  cache.clear();
}
