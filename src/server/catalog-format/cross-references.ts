/**
 * Checks across records of one catalogue document: ids unique per kind (the
 * importer matches on them), and every reference (fk, recommendedItemIds,
 * featured items, coupon targets, service catalogues) pointing at a record
 * of the same document. Each problem is reported at its JSON path.
 */
import type { z } from 'zod';
import type { Catalog } from './catalog-schema';
import { promoProblems, type GlobalSubcategory, type Item, type Subcategory, type Subitem } from './item-schema';
import { resolveSubitem } from '../../domain/pricing/shared-records';
import type { ServiceDefinition } from './service-schema';
import { checkVenues } from './venue-schema';

type Path = (string | number)[];

interface DocumentLike {
  company: { slug: string; settings: { mainCatalogSlug?: string }; services: ServiceDefinition[] };
  globalSubcategories: GlobalSubcategory[];
  catalogs: Catalog[];
  coupons: { code: string; appliesTo: string[] }[];
  blogPosts: { slug: string }[];
}

export function checkCrossReferences(doc: DocumentLike, ctx: z.RefinementCtx): void {
  const report = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  const unique = uniquenessChecker(report);

  // Shared option groups and their options.
  const globalSubitemsByGroup = new Map<string, Set<string>>();
  const allGlobalSubitems = new Set<string>();
  const globalSubitemRecords = new Map<string, Subitem>();
  doc.globalSubcategories.forEach((group, g) => {
    const path: Path = ['globalSubcategories', g];
    unique('subcategory _id', group._id, [...path, '_id']);
    const ids = new Set<string>();
    (group.subitems ?? []).forEach((subitem, s) => {
      const subPath = [...path, 'subitems', s];
      unique('subitem _id', subitem._id, [...subPath, '_id']);
      if (subitem.fk !== undefined)
        report([...subPath, 'fk'], 'a subitem of a global subcategory cannot reference another one');
      ids.add(subitem._id);
      allGlobalSubitems.add(subitem._id);
      if (!globalSubitemRecords.has(subitem._id)) globalSubitemRecords.set(subitem._id, subitem);
    });
    globalSubitemsByGroup.set(group._id, ids);
  });

  // Services.
  const serviceBySlug = new Map<string, ServiceDefinition>();
  let defaultServices = 0;
  doc.company.services.forEach((service, i) => {
    const path: Path = ['company', 'services', i];
    unique('service _id', service._id, [...path, '_id']);
    unique('service slug', service.slug, [...path, 'slug']);
    serviceBySlug.set(service.slug, service);
    if (service.itsDefaultService && ++defaultServices > 1)
      report([...path, 'itsDefaultService'], 'only one service may be the default service');
    service.catalog?.globalSubcategoryIds.forEach((id, k) => {
      if (!globalSubitemsByGroup.has(id))
        report([...path, 'catalog', 'globalSubcategoryIds', k], `unknown global subcategory "${id}"`);
    });
  });

  // Catalogues and everything inside them.
  const catalogIds = new Set<string>();
  const catalogSlugs = new Set<string>();
  doc.catalogs.forEach((catalog, c) => {
    const path: Path = ['catalogs', c];
    unique('catalog _id', catalog._id, [...path, '_id']);
    unique('catalog slug', catalog.slug, [...path, 'slug']);
    catalogIds.add(catalog._id);
    catalogSlugs.add(catalog.slug);
    if (catalog.owner !== undefined && catalog.owner !== doc.company.slug)
      report([...path, 'owner'], `must be the document's company "${doc.company.slug}"`);

    const categorySlugs = new Set<string>();
    catalog.serviceCategories.forEach((serviceSlug, k) => {
      const service = serviceBySlug.get(serviceSlug);
      if (!service) report([...path, 'serviceCategories', k], `unknown service slug "${serviceSlug}"`);
      service?.categories.forEach((category) => categorySlugs.add(category.slug));
    });
    const methods = new Set<string>(catalog.paymentMethods.map((entry) => entry.method));
    const checkMethods = (accepted: readonly string[] | undefined, at: Path) =>
      accepted?.forEach((method, k) => {
        if (methods.size > 0 && !methods.has(method))
          report([...at, 'acceptedPaymentMethods', k], `${method} is not among the catalogue's paymentMethods`);
      });
    catalog.paymentMethods.forEach((entry, k) =>
      unique('payment method _id', entry._id, [...path, 'paymentMethods', k, '_id']),
    );

    const itemIds = new Set(catalog.categories.flatMap((category) => category.items.map((item) => item._id)));
    const itemSlugs = new Set<string>();
    catalog.categories.forEach((category, k) => {
      const categoryPath: Path = [...path, 'categories', k];
      unique('category _id', category._id, [...categoryPath, '_id']);
      category.items.forEach((item, i) => {
        const itemPath: Path = [...categoryPath, 'items', i];
        unique('item _id', item._id, [...itemPath, '_id']);
        if (itemSlugs.has(item.slug))
          report([...itemPath, 'slug'], `duplicate item slug "${item.slug}" in this catalogue`);
        itemSlugs.add(item.slug);
        checkItem(item, itemPath);
      });
    });

    checkVenues(catalog, path, report);

    catalog.featuredItemCategories.forEach((featured, k) =>
      featured.featuredItems.forEach((id, j) => {
        if (!itemIds.has(id))
          report([...path, 'featuredItemCategories', k, 'featuredItems', j], `unknown item "${id}" in this catalogue`);
      }),
    );

    function checkItem(item: Item, itemPath: Path) {
      checkMethods(item.acceptedPaymentMethods, itemPath);
      item.recommendedItemIds.forEach((id, j) => {
        if (id === item._id) report([...itemPath, 'recommendedItemIds', j], 'an item cannot recommend itself');
        else if (!itemIds.has(id))
          report([...itemPath, 'recommendedItemIds', j], `unknown item "${id}" in this catalogue`);
      });
      item.serviceCategories.forEach((categorySlug, j) => {
        if (!categorySlugs.has(categorySlug))
          report(
            [...itemPath, 'serviceCategories', j],
            `"${categorySlug}" is not a category of the catalogue's services (${[...categorySlugs].join(', ') || 'none'})`,
          );
      });
      item.creditPackage?.itemIds.forEach((id, j) => {
        const at = [...itemPath, 'creditPackage', 'itemIds', j];
        if (id === item._id) report(at, 'a package cannot pay for itself');
        else if (!itemIds.has(id)) report(at, `unknown item "${id}" in this catalogue`);
      });
      item.subcategories.forEach((group, g) => checkGroup(group, [...itemPath, 'subcategories', g]));
      item.subitems.forEach((subitem, s) => checkSubitem(subitem, [...itemPath, 'subitems', s], allGlobalSubitems));
    }

    function checkGroup(group: Subcategory, groupPath: Path) {
      unique('subcategory _id', group._id, [...groupPath, '_id']);
      let allowedFks = allGlobalSubitems;
      if (group.fk !== undefined) {
        const inherited = globalSubitemsByGroup.get(group.fk);
        if (!inherited) report([...groupPath, 'fk'], `unknown global subcategory "${group.fk}"`);
        allowedFks = inherited ?? new Set();
      }
      (group.subitems ?? []).forEach((subitem, s) => {
        const subPath = [...groupPath, 'subitems', s];
        if (group.fk !== undefined && subitem.fk === undefined)
          report(
            [...subPath, 'fk'],
            'is required: subitems of an inherited subcategory may only override its shared subitems',
          );
        checkSubitem(subitem, subPath, allowedFks, group.fk);
      });
    }

    function checkSubitem(subitem: Subitem, subPath: Path, allowedFks: Set<string>, groupFk?: string) {
      unique('subitem _id', subitem._id, [...subPath, '_id']);
      checkMethods(subitem.acceptedPaymentMethods, subPath);
      if (subitem.fk === undefined) return;
      if (!allowedFks.has(subitem.fk)) {
        report(
          [...subPath, 'fk'],
          groupFk
            ? `unknown subitem "${subitem.fk}" of global subcategory "${groupFk}"`
            : `unknown global subitem "${subitem.fk}"`,
        );
        return;
      }
      // The promo is checked on what the shopper is charged: the shared record with this one's overrides.
      const merged = resolveSubitem(subitem, globalSubitemRecords);
      for (const problem of promoProblems(merged))
        report([...subPath, problem.field], `${problem.message} (with shared subitem "${subitem.fk}")`);
    }
  });

  doc.company.services.forEach((service, i) => {
    const id = service.catalog?.id;
    if (id !== undefined && !catalogIds.has(id))
      report(['company', 'services', i, 'catalog', 'id'], `unknown catalog "${id}"`);
  });
  const mainSlug = doc.company.settings.mainCatalogSlug;
  if (mainSlug !== undefined && !catalogSlugs.has(mainSlug))
    report(['company', 'settings', 'mainCatalogSlug'], `unknown catalog slug "${mainSlug}"`);

  doc.coupons.forEach((coupon, i) => {
    unique('coupon code', coupon.code, ['coupons', i, 'code']);
    coupon.appliesTo.forEach((id, k) => {
      if (!catalogIds.has(id)) report(['coupons', i, 'appliesTo', k], `unknown catalog "${id}"`);
    });
  });
  doc.blogPosts.forEach((post, i) => unique('blog post slug', post.slug, ['blogPosts', i, 'slug']));
}

/** Reports the second and later occurrence of a value within a kind, naming where the first one is. */
function uniquenessChecker(report: (path: Path, message: string) => void) {
  const seen = new Map<string, Path>();
  return (kind: string, value: string, path: Path) => {
    const key = `${kind}\u0000${value}`;
    const first = seen.get(key);
    if (first) report(path, `duplicate ${kind} "${value}" (first at ${pathText(first)})`);
    else seen.set(key, path);
  };
}

function pathText(path: Path): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}
