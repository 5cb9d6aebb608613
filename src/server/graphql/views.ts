/** What the resolvers pass between parent and child fields: a record plus the snapshot it came from. */
import type { Catalog, Category } from '../catalog-format/schema';
import type { CompanySnapshot, IndexedItem, ResolvedSubcategory, ResolvedSubitem } from '../catalog/company-snapshot';

export interface CatalogView { kind: 'catalog'; catalog: Catalog; snap: CompanySnapshot; categorySlug?: string | null }
export interface CategoryView { category: Category; catalog: CatalogView; items: IndexedItem[] }
export interface ItemView { indexed: IndexedItem; snap: CompanySnapshot }
export interface SubcategoryView { subcategory: ResolvedSubcategory; item: ItemView }
export interface SubitemView { subitem: ResolvedSubitem; item: ItemView }

export const catalogView = (catalog: Catalog, snap: CompanySnapshot, categorySlug?: string | null): CatalogView => ({ kind: 'catalog', catalog, snap, categorySlug });

/** A delivery category filter ('lanches', 'baratos'): 'todos' and empty mean every item. */
export function matchesCategorySlug(indexed: IndexedItem, categorySlug: string | null | undefined): boolean {
  if (!categorySlug || categorySlug === 'todos') return true;
  return indexed.item.serviceCategories.includes(categorySlug);
}

export function categoryViews(view: CatalogView): CategoryView[] {
  const items = view.snap.items.get(view.catalog._id);
  return view.catalog.categories
    .map((category) => ({
      category,
      catalog: view,
      items: category.items.map((item) => items?.get(item._id)).filter((x): x is IndexedItem => !!x && matchesCategorySlug(x, view.categorySlug)),
    }))
    .filter((entry) => entry.items.length > 0 || !view.categorySlug || view.categorySlug === 'todos');
}
