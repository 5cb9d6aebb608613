/**
 * Quotes a cart for one company: the catalogue, items and coupon come from the company's read model only,
 * already in the domain's shape (cents), so a quote converts nothing.
 */
import type { DateTime } from 'luxon';
import { quoteCart, type CartQuote } from '../../domain/orders/cart-quote';
import { isOpenAt } from '../../domain/time/opening-hours';
import { memoForMinute, type CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import type { QuoteItem } from '../../domain/orders/cart-quote';
import type { OrderInput } from './order-input';

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; code: 'CATALOG_NOT_FOUND' };

/**
 * The cart's items with their live stock (src/server/catalog/live-stock.ts) in place of the snapshot's imported
 * one; the quote reads nothing but the cart's items.
 */
function cartItems(catalog: ReadCatalog, input: OrderInput, liveStock: ReadonlyMap<string, number> | undefined): ReadonlyMap<string, QuoteItem> {
  if (!liveStock) return catalog.items;
  const cart = new Map<string, QuoteItem>();
  for (const line of input.items) {
    const item = catalog.items.get(line.itemId);
    if (!item) continue;
    const live = item.stock != null ? liveStock.get(item._id) : undefined;
    cart.set(item._id, live === undefined ? item : { ...item, stock: live });
  }
  return cart;
}

export function quoteOrder(snap: CompanySnapshot, input: OrderInput, now: DateTime, liveStock?: ReadonlyMap<string, number>): QuoteResult {
  const catalog = snap.catalogue.catalog(input.catalogId);
  if (!catalog) return { ok: false, code: 'CATALOG_NOT_FOUND' };
  const code = input.couponCode?.trim().toUpperCase();
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
      catalog,
      // Only this catalogue's items: ids of other catalogues or companies are simply unknown here.
      items: cartItems(catalog, input, liveStock),
      coupon: (code && snap.catalogue.coupon(code)) || null,
      clock: now,
      isOpen: memoForMinute(snap, now.toMillis(), `open:${catalog._id}`, () =>
        isOpenAt(catalog.openingHours, now, { zone: catalog.timezone, holidays: [...(catalog.holidays ?? [])] }),
      ),
    },
  );
  return { ok: true, quote };
}
