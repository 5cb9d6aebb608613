/**
 * `exportCatalog(db, companySlug)`: the company with everything it sells, as
 * the import document (docs/interfaces.md "Catalogue import format"), money back in
 * reais. Importing the export into an empty database gives the same rows;
 * exporting again gives the same document.
 *
 * Optional fields that are empty in the database are left out (the format
 * does not distinguish "absent" from null for them), and an option group's
 * `subitems` is always a list (possibly empty); blog timestamps come out
 * in America/Sao_Paulo with milliseconds (docs/business-rules.md "ISO timestamps").
 */
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { centsToReais } from '../../domain/pricing/money';
import type {
  Catalog,
  CatalogDocument,
  Category,
  GlobalSubcategory,
  Item,
  Subcategory,
  Subitem,
} from '../catalog-format/schema';
import type { DbOrTx } from '../db/engine';
import * as s from '../db/schema';
import { DEFAULT_ZONE } from './rows';

type Select<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Keeps only the entries whose value is neither null nor undefined. */
function compact<T extends Record<string, unknown>>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export function promoFromStored(promo: number | null, promoType: string | null): number | null {
  if (promo === null) return null;
  return promoType === 'PERCENT' ? promo : centsToReais(promo);
}

function subitemToDoc(row: Select<typeof s.globalSubitems> | Select<typeof s.itemSubitems>): Subitem {
  return compact({
    _id: row.id,
    fk: 'fk' in row ? row.fk : null,
    name: row.name,
    type: row.type,
    description: row.description,
    img: row.img,
    price: row.priceCents === null ? null : centsToReais(row.priceCents),
    promo: promoFromStored(row.promo, row.promoType),
    promoType: row.promoType,
    params: row.params,
    status: row.status,
    quantity: row.quantity,
    progressiveDiscount: row.progressiveDiscount,
    acceptedPaymentMethods: row.acceptedPaymentMethods,
    modifiers: row.modifiers,
    translations: row.translations,
  }) as Subitem;
}

function subcategoryToDoc(
  row: Select<typeof s.globalSubcategories> | Select<typeof s.itemSubcategories>,
  subitems: Subitem[],
): Subcategory {
  return compact({
    _id: row.id,
    fk: 'fk' in row ? row.fk : null,
    name: row.name,
    type: row.type,
    min: row.min,
    max: row.max,
    repeat: row.repeat,
    status: row.status,
    api: row.api,
    translations: row.translations,
    modifiers: row.modifiers,
    // Always a list (an inherited group without overrides has an empty one).
    subitems,
  }) as Subcategory;
}

/** The company's document, or null when no company has this slug. */
export async function exportCatalog(db: DbOrTx, companySlug: string): Promise<CatalogDocument | null> {
  const [company] = await db.select().from(s.companies).where(eq(s.companies.slug, companySlug));
  if (!company) return null;
  const rows = await loadCompanyRows(db, company.id);
  const catalogIndex = indexCatalogRows(rows);
  return {
    company: companyToDoc(company, rows.domains, rows.services),
    globalSubcategories: globalSubcategoriesToDoc(rows.globalGroups, rows.globalSubitems),
    catalogs: rows.catalogs.map((row) => catalogToDoc(row, company.slug, catalogIndex)),
    coupons: rows.coupons.map(couponToDoc),
    blogPosts: rows.blogPosts.map(blogPostToDoc),
  };
}

type CompanyRow = Select<typeof s.companies>;

