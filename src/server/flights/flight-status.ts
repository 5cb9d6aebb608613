/**
 * The flight-status interface (docs/architecture.md "Outside services"): what a provider answers for a flight number
 * departing from the airport. Adapters: `demo-flights.ts` (the demo's and the tests' stand-in, a small table of
 * flights boarding relative to now) and `aerodatabox-flights.ts` (AeroDataBox, when FLIGHT_STATUS_API_KEY is set);
 * chosen by `flight-provider.ts`.
 */
import type { DateTime } from 'luxon';
import type { Db } from '../db/engine';

export interface FlightStatus {
  /** Normalised ("LA3412"). */
  flightNumber: string;
  /** As the airport's coverage names it ("Terminal 2"); null when the provider does not know yet. */
  terminal: string | null;
  gate: string | null;
  /** ISO timestamps: when boarding starts and when the flight leaves. */
  boardingTime: string;
  departureTime: string;
  /** The timetable's departure (ISO); departureTime later than it is a delay. Null when the provider does not say. */
  scheduledDepartureTime: string | null;
  destination: string | null;
}

/** What a lookup may say beyond the flight number. */
export interface FlightLookupContext {
  /** The database, where a provider keeps state (the demo's simulated changes); lookups without it compute only. */
  db?: Db;
  /** When the caller expects the flight (an order's boarding time): which day's flight is meant. */
  around?: DateTime;
}

export interface FlightStatusProvider {
  readonly name: 'demo' | 'aerodatabox' | 'none';
  /** The flight's next departure from the airport around `now` (or `context.around`); null when it knows no such flight. */
  lookup(flightNumber: string, now: DateTime, context?: FlightLookupContext): Promise<FlightStatus | null>;
}

/** The provider cannot answer (none configured, down, or over its budget): the traveller types the times instead. */
export class FlightLookupUnavailableError extends Error {
  readonly code = 'FLIGHT_LOOKUP_UNAVAILABLE';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'FlightLookupUnavailableError';
  }
}

/** A terminal as providers write it ("2", "T2", "Terminal 2") in the coverage's words ("Terminal 2"). */
export function terminalName(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const match = /^(?:terminal|term\.?|t)?\s*(\w{1,3})$/i.exec(text);
  return match ? `Terminal ${match[1]!.toUpperCase()}` : text;
}
