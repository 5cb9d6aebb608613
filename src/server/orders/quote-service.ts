/** Quotes a cart for one company: the catalogue, items and coupon come from the company's snapshot only. */
import type { DateTime } from 'luxon';
import { quoteCart, type CartQuote, type QuoteCatalog, type QuoteItem } from '../../domain/orders/cart-quote';
import type { Catalog } from '../catalog-format/schema';
import { isOpenAt } from '../../domain/time/opening-hours';
import { memoForMinute, type CompanySnapshot, type IndexedItem } from '../catalog/company-snapshot';
import { quoteCatalogOf, quoteCouponOf, quoteItemOf } from '../catalog/to-domain';
import type { OrderInput } from './order-input';

/** Catalogues and items in the domain's shape (cents), converted once per snapshot: they depend on nothing else. */
const convertedCatalogs = new WeakMap<Catalog, QuoteCatalog>();
function domainCatalogOf(catalog: Catalog): QuoteCatalog {
  let converted = convertedCatalogs.get(catalog);
  if (!converted) convertedCatalogs.set(catalog, (converted = quoteCatalogOf(catalog)));
  return converted;
}
const converted = new WeakMap<IndexedItem, QuoteItem>();
function domainItem(snap: CompanySnapshot, indexed: IndexedItem): QuoteItem {
  let item = converted.get(indexed);
  if (!item) converted.set(indexed, (item = quoteItemOf(indexed, snap.categoriesById.get(indexed.categoryId)?.status)));
  return item;
}

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; code: 'CATALOG_NOT_FOUND' };

export function quoteOrder(snap: CompanySnapshot, input: OrderInput, now: DateTime): QuoteResult {
  const catalog = snap.catalogsById.get(input.catalogId);
  if (!catalog) return { ok: false, code: 'CATALOG_NOT_FOUND' };
  const catalogItems = snap.items.get(catalog._id);
  const domainCatalog = domainCatalogOf(catalog);
  // Only the items this cart names are converted; ids of other catalogues or companies are simply unknown here.
  const items = new Map<string, QuoteItem>();
  for (const line of input.items) {
    const indexed = catalogItems?.get(line.itemId);
    if (indexed && !items.has(line.itemId)) items.set(line.itemId, domainItem(snap, indexed));
  }
  const code = input.couponCode?.trim().toUpperCase();
  const coupon = code ? snap.doc.coupons.find((c) => c.code === code) : undefined;
  const quote = quoteCart(
    {
      lines: input.items.map((line) => ({
        categoryId: line.categoryId ?? null,
        itemId: line.itemId,
        quantity: line.quantity,
        subitems: line.subitems ?? [],
        interval: line.interval ?? null,
      })),
      couponCode: code ?? null,
      operationWay: input.operationWay ?? null,
      address: input.customer?.address ?? null,
    },
    {
      catalog: domainCatalog,
      items,
      coupon: coupon ? quoteCouponOf(coupon) : null,
      clock: now,
      isOpen: memoForMinute(snap, now.toMillis(), `open:${catalog._id}`, () =>
        isOpenAt(domainCatalog.openingHours, now, { zone: catalog.timezone, holidays: [...(domainCatalog.holidays ?? [])] }),
      ),
    },
  );
  return { ok: true, quote };
}
