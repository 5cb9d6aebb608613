/**
 * Orders follow their flights (docs/decisions.md "Flight changes"; issue 17, point 11). A sweep asks the
 * flight-status provider about the flight of every order that has not left and is due within the window of
 * src/domain/flights/flight-change.ts, and lets each take what changed:
 * - a gate delivery takes the new gate, terminal or boarding time (its deliver-by moves with it);
 * - a booking (lounge, hospitality, meet & assist) records the delay; over 90 minutes, its moves are free (SPEC §8).
 * Each order that changed is published (the status page and the board read it again) and its shopper mailed once.
 *
 * Which flight: the gate delivery's; else a company booking's line (the first in time); else the one its buyer
 * linked to the booking (`followOrderFlight`). Who runs it: a timer in every server process
 * (flight-follow-timer.ts, each minute, with the server's clock), and the demo's simulated change for its flight at
 * once (demo-flight-change.ts). Each order is changed in its own transaction holding its row lock, taken with SKIP
 * LOCKED and its status checked again: instances sweeping at once, or staff dispatching it at that moment, never
 * apply a change twice nor to an order that has left. The provider is asked before the transaction, never inside it.
 */
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { resolveBoardingTime } from '../../domain/flights/boarding-time';
import {
  delayFreesBookingMoves,
  FOLLOWING_STATUSES,
  flightDelayMinutes,
  followFlight,
  followsFlight,
  isFollowedAt,
  type FlightObservation,
} from '../../domain/flights/flight-change';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import { DEFAULT_ZONE } from '../../domain/time/time-of-day';
import { getCompanySnapshot, type CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { companies, orderLines, orders, type StoredFlightWatch } from '../db/schema';
import { publishOrderChange } from '../orders/order-events';
import { sendFlightMail, type FlightNotice } from '../orders/order-mail';
import { loadOrder, type OrderRow } from '../orders/order-record';
import { bookingStart } from '../tracking/booking-move';
import type { FlightLookup } from './flight-lookup';

/** At most this many orders per sweep (the newest first): a provider's budget is shared with travellers' lookups. */
export const FOLLOW_BATCH = 200;
/** Changes an order keeps for its notice (the latest last). */
const KEPT_CHANGES = 10;

export interface FollowDeps {
  db: Db;
  lookup: FlightLookup;
  /** Mails the shopper; false in benchmarks. */
  sendMail?: boolean;
}

export interface FollowOptions {
  /** The server's clock (STORE_NOW when set). */
  now: DateTime;
  /** Only the orders on this flight (normalised), e.g. after the demo changed it. */
  flightNumber?: string;
  /** Only this order. */
  orderId?: string;
}

export interface FollowReport {
  /** Orders whose flight was asked about. */
  checked: number;
  /** Orders that took a change (gate, terminal, boarding) or were freed by a delay. */
  changed: number;
}

/** The flight an order follows, where it came from and when the order expects it. */
interface Followed {
  flightNumber: string;
  source: StoredFlightWatch['source'];
  expected: DateTime;
}

type Candidate = Pick<
  OrderRow,
  'id' | 'companyId' | 'status' | 'catalogId' | 'createdAt' | 'operationWay' | 'gateDelivery' | 'flightWatch'
> & { slug: string };

export async function followFlights(deps: FollowDeps, options: FollowOptions): Promise<FollowReport> {
  const { db } = deps;
  const candidates: Candidate[] = await db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      status: orders.status,
      catalogId: orders.catalogId,
      createdAt: orders.createdAt,
      operationWay: orders.operationWay,
      gateDelivery: orders.gateDelivery,
      flightWatch: orders.flightWatch,
      slug: companies.slug,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        inArray(orders.status, [...FOLLOWING_STATUSES]),
        or(isNotNull(orders.gateDelivery), isNotNull(orders.flightWatch), isNotNull(orders.businessAccountId)),
        options.orderId ? eq(orders.id, options.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(FOLLOW_BATCH);
  const lines = await businessFlights(
    db,
    candidates.map((c) => c.id),
  );
  const snapshots = new Map<string, CompanySnapshot | null>();
  const report: FollowReport = { checked: 0, changed: 0 };
  for (const candidate of candidates) {
    try {
      if (!snapshots.has(candidate.slug)) snapshots.set(candidate.slug, await getCompanySnapshot(db, candidate.slug));
      const snap = snapshots.get(candidate.slug);
      if (!snap) continue;
      const zone = snap.catalogue.catalog(candidate.catalogId)?.timezone ?? DEFAULT_ZONE;
      const flight = followedFlight(snap, candidate, lines.get(candidate.id) ?? null, zone);
      if (!flight || (options.flightNumber && flight.flightNumber !== options.flightNumber)) continue;
      if (!isFollowedAt(flight.expected, options.now)) continue;
      const answer = await deps.lookup(flight.flightNumber, options.now.setZone(zone), { db, around: flight.expected });
      if (!answer.ok) continue;
      report.checked += 1;
      const observation: FlightObservation = { ...answer.flight, observedAt: answer.observedAt };
      const notices = await db.transaction((tx) =>
        takeChange(tx, snap, candidate.id, flight, observation, options.now, zone),
      );
      if (notices.length === 0) continue;
      report.changed += 1;
      const record = await loadOrder(db, candidate.companyId, candidate.id);
      if (!record) continue;
      await publishOrderChange(db, {
        companyId: candidate.companyId,
        orderId: candidate.id,
        status: record.order.status,
      });
      if (deps.sendMail !== false) for (const notice of notices) await sendFlightMail(db, snap, record, notice);
    } catch (error) {
      // One order (or one flight) that cannot be followed must not stop the others.
      console.error(`[flights] order ${candidate.id} not followed: ${(error as Error).message}`);
    }
  }
  return report;
}

/** The first line in time of each company booking that names a flight. */
async function businessFlights(db: Db, ids: string[]): Promise<Map<string, { flightNumber: string; time: string }>> {
  const found = new Map<string, { flightNumber: string; time: string }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ orderId: orderLines.orderId, details: orderLines.bookingDetails })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, ids), isNotNull(orderLines.bookingDetails)));
  for (const { orderId, details } of rows) {
    const flightNumber = normalizeFlightNumber(details?.flightNumber);
    if (!flightNumber || !details?.time) continue;
    const kept = found.get(orderId);
    if (!kept || Date.parse(details.time) < Date.parse(kept.time))
      found.set(orderId, { flightNumber, time: details.time });
  }
  return found;
}

