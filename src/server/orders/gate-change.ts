/**
 * The shopper changes the gate (and terminal) of a gate delivery on the status page, until the order leaves
 * (issue 17, point 6; the rule is src/domain/flights/gate-change.ts). Only the buyer, judged on the row as committed:
 * one transaction holds the order's lock, so a dispatch or a flight-follow sweep at the same moment is either before
 * (and the change is refused, or taken on top of the flight's) or after. The new place is written where flight-follow
 * writes a flight's (the gate delivery) and recorded among the order's flight changes, marked as the shopper's, so the
 * staff board shows it. No mail: the shopper made it.
 */
import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { resolveBoardingTime } from '../../domain/flights/boarding-time';
import { decideGateChange } from '../../domain/flights/gate-change';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import { DEFAULT_ZONE } from '../../domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { orders, type StoredFlightChange, type StoredFlightWatch } from '../db/schema';
import { gateChangeMessage } from '../i18n/gate-change-messages';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import { isBuyer, type Caller } from './order-access';
import { OrderError } from './order-error';
import { publishOrderChange } from './order-events';
import { loadOrder, type OrderRecord } from './order-record';

/** Changes an order keeps (as flight-follow.ts). */
const KEPT_CHANGES = 10;

export interface GateChangeRequest {
  snap: CompanySnapshot;
  id: string;
  terminal: string;
  gate: string;
  caller: Caller;
  locale: Locale;
  /** The server's clock (STORE_NOW when set). */
  now: DateTime;
}

export async function changeOrderGate(db: Db, request: GateChangeRequest): Promise<OrderRecord> {
  const { snap, locale, now } = request;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, snap.companyId), eq(orders.id, request.id)))
      .for('update');
    if (!order) throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
    if (!isBuyer(request.caller, order)) throw new OrderError('FORBIDDEN', orderMessage('FORBIDDEN', locale));
    const zone = snap.catalogue.catalog(order.catalogId)?.timezone ?? DEFAULT_ZONE;
    const current = order.gateDelivery;
    const decision = decideGateChange({
      status: order.status,
      current,
      boarding: current ? resolveBoardingTime(current.boardingTime, order.createdAt.getTime(), zone) : null,
      next: { terminal: request.terminal, gate: request.gate },
      now,
    });
    if (!decision.allowed) {
      const path = decision.reason === 'INVALID_GATE' ? { path: 'gate' } : {};
      throw new OrderError(decision.reason, gateChangeMessage(decision.reason, locale), {
        ...path,
        status: order.status,
      });
    }
    const at = now.toISO({ suppressMilliseconds: false })!;
    const taken: StoredFlightChange[] = decision.changed.map((field) => ({
      field,
      from: field === 'GATE' ? current!.gate : current!.terminal,
      to: field === 'GATE' ? decision.gate : decision.terminal,
      at,
      by: 'SHOPPER',
    }));
    const watch: StoredFlightWatch = order.flightWatch ?? {
      flightNumber: normalizeFlightNumber(current!.flightNumber) ?? current!.flightNumber,
      source: 'GATE',
      followed: null,
      delayMinutes: 0,
      changes: [],
    };
    await tx
      .update(orders)
      .set({
        gateDelivery: { ...current!, terminal: decision.terminal, gate: decision.gate },
        flightWatch: { ...watch, changes: [...watch.changes, ...taken].slice(-KEPT_CHANGES) },
        updatedAt: now.toJSDate(),
      })
      .where(eq(orders.id, order.id));
  });
  const record = (await loadOrder(db, snap.companyId, request.id))!;
  await publishOrderChange(db, { companyId: snap.companyId, orderId: request.id, status: record.order.status });
  return record;
}
