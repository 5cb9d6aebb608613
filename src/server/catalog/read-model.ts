/**
 * The catalogue's read model: one company's catalogues, items, option groups, options and coupons in the
 * domain's shapes (money in integer cents), indexed, built once per catalogue version when the snapshot is
 * built. It is the one door to the catalogue for reads: `catalog(id)`, `item(id)` and their by-slug twins.
 * Each record also keeps the document record it came from (`record`) for what is shown as is (names,
 * translations, images, modifiers as JSON); money fields are read from the cents and turned back into reais
 * only by the GraphQL resolvers.
 *
 * Options are keyed by their group and their id: two groups inheriting one shared group hold the same option
 * id, each with its own price.
 */
import type { Catalog, CatalogDocument, Category, Item, Subcategory, Subitem } from '../catalog-format/schema';
import type {
  QuoteCatalog,
  QuoteCoupon,
  QuoteItem,
  QuoteSubcategory,
  QuoteSubitem,
} from '../../domain/orders/cart-quote';
import { indexShared, resolveSubcategory, resolveSubitem, type SharedIndex } from '../../domain/pricing/shared-records';
import type { ResolvedSubcategory, ResolvedSubitem } from './resolved-records';
import { quoteCatalogOf, quoteCouponOf, quoteItemOf, quoteSubcategoryOf, quoteSubitemOf } from './to-domain';

export interface ReadSubitem extends QuoteSubitem {
  record: ResolvedSubitem;
}
export interface ReadSubcategory extends QuoteSubcategory {
  record: ResolvedSubcategory;
  subitems: ReadonlyArray<ReadSubitem>;
}
export interface ReadItem extends QuoteItem {
  catalogId: string;
  /** The item's home category: the first that lists it. */
  categoryId: string;
  slug: string;
  record: Item;
  subcategories: ReadonlyArray<ReadSubcategory>;
  /** Extras offered on the item itself, outside any group. */
  subitems: ReadonlyArray<ReadSubitem>;
}
export interface ReadCategory {
  record: Category;
  /** The items the category lists, each as its one read item (an item listed twice is the same item). */
  items: ReadonlyArray<ReadItem>;
}
export interface ReadCatalog extends QuoteCatalog {
  slug: string;
  timezone: string;
  record: Catalog;
  categories: ReadonlyArray<ReadCategory>;
  /** Item id → item, in the order the catalogue lists them. */
  items: ReadonlyMap<string, ReadItem>;
  itemsBySlug: ReadonlyMap<string, ReadItem>;
}

export interface CatalogReadModel {
  readonly catalogs: ReadonlyArray<ReadCatalog>;
  catalog(id: string): ReadCatalog | undefined;
  catalogBySlug(slug: string): ReadCatalog | undefined;
  /** In the given catalogue, or the first catalogue that has it. */
  item(id: string, catalogId?: string | null): ReadItem | undefined;
  itemBySlug(slug: string, catalogId?: string | null): ReadItem | undefined;
  /** By code as stored (upper case). */
  coupon(code: string): QuoteCoupon | undefined;
}

type Shared = SharedIndex<Subitem, Subcategory>;

const readSubitem = (record: ResolvedSubitem): ReadSubitem => ({ ...quoteSubitemOf(record), record });

function readSubcategory(local: Subcategory, shared: Shared): ReadSubcategory {
  const record = resolveSubcategory<Subitem, Subcategory>(local, shared) as ResolvedSubcategory;
  return { ...quoteSubcategoryOf(record), record, subitems: (record.subitems ?? []).map(readSubitem) };
}

function readItem(item: Item, catalogId: string, category: Category, shared: Shared): ReadItem {
  return {
    ...quoteItemOf(item, category._id, category.status),
    catalogId,
    categoryId: category._id,
    slug: item.slug,
    record: item,
    subcategories: (item.subcategories ?? []).map((subcategory) => readSubcategory(subcategory, shared)),
    subitems: (item.subitems ?? []).map((subitem) => readSubitem(resolveSubitem(subitem, shared.subitems))),
  };
}

function readCatalog(catalog: Catalog, shared: Shared): ReadCatalog {
  const items = new Map<string, ReadItem>();
  const itemsBySlug = new Map<string, ReadItem>();
  for (const category of catalog.categories) {
    for (const item of category.items) {
      // An item listed in two categories is the same item: the first category is its home.
      if (items.has(item._id)) continue;
      const read = readItem(item, catalog._id, category, shared);
      items.set(item._id, read);
      if (!itemsBySlug.has(item.slug)) itemsBySlug.set(item.slug, read);
    }
  }
  const categories = catalog.categories.map((record) => ({
    record,
    items: record.items.map((item) => items.get(item._id)!),
  }));
  return {
    ...quoteCatalogOf(catalog),
    slug: catalog.slug,
    timezone: catalog.timezone,
    record: catalog,
    categories,
    items,
    itemsBySlug,
  };
}

export function buildReadModel(doc: CatalogDocument): CatalogReadModel {
  const shared = indexShared<Subitem, Subcategory>(doc.globalSubcategories as Subcategory[]);
  const catalogs = doc.catalogs.map((catalog) => readCatalog(catalog, shared));
  const byId = new Map<string, ReadCatalog>();
  const bySlug = new Map<string, ReadCatalog>();
  for (const catalog of catalogs) {
    if (!byId.has(catalog._id)) byId.set(catalog._id, catalog);
    if (!bySlug.has(catalog.slug)) bySlug.set(catalog.slug, catalog);
  }
  const coupons = new Map<string, QuoteCoupon>();
  for (const coupon of doc.coupons) if (!coupons.has(coupon.code)) coupons.set(coupon.code, quoteCouponOf(coupon));
  const inCatalogs = (catalogId: string | null | undefined) =>
    catalogId ? [byId.get(catalogId)].filter((c) => !!c) : catalogs;
  const find = (catalogId: string | null | undefined, pick: (catalog: ReadCatalog) => ReadItem | undefined) => {
    for (const catalog of inCatalogs(catalogId)) {
      const found = pick(catalog);
      if (found) return found;
    }
    return undefined;
  };
  return {
    catalogs,
    catalog: (id) => byId.get(id),
    catalogBySlug: (slug) => bySlug.get(slug),
    item: (id, catalogId) => find(catalogId, (catalog) => catalog.items.get(id)),
    itemBySlug: (slug, catalogId) => find(catalogId, (catalog) => catalog.itemsBySlug.get(slug)),
    coupon: (code) => coupons.get(code),
  };
}
