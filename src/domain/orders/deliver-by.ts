/**
 * By when an order must be in the traveller's hands (docs/business-rules.md "Deliver-by"; issue 17, point 10): the
 * staff board shows it on each card and sorts by it.
 * - A gate delivery: boarding less the company's margin (gate-arrival.ts `gateDeadline`), whatever way it was
 *   promised; the boarding time kept as typed ('HH:MM') is read against the moment the order was placed.
 * - A dated booking (lounge visit, hospitality): its booked start.
 * - A scheduled delivery or take-away: the end of its slot (the food may come at any moment of it), else its start.
 * - A delivery or take-away for now, elsewhere than a gate: the moment placed plus the lead time the checkout
 *   promised ("em até 60 min"), when the catalogue's rule had one.
 * - Anything else: none.
 * Pure: the clock is a parameter.
 */
import type { DateTime } from 'luxon';
import { resolveBoardingTime } from '../flights/boarding-time';
import { gateDeadline } from '../flights/gate-arrival';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

export type DeliverByKind = 'GATE' | 'BOOKING' | 'SLOT' | 'ESTIMATE';

export interface DeliverByInput {
  operationWay: { scheduledFor?: string | null };
  gateDelivery?: { boardingTime: string } | null;
  /** When the order was placed: a boarding time typed as 'HH:MM' means that day (or the next, boarding-time.ts). */
  placedAt: Clock;
  marginMinutes: number;
  zone?: string;
  /** A dated booking's start (src/server/tracking/booking-move.ts `bookingStart`); null for anything else. */
  bookingStart?: Clock | null;
  /** A scheduled slot's end, when the catalogue still offers that slot's shape; null otherwise. */
  slotEnd?: Clock | null;
  /** For an order for now: the minutes the checkout promised it within (the rule's lead time when placed). */
  leadMinutes?: number | null;
}

export interface DeliverBy {
  at: DateTime;
  kind: DeliverByKind;
}

export function deliverBy(input: DeliverByInput): DeliverBy | null {
  const zone = input.zone ?? DEFAULT_ZONE;
  if (input.gateDelivery) {
    const boarding = resolveBoardingTime(input.gateDelivery.boardingTime, input.placedAt, zone);
    if (boarding) return { at: gateDeadline(boarding, input.marginMinutes), kind: 'GATE' };
  }
  if (input.bookingStart) return { at: toZonedDateTime(input.bookingStart, zone), kind: 'BOOKING' };
  const slot = input.slotEnd ?? input.operationWay.scheduledFor;
  if (slot) return { at: toZonedDateTime(slot, zone), kind: 'SLOT' };
  const lead = input.leadMinutes ?? 0;
  return lead > 0 ? { at: toZonedDateTime(input.placedAt, zone).plus({ minutes: lead }), kind: 'ESTIMATE' } : null;
}
