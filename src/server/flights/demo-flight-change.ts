/**
 * The demo's way to see a flight change (issue 17, point 11): change a stand-in flight's gate, terminal or delay, and
 * let the orders on it follow at once. Demo only (`demoFlightsEnabled`: no real provider, a demo deployment); the
 * route (demo-flight-route.ts) answers 404 anywhere else, and this refuses too, so no other caller can write.
 *
 * The orders on the flight are followed first (each takes the flight as it stood as its baseline, so an order placed
 * a moment ago still sees the change as a change), then the change is kept (demo-flight-board.ts) and the orders
 * follow again: the new gate reaches their status page, the board and the shopper's mail.
 */
import { and, desc, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { FOLLOWING_STATUSES } from '../../domain/flights/flight-change';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import { demoFlightsEnabled } from '../deployment/deployment-mode';
import type { Db } from '../db/engine';
import { orders } from '../db/schema';
import { DEMO_FLIGHTS } from './demo-flights';
import { followFlights } from './flight-follow';
import { flightLookupService } from './flight-lookup';
import { demoFlightBoard, keepDemoFlightChange } from './demo-flight-board';
import type { FlightStatus } from './flight-status';

/** A delay up to 12 hours: past that a demo flight would be tomorrow's. */
export const MAX_DEMO_DELAY_MINUTES = 720;

export const demoFlightChangeSchema = z
  .object({
    flightNumber: z.string().max(20),
    gate: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,10}$/)
      .optional(),
    terminal: z.string().trim().min(1).max(40).optional(),
    delayMinutes: z.number().int().min(0).max(MAX_DEMO_DELAY_MINUTES).optional(),
  })
  .strict();

export type DemoFlightChangeResult =
  | { ok: true; flight: FlightStatus; changed: number }
  | { ok: false; code: 'NOT_FOUND' | 'INVALID' | 'FLIGHT_NOT_FOUND'; issues?: string[] };

export async function simulateDemoFlightChange(
  db: Db,
  body: unknown,
  now: DateTime,
  options: { env?: Partial<Record<string, string | undefined>>; sendMail?: boolean } = {},
): Promise<DemoFlightChangeResult> {
  if (!demoFlightsEnabled(options.env ?? process.env)) return { ok: false, code: 'NOT_FOUND' };
  const parsed = demoFlightChangeSchema.safeParse(body);
  if (!parsed.success) return { ok: false, code: 'INVALID', issues: parsed.error.issues.map((i) => i.path.join('.')) };
  const flightNumber = normalizeFlightNumber(parsed.data.flightNumber);
  if (!flightNumber || !DEMO_FLIGHTS.some((f) => f.flightNumber === flightNumber))
    return { ok: false, code: 'FLIGHT_NOT_FOUND' };
  // The stand-in read each time: what was just written is what the orders see.
  const deps = { db, lookup: flightLookupService(demoFlightBoard), sendMail: options.sendMail };
  await followFlights(deps, { now, flightNumber });
  const flight = await keepDemoFlightChange(
    db,
    { ...parsed.data, flightNumber },
    now,
    await boardingOfLatestOrder(db, flightNumber),
  );
  if (!flight) return { ok: false, code: 'FLIGHT_NOT_FOUND' };
  const report = await followFlights(deps, { now, flightNumber });
  return { ok: true, flight, changed: report.changed };
}

/** The boarding the newest order on the flight follows: the flight is changed from there, as its orders know it. */
async function boardingOfLatestOrder(db: Db, flightNumber: string): Promise<DateTime | undefined> {
  const [row] = await db
    .select({ watch: orders.flightWatch })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...FOLLOWING_STATUSES]),
        sql`${orders.flightWatch}->>'flightNumber' = ${flightNumber}`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const boarding = row?.watch?.followed?.boardingTime;
  return boarding ? DateTime.fromISO(boarding, { setZone: true }) : undefined;
}
