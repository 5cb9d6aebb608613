/**
 * Quotes a cart for one company: the catalogue, items and coupon come from the company's read model only,
 * already in the domain's shape (cents), so a quote converts nothing.
 */
import type { DateTime } from 'luxon';
import { quoteCart, type CartQuote } from '../../domain/orders/cart-quote';
import { isOpenAt } from '../../domain/time/opening-hours';
import { memoForMinute, type CompanySnapshot } from '../catalog/company-snapshot';
import { gateDeliveryProblem } from './gate-delivery-check';
import { loungeVisitProblem } from './lounge-visit-check';
import { oneBookingProblem } from './one-booking-check';
import type { ReadCatalog } from '../catalog/read-model';
import type { QuoteItem } from '../../domain/orders/cart-quote';
import type { OrderInput } from './order-input';
import type { DbOrTx } from '../db/engine';
import { getLiveStock } from '../catalog/live-stock';
import { priceShippingOption } from '../shipping/shipping-service';
import { routedQuote, shipsTo, type ShippingChoice } from './delivery-route-check';
import { cashChangeProblem } from './cash-change';

export type { ShippingChoice } from './delivery-route-check';

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; code: 'CATALOG_NOT_FOUND' };

/**
 * The cart's items with their live stock (src/server/catalog/live-stock.ts) in place of the snapshot's imported
 * one; the quote reads nothing but the cart's items.
 */
function cartItems(
  catalog: ReadCatalog,
  input: OrderInput,
  liveStock: ReadonlyMap<string, number> | undefined,
): ReadonlyMap<string, QuoteItem> {
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

/** `bookingPerLine`: a company's booking names one client per line, so several bookings are one order (issue 18). */
export interface QuoteRules {
  bookingPerLine?: boolean;
}

export function quoteOrder(
  snap: CompanySnapshot,
  input: OrderInput,
  now: DateTime,
  liveStock?: ReadonlyMap<string, number>,
  shipping?: ShippingChoice,
  rules: QuoteRules = {},
): QuoteResult {
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
  const gate = gateDeliveryProblem(snap, catalog, input, quote, now);
  // A way the catalogue does not offer is the problem to fix first; its gate would not be asked.
  if (gate && !quote.problems.some((problem) => problem.path === 'operationWay')) quote.problems.push(gate);
  const visit = loungeVisitProblem(catalog, input, now);
  if (visit) quote.problems.push(visit);
  const bookings = rules.bookingPerLine ? null : oneBookingProblem(snap, catalog, input);
  if (bookings) quote.problems.push(bookings);
  const routed = routedQuote(quote, catalog, input, shipping);
  const change = cashChangeProblem(input, catalog, routed.total);
  if (change) routed.problems.push(change);
  return { ok: true, quote: routed };
}

/**
 * The quote as the API and createOrder make it: the live stock, and the chosen shipping option priced again
 * (never the price a browser sent).
 */
export async function quoteOrderNow(
  db: DbOrTx,
  snap: CompanySnapshot,
  input: OrderInput,
  now: DateTime,
  rules: QuoteRules = {},
): Promise<QuoteResult> {
  const live = await getLiveStock(db, snap.companyId);
  const catalog = snap.catalogue.catalog(input.catalogId);
  const optionId = input.shippingOptionId?.trim();
  const shipping =
    catalog && optionId && shipsTo(input)
      ? await priceShippingOption(catalog, input.customer?.address?.zipCode, input.items, optionId)
      : undefined;
  return quoteOrder(snap, input, now, live.stock, shipping, rules);
}
