/**
 * The demo's stand-in flights with changes (issue 17, point 11): the table of demo-flights.ts, over which a change
 * simulated for the demo (src/server/flights/demo-flight-change.ts) is kept in `demo_flights` — a new gate or
 * terminal, a delay — until three hours after the changed flight leaves; then the flight is the table's again. Asked
 * without a database, it is the table alone. Demo only: flight-provider.ts chooses it only where
 * `demoFlightsEnabled`, and the changes are written only where that holds too.
 */
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/engine';
import { demoFlights } from '../db/schema';
import { BOARDING_BEFORE_DEPARTURE_MINUTES, demoFlightAt } from './demo-flights';
import type { FlightStatus, FlightStatusProvider } from './flight-status';

/** A changed flight is kept until this long after it leaves (as orders stop following it: flight-change.ts). */
export const CHANGED_FLIGHT_KEPT_HOURS = 3;

export const demoFlightBoard: FlightStatusProvider = {
  name: 'demo',
  async lookup(flightNumber, now, context) {
    const table = demoFlightAt(flightNumber, now, context?.around);
    if (!table || !context?.db) return table;
    return (await changedFlight(context.db, flightNumber, now)) ?? table;
  },
};

/** The flight as its simulated change left it; null when none is kept (or it left hours ago). */
export async function changedFlight(db: DbOrTx, flightNumber: string, now: DateTime): Promise<FlightStatus | null> {
  const [row] = await db.select().from(demoFlights).where(eq(demoFlights.flightNumber, flightNumber));
  if (!row) return null;
  if (+row.departureTime < +now.minus({ hours: CHANGED_FLIGHT_KEPT_HOURS })) return null;
  const at = (date: Date) => DateTime.fromJSDate(date).setZone(now.zone).toISO()!;
  return {
    flightNumber: row.flightNumber,
    terminal: row.terminal,
    gate: row.gate,
    boardingTime: at(row.boardingTime),
    departureTime: at(row.departureTime),
    scheduledDepartureTime: at(row.scheduledDepartureTime),
    destination: row.destination,
  };
}

export interface DemoFlightChange {
  flightNumber: string;
  /** A new gate (1–10 letters, digits or '-'), or unchanged. */
  gate?: string | null;
  /** A new terminal ("Terminal 3"), or unchanged. */
  terminal?: string | null;
  /** The whole delay behind the timetable in minutes (0 to 720); unchanged when absent. */
  delayMinutes?: number | null;
}

/**
 * Writes the change over the flight as it stands (its kept change, else the table's flight boarding at `boarding` —
 * an order's — or as the table says at `now`); answers the flight as changed. The caller checks the demo gate.
 */
export async function keepDemoFlightChange(
  db: DbOrTx,
  change: DemoFlightChange,
  now: DateTime,
  boarding?: DateTime,
): Promise<FlightStatus | null> {
  const current =
    (await changedFlight(db, change.flightNumber, now)) ?? demoFlightAt(change.flightNumber, now, boarding);
  if (!current) return null;
  const scheduled = DateTime.fromISO(current.scheduledDepartureTime ?? current.departureTime, { setZone: true });
  const delay =
    change.delayMinutes ??
    Math.max(0, Math.round(+DateTime.fromISO(current.departureTime).diff(scheduled, 'minutes').minutes));
  const departure = scheduled.plus({ minutes: delay });
  const values = {
    terminal: change.terminal?.trim() || current.terminal,
    gate: change.gate?.trim().toUpperCase() || current.gate,
    boardingTime: departure.minus({ minutes: BOARDING_BEFORE_DEPARTURE_MINUTES }).toJSDate(),
    departureTime: departure.toJSDate(),
    scheduledDepartureTime: scheduled.toJSDate(),
    destination: current.destination,
    updatedAt: now.toJSDate(),
  };
  await db
    .insert(demoFlights)
    .values({ flightNumber: change.flightNumber, ...values })
    .onConflictDoUpdate({ target: demoFlights.flightNumber, set: values });
  return changedFlight(db, change.flightNumber, now);
}
