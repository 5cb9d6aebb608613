/**
 * The delivery time a store page announces: the shortest `estimatedDeliveryTime` (minutes) of the cities its
 * coverage lists, or null when it names none or the store does not deliver. The exact time for an address is the
 * quote's; the page only says how soon an order can arrive.
 */
import type { WhereDelivery } from '@/src/domain/delivery/delivery-fee';

/** Whether the store delivers, now or scheduled (Catalog.operationWay crosses as JSON). */
export function deliversOrders(operationWay: unknown): boolean {
  const delivery = (operationWay as { delivery?: { now?: unknown; schedule?: unknown } } | null)?.delivery;
  return delivery?.now === true || delivery?.schedule === true;
}

export function shortestDeliveryMinutes(whereDelivery: unknown): number | null {
  const where = (whereDelivery ?? {}) as WhereDelivery;
  let best: number | null = null;
  for (const country of where.countries ?? [])
    for (const state of country.states ?? [])
      for (const city of state.cities ?? []) {
        const minutes = city.estimatedDeliveryTime;
        if (typeof minutes === 'number' && minutes > 0 && (best === null || minutes < best)) best = minutes;
      }
  return best;
}
