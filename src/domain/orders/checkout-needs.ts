/**
 * What a catalogue's checkout asks beyond the customer, decided from the company's service definitions:
 * - gate delivery: a delivery order of a catalogue offered by a service of type DELIVERY at a company that
 *   delivers to terminals (the airport's restaurants deliver to the boarding gate, docs/decisions.md);
 * - the client to be received: where a service category asks for it (hospitality for companies, bought by a company
 *   for its client), for the items in that category only — never for the families' or passengers' packages;
 * - an address: any other delivery that charges by place (a shop).
 * And the terminals a gate delivery may go to: the districts the catalogue's coverage lists.
 */
import type { WhereDelivery } from '../delivery/delivery-fee';

export interface NeedsServiceCategory {
  slug: string;
  asksReceivedGuest?: boolean | null;
}
export interface NeedsService {
  type?: string | null;
  slug: string;
  services?: ReadonlyArray<string> | null;
  catalog?: unknown;
  categories?: ReadonlyArray<NeedsServiceCategory> | null;
  multipleItemsInShoppingCart?: boolean | null;
}
export interface NeedsCatalog {
  _id: string;
  slug: string;
  serviceCategories?: ReadonlyArray<string> | null;
  whereDelivery?: WhereDelivery | null;
}

export interface GateTerminal {
  name: string;
  city: string;
  state: string;
  country: string;
  /** The city's `estimatedDeliveryTime`: the whole time, for coverage that gives no time per terminal. */
  estimatedDeliveryTime: number | null;
  /** The terminal's own `estimatedDeliveryTime`: the run from the counter, after preparation (src/domain/flights/gate-timing.ts). */
  runMinutes: number | null;
  /** The terminal's `walkingTime`: minutes on foot from the counter to its gates. */
  walkingMinutes: number | null;
}

/** The services a catalogue appears under: by its serviceCategories, by a service listing its slug, or by `catalog.id`. */
export function servicesOf<S extends NeedsService>(catalog: NeedsCatalog, services: ReadonlyArray<S>): S[] {
  return services.filter((service) => {
    // A catalogue given as text or a number has no id either.
    const pointed = (service.catalog as { id?: unknown } | null | undefined)?.id;
    // The ArrayDeclaration mutants below are equivalent: a fallback of any content matches no slug but its own.
    return (
      pointed === catalog._id ||
      // Stryker disable next-line ArrayDeclaration: equivalent, see above
      (catalog.serviceCategories ?? []).includes(service.slug) ||
      // Stryker disable next-line ArrayDeclaration: equivalent, see above
      (service.services ?? []).includes(catalog.slug)
    );
  });
}

/** The districts a catalogue's coverage names (a terminal each, at the airport), with their own and their city's times. */
export function gateTerminals(whereDelivery: WhereDelivery | null | undefined): GateTerminal[] {
  const terminals: GateTerminal[] = [];
  // An element added to an empty fallback is a string: it has no sub-levels and no name with "terminal", so it adds none.
  // Stryker disable ArrayDeclaration: equivalent, see above
  for (const country of whereDelivery?.countries ?? []) {
    for (const state of country.states ?? []) {
      for (const city of state.cities ?? []) {
        for (const district of city.districts ?? []) {
          // Stryker restore ArrayDeclaration
          if (!/terminal/i.test(district.name)) continue;
          terminals.push({
            name: district.name,
            city: city.name,
            state: state.code ?? state.name,
            country: country.code ?? country.name,
            estimatedDeliveryTime: city.estimatedDeliveryTime ?? null,
            runMinutes: district.estimatedDeliveryTime ?? null,
            walkingMinutes: district.walkingTime ?? null,
          });
        }
      }
    }
  }
  return terminals;
}

/** `receivedGuest`: whether any of the catalogue's items may ask for the client to be received (see asksReceivedGuest). */
export interface CatalogNeeds {
  gateDelivery: boolean;
  receivedGuest: boolean;
  address: boolean;
}

export function catalogNeeds(catalog: NeedsCatalog, services: ReadonlyArray<NeedsService>): CatalogNeeds {
  const mine = servicesOf(catalog, services);
  const gateDelivery =
    mine.some((s) => String(s.type).toUpperCase() === 'DELIVERY') && gateTerminals(catalog.whereDelivery).length > 0;
  const receivedGuest = guestCategories(mine).size > 0;
  const address = !gateDelivery && (catalog.whereDelivery?.countries?.length ?? 0) > 0;
  return { gateDelivery, receivedGuest, address };
}

/** The slugs of the service categories that ask for the client to be received. */
function guestCategories(services: ReadonlyArray<NeedsService>): Set<string> {
  // Stryker disable next-line ArrayDeclaration: a string added to the empty fallback has no asksReceivedGuest
  return new Set(services.flatMap((s) => (s.categories ?? []).filter((c) => c.asksReceivedGuest).map((c) => c.slug)));
}

/**
 * Whether a cart asks for the name of the client to be received: one of its items sits in a category (of a service
 * the catalogue appears under) that asks for it. The same answer for the checkout page and for createOrder.
 */
export function asksReceivedGuest(
  catalog: NeedsCatalog,
  services: ReadonlyArray<NeedsService>,
  itemServiceCategories: ReadonlyArray<ReadonlyArray<string> | null | undefined>,
): boolean {
  const asking = guestCategories(servicesOf(catalog, services));
  // Stryker disable next-line ArrayDeclaration: a fallback of any content names no category that asks
  return itemServiceCategories.some((slugs) => (slugs ?? []).some((slug) => asking.has(slug)));
}

/** The name given is a name, not a stray letter: the checkout's field and the server ask the same. */
export const RECEIVED_GUEST_MIN_LENGTH = 2;

/**
 * Whether the catalogue takes one item per order: a service it appears under says `multipleItemsInShoppingCart:
 * false` (the cart then replaces its line; the server refuses a second one). One line, of any quantity.
 */
export function takesOneItemPerOrder(catalog: NeedsCatalog, services: ReadonlyArray<NeedsService>): boolean {
  return servicesOf(catalog, services).some((s) => s.multipleItemsInShoppingCart === false);
}
