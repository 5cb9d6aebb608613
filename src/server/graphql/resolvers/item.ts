/** Items, their option groups (subcategories), options (subitems) and extras, priced at the server's clock. */
import { createGraphQLError } from 'graphql-yoga';
import { optionKey, priceItemNow, type ItemPriceNow, type OptionPriceNow } from '../../catalog/item-pricing';
import { memoForMinute } from '../../catalog/company-snapshot';
import { stockOf } from '../../catalog/live-stock';
import { tr } from '../../i18n/localize';
import type { GraphQLContext } from '../context';
import { itemView, type ItemView, type SubcategoryView, type SubitemView } from '../views';
import { centsToReais, promoInReais } from './money-fields';
import { itemWeighing } from '../../catalog/item-weighing';

/** An item's price at the clock is the same for every field, request and shopper within one minute. */
function priceOf(v: ItemView, ctx: GraphQLContext): ItemPriceNow {
  return memoForMinute(v.snap, ctx.now.toMillis(), `price:${v.item.catalogId}:${v.item._id}`, () =>
    priceItemNow(v.item, ctx.now, v.snap.catalogue.catalog(v.item.catalogId)?.timezone),
  );
}

/** An option's price and status now: by its group and id, or, for an extra, by its id on the item. */
function optionPriceOf(v: SubitemView, ctx: GraphQLContext): OptionPriceNow | undefined {
  const price = priceOf(v.item, ctx);
  return v.subcategoryId === null
    ? price.extras.get(v.subitem._id)
    : price.options.get(optionKey(v.subcategoryId, v.subitem._id));
}

export const itemQueries = {
  async item(
    _: unknown,
    {
      filter,
    }: { filter: { company?: string | null; catalogId?: string | null; itemId?: string | null; slug?: string | null } },
    ctx: GraphQLContext,
  ) {
    if (!filter.itemId && !filter.slug)
      throw createGraphQLError('Give itemId or slug', { extensions: { code: 'BAD_USER_INPUT' } });
    const snap = await ctx.company(filter.company);
    const item = filter.itemId
      ? snap.catalogue.item(filter.itemId, filter.catalogId)
      : snap.catalogue.itemBySlug(filter.slug!, filter.catalogId);
    return item ? itemView(item, snap) : null;
  },
};

const itemFields = {
  _id: (v: ItemView) => v.item._id,
  catalogId: (v: ItemView) => v.item.catalogId,
  categoryId: (v: ItemView) => v.item.categoryId,
  name: (v: ItemView, _: unknown, ctx: GraphQLContext) => tr(v.item.record, 'name', ctx.locale),
  description: (v: ItemView, _: unknown, ctx: GraphQLContext) => tr(v.item.record, 'description', ctx.locale),
  characteristics: (v: ItemView, _: unknown, ctx: GraphQLContext) =>
    tr(v.item.record, 'characteristics', ctx.locale) ?? null,
  slug: (v: ItemView) => v.item.slug,
  tags: (v: ItemView) => v.item.record.tags,
  additionalDescription: (v: ItemView) => v.item.record.additionalDescription,
  acceptedPaymentMethods: (v: ItemView) => v.item.record.acceptedPaymentMethods ?? [],
  img: (v: ItemView) => v.item.record.img ?? null,
  price: (v: ItemView) => centsToReais(v.item.price),
  unitOfMeasurement: (v: ItemView) => v.item.record.unitOfMeasurement,
  dimensions: (v: ItemView) => v.item.record.dimensions ?? null,
  weighing: (v: ItemView) => itemWeighing(v.item),
  // Reais for REAL and FIXED_PRICE, percentage points for PERCENT, as in the import format.
  promo: (v: ItemView) => promoInReais(v.item.promo, v.item.promoType),
  promoType: (v: ItemView) => v.item.promoType ?? null,
  min: (v: ItemView) => v.item.min,
  max: (v: ItemView) => v.item.max,
  status: (v: ItemView, _: unknown, ctx: GraphQLContext) => priceOf(v, ctx).status,
  // The live stock, not the imported one: orders since the import have taken units (src/server/catalog/live-stock.ts).
  stock: async (v: ItemView, _: unknown, ctx: GraphQLContext) =>
    v.item.stock == null ? null : stockOf(await ctx.liveStock(v.snap.companyId), v.item._id, v.item.stock),
  featured: (v: ItemView) => v.item.record.featured,
  recommendedItemIds: (v: ItemView) => v.item.record.recommendedItemIds,
  customNote: (v: ItemView) => v.item.record.customNote ?? null,
  componentVariant: (v: ItemView) => v.item.record.componentVariant ?? null,
  serviceCategories: (v: ItemView) => v.item.record.serviceCategories,
  modifiers: (v: ItemView) => v.item.record.modifiers ?? null,
  subcategories: (v: ItemView) =>
    v.item.subcategories.map((subcategory): SubcategoryView => ({ subcategory, item: v })),
  subitems: (v: ItemView) => v.item.subitems.map((subitem): SubitemView => ({ subitem, subcategoryId: null, item: v })),
  finalPrice: (v: ItemView, _: unknown, ctx: GraphQLContext) => centsToReais(priceOf(v, ctx).finalPrice),
  fromPrice: (v: ItemView, _: unknown, ctx: GraphQLContext) => centsToReais(priceOf(v, ctx).fromPrice),
  priceIsVariable: (v: ItemView, _: unknown, ctx: GraphQLContext) => priceOf(v, ctx).variable,
};

