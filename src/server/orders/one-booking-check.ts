/**
 * The single-item rule counts bookings, not passes (issue 17, point 8; src/domain/orders/booking-party.ts): a
 * service with `multipleItemsInShoppingCart: false` takes one booking per order, and the passes of one party for the
 * same venue and dates are that one booking. The quote reports a second booking as a problem (the cart shows it and
 * holds the shopper there); createOrder refuses it (service-cart-check.ts).
 */
import { countBookings, type PartyLine } from '../../domain/orders/booking-party';
import { takesOneItemPerOrder } from '../../domain/orders/checkout-needs';
import type { QuoteProblem } from '../../domain/orders/cart-quote';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import type { OrderInput } from './order-input';

const partyLines = (input: OrderInput): PartyLine[] =>
  input.items.map((line) => ({
    subitemIds: (line.subitems ?? []).map((choice) => choice.subitemId),
    interval: line.interval ?? null,
  }));

/** Whether the order holds more than one booking of a service that takes one. */
export function holdsSeveralBookings(snap: CompanySnapshot, catalog: ReadCatalog, input: OrderInput): boolean {
  if (input.items.length < 2) return false;
  const oneOnly = takesOneItemPerOrder(
    { _id: catalog._id, slug: catalog.slug, serviceCategories: catalog.record.serviceCategories },
    snap.doc.company.services,
  );
  return oneOnly && countBookings(partyLines(input), catalog.record.venues ?? []) > 1;
}

/** Whether the catalogue keeps a party's passes together (it names venues): then its refusal speaks of a visit. */
export const booksVisits = (catalog: ReadCatalog): boolean => (catalog.record.venues ?? []).length > 0;

export function oneBookingProblem(snap: CompanySnapshot, catalog: ReadCatalog, input: OrderInput): QuoteProblem | null {
  return holdsSeveralBookings(snap, catalog, input) ? { code: 'SINGLE_ITEM_PER_ORDER', path: 'items' } : null;
}