/** Every row of the company, each table in its stored order. */
async function loadCompanyRows(db: DbOrTx, companyId: string) {
  const byCompany = (table: { companyId: AnyPgColumn }) => eq(table.companyId, companyId);
  const [
    domains,
    services,
    globalGroups,
    globalSubitems,
    catalogs,
    categories,
    items,
    itemGroups,
    itemSubitems,
    featured,
    hours,
    holidays,
    areas,
    rules,
    coupons,
    blogPosts,
  ] = await Promise.all([
    db.select().from(s.companyDomains).where(byCompany(s.companyDomains)).orderBy(asc(s.companyDomains.position)),
    db
      .select()
      .from(s.serviceDefinitions)
      .where(byCompany(s.serviceDefinitions))
      .orderBy(asc(s.serviceDefinitions.position)),
    db
      .select()
      .from(s.globalSubcategories)
      .where(byCompany(s.globalSubcategories))
      .orderBy(asc(s.globalSubcategories.position)),
    db.select().from(s.globalSubitems).where(byCompany(s.globalSubitems)).orderBy(asc(s.globalSubitems.position)),
    db.select().from(s.catalogs).where(byCompany(s.catalogs)).orderBy(asc(s.catalogs.position)),
    db.select().from(s.categories).where(byCompany(s.categories)).orderBy(asc(s.categories.position)),
    db.select().from(s.items).where(byCompany(s.items)).orderBy(asc(s.items.position)),
    db
      .select()
      .from(s.itemSubcategories)
      .where(byCompany(s.itemSubcategories))
      .orderBy(asc(s.itemSubcategories.position)),
    db.select().from(s.itemSubitems).where(byCompany(s.itemSubitems)).orderBy(asc(s.itemSubitems.position)),
    db
      .select()
      .from(s.featuredItemCategories)
      .where(byCompany(s.featuredItemCategories))
      .orderBy(asc(s.featuredItemCategories.position)),
    db.select().from(s.openingHours).where(byCompany(s.openingHours)),
    db.select().from(s.holidays).where(byCompany(s.holidays)).orderBy(asc(s.holidays.position)),
    db.select().from(s.deliveryAreas).where(byCompany(s.deliveryAreas)).orderBy(asc(s.deliveryAreas.position)),
    db.select().from(s.deliveryRules).where(byCompany(s.deliveryRules)).orderBy(asc(s.deliveryRules.position)),
    db.select().from(s.coupons).where(byCompany(s.coupons)).orderBy(asc(s.coupons.position)),
    db.select().from(s.blogPosts).where(byCompany(s.blogPosts)).orderBy(asc(s.blogPosts.position)),
  ]);
  return {
    domains,
    services,
    globalGroups,
    globalSubitems,
    catalogs,
    categories,
    items,
    itemGroups,
    itemSubitems,
    featured,
    hours,
    holidays,
    areas,
    rules,
    coupons,
    blogPosts,
  };
}

type CompanyRows = Awaited<ReturnType<typeof loadCompanyRows>>;

/** The rows below a catalogue, grouped by their parent so each document node finds its children at once. */
function indexCatalogRows(rows: CompanyRows) {
  const byCatalog = <T extends { catalogId: string }>(list: T[]) => groupBy(list, (row) => row.catalogId);
  return {
    subitemsByGroup: groupBy(rows.itemSubitems, (row) => itemGroupKey(row.itemId, row.subcategoryId)),
    groupsByItem: groupBy(rows.itemGroups, (row) => row.itemId),
    itemsByCategory: groupBy(rows.items, (row) => row.categoryId),
    categoriesByCatalog: byCatalog(rows.categories),
    featuredByCatalog: byCatalog(rows.featured),
    hoursByCatalog: byCatalog(rows.hours),
    holidaysByCatalog: byCatalog(rows.holidays),
    areasByCatalog: byCatalog(rows.areas),
    rulesByCatalog: byCatalog(rows.rules),
  };
}

type CatalogIndex = ReturnType<typeof indexCatalogRows>;

/** An item's own options: those of one of its groups, or (groupId null) those directly on the item. */
function itemGroupKey(itemId: string, groupId: string | null): string {
  return `${itemId}\u0000${groupId ?? ''}`;
}

function companyToDoc(
  company: CompanyRow,
  domains: readonly Select<typeof s.companyDomains>[],
  services: readonly Select<typeof s.serviceDefinitions>[],
): CatalogDocument['company'] {
  return compact({
    slug: company.slug,
    name: company.name,
    domains: domains.map((d) => d.domain),
    requiredAuth: company.requiredAuth,
    prohibitedForMinors: company.prohibitedForMinors,
    tracker: company.googleTagManagerId === null ? null : { googleTagManagerId: company.googleTagManagerId },
    settings: company.settings,
    services: services.map(serviceToDoc),
  }) as CatalogDocument['company'];
}

