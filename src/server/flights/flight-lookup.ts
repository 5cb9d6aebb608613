/**
 * The flight-status service: a flight number typed by a traveller → the provider's terminal, gate and boarding time.
 * The same flight is answered from memory for five minutes (found or not), so a page's repeated asks and a crowd at
 * one gate cost one call; and the provider is called at most `callsPerMinute` times a minute per instance, so a
 * flood of made-up numbers cannot run up a paid provider's bill (past the budget a lookup is
 * FLIGHT_LOOKUP_UNAVAILABLE and the traveller types the time and terminal instead). Tests put a stand-in in the
 * default's place with `useFlightLookup`.
 */
import type { DateTime } from 'luxon';
import { normalizeFlightNumber } from '../../domain/flights/flight-number';
import { flightStatusProvider } from './flight-provider';
import { FlightLookupUnavailableError, type FlightStatus, type FlightStatusProvider } from './flight-status';

export type FlightLookupCode = 'FLIGHT_NUMBER_INVALID' | 'FLIGHT_NOT_FOUND' | 'FLIGHT_LOOKUP_UNAVAILABLE';
export type FlightLookupResult = { ok: true; flight: FlightStatus } | { ok: false; code: FlightLookupCode };
export type FlightLookup = (flightNumber: string, now: DateTime) => Promise<FlightLookupResult>;

export interface FlightLookupOptions {
  keepMs?: number;
  callsPerMinute?: number;
  maxEntries?: number;
  /** Real time for the cache and the budget (the storefront's clock may be fixed by STORE_NOW). */
  clockMs?: () => number;
}

export function flightLookupService(provider: FlightStatusProvider, options: FlightLookupOptions = {}): FlightLookup {
  const keepMs = options.keepMs ?? 5 * 60_000;
  const callsPerMinute = options.callsPerMinute ?? 30;
  const maxEntries = options.maxEntries ?? 1000;
  const clockMs = options.clockMs ?? Date.now;
  const cache = new Map<string, { at: number; answer: FlightStatus | null }>();
  let window = { minute: -1, calls: 0 };

  return async (raw, now) => {
    const flightNumber = normalizeFlightNumber(raw);
    if (!flightNumber) return { ok: false, code: 'FLIGHT_NUMBER_INVALID' };
    const at = clockMs();
    const kept = cache.get(flightNumber);
    if (kept && at - kept.at < keepMs)
      return kept.answer ? { ok: true, flight: kept.answer } : { ok: false, code: 'FLIGHT_NOT_FOUND' };
    const minute = Math.floor(at / 60_000);
    if (window.minute !== minute) window = { minute, calls: 0 };
    if (window.calls >= callsPerMinute) return { ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' };
    window.calls += 1;
    let answer: FlightStatus | null;
    try {
      answer = await provider.lookup(flightNumber, now);
    } catch (error) {
      if (!(error instanceof FlightLookupUnavailableError))
        console.error('[flights] lookup failed:', (error as Error).message);
      return { ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' };
    }
    cache.delete(flightNumber);
    cache.set(flightNumber, { at, answer });
    // The oldest go first once the map is full (a Map keeps insertion order).
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return answer ? { ok: true, flight: answer } : { ok: false, code: 'FLIGHT_NOT_FOUND' };
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
