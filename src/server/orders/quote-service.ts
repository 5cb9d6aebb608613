/**
 * Quotes a cart for one company: the catalogue, items and coupon come from the company's read model only,
 * already in the domain's shape (cents), so a quote converts nothing.
 */
import type { DateTime } from 'luxon';
import { quoteCart, type CartQuote } from '../../domain/orders/cart-quote';
import { isOpenAt } from '../../domain/time/opening-hours';
import { memoForMinute, type CompanySnapshot } from '../catalog/company-snapshot';
import { gateDeliveryProblem } from './gate-delivery-check';
import type { OrderInput } from './order-input';

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; code: 'CATALOG_NOT_FOUND' };

export function quoteOrder(snap: CompanySnapshot, input: OrderInput, now: DateTime): QuoteResult {
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
      items: catalog.items,
      coupon: (code && snap.catalogue.coupon(code)) || null,
      clock: now,
      isOpen: memoForMinute(snap, now.toMillis(), `open:${catalog._id}`, () =>
        isOpenAt(catalog.openingHours, now, { zone: catalog.timezone, holidays: [...(catalog.holidays ?? [])] }),
      ),
    },
  );
  const gate = gateDeliveryProblem(snap, catalog, input, quote.estimatedDeliveryTime, now);
  // A way the catalogue does not offer is the problem to fix first; its gate would not be asked.
  if (gate && !quote.problems.some((problem) => problem.path === 'operationWay')) quote.problems.push(gate);
  return { ok: true, quote };
}
