/**
 * An order's deliver-by time on the server (src/domain/orders/deliver-by.ts): the company's gate margin, the booking's
 * start, a scheduled slot's end found again with the slot rules as they were when the order was placed, and for an
 * order for now what its checkout promised: the covered place's "em até N min" for a shop's own courier, else the
 * lead time of the catalogue's rule at that moment. Read by
 * `Order.deliverBy` for the staff board (its order and its cards) and the status page.
 */
import { deliverBy, type DeliverByKind } from '../../domain/orders/deliver-by';
import type { DeliveryAddress } from '../../domain/delivery/delivery-fee';
import { deliveryRoute } from '../../domain/delivery/delivery-route';
import { leadMinutes, selectOutcome } from '../../domain/delivery/delivery-rules';
import { gateMarginMinutes } from '../../domain/orders/gate-delivery';
import { checkSchedule, rulesFor } from '../../domain/orders/order-schedule';
import { toIsoTimestamp } from '../../domain/time/iso-timestamp';
import { DEFAULT_ZONE, toZonedDateTime } from '../../domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { bookingStart } from '../tracking/booking-move';

export interface DeliverByOrder {
  catalogId: string;
  /** ISO timestamp, or the row's Date. */
  createdAt: string | Date;
  operationWay: { type: string; time: string; scheduledFor?: string | null };
  gateDelivery?: { boardingTime: string } | null;
  deliveryAddress?: DeliveryAddress | null;
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
  let lead: number | null = null;
  if (catalog && !start && way.time === 'now' && (way.type === 'delivery' || way.type === 'takeAway')) {
    const route =
      way.type === 'delivery' && order.deliveryAddress
        ? deliveryRoute({ where: catalog.whereDelivery, ships: false, time: 'now', address: order.deliveryAddress })
        : null;
    lead =
      route?.kind === 'local' && route.estimatedMinutes
        ? route.estimatedMinutes
        : leadMinutes(selectOutcome(rulesFor(catalog.rules, way.type), toZonedDateTime(placedAt, zone)).outcome);
  }
  const result = deliverBy({
    operationWay: way,
    gateDelivery: order.gateDelivery ?? null,
    placedAt,
    marginMinutes: gateMarginMinutes(snap.doc.company.settings),
    zone,
    bookingStart: start,
    slotEnd,
    leadMinutes: lead,
  });
  return result && { at: toIsoTimestamp(result.at, zone), kind: result.kind };
}