function followedFlight(
  snap: CompanySnapshot,
  order: Candidate,
  business: { flightNumber: string; time: string } | null,
  zone: string,
): Followed | null {
  const gate = order.gateDelivery;
  const gateFlight = normalizeFlightNumber(gate?.flightNumber);
  if (gate && gateFlight) {
    const expected = resolveBoardingTime(gate.boardingTime, order.createdAt.getTime(), zone);
    return expected && { flightNumber: gateFlight, source: 'GATE', expected };
  }
  const start = bookingStart(snap, order);
  if (business) {
    const at = DateTime.fromISO(business.time, { zone });
    return at.isValid ? { flightNumber: business.flightNumber, source: 'BUSINESS', expected: at } : null;
  }
  const linked = normalizeFlightNumber(order.flightWatch?.flightNumber);
  if (linked && start) return { flightNumber: linked, source: 'BUYER', expected: DateTime.fromISO(start, { zone }) };
  return null;
}

/**
 * Inside the order's transaction: what it takes from this answer, written; the notices for its shopper. Nothing
 * when someone else holds it, when it has left since it was listed, or when the answer is older than its last.
 */
async function takeChange(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  snap: CompanySnapshot,
  id: string,
  flight: Followed,
  observation: FlightObservation,
  now: DateTime,
  zone: string,
): Promise<FlightNotice[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
  if (!order || !followsFlight(order.status)) return [];
  const watch = order.flightWatch?.flightNumber === flight.flightNumber ? order.flightWatch : null;
  const gate = flight.source === 'GATE' ? order.gateDelivery : null;
  const boarding = gate ? resolveBoardingTime(gate.boardingTime, order.createdAt.getTime(), zone) : null;
  const follow = followFlight({
    order: gate && boarding ? { gate: gate.gate, terminal: gate.terminal, boarding } : null,
    followed: watch?.followed ?? null,
    next: observation,
    zone,
  });
  if (follow.stale) return [];
  const before = watch?.delayMinutes ?? 0;
  const delayMinutes = Math.max(before, flightDelayMinutes(observation));
  // A long delay frees a booking's moves; a gate delivery has no move to free (its boarding follows instead).
  const freed = !!bookingStart(snap, order) && !delayFreesBookingMoves(before) && delayFreesBookingMoves(delayMinutes);
  const at = now.toISO({ suppressMilliseconds: false })!;
  const next: StoredFlightWatch = {
    flightNumber: flight.flightNumber,
    source: flight.source,
    followed: follow.followed,
    delayMinutes,
    changes: [...(watch?.changes ?? []), ...follow.changes.map((change) => ({ ...change, at }))].slice(-KEPT_CHANGES),
  };
  const changes = gate && follow.changes.length > 0;
  if (!changes && !freed && JSON.stringify(next) === JSON.stringify(order.flightWatch)) return [];
  let gateDelivery = order.gateDelivery;
  if (gate && changes) {
    gateDelivery = { ...gate };
    for (const change of follow.changes) {
      if (change.field === 'GATE') gateDelivery.gate = change.to;
      else if (change.field === 'TERMINAL') gateDelivery.terminal = change.to;
      else gateDelivery.boardingTime = change.to;
    }
  }
  await tx
    .update(orders)
    .set({ flightWatch: next, gateDelivery, ...(changes || freed ? { updatedAt: now.toJSDate() } : {}) })
    .where(eq(orders.id, id));
  const notices: FlightNotice[] = [];
  if (changes) notices.push({ kind: 'changed', flightNumber: flight.flightNumber, changes: follow.changes });
  if (freed) notices.push({ kind: 'delayed', flightNumber: flight.flightNumber, delayMinutes });
  return notices;
}
