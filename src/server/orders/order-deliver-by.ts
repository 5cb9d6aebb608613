/**
 * An order's deliver-by time on the server (src/domain/orders/deliver-by.ts): the company's gate margin, the booking's
 * start, and a scheduled slot's end found again with the slot rules as they were when the order was placed. Read by
 * `Order.deliverBy` for the staff board (its order and its cards) and the status page.
 */
import { deliverBy, type DeliverByKind } from '../../domain/orders/deliver-by';
import { gateMarginMinutes } from '../../domain/orders/gate-delivery';
import { checkSchedule } from '../../domain/orders/order-schedule';
import { toIsoTimestamp } from '../../domain/time/iso-timestamp';
import { DEFAULT_ZONE } from '../../domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { bookingStart } from '../tracking/booking-move';

export interface DeliverByOrder {
  catalogId: string;
  /** ISO timestamp, or the row's Date. */
  createdAt: string | Date;
  operationWay: { type: string; time: string; scheduledFor?: string | null };
  gateDelivery?: { boardingTime: string } | null;
}

export function orderDeliverBy(
  snap: CompanySnapshot,
  order: DeliverByOrder,
): { at: string; kind: DeliverByKind } | null {
  const catalog = snap.catalogue.catalog(order.catalogId);
  const zone = catalog?.timezone ?? DEFAULT_ZONE;
  const placedAt = order.createdAt instanceof Date ? order.createdAt.getTime() : order.createdAt;
  const start = bookingStart(snap, order);
  const way = order.operationWay;
  let slotEnd: string | null = null;
  if (catalog && !start && !order.gateDelivery && way.time === 'schedule' && way.scheduledFor) {
    const placedMs = typeof placedAt === 'number' ? placedAt : Date.parse(placedAt);
    slotEnd = checkSchedule({ ...way, scheduledFor: way.scheduledFor }, catalog, placedMs).slot?.endsAt ?? null;
  }
  const result = deliverBy({
    operationWay: way,
    gateDelivery: order.gateDelivery ?? null,
    placedAt,
    marginMinutes: gateMarginMinutes(snap.doc.company.settings),
    zone,
    bookingStart: start,
    slotEnd,
  });
  return result && { at: toIsoTimestamp(result.at, zone), kind: result.kind };
}
