/**
 * The operation way of an order (issue 15, point 5). A quote may go without one (a cart preview), an order may not:
 * without a way no delivery, take-away or booking rule has run, so there is nothing honest to store — in particular
 * not "delivery now", which no rule checked. The way stored is the one the quote judged (quotedWay): a scheduled
 * order's slot in the catalogue's zone, and no unchecked `scheduledFor` on a 'now' order.
 */
import { quotedWay } from '../../domain/orders/order-schedule';
import type { OrderOperationWay } from '../../domain/orders/order-types';
import type { ReadCatalog } from '../catalog/read-model';
import { bookingMessage } from '../i18n/booking-messages';
import type { Locale } from '../i18n/localize';
import { OrderError } from './order-error';
import type { OrderInput } from './order-input';

/** Refuses an order that names no way and time, before anything is priced or charged. */
export function requireOrderWay(input: OrderInput, locale: Locale): void {
  if (!input.operationWay)
    throw new OrderError('OPERATION_WAY_REQUIRED', bookingMessage('OPERATION_WAY_REQUIRED', locale), {
      path: 'operationWay',
    });
}

/** The way to store: the quoted one. Only reached after the quote accepted it, so it is never null here. */
export function storedOrderWay(input: OrderInput, catalog: Pick<ReadCatalog, 'timezone'>): OrderOperationWay {
  const way = input.operationWay ? quotedWay(input.operationWay, catalog.timezone) : null;
  if (!way) throw new Error('storedOrderWay: the quote accepted a way it cannot state');
  return way;
}
