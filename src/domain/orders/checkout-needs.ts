/**
 * What a catalogue's checkout asks beyond the customer, decided from the company's service definitions:
 * - gate delivery: a delivery order of a catalogue offered by a service of type DELIVERY at a company that
 *   delivers to terminals (the airport's restaurants deliver to the boarding gate, docs/decisions.md);
 * - the client to be received: hospitality, bought by a company for its client;
 * - an address: any other delivery that charges by place (a shop).
 * And the terminals a gate delivery may go to: the districts the catalogue's coverage lists.
 */
import type { WhereDelivery } from '../delivery/delivery-fee';

export interface NeedsService { type?: string | null; slug: string; services?: ReadonlyArray<string> | null; catalog?: unknown }
export interface NeedsCatalog { _id: string; slug: string; serviceCategories?: ReadonlyArray<string> | null; whereDelivery?: WhereDelivery | null }

export interface GateTerminal { name: string; city: string; state: string; country: string; estimatedDeliveryTime: number | null }

/** The services a catalogue appears under: by its serviceCategories, by a service listing its slug, or by `catalog.id`. */
export function servicesOf<S extends NeedsService>(catalog: NeedsCatalog, services: ReadonlyArray<S>): S[] {
  return services.filter((service) => {
    const pointed = service.catalog && typeof service.catalog === 'object' ? (service.catalog as { id?: unknown }).id : undefined;
    return pointed === catalog._id || (catalog.serviceCategories ?? []).includes(service.slug) || (service.services ?? []).includes(catalog.slug);
  });
}

/** The districts a catalogue's coverage names (a terminal each, at the airport), with their city's delivery time. */
export function gateTerminals(whereDelivery: WhereDelivery | null | undefined): GateTerminal[] {
  const terminals: GateTerminal[] = [];
  for (const country of whereDelivery?.countries ?? []) {
    for (const state of country.states ?? []) {
      for (const city of state.cities ?? []) {
        for (const district of city.districts ?? []) {
          if (!/terminal/i.test(district.name)) continue;
          terminals.push({ name: district.name, city: city.name, state: state.code ?? state.name, country: country.code ?? country.name, estimatedDeliveryTime: city.estimatedDeliveryTime ?? null });
        }
      }
    }
  }
  return terminals;
}

const HOSPITALITY = /hospitalidade|hospitality|hospitalidad/i;

export interface CatalogNeeds { gateDelivery: boolean; receivedGuest: boolean; address: boolean }

export function catalogNeeds(catalog: NeedsCatalog, services: ReadonlyArray<NeedsService>): CatalogNeeds {
  const mine = servicesOf(catalog, services);
  const gateDelivery = mine.some((s) => String(s.type).toUpperCase() === 'DELIVERY') && gateTerminals(catalog.whereDelivery).length > 0;
  const receivedGuest = mine.some((s) => HOSPITALITY.test(s.slug));
  const address = !gateDelivery && (catalog.whereDelivery?.countries?.length ?? 0) > 0;
  return { gateDelivery, receivedGuest, address };
}
