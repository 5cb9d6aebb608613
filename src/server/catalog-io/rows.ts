/**
 * The validated document as the rows of every table (import), money turned
 * into integer cents. `export.ts` does the reverse.
 */
import { DateTime } from 'luxon';
import { reaisToCents } from '../../domain/pricing/money';
import type {
  BlogPost,
  Catalog,
  CatalogDocument,
  Category,
  Company,
  Coupon,
  GlobalSubcategory,
  Item,
  ServiceDefinition,
  Subcategory,
  Subitem,
  WhereDelivery,
} from '../catalog-format/schema';
import type * as s from '../db/schema';

/** Zone in which a blog timestamp without an offset is read (docs/business-rules.md "ISO timestamps"). */
export const DEFAULT_ZONE = 'America/Sao_Paulo';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CompanyRows {
  company: Omit<Insert<typeof s.companies>, 'id'>;
  domains: Insert<typeof s.companyDomains>[];
  services: Insert<typeof s.serviceDefinitions>[];
  globalSubcategories: Insert<typeof s.globalSubcategories>[];
  globalSubitems: Insert<typeof s.globalSubitems>[];
  catalogs: Insert<typeof s.catalogs>[];
  categories: Insert<typeof s.categories>[];
  items: Insert<typeof s.items>[];
  itemSubcategories: Insert<typeof s.itemSubcategories>[];
  itemSubitems: Insert<typeof s.itemSubitems>[];
  featuredItemCategories: Insert<typeof s.featuredItemCategories>[];
  openingHours: Insert<typeof s.openingHours>[];
  holidays: Insert<typeof s.holidays>[];
  deliveryAreas: Insert<typeof s.deliveryAreas>[];
  deliveryRules: Insert<typeof s.deliveryRules>[];
  coupons: Insert<typeof s.coupons>[];
  blogPosts: Insert<typeof s.blogPosts>[];
}

/** A promo in its stored unit: percentage points for PERCENT, cents otherwise (src/domain/promo.ts). */
export function promoToStored(promo: number | null | undefined, promoType: string | undefined): number | null {
  if (promo == null) return null;
  return promoType === 'PERCENT' ? promo : reaisToCents(promo);
}

/** Reads an ISO timestamp; one without an offset is in America/Sao_Paulo. */
export function parseTimestamp(value: string): Date {
  const parsed = DateTime.fromISO(value, { zone: DEFAULT_ZONE, setZone: true });
  if (!parsed.isValid) throw new Error(`Invalid timestamp ${value}`);
  return parsed.toJSDate();
}

export function documentToRows(doc: CatalogDocument, companyId: string): CompanyRows {
  const { company } = doc;
  const rows: CompanyRows = {
    company: companyColumns(company),
    domains: [...new Set(company.domains)].map((domain, position) => ({ domain, companyId, position })),
    services: company.services.map((service, position) => serviceRow(companyId, service, position)),
    globalSubcategories: [],
    globalSubitems: [],
    catalogs: [],
    categories: [],
    items: [],
    itemSubcategories: [],
    itemSubitems: [],
    featuredItemCategories: [],
    openingHours: [],
    holidays: [],
    deliveryAreas: [],
    deliveryRules: [],
    coupons: doc.coupons.map((coupon, position) => couponRow(companyId, coupon, position)),
    blogPosts: doc.blogPosts.map((post, position) => blogPostRow(companyId, post, position)),
  };
  doc.globalSubcategories.forEach((group, position) => addGlobalSubcategory(rows, companyId, group, position));
  doc.catalogs.forEach((catalog, position) => addCatalog(rows, companyId, catalog, position));
  return rows;
}

function companyColumns(company: Company): CompanyRows['company'] {
  return {
    slug: company.slug,
    name: company.name,
    requiredAuth: company.requiredAuth,
    prohibitedForMinors: company.prohibitedForMinors,
    googleTagManagerId: company.tracker?.googleTagManagerId ?? null,
    settings: company.settings,
  };
}

function serviceRow(
  companyId: string,
  service: ServiceDefinition,
  position: number,
): Insert<typeof s.serviceDefinitions> {
  return {
    companyId,
    id: service._id,
    slug: service.slug,
    type: service.type,
    title: service.title,
    name: service.name,
    label: service.label ?? null,
    description: service.description,
    color: service.color ?? null,
    icon: service.icon ?? null,
    image: service.image ?? null,
    logo: service.logo ?? null,
    backgroundImage: service.backgroundImage ?? null,
    shownInTopbar: service.shownInTopbar,
    hiddenInMenu: service.hiddenInMenu,
    hidePrice: service.hidePrice,
    multipleItemsInShoppingCart: service.multipleItemsInShoppingCart,
    itsDefaultService: service.itsDefaultService,
    link: service.link ?? null,
    termsOfUse: service.termsOfUse ?? null,
    catalog: service.catalog ?? null,
    metaTags: service.metaTags,
    services: service.services,
    categories: service.categories,
    staticBanner: service.staticBanner ?? null,
    banner: service.banner ?? null,
    benefits: service.benefits ?? null,
    faq: service.faq,
    checkoutWarning: service.checkoutWarning ?? null,
    translations: service.translations,
    categoryBannerImageConfig: service.categoryBannerImageConfig ?? null,
    categoryBentos: service.categoryBentos ?? null,
    bentosSection: service.bentosSection ?? null,
    sliderSection: service.sliderSection ?? null,
    position,
  };
}