function globalSubcategoriesToDoc(
  groups: readonly Select<typeof s.globalSubcategories>[],
  subitems: readonly Select<typeof s.globalSubitems>[],
): GlobalSubcategory[] {
  const subitemsByGroup = groupBy(subitems, (row) => row.subcategoryId);
  return groups.map(
    (group) => subcategoryToDoc(group, (subitemsByGroup.get(group.id) ?? []).map(subitemToDoc)) as GlobalSubcategory,
  );
}

function catalogToDoc(row: Select<typeof s.catalogs>, owner: string, index: CatalogIndex): Catalog {
  return compact({
    _id: row.id,
    owner,
    title: row.title,
    slug: row.slug,
    description: row.description,
    cover: row.cover,
    logo: row.logo,
    catalogType: row.catalogType,
    prohibitedForMinors: row.prohibitedForMinors,
    minimumOrderValue: centsToReais(row.minimumOrderValueCents),
    status: row.status,
    serviceCategories: row.serviceCategories,
    requiredAuth: row.requiredAuth,
    thereIsMelhorEnvioIntegration: row.thereIsMelhorEnvioIntegration,
    preparationTime: row.preparationTime,
    checkout: row.checkout,
    config: row.config,
    integration: row.integration,
    paymentMethods: row.paymentMethods,
    timezone: row.timezone,
    translations: row.translations,
    categories: (index.categoriesByCatalog.get(row.id) ?? []).map((category) => categoryToDoc(category, index)),
    featuredItemCategories: (index.featuredByCatalog.get(row.id) ?? []).map((f) =>
      compact({ _id: f.docId, title: f.title, featuredItems: f.featuredItems, translations: f.translations }),
    ),
    openingHours: row.hasOpeningHours ? openingHoursToDoc(index.hoursByCatalog.get(row.id) ?? []) : null,
    holidays: (index.holidaysByCatalog.get(row.id) ?? []).map((h) => ({ date: h.date, name: h.name, type: h.type })),
    whereDelivery: coverageToDoc(index.areasByCatalog.get(row.id) ?? []),
    operationWay: row.operationWay,
    rules: (index.rulesByCatalog.get(row.id) ?? []).map((r) =>
      compact({ operationWay: r.operationWay, if: r.if, then: r.then, else: r.else }),
    ),
    venues: row.venues,
  }) as Catalog;
}

/** The stored weekdays in the format's weekday order. */
function openingHoursToDoc(hours: readonly Select<typeof s.openingHours>[]) {
  return Object.fromEntries(
    s.WEEKDAYS.flatMap((weekday) => {
      const day = hours.find((h) => h.weekday === weekday);
      return day ? [[weekday, { open: day.open, hours: day.hours }]] : [];
    }),
  );
}

function categoryToDoc(row: Select<typeof s.categories>, index: CatalogIndex): Category {
  return compact({
    _id: row.id,
    name: row.name,
    description: row.description,
    img: row.img,
    status: row.status,
    translations: row.translations,
    items: (index.itemsByCategory.get(row.id) ?? []).map((item) => itemToDoc(item, index)),
  }) as Category;
}

function itemToDoc(row: Select<typeof s.items>, index: CatalogIndex): Item {
  const ownSubitems = (groupId: string | null) =>
    (index.subitemsByGroup.get(itemGroupKey(row.id, groupId)) ?? []).map(subitemToDoc);
  return {
    ...compact({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      tags: row.tags,
      description: row.description,
      characteristics: row.characteristics,
      additionalDescription: row.additionalDescription,
      acceptedPaymentMethods: row.acceptedPaymentMethods,
      img: row.img,
      price: centsToReais(row.priceCents),
      unitOfMeasurement: row.unitOfMeasurement,
      dimensions: row.dimensions,
      weighing: row.weighing,
      promo: promoFromStored(row.promo, row.promoType),
      promoType: row.promoType,
      min: row.min,
      status: row.status,
      featured: row.featured,
      recommendedItemIds: row.recommendedItemIds,
      customNote: row.customNote,
      creditPackage: row.creditPackage,
      componentVariant: row.componentVariant,
      serviceCategories: row.serviceCategories,
      translations: row.translations,
      subcategories: (index.groupsByItem.get(row.id) ?? []).map((group) =>
        subcategoryToDoc(group, ownSubitems(group.id)),
      ),
      modifiers: row.modifiers,
      subitems: ownSubitems(null),
    }),
    // null is meaningful here: no maximum, unlimited stock.
    max: row.max,
    stock: row.stock,
  } as Item;
}