const subcategoryFields = {
  _id: (v: SubcategoryView) => v.subcategory._id,
  fk: (v: SubcategoryView) => v.subcategory.record.fk ?? null,
  name: (v: SubcategoryView, _: unknown, ctx: GraphQLContext) => tr(v.subcategory.record, 'name', ctx.locale) ?? '',
  type: (v: SubcategoryView) => v.subcategory.record.type ?? null,
  min: (v: SubcategoryView) => v.subcategory.min ?? 0,
  max: (v: SubcategoryView) => v.subcategory.max ?? 0,
  repeat: (v: SubcategoryView) => v.subcategory.repeat ?? false,
  status: (v: SubcategoryView) => v.subcategory.status ?? 'PUBLIC',
  api: (v: SubcategoryView) => v.subcategory.record.api ?? null,
  modifiers: (v: SubcategoryView) => v.subcategory.record.modifiers ?? null,
  subitems: (v: SubcategoryView) =>
    v.subcategory.subitems.map((subitem): SubitemView => ({ subitem, subcategoryId: v.subcategory._id, item: v.item })),
};

const subitemFields = {
  _id: (v: SubitemView) => v.subitem._id,
  fk: (v: SubitemView) => v.subitem.record.fk ?? null,
  name: (v: SubitemView, _: unknown, ctx: GraphQLContext) => tr(v.subitem.record, 'name', ctx.locale) ?? '',
  type: (v: SubitemView) => v.subitem.type ?? 'DEFAULT',
  description: (v: SubitemView, _: unknown, ctx: GraphQLContext) =>
    tr(v.subitem.record, 'description', ctx.locale) ?? null,
  img: (v: SubitemView) => v.subitem.record.img ?? null,
  price: (v: SubitemView) => centsToReais(v.subitem.price),
  promo: (v: SubitemView) => promoInReais(v.subitem.promo, v.subitem.promoType),
  promoType: (v: SubitemView) => v.subitem.promoType ?? null,
  params: (v: SubitemView) => v.subitem.record.params ?? [],
  status: (v: SubitemView, _: unknown, ctx: GraphQLContext) =>
    optionPriceOf(v, ctx)?.status ?? v.subitem.status ?? 'PUBLIC',
  quantity: (v: SubitemView) => v.subitem.record.quantity ?? null,
  progressiveDiscount: (v: SubitemView) => v.subitem.progressiveDiscount ?? null,
  acceptedPaymentMethods: (v: SubitemView) => v.subitem.record.acceptedPaymentMethods ?? [],
  finalPrice: (v: SubitemView, _: unknown, ctx: GraphQLContext) => centsToReais(optionPriceOf(v, ctx)?.finalPrice ?? 0),
};

export const itemTypes = { Item: itemFields, Subcategory: subcategoryFields, Subitem: subitemFields };
