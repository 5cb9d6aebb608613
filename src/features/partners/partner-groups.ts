import type { PartnerCatalog, PartnerService } from './partners.query';

export interface PartnerGroup {
  /** The service's slug, or null for the catalogues no visible service lists. */
  slug: string | null;
  /** The service's title in the page's language; null for the "other partners" group. */
  title: string | null;
  catalogs: PartnerCatalog[];
}

/**
 * Groups the catalogues under the company's services, in the company's service order. A catalogue listed by more
 * than one service shows once, under the first of them, so each store has one card and one link on the page;
 * services hidden from the menu are not headings, and what only they list lands in the last, untitled group.
 */
export function partnerGroups(catalogs: ReadonlyArray<PartnerCatalog>, services: ReadonlyArray<PartnerService>): PartnerGroup[] {
  const visible = services.filter((service) => !service.hiddenInMenu);
  const placed = new Set<string>();
  const groups: PartnerGroup[] = [];
  for (const service of visible) {
    const members = catalogs.filter((catalog) => !placed.has(catalog._id) && catalog.serviceCategories.includes(service.slug));
    if (members.length === 0) continue;
    members.forEach((catalog) => placed.add(catalog._id));
    groups.push({ slug: service.slug, title: service.title || service.name, catalogs: members });
  }
  const rest = catalogs.filter((catalog) => !placed.has(catalog._id));
  if (rest.length > 0) groups.push({ slug: null, title: null, catalogs: rest });
  return groups;
}
