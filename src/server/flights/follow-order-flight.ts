/**
 * The buyer names the flight of a dated booking (a lounge visit, hospitality), so that a delay of more than 90
 * minutes frees its moves (SPEC §8; flight-follow.ts). Only the buyer, only while the booking has not been given,
 * started late or closed; the number is checked with the provider for the booking's day when one answers (an
 * unknown flight is refused; a provider that is down is no reason to refuse). Gate deliveries follow their own
 * flight already; company bookings their lines'. An empty number stops following.
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { followsFlight } from '../../domain/flights/flight-change';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { orders } from '../db/schema';
import { flightFollowMessage } from '../i18n/flight-follow-messages';
import { flightMessage } from '../i18n/flight-messages';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import { isBuyer, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import { loadOrder, type OrderRecord } from '../orders/order-record';
import { bookingStart } from '../tracking/booking-move';
import { followFlights } from './flight-follow';
import type { FlightLookup } from './flight-lookup';

export interface FollowOrderFlightRequest {
  snap: CompanySnapshot;
  id: string;
  flightNumber: string;
  caller: Caller;
  locale: Locale;
  now: DateTime;
}

export async function followOrderFlight(
  deps: { db: Db; lookup: FlightLookup },
  request: FollowOrderFlightRequest,
): Promise<OrderRecord> {
  const { db } = deps;
  const { snap, locale } = request;
  const record = await loadOrder(db, snap.companyId, request.id);
  if (!record || !isBuyer(request.caller, record.order))
    throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
  const { order } = record;
  const start = bookingStart(snap, order);
  const refuse = () =>
    new OrderError('FLIGHT_FOLLOW_NOT_ALLOWED', flightFollowMessage('FLIGHT_FOLLOW_NOT_ALLOWED', locale));
  if (!start || order.gateDelivery || order.businessAccountId || !followsFlight(order.status)) throw refuse();
  if (+DateTime.fromISO(start) <= +request.now) throw refuse();

  const typed = request.flightNumber.trim();
  if (!typed) {
    await db
      .update(orders)
      .set({ flightWatch: null })
      .where(and(eq(orders.id, order.id)));
    return (await loadOrder(db, snap.companyId, order.id))!;
  }
  const flightNumber = normalizeFlightNumber(typed);
  if (!flightNumber)
    throw new OrderError('FLIGHT_NUMBER_INVALID', flightMessage('FLIGHT_NUMBER_INVALID', locale), {
      path: 'flightNumber',
    });
  const zone = snap.catalogue.catalog(order.catalogId)?.timezone;
  const answer = await deps.lookup(flightNumber, request.now.setZone(zone), {
    db,
    around: DateTime.fromISO(start, { zone }),
  });
  if (!answer.ok && answer.code === 'FLIGHT_NOT_FOUND')
    throw new OrderError('FLIGHT_NOT_FOUND', flightFollowMessage('FLIGHT_NOT_FOUND', locale), { path: 'flightNumber' });
  if (order.flightWatch?.flightNumber !== flightNumber) {
    await db
      .update(orders)
      .set({ flightWatch: { flightNumber, source: 'BUYER', followed: null, delayMinutes: 0, changes: [] } })
      .where(eq(orders.id, order.id));
  }
  // Followed at once: a flight already late frees the booking now, not at the next tick.
  await followFlights({ db, lookup: deps.lookup }, { now: request.now, orderId: order.id });
  return (await loadOrder(db, snap.companyId, order.id))!;
}