function couponRow(companyId: string, coupon: Coupon, position: number): Insert<typeof s.coupons> {
  return {
    companyId,
    code: coupon.code,
    description: coupon.description ?? null,
    discountType: coupon.discount.type,
    discountValue: coupon.discount.type === 'REAL' ? reaisToCents(coupon.discount.value) : coupon.discount.value,
    appliesTo: coupon.appliesTo,
    status: coupon.status,
    minimumOrderValueCents: reaisToCents(coupon.minimumOrderValue),
    validFrom: coupon.validFrom ?? null,
    validUntil: coupon.validUntil ?? null,
    translations: coupon.translations,
    position,
  };
}

function blogPostRow(companyId: string, post: BlogPost, position: number): Insert<typeof s.blogPosts> {
  return {
    companyId,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    cover: post.cover ?? null,
    author: post.author ?? null,
    publishedAt: parseTimestamp(post.publishedAt),
    translations: post.translations,
    position,
  };
}

/** The columns an option group has, shared or of one item. */
function subcategoryColumns(group: Subcategory | GlobalSubcategory, position: number) {
  return {
    name: group.name ?? null,
    type: group.type ?? null,
    min: group.min ?? null,
    max: group.max ?? null,
    repeat: group.repeat ?? null,
    status: group.status ?? null,
    api: group.api ?? null,
    translations: group.translations,
    modifiers: group.modifiers ?? null,
    position,
  };
}

function addGlobalSubcategory(rows: CompanyRows, companyId: string, group: GlobalSubcategory, position: number): void {
  rows.globalSubcategories.push({ companyId, id: group._id, ...subcategoryColumns(group, position) });
  (group.subitems ?? []).forEach((subitem, subPosition) =>
    rows.globalSubitems.push({
      companyId,
      subcategoryId: group._id,
      id: subitem._id,
      ...subitemColumns(subitem, subPosition),
    }),
  );
}

function subitemColumns(subitem: Subitem, position: number) {
  return {
    name: subitem.name ?? null,
    type: subitem.type ?? null,
    description: subitem.description ?? null,
    img: subitem.img ?? null,
    priceCents: subitem.price === undefined ? null : reaisToCents(subitem.price),
    promo: promoToStored(subitem.promo, subitem.promoType),
    promoType: subitem.promoType ?? null,
    params: subitem.params ?? null,
    status: subitem.status ?? null,
    quantity: subitem.quantity ?? null,
    progressiveDiscount: subitem.progressiveDiscount ?? null,
    acceptedPaymentMethods: subitem.acceptedPaymentMethods ?? null,
    modifiers: subitem.modifiers ?? null,
    translations: subitem.translations,
    position,
  };
}

/** The columns that place a row in a company's catalogue. */
interface CatalogKey {
  companyId: string;
  catalogId: string;
}

/** One catalogue and everything under it: categories, items and their options, then the catalogue's settings. */
function addCatalog(rows: CompanyRows, companyId: string, catalog: Catalog, position: number): void {
  rows.catalogs.push(catalogRow(companyId, catalog, position));
  const catalogKey: CatalogKey = { companyId, catalogId: catalog._id };
  catalog.categories.forEach((category, categoryPosition) => addCategory(rows, catalogKey, category, categoryPosition));
  addCatalogSettings(rows, catalogKey, catalog);
}

function catalogRow(companyId: string, catalog: Catalog, position: number): Insert<typeof s.catalogs> {
  return {
    companyId,
    id: catalog._id,
    slug: catalog.slug,
    title: catalog.title,
    description: catalog.description,
    cover: catalog.cover ?? null,
    logo: catalog.logo ?? null,
    catalogType: catalog.catalogType,
    prohibitedForMinors: catalog.prohibitedForMinors,
    minimumOrderValueCents: reaisToCents(catalog.minimumOrderValue),
    status: catalog.status,
    serviceCategories: catalog.serviceCategories,
    requiredAuth: catalog.requiredAuth,
    thereIsMelhorEnvioIntegration: catalog.thereIsMelhorEnvioIntegration,
    preparationTime: catalog.preparationTime ?? null,
    checkout: catalog.checkout,
    config: catalog.config,
    integration: catalog.integration,
    paymentMethods: catalog.paymentMethods,
    operationWay: catalog.operationWay,
    timezone: catalog.timezone,
    hasOpeningHours: catalog.openingHours !== undefined,
    translations: catalog.translations,
    venues: catalog.venues,
    position,
  };
}

function addCategory(rows: CompanyRows, catalogKey: CatalogKey, category: Category, position: number): void {
  rows.categories.push({
    ...catalogKey,
    id: category._id,
    name: category.name,
    description: category.description,
    img: category.img ?? null,
    status: category.status,
    translations: category.translations,
    position,
  });
  category.items.forEach((item, itemPosition) => {
    rows.items.push(itemRow(catalogKey, category._id, item, itemPosition));
    addItemOptions(rows, { ...catalogKey, itemId: item._id }, item);
  });
}

