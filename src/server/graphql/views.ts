/** What the resolvers pass between parent and child fields: a read-model record plus the snapshot it came from. */
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog, ReadCategory, ReadItem, ReadSubcategory, ReadSubitem } from '../catalog/read-model';

export interface CatalogView {
  kind: 'catalog';
  catalog: ReadCatalog;
  snap: CompanySnapshot;
  categorySlug?: string | null;
}
export interface CategoryView {
  category: ReadCategory;
  catalog: CatalogView;
  items: ReadItem[];
}
export interface ItemView {
  item: ReadItem;
  snap: CompanySnapshot;
}
export interface SubcategoryView {
  subcategory: ReadSubcategory;
  item: ItemView;
}
/** An option of a group (`subcategoryId`), or an extra of the item itself (`subcategoryId` null). */
export interface SubitemView {
  subitem: ReadSubitem;
  subcategoryId: string | null;
  item: ItemView;
}

export const catalogView = (
  catalog: ReadCatalog,
  snap: CompanySnapshot,
  categorySlug?: string | null,
): CatalogView => ({ kind: 'catalog', catalog, snap, categorySlug });
export const itemView = (item: ReadItem, snap: CompanySnapshot): ItemView => ({ item, snap });

/** A delivery category filter ('lanches', 'baratos'): 'todos' and empty mean every item. */
export function matchesCategorySlug(item: ReadItem, categorySlug: string | null | undefined): boolean {
  if (!categorySlug || categorySlug === 'todos') return true;
  return item.record.serviceCategories.includes(categorySlug);
}

export function categoryViews(view: CatalogView): CategoryView[] {
  return view.catalog.categories
    .map((category) => ({
      category,
      catalog: view,
      items: category.items.filter((item) => matchesCategorySlug(item, view.categorySlug)),
    }))
    .filter((entry) => entry.items.length > 0 || !view.categorySlug || view.categorySlug === 'todos');
}
