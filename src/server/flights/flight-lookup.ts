/**
 * The flight-status service: a flight number typed by a traveller → the provider's terminal, gate and boarding time.
 * The same flight is answered from memory for five minutes (found or not), so a page's repeated asks and a crowd at
 * one gate cost one call; and the provider is called at most `callsPerMinute` times a minute per instance, so a
 * flood of made-up numbers cannot run up a paid provider's bill (past the budget a lookup is
 * FLIGHT_LOOKUP_UNAVAILABLE and the traveller types the time and terminal instead). The demo's stand-in is read
 * from the table and the database each time (no cache, no budget: it costs nothing, and a change simulated for the
 * demo shows at once). Each answer says when the provider gave it (`observedAt`, real time), so an order never takes
 * an older answer over a newer one (src/domain/flights/flight-change.ts). Tests put a stand-in in the default's place
 * with `useFlightLookup`.
 */
import type { DateTime } from 'luxon';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import { flightStatusProvider } from './flight-provider';
import {
  FlightLookupUnavailableError,
  type FlightLookupContext,
  type FlightStatus,
  type FlightStatusProvider,
} from './flight-status';

export type FlightLookupCode = 'FLIGHT_NUMBER_INVALID' | 'FLIGHT_NOT_FOUND' | 'FLIGHT_LOOKUP_UNAVAILABLE';
export type FlightLookupResult =
  { ok: true; flight: FlightStatus; observedAt: number } | { ok: false; code: FlightLookupCode };
export type FlightLookup = (
  flightNumber: string,
  now: DateTime,
  context?: FlightLookupContext,
) => Promise<FlightLookupResult>;

export interface FlightLookupOptions {
  keepMs?: number;
  callsPerMinute?: number;
  maxEntries?: number;
  /** Real time for the cache and the budget (the storefront's clock may be fixed by STORE_NOW). */
  clockMs?: () => number;
}

export function flightLookupService(provider: FlightStatusProvider, options: FlightLookupOptions = {}): FlightLookup {
  const standIn = provider.name === 'demo';
  const keepMs = options.keepMs ?? (standIn ? 0 : 5 * 60_000);
  const callsPerMinute = options.callsPerMinute ?? (standIn ? Number.POSITIVE_INFINITY : 30);
  const maxEntries = options.maxEntries ?? 1000;
  const clockMs = options.clockMs ?? Date.now;
  const cache = new Map<string, { at: number; answer: FlightStatus | null }>();
  let window = { minute: -1, calls: 0 };

  return async (raw, now, context) => {
    const flightNumber = normalizeFlightNumber(raw);
    if (!flightNumber) return { ok: false, code: 'FLIGHT_NUMBER_INVALID' };
    const at = clockMs();
    // One flight number flies every day: the day asked about is part of the key.
    const key = `${flightNumber}@${context?.around?.toISODate() ?? ''}`;
    const kept = cache.get(key);
    if (kept && at - kept.at < keepMs)
      return kept.answer
        ? { ok: true, flight: kept.answer, observedAt: kept.at }
        : { ok: false, code: 'FLIGHT_NOT_FOUND' };
    const minute = Math.floor(at / 60_000);
    if (window.minute !== minute) window = { minute, calls: 0 };
    if (window.calls >= callsPerMinute) return { ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' };
    window.calls += 1;
    let answer: FlightStatus | null;
    try {
      answer = await provider.lookup(flightNumber, now, context);
    } catch (error) {
      if (!(error instanceof FlightLookupUnavailableError))
        console.error('[flights] lookup failed:', (error as Error).message);
      return { ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' };
    }
    if (keepMs > 0) {
      cache.delete(key);
      cache.set(key, { at, answer });
      // The oldest go first once the map is full (a Map keeps insertion order).
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    }
    return answer ? { ok: true, flight: answer, observedAt: at } : { ok: false, code: 'FLIGHT_NOT_FOUND' };
  };
}

let fallback: FlightLookup | null = null;
let chosen: FlightLookup | null = null;

/** The process's lookup, over the provider the settings choose. */
export function flightLookup(): FlightLookup {
  return chosen ?? (fallback ??= flightLookupService(flightStatusProvider()));
}

/** Replaces the lookup (tests); null goes back to the settings' provider. */
export function useFlightLookup(lookup: FlightLookup | null): void {
  chosen = lookup;
}

/** Whether a flight number can be looked up here at all (the storefront offers the field only then). */
export const flightLookupOffered = (): boolean => chosen !== null || flightStatusProvider().name !== 'none';
