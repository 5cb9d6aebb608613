/**
 * What a service's cart must hold before it is priced (issue 15, point 11), decided from the company's service
 * definitions as the checkout page decides it (src/domain/orders/checkout-needs.ts):
 * - a service with `multipleItemsInShoppingCart: false` (hospitality, the lounge) takes one booking per order: a
 *   second booking is SINGLE_ITEM_PER_ORDER. Hospitality books one package per line; the lounge's passes for the same
 *   venue are one party's visit (one-booking-check.ts);
 * - an item in a category that asks for the client to be received (the packages for companies) needs that name:
 *   without it, RECEIVED_GUEST_REQUIRED. The families' and passengers' packages ask for none.
 */
import { asksReceivedGuest, RECEIVED_GUEST_MIN_LENGTH } from '../../domain/orders/checkout-needs';
import { booksVisits, holdsSeveralBookings } from './one-booking-check';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import { bookingMessage } from '../i18n/booking-messages';
import type { Locale } from '../i18n/localize';
import { OrderError } from './order-error';
import type { OrderExtras } from './order-extras';
import type { OrderInput } from './order-input';

export function checkServiceCart(
  snap: CompanySnapshot,
  catalog: ReadCatalog,
  input: OrderInput,
  extras: OrderExtras,
  locale: Locale,
): void {
  const services = snap.doc.company.services;
  const needsCatalog = {
    _id: catalog._id,
    slug: catalog.slug,
    serviceCategories: catalog.record.serviceCategories,
    whereDelivery: catalog.whereDelivery,
  };
  if (holdsSeveralBookings(snap, catalog, input)) {
    const message = bookingMessage(booksVisits(catalog) ? 'SINGLE_VISIT_PER_ORDER' : 'SINGLE_ITEM_PER_ORDER', locale);
    throw new OrderError('SINGLE_ITEM_PER_ORDER', message, { path: 'items' });
  }
  // Unknown items have no categories: the quote refuses them afterwards (ITEM_NOT_FOUND).
  const categories = input.items.map((line) => catalog.items.get(line.itemId)?.record.serviceCategories ?? null);
  const guest = (extras.receivedGuest ?? input.receivedGuest ?? '').trim();
  if (guest.length < RECEIVED_GUEST_MIN_LENGTH && asksReceivedGuest(needsCatalog, services, categories)) {
    throw new OrderError('RECEIVED_GUEST_REQUIRED', bookingMessage('RECEIVED_GUEST_REQUIRED', locale), {
      path: 'receivedGuest',
    });
  }
}
