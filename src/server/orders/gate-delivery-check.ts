/**
 * The server's side of gate delivery (src/domain/flights/gate-arrival.ts): a delivery order of a catalogue that
 * delivers to the gate must say where and when its flight boards, and the promised delivery — the chosen slot's end,
 * or now plus the store's minutes to that terminal (its preparation plus the run; src/domain/flights/gate-timing.ts) —
 * must fall by boarding less the company's margin. Judged again here at the server's clock: the browser's verdict is
 * never trusted. The refusal carries the times, in the catalogue's zone, for the message.
 */
import type { DateTime } from 'luxon';
import { terminalTiming } from '../../domain/flights/gate-timing';
import type { CartQuote, QuoteProblem } from '../../domain/orders/cart-quote';
import { checkGateDelivery, gateMarginMinutes } from '../../domain/orders/gate-delivery';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { deliversToGates, gateTimingOf } from '../catalog/gate-timing';
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
  if (!deliversToGates(snap, catalog)) return null;
  const gate = input.gateDelivery;
  if (!gate) return { code: 'GATE_DELIVERY_REQUIRED', path: 'gateDelivery' };
  const timing = gateTimingOf(catalog, now);
  // A terminal the coverage does not list is refused by the coverage (DELIVERY_AREA_NOT_COVERED); judged here with the
  // slowest terminal's time so that it is never waved through.
  const slowest = Math.max(0, ...timing.terminals.map((t) => t.deliveryMinutes));
  const deliveryMinutes =
    terminalTiming(timing, gate.terminal)?.deliveryMinutes ?? quote.estimatedDeliveryTime ?? slowest;
  const check = checkGateDelivery({
    boardingTime: gate.boardingTime,
    clock: now,
    zone: catalog.timezone,
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
    params: {
      deadline: check.deadline.toFormat('HH:mm'),
      orderBy: check.orderBy.toFormat('HH:mm'),
      arrivesAt: check.promisedAt.toFormat('HH:mm'),
    },
  };
}
