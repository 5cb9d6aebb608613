import type { PartnersQuery } from './partners.generated';

export type PartnerCatalog = PartnersQuery['catalogs'][number];
export type PartnerService = NonNullable<PartnersQuery['company']>['services'][number];

export interface PartnerFilter {
  slug: string;
  title: string;
  count: number;
}

function titleOf(service: PartnerService): string {
  return service.title || service.name;
}

/**
 * The services a shopper can narrow the partners by: those shown in the menu that list at least one catalogue, in
 * the company's order. Services hidden from the menu (test or internal ones) are never offered.
 */
export function partnerFilters(
  catalogs: ReadonlyArray<PartnerCatalog>,
  services: ReadonlyArray<PartnerService>,
): PartnerFilter[] {
  return services
    .filter((service) => !service.hiddenInMenu)
    .map((service) => ({
      slug: service.slug,
      title: titleOf(service),
      count: catalogs.filter((c) => c.serviceCategories.includes(service.slug)).length,
    }))
    .filter((filter) => filter.count > 0);
}

/** The names of the visible services a catalogue appears under, in the company's order: the card's label. */
export function serviceNamesOf(catalog: PartnerCatalog, services: ReadonlyArray<PartnerService>): string[] {
  return services.filter((s) => !s.hiddenInMenu && catalog.serviceCategories.includes(s.slug)).map(titleOf);
}

/** The catalogues under one service, or all of them when no service is chosen. */
export function partnersOf(catalogs: ReadonlyArray<PartnerCatalog>, service: string | null): PartnerCatalog[] {
  return service ? catalogs.filter((c) => c.serviceCategories.includes(service)) : [...catalogs];
}