function itemRow(catalogKey: CatalogKey, categoryId: string, item: Item, position: number): Insert<typeof s.items> {
  return {
    ...catalogKey,
    categoryId,
    id: item._id,
    slug: item.slug,
    name: item.name,
    tags: item.tags,
    description: item.description,
    characteristics: item.characteristics ?? null,
    additionalDescription: item.additionalDescription,
    acceptedPaymentMethods: item.acceptedPaymentMethods ?? null,
    img: item.img ?? null,
    priceCents: reaisToCents(item.price),
    unitOfMeasurement: item.unitOfMeasurement,
    dimensions: item.dimensions ?? null,
    weighing: item.weighing ?? null,
    promo: promoToStored(item.promo, item.promoType),
    promoType: item.promoType ?? null,
    min: item.min,
    max: item.max,
    status: item.status,
    stock: item.stock,
    featured: item.featured,
    recommendedItemIds: item.recommendedItemIds,
    customNote: item.customNote ?? null,
    creditPackage: item.creditPackage ?? null,
    componentVariant: item.componentVariant ?? null,
    serviceCategories: item.serviceCategories,
    translations: item.translations,
    modifiers: item.modifiers ?? null,
    position,
  };
}

/** An item's option groups, each followed by its options, then the options directly on the item (no group). */
function addItemOptions(rows: CompanyRows, itemKey: CatalogKey & { itemId: string }, item: Item): void {
  const option = (subcategoryId: string | null, subitem: Subitem, position: number) =>
    rows.itemSubitems.push({
      ...itemKey,
      subcategoryId,
      id: subitem._id,
      fk: subitem.fk ?? null,
      ...subitemColumns(subitem, position),
    });
  item.subcategories.forEach((group, groupPosition) => {
    rows.itemSubcategories.push({
      ...itemKey,
      id: group._id,
      fk: group.fk ?? null,
      ...subcategoryColumns(group, groupPosition),
    });
    (group.subitems ?? []).forEach((subitem, subPosition) => option(group._id, subitem, subPosition));
  });
  item.subitems.forEach((subitem, subPosition) => option(null, subitem, subPosition));
}

/** Featured lists, opening hours, holidays, delivery coverage and delivery rules. */
function addCatalogSettings(rows: CompanyRows, catalogKey: CatalogKey, catalog: Catalog): void {
  catalog.featuredItemCategories.forEach((featured, position) =>
    rows.featuredItemCategories.push({
      ...catalogKey,
      position,
      docId: featured._id ?? null,
      title: featured.title,
      featuredItems: featured.featuredItems,
      translations: featured.translations,
    }),
  );
  for (const [weekday, day] of Object.entries(catalog.openingHours ?? {})) {
    if (!day) continue;
    rows.openingHours.push({ ...catalogKey, weekday: weekday as s.WeekdayName, open: day.open, hours: day.hours });
  }
  catalog.holidays.forEach((holiday, position) =>
    rows.holidays.push({ ...catalogKey, position, date: holiday.date, name: holiday.name, type: holiday.type }),
  );
  addCoverage(rows, catalogKey.companyId, catalogKey.catalogId, catalog.whereDelivery);
  catalog.rules.forEach((rule, position) =>
    rows.deliveryRules.push({
      ...catalogKey,
      position,
      operationWay: rule.operationWay ?? null,
      if: rule.if,
      then: rule.then,
      else: rule.else ?? null,
    }),
  );
}

/** Parents before children, so the self-referencing foreign key holds at every insert. */
function addCoverage(rows: CompanyRows, companyId: string, catalogId: string, coverage: WhereDelivery): void {
  const area = (
    id: string,
    parentId: string | null,
    level: s.AreaLevel,
    position: number,
    node: {
      name: string;
      fullCoverage: boolean;
      deliveryFee: number;
      code?: string;
      estimatedDeliveryTime?: number;
      walkingTime?: number;
    },
  ) =>
    rows.deliveryAreas.push({
      companyId,
      catalogId,
      id,
      parentId,
      level,
      name: node.name,
      code: node.code ?? null,
      fullCoverage: node.fullCoverage,
      deliveryFeeCents: reaisToCents(node.deliveryFee),
      estimatedDeliveryTime: node.estimatedDeliveryTime ?? null,
      walkingTime: node.walkingTime ?? null,
      position,
    });
  coverage.countries.forEach((country, c) => {
    const countryId = `${c}`;
    area(countryId, null, 'country', c, country);
    country.states.forEach((state, si) => {
      const stateId = `${countryId}.${si}`;
      area(stateId, countryId, 'state', si, state);
      state.cities.forEach((city, ci) => {
        const cityId = `${stateId}.${ci}`;
        area(cityId, stateId, 'city', ci, city);
        city.districts.forEach((district, di) => area(`${cityId}.${di}`, cityId, 'district', di, district));
      });
    });
  });
}
