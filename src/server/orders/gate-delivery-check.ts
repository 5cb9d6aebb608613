/**
 * The server's side of gate delivery (src/domain/orders/gate-delivery.ts): a delivery order of a catalogue that
 * delivers to the gate must say where and when its flight boards, and the promised delivery — the chosen slot's end, or
 * now plus the terminal's delivery time (else the rule's lead time) — must fall before boarding less the company's
 * margin. The refusal carries the times, in the catalogue's zone, for the message.
 */
import type { DateTime } from 'luxon';
import { leadMinutes, selectOutcome } from '../../domain/delivery/delivery-rules';
import type { CartQuote, QuoteProblem } from '../../domain/orders/cart-quote';
import { catalogNeeds } from '../../domain/orders/checkout-needs';
import { checkGateDelivery, gateMarginMinutes } from '../../domain/orders/gate-delivery';
import { rulesFor } from '../../domain/orders/order-schedule';
import { toZonedDateTime } from '../../domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import type { OrderInput } from './order-input';

export function gateDeliveryProblem(
  snap: CompanySnapshot,
  catalog: ReadCatalog,
  input: OrderInput,
  quote: Pick<CartQuote, 'estimatedDeliveryTime' | 'scheduledSlot'>,
  now: DateTime,
): QuoteProblem | null {
  // A cart preview chooses no way yet; take-away and bookings go to no gate.
  if (input.operationWay?.type !== 'delivery') return null;
  const needs = catalogNeeds(
    {
      _id: catalog._id,
      slug: catalog.slug,
      serviceCategories: catalog.record.serviceCategories,
      whereDelivery: catalog.whereDelivery,
    },
    snap.doc.company.services,
  );
  if (!needs.gateDelivery) return null;
  const gate = input.gateDelivery;
  if (!gate) return { code: 'GATE_DELIVERY_REQUIRED', path: 'gateDelivery' };
  const zone = catalog.timezone;
  const deliveryMinutes =
    quote.estimatedDeliveryTime ??
    leadMinutes(selectOutcome(rulesFor(catalog.rules, 'delivery'), toZonedDateTime(now, zone)).outcome);
  const check = checkGateDelivery({
    boardingTime: gate.boardingTime,
    clock: now,
    zone,
    marginMinutes: gateMarginMinutes(snap.doc.company.settings),
    deliveryMinutes,
    // The slot the quote found for the scheduled time (none when the time is not offered: that is refused already).
    scheduledSlot: input.operationWay.time === 'schedule' ? (quote.scheduledSlot ?? null) : null,
  });
  if (check.ok) return null;
  if (check.reason === 'INVALID_BOARDING_TIME')
    return { code: 'GATE_DELIVERY_REQUIRED', path: 'gateDelivery.boardingTime' };
  return {
    code: 'GATE_DELIVERY_TOO_LATE',
    path: 'gateDelivery.boardingTime',
    params: { deadline: check.deadline.toFormat('HH:mm'), orderBy: check.orderBy.toFormat('HH:mm') },
  };
}
