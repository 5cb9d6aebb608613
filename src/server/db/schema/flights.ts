/**
 * The demo's stand-in flights once a change was simulated for them (src/server/flights/demo-flight-board.ts): a
 * flight of the stand-in table is otherwise computed relative to now and kept nowhere. Demo only: a real deployment
 * never writes here (src/server/deployment/deployment-mode.ts `demoFlightsEnabled`). Airport-wide, like the table.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const demoFlights = pgTable('demo_flights', {
  /** Normalised ("G31540"). */
  flightNumber: text('flight_number').primaryKey(),
  terminal: text('terminal'),
  gate: text('gate'),
  boardingTime: instant('boarding_time').notNull(),
  departureTime: instant('departure_time').notNull(),
  /** The timetable's departure: a later departureTime is a delay. */
  scheduledDepartureTime: instant('scheduled_departure_time').notNull(),
  destination: text('destination'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
