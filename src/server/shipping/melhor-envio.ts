/**
 * Melhor Envio's freight calculation (docs/interfaces.md "Shipping"): POST {MELHOR_ENVIO_URL}/api/v2/me/shipment/calculate
 * with the origin and destination CEPs and each product's unit measures (cm, kg), declared value (reais) and
 * quantity; the answer lists one entry per carrier service, with `error` set on those that do not serve the route.
 * The token is sent only in the Authorization header and never logged.
 */
import { DEFAULT_DIMENSIONS } from '../../domain/delivery/shipping-table';
import { centsToReais, reaisToCents } from '../../domain/pricing/money';
import type { ShippingAdapter, ShippingOption, ShippingRequest } from './shipping-adapter';

export const DEFAULT_MELHOR_ENVIO_URL = 'https://melhorenvio.com.br';
/** A quote the shopper waits for: a slow carrier service gives way to the table rather than hold the checkout. */
const TIMEOUT_MS = 8000;

/** The environment read (process.env by default): MELHOR_ENVIO_TOKEN, MELHOR_ENVIO_URL, MELHOR_ENVIO_USER_AGENT. */
export type MelhorEnvioSettings = Readonly<Record<string, string | undefined>>;

/** One service of the answer, as far as it is read. Prices come as decimal strings in reais. */
interface CalculatedService {
  id?: number | string;
  name?: string;
  price?: string | number;
  custom_price?: string | number;
  delivery_time?: number;
  custom_delivery_time?: number;
  error?: string;
  company?: { name?: string };
}

export class MelhorEnvioError extends Error {}

const positive = (value: number | null | undefined, fallback: number) =>
  value != null && value > 0 ? value : fallback;

function body(request: ShippingRequest) {
  return {
    from: { postal_code: request.fromZipCode },
    to: { postal_code: request.toZipCode },
    products: request.products.map((p) => ({
      id: p.itemId,
      width: positive(p.dimensions?.width, DEFAULT_DIMENSIONS.width),
      height: positive(p.dimensions?.height, DEFAULT_DIMENSIONS.height),
      length: positive(p.dimensions?.length, DEFAULT_DIMENSIONS.length),
      weight: positive(p.dimensions?.weight, DEFAULT_DIMENSIONS.weight),
      insurance_value: centsToReais(p.unitPriceCents),
      quantity: p.quantity,
    })),
  };
}

function toOption(service: CalculatedService): ShippingOption | null {
  if (service.error || service.id == null) return null;
  const price = Number(service.custom_price ?? service.price);
  const days = Number(service.custom_delivery_time ?? service.delivery_time);
  if (!Number.isFinite(price) || price < 0 || !Number.isFinite(days)) return null;
  const name = [service.company?.name, service.name].filter(Boolean).join(' ');
  return {
    id: `me:${service.id}`,
    name: name || `Melhor Envio ${service.id}`,
    priceCents: reaisToCents(price),
    days: Math.max(0, Math.round(days)),
  };
}

export function melhorEnvioAdapter(settings: MelhorEnvioSettings, fetchImpl: typeof fetch = fetch): ShippingAdapter {
  const base = (settings.MELHOR_ENVIO_URL?.trim() || DEFAULT_MELHOR_ENVIO_URL).replace(/\/+$/, '');
  return {
    name: 'melhor-envio',
    async options(request) {
      if (!request.fromZipCode) throw new MelhorEnvioError('The catalogue names no origin CEP');
      const response = await fetchImpl(`${base}/api/v2/me/shipment/calculate`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${settings.MELHOR_ENVIO_TOKEN}`,
          // Melhor Envio asks every integration to name itself and a contact.
          'user-agent': settings.MELHOR_ENVIO_USER_AGENT?.trim() || 'storefront (suporte@example.com)',
        },
        body: JSON.stringify(body(request)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new MelhorEnvioError(`Melhor Envio answered ${response.status}`);
      const answer = (await response.json()) as unknown;
      if (!Array.isArray(answer)) throw new MelhorEnvioError('Melhor Envio answered no list of services');
      return (answer as CalculatedService[])
        .map(toOption)
        .filter((o): o is ShippingOption => o !== null)
        .sort((a, b) => a.priceCents - b.priceCents);
    },
  };
}
