/**
 * The traveller's flight for this visit (docs/business-rules.md "Flight first"): asked once on the delivery
 * service page or the airport's home, kept in the browser and read by the store cards, the store page, the cart and
 * the checkout. A boarding time ('HH:MM' in the airport's zone) and a terminal are what the times need; the gate and
 * the flight number help the courier and are asked at checkout when missing. No zod and no luxon: pages that only
 * read it load neither.
 */
import { normalizeFlightNumber } from './flight-number';

export interface FlightContext {
  /** 'HH:MM' in the airport's zone (src/domain/flights/boarding-time.ts reads it against the clock). */
  boardingTime: string;
  terminal: string;
  /** Empty when not given yet. */
  gate: string;
  /** Normalised ("LA3412"); empty when not given. */
  flightNumber: string;
  /** When it was saved (epoch ms): after `FLIGHT_CONTEXT_TTL_MS` it belongs to another trip and is dropped. */
  savedAt: number;
}

export type FlightContextField = 'boardingTime' | 'terminal' | 'gate' | 'flightNumber';

/** Half a day: a boarding time in 'HH:MM' means another day after that (boarding-time.ts reads it so). */
export const FLIGHT_CONTEXT_TTL_MS = 12 * 60 * 60 * 1000;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const GATE = /^[A-Za-z0-9-]{1,10}$/;

/** What is wrong with a traveller's entries (an empty gate or flight number is fine here: they are optional). */
export function flightContextProblems(entry: {
  boardingTime: string;
  terminal: string;
  gate: string;
  flightNumber: string;
}): Set<FlightContextField> {
  const problems = new Set<FlightContextField>();
  if (!HH_MM.test(entry.boardingTime.trim())) problems.add('boardingTime');
  if (!entry.terminal.trim() || entry.terminal.trim().length > 40) problems.add('terminal');
  if (entry.gate.trim() && !GATE.test(entry.gate.trim())) problems.add('gate');
  if (entry.flightNumber.trim() && !normalizeFlightNumber(entry.flightNumber)) problems.add('flightNumber');
  return problems;
}

/** The entries as kept: trimmed, the flight number normalised; null when they are not a usable flight. */
export function toFlightContext(
  entry: { boardingTime: string; terminal: string; gate: string; flightNumber: string },
  savedAt: number,
): FlightContext | null {
  if (flightContextProblems(entry).size > 0) return null;
  return {
    boardingTime: entry.boardingTime.trim(),
    terminal: entry.terminal.trim(),
    gate: entry.gate.trim().toUpperCase(),
    flightNumber: normalizeFlightNumber(entry.flightNumber) ?? '',
    savedAt,
  };
}

/** A saved context read back defensively at `nowMs`: anything unreadable or stale is no context at all. */
export function readFlightContext(saved: unknown, nowMs: number): FlightContext | null {
  // Anything but an object has no savedAt, so it is refused below with the rest.
  const s = (saved ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const savedAt = typeof s.savedAt === 'number' ? s.savedAt : NaN;
  // NaN and ±Infinity fail one of these two comparisons.
  if (!(savedAt <= nowMs + 60_000) || nowMs - savedAt > FLIGHT_CONTEXT_TTL_MS) return null;
  return toFlightContext(
    {
      boardingTime: text(s.boardingTime),
      terminal: text(s.terminal),
      gate: text(s.gate),
      flightNumber: text(s.flightNumber),
    },
    savedAt,
  );
}
