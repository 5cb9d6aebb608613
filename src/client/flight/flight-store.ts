/**
 * The traveller's flight for the visit (src/domain/flights/flight-context.ts), kept in the browser's local storage
 * per company so that the service page, the store page, the cart and the checkout of any tab read the same one; it
 * expires with the trip (half a day). `useFlight` re-renders on a change made here or in another tab. Nothing of it
 * reaches the server but what the checkout sends with an order.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readFlightContext, toFlightContext, type FlightContext } from '@/src/domain/flights/flight-context';

export const flightStorageKey = (company: string) => `storefront:flight:${company}`;
const CHANGED = 'storefront:flight-changed';

function readText(company: string): string | null {
  try {
    return window.localStorage.getItem(flightStorageKey(company));
  } catch {
    return null; // blocked storage: no flight kept, the prompt asks again
  }
}

/** Parsed once per stored text, so the snapshot stays the same object while nothing changes. */
const parsed = new Map<string, FlightContext | null>();
function parse(text: string | null): FlightContext | null {
  if (!text) return null;
  if (!parsed.has(text)) {
    let raw: unknown = null;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = null;
    }
    parsed.clear();
    parsed.set(text, readFlightContext(raw, Date.now()));
  }
  return parsed.get(text) ?? null;
}

export function readFlight(company: string): FlightContext | null {
  return parse(readText(company));
}

/** Saves the entries (null when they are not a usable flight) and tells every reader. */
export function saveFlight(
  company: string,
  entry: { boardingTime: string; terminal: string; gate: string; flightNumber: string },
): FlightContext | null {
  const flight = toFlightContext(entry, Date.now());
  if (!flight) return null;
  try {
    window.localStorage.setItem(flightStorageKey(company), JSON.stringify(flight));
  } catch {
    // Full or blocked storage: this page still uses it.
  }
  window.dispatchEvent(new Event(CHANGED));
  return flight;
}

export function clearFlight(company: string): void {
  try {
    window.localStorage.removeItem(flightStorageKey(company));
  } catch {
    // nothing kept
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The company's flight for this visit: null on the server and in the first render (the server cannot know it), then
 * the saved one. `ready` says the browser's storage has been read.
 */
export function useFlight(company: string): { flight: FlightContext | null; ready: boolean } {
  const snapshot = useCallback(() => readText(company) ?? '', [company]);
  const text = useSyncExternalStore(subscribe, snapshot, () => null);
  return { flight: text === null ? null : parse(text), ready: text !== null };
}