function couponToDoc(c: Select<typeof s.coupons>): CatalogDocument['coupons'][number] {
  return compact({
    code: c.code,
    description: c.description,
    discount: {
      type: c.discountType,
      value: c.discountType === 'REAL' ? centsToReais(c.discountValue) : c.discountValue,
    },
    appliesTo: c.appliesTo,
    status: c.status,
    minimumOrderValue: centsToReais(c.minimumOrderValueCents),
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    translations: c.translations,
  }) as CatalogDocument['coupons'][number];
}

function blogPostToDoc(p: Select<typeof s.blogPosts>): CatalogDocument['blogPosts'][number] {
  return compact({
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    body: p.body,
    cover: p.cover,
    publishedAt: formatTimestamp(p.publishedAt),
    author: p.author,
    translations: p.translations,
  }) as CatalogDocument['blogPosts'][number];
}

/** ISO with milliseconds and numeric offset, in America/Sao_Paulo (docs/business-rules.md "ISO timestamps"). */
export function formatTimestamp(date: Date): string {
  return DateTime.fromJSDate(date, { zone: DEFAULT_ZONE }).toISO() ?? date.toISOString();
}

function serviceToDoc(row: Select<typeof s.serviceDefinitions>): CatalogDocument['company']['services'][number] {
  return compact({
    _id: row.id,
    title: row.title,
    name: row.name,
    label: row.label,
    description: row.description,
    type: row.type,
    slug: row.slug,
    color: row.color,
    icon: row.icon,
    image: row.image,
    logo: row.logo,
    backgroundImage: row.backgroundImage,
    shownInTopbar: row.shownInTopbar,
    hiddenInMenu: row.hiddenInMenu,
    hidePrice: row.hidePrice,
    multipleItemsInShoppingCart: row.multipleItemsInShoppingCart,
    itsDefaultService: row.itsDefaultService,
    link: row.link,
    termsOfUse: row.termsOfUse,
    catalog: row.catalog,
    metaTags: row.metaTags,
    services: row.services,
    categories: row.categories,
    staticBanner: row.staticBanner,
    banner: row.banner,
    benefits: row.benefits,
    faq: row.faq,
    checkoutWarning: row.checkoutWarning,
    translations: row.translations,
    categoryBannerImageConfig: row.categoryBannerImageConfig,
    categoryBentos: row.categoryBentos,
    bentosSection: row.bentosSection,
    sliderSection: row.sliderSection,
  }) as CatalogDocument['company']['services'][number];
}

type AreaRow = Select<typeof s.deliveryAreas>;

/** Rebuilds countries › states › cities › districts from the area rows (ordered by position). */
function coverageToDoc(areas: readonly AreaRow[]): Catalog['whereDelivery'] {
  const children = groupBy(areas, (a) => a.parentId);
  const base = (a: AreaRow) => ({
    name: a.name,
    fullCoverage: a.fullCoverage,
    deliveryFee: centsToReais(a.deliveryFeeCents),
  });
  const kids = (a: AreaRow) => children.get(a.id) ?? [];
  return {
    countries: (children.get(null) ?? []).map((country) => ({
      ...base(country),
      ...compact({ code: country.code }),
      states: kids(country).map((state) => ({
        ...base(state),
        ...compact({ code: state.code }),
        cities: kids(state).map((city) => ({
          ...base(city),
          ...compact({ estimatedDeliveryTime: city.estimatedDeliveryTime }),
          districts: kids(city).map((district) => ({
            ...base(district),
            ...compact({ estimatedDeliveryTime: district.estimatedDeliveryTime, walkingTime: district.walkingTime }),
          })),
        })),
      })),
    })),
  };
}
