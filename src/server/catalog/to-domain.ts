/**
 * From the catalogue document (money in reais, as imported and exported) to the shapes of src/domain
 * (money in cents). The only place where that conversion happens for reads; read-model.ts calls it once per
 * catalogue version.
 */
import type { Catalog, Coupon, Item } from '../catalog-format/schema';
import { promoToStored } from '../catalog-io/rows';
import { reaisToCents } from '../../domain/pricing/money';
import type {
  QuoteCatalog,
  QuoteCoupon,
  QuoteItem,
  QuoteSubcategory,
  QuoteSubitem,
} from '../../domain/orders/cart-quote';
import type { CountryCoverage, WhereDelivery } from '../../domain/delivery/delivery-fee';
import type { Modifier } from '../../domain/pricing/modifiers';
import type { OpeningHours } from '../../domain/time/opening-hours';
import type { ResolvedSubcategory, ResolvedSubitem } from './resolved-records';

const cents = (reais: number | null | undefined): number => (reais == null ? 0 : reaisToCents(reais));

/**
 * The import format holds one modifier object ({operation, condition}) per item or subitem; the domain
 * evaluates a list of them. A list (older documents) passes through.
 */
function modifiersOf(modifiers: unknown): Modifier[] | null {
  if (modifiers == null) return null;
  return (Array.isArray(modifiers) ? modifiers : [modifiers]) as Modifier[];
}

/** An option (of a group, or of the item itself) in cents. */
export function quoteSubitemOf(subitem: ResolvedSubitem): QuoteSubitem {
  return {
    _id: subitem._id,
    type: subitem.type ?? null,
    price: cents(subitem.price),
    promo: promoToStored(subitem.promo, subitem.promoType),
    promoType: subitem.promoType ?? null,
    status: subitem.status ?? 'PUBLIC',
    progressiveDiscount: subitem.progressiveDiscount ?? null,
    modifiers: modifiersOf(subitem.modifiers),
  };
}

/** An option group without its options (the caller converts those with quoteSubitemOf). */
export function quoteSubcategoryOf(subcategory: ResolvedSubcategory): Omit<QuoteSubcategory, 'subitems'> {
  return {
    _id: subcategory._id,
    min: subcategory.min ?? 0,
    max: subcategory.max ?? null,
    repeat: subcategory.repeat ?? false,
    status: subcategory.status ?? 'PUBLIC',
  };
}

/**
 * An item's own fields in cents, without its groups and extras (the caller converts those).
 * `categoryStatus`: the status of the item's category (a BLOCKED category blocks its items).
 */
export function quoteItemOf(
  item: Item,
  categoryId: string,
  categoryStatus?: string | null,
): Omit<QuoteItem, 'subcategories' | 'subitems'> {
  return {
    _id: item._id,
    categoryId,
    price: cents(item.price),
    promo: promoToStored(item.promo, item.promoType),
    promoType: item.promoType ?? null,
    status: item.status,
    stock: item.stock ?? null,
    min: item.min ?? 1,
    max: item.max ?? null,
    unitOfMeasurement: item.unitOfMeasurement,
    weighing: item.weighing ?? null,
    modifiers: modifiersOf(item.modifiers),
    categoryStatus: categoryStatus ?? null,
  };
}

function coverageOf(where: Catalog['whereDelivery']): WhereDelivery {
  const area = <T extends { deliveryFee?: number | null }>(a: T) => ({ ...a, deliveryFee: cents(a.deliveryFee) });
  return {
    countries: (where?.countries ?? []).map((country): CountryCoverage => ({
      ...area(country),
      states: country.states.map((state) => ({
        ...area(state),
        cities: state.cities.map((city) => ({ ...area(city), districts: city.districts.map(area) })),
      })),
    })),
  };
}

export function quoteCatalogOf(catalog: Catalog): QuoteCatalog {
  return {
    _id: catalog._id,
    status: catalog.status,
    minimumOrderValue: cents(catalog.minimumOrderValue),
    disableDiscountCoupon: catalog.config.disableDiscountCoupon,
    timezone: catalog.timezone,
    openingHours: (catalog.openingHours ?? null) as OpeningHours | null,
    holidays: catalog.holidays,
    whereDelivery: coverageOf(catalog.whereDelivery),
    operationWay: catalog.operationWay,
    rules: catalog.rules as QuoteCatalog['rules'],
  };
}

export function quoteCouponOf(coupon: Coupon): QuoteCoupon {
  return {
    code: coupon.code,
    discount: {
      type: coupon.discount.type,
      value: coupon.discount.type === 'PERCENT' ? coupon.discount.value : cents(coupon.discount.value),
    },
    appliesTo: coupon.appliesTo,
    status: coupon.status,
    minimumOrderValue: cents(coupon.minimumOrderValue),
    validFrom: coupon.validFrom ?? null,
    validUntil: coupon.validUntil ?? null,
  };
}
