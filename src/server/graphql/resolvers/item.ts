/** Items, their option groups (subcategories) and options (subitems), priced at the server's clock. */
import { createGraphQLError } from 'graphql-yoga';
import { centsToReais } from '../../../domain/pricing/money';
import { priceItemNow, type ItemPriceNow } from '../../catalog/item-pricing';
import { quoteItemOf } from '../../catalog/to-domain';
import { memoForMinute } from '../../catalog/company-snapshot';
import { tr } from '../../i18n/localize';
import type { GraphQLContext } from '../context';
import type { ItemView, SubcategoryView, SubitemView } from '../views';


/** An item's price at the clock is the same for every field, request and shopper within one minute. */
function priceOf(v: ItemView, ctx: GraphQLContext): ItemPriceNow {
  return memoForMinute(v.snap, ctx.now.toMillis(), `price:${v.indexed.catalogId}:${v.indexed.item._id}`, () =>
    priceItemNow(quoteItemOf(v.indexed, v.snap.categoriesById.get(v.indexed.categoryId)?.status), ctx.now, v.snap.catalogsById.get(v.indexed.catalogId)?.timezone),
  );
}

export const itemQueries = {
  async item(_: unknown, { filter }: { filter: { company?: string | null; catalogId?: string | null; itemId?: string | null; slug?: string | null } }, ctx: GraphQLContext) {
    if (!filter.itemId && !filter.slug) throw createGraphQLError('Give itemId or slug', { extensions: { code: 'BAD_USER_INPUT' } });
    const snap = await ctx.company(filter.company);
    const catalogIds = filter.catalogId ? [filter.catalogId] : [...snap.items.keys()];
    for (const catalogId of catalogIds) {
      const indexed = filter.itemId ? snap.items.get(catalogId)?.get(filter.itemId) : snap.itemsBySlug.get(catalogId)?.get(filter.slug!);
      if (indexed) return { indexed, snap };
    }
    return null;
  },
};

const itemFields = {
  _id: (v: ItemView) => v.indexed.item._id,
  catalogId: (v: ItemView) => v.indexed.catalogId,
  categoryId: (v: ItemView) => v.indexed.categoryId,
  name: (v: ItemView, _: unknown, ctx: GraphQLContext) => tr(v.indexed.item, 'name', ctx.locale),
  description: (v: ItemView, _: unknown, ctx: GraphQLContext) => tr(v.indexed.item, 'description', ctx.locale),
  characteristics: (v: ItemView, _: unknown, ctx: GraphQLContext) => tr(v.indexed.item, 'characteristics', ctx.locale) ?? null,
  slug: (v: ItemView) => v.indexed.item.slug,
  tags: (v: ItemView) => v.indexed.item.tags,
  additionalDescription: (v: ItemView) => v.indexed.item.additionalDescription,
  acceptedPaymentMethods: (v: ItemView) => v.indexed.item.acceptedPaymentMethods ?? [],
  img: (v: ItemView) => v.indexed.item.img ?? null,
  price: (v: ItemView) => v.indexed.item.price,
  unitOfMeasurement: (v: ItemView) => v.indexed.item.unitOfMeasurement,
  dimensions: (v: ItemView) => v.indexed.item.dimensions ?? null,
  // Reais for REAL and FIXED_PRICE, percentage points for PERCENT, as in the import format.
  promo: (v: ItemView) => v.indexed.item.promo ?? null,
  promoType: (v: ItemView) => v.indexed.item.promoType ?? null,
  min: (v: ItemView) => v.indexed.item.min,
  max: (v: ItemView) => v.indexed.item.max,
  status: (v: ItemView, _: unknown, ctx: GraphQLContext) => priceOf(v, ctx).status,
  stock: (v: ItemView) => v.indexed.item.stock,
  featured: (v: ItemView) => v.indexed.item.featured,
  recommendedItemIds: (v: ItemView) => v.indexed.item.recommendedItemIds,
  customNote: (v: ItemView) => v.indexed.item.customNote ?? null,
  componentVariant: (v: ItemView) => v.indexed.item.componentVariant ?? null,
  serviceCategories: (v: ItemView) => v.indexed.item.serviceCategories,
  modifiers: (v: ItemView) => v.indexed.item.modifiers ?? null,
  subcategories: (v: ItemView) => v.indexed.subcategories.map((subcategory) => ({ subcategory, item: v })),
  finalPrice: (v: ItemView, _: unknown, ctx: GraphQLContext) => centsToReais(priceOf(v, ctx).finalPrice),
  fromPrice: (v: ItemView, _: unknown, ctx: GraphQLContext) => centsToReais(priceOf(v, ctx).fromPrice),
  priceIsVariable: (v: ItemView, _: unknown, ctx: GraphQLContext) => priceOf(v, ctx).variable,
};

const subcategoryFields = {
  _id: (v: SubcategoryView) => v.subcategory._id,
  fk: (v: SubcategoryView) => v.subcategory.fk ?? null,
  name: (v: SubcategoryView, _: unknown, ctx: GraphQLContext) => tr(v.subcategory, 'name', ctx.locale) ?? '',
  type: (v: SubcategoryView) => v.subcategory.type ?? null,
  min: (v: SubcategoryView) => v.subcategory.min ?? 0,
  max: (v: SubcategoryView) => v.subcategory.max ?? 0,
  repeat: (v: SubcategoryView) => v.subcategory.repeat ?? false,
  status: (v: SubcategoryView) => v.subcategory.status ?? 'PUBLIC',
  api: (v: SubcategoryView) => v.subcategory.api ?? null,
  modifiers: (v: SubcategoryView) => v.subcategory.modifiers ?? null,
  subitems: (v: SubcategoryView) => (v.subcategory.subitems ?? []).map((subitem) => ({ subitem, item: v.item })),
};

const subitemFields = {
  _id: (v: SubitemView) => v.subitem._id,
  fk: (v: SubitemView) => v.subitem.fk ?? null,
  name: (v: SubitemView, _: unknown, ctx: GraphQLContext) => tr(v.subitem, 'name', ctx.locale) ?? '',
  type: (v: SubitemView) => v.subitem.type ?? 'DEFAULT',
  description: (v: SubitemView, _: unknown, ctx: GraphQLContext) => tr(v.subitem, 'description', ctx.locale) ?? null,
  img: (v: SubitemView) => v.subitem.img ?? null,
  price: (v: SubitemView) => v.subitem.price ?? 0,
  promo: (v: SubitemView) => v.subitem.promo ?? null,
  promoType: (v: SubitemView) => v.subitem.promoType ?? null,
  params: (v: SubitemView) => v.subitem.params ?? [],
  status: (v: SubitemView, _: unknown, ctx: GraphQLContext) => priceOf(v.item, ctx).subitems.get(v.subitem._id)?.status ?? v.subitem.status ?? 'PUBLIC',
  quantity: (v: SubitemView) => v.subitem.quantity ?? null,
  progressiveDiscount: (v: SubitemView) => v.subitem.progressiveDiscount ?? null,
  acceptedPaymentMethods: (v: SubitemView) => v.subitem.acceptedPaymentMethods ?? [],
  finalPrice: (v: SubitemView, _: unknown, ctx: GraphQLContext) => centsToReais(priceOf(v.item, ctx).subitems.get(v.subitem._id)?.finalPrice ?? 0),
};

export const itemTypes = { Item: itemFields, Subcategory: subcategoryFields, Subitem: subitemFields };
