/**
 * The real flight-status provider: AeroDataBox's "flight by number" (https://aerodatabox.com, through RapidAPI),
 * chosen when FLIGHT_STATUS_API_KEY is set. It answers the flight's legs of a local date; we take the next departure
 * from the airport (FLIGHT_STATUS_AIRPORT, IATA, default GRU) that has not left more than an hour ago. Providers do
 * not publish boarding: it is the departure (revised, else scheduled) less FLIGHT_BOARDING_LEAD_MINUTES (default 40).
 * FLIGHT_STATUS_API_BASE lets tests point it at a local stand-in. A failure or timeout is "unavailable", never
 * "no such flight".
 */
import { DateTime } from 'luxon';
import {
  FlightLookupUnavailableError,
  terminalName,
  type FlightStatus,
  type FlightStatusProvider,
} from './flight-status';

export interface AeroDataBoxSettings {
  FLIGHT_STATUS_API_KEY?: string;
  FLIGHT_STATUS_API_BASE?: string;
  FLIGHT_STATUS_AIRPORT?: string;
  FLIGHT_BOARDING_LEAD_MINUTES?: string;
  [name: string]: string | undefined;
}

const DEFAULT_BASE = 'https://aerodatabox.p.rapidapi.com';
const TIMEOUT_MS = 5000;

interface Movement {
  airport?: { iata?: string; name?: string; municipalityName?: string };
  scheduledTime?: { utc?: string };
  revisedTime?: { utc?: string };
  scheduledTimeUtc?: string;
  actualTimeUtc?: string;
  terminal?: string;
  gate?: string;
}
interface Leg {
  number?: string;
  departure?: Movement;
  arrival?: Movement;
}

/** "2026-11-23 15:00Z" (AeroDataBox's format) or ISO → DateTime; null when unreadable. */
function instant(text: string | undefined): DateTime | null {
  if (!text) return null;
  const at = DateTime.fromISO(text.trim().replace(' ', 'T'), { zone: 'utc' });
  return at.isValid ? at : null;
}

export function aeroDataBoxProvider(
  settings: AeroDataBoxSettings,
  fetchImpl: typeof fetch = fetch,
): FlightStatusProvider {
  const key = settings.FLIGHT_STATUS_API_KEY?.trim() ?? '';
  const base = (settings.FLIGHT_STATUS_API_BASE?.trim() || DEFAULT_BASE).replace(/\/+$/, '');
  const airport = (settings.FLIGHT_STATUS_AIRPORT?.trim() || 'GRU').toUpperCase();
  const lead = Number(settings.FLIGHT_BOARDING_LEAD_MINUTES ?? 40);
  const boardingLead = Number.isInteger(lead) && lead >= 0 && lead <= 180 ? lead : 40;
  return {
    name: 'aerodatabox',
    async lookup(flightNumber, now, context) {
      // An order's flight is the one of its own day (a booking tomorrow), a traveller's question today's.
      const reference = context?.around?.setZone(now.zone) ?? now;
      const date = reference.toISODate();
      let legs: Leg[];
      try {
        const response = await fetchImpl(`${base}/flights/number/${encodeURIComponent(flightNumber)}/${date}`, {
          headers: { 'x-rapidapi-key': key, 'x-rapidapi-host': new URL(base).host, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.status === 404 || response.status === 204) return null;
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as unknown;
        legs = Array.isArray(body) ? (body as Leg[]) : [];
      } catch (error) {
        throw new FlightLookupUnavailableError(`flight status: ${(error as Error).message}`, { cause: error });
      }
      const candidates = legs
        .filter((leg) => leg.departure?.airport?.iata?.toUpperCase() === airport)
        .map((leg) => {
          const departure = leg.departure!;
          const at =
            instant(departure.revisedTime?.utc) ??
            instant(departure.actualTimeUtc) ??
            instant(departure.scheduledTime?.utc) ??
            instant(departure.scheduledTimeUtc);
          return { leg, at };
        })
        .filter((c): c is { leg: Leg; at: DateTime } => !!c.at && c.at >= reference.minus({ hours: 1 }))
        .sort((a, b) => a.at.toMillis() - b.at.toMillis());
      const next = candidates[0];
      if (!next) return null;
      const departure = next.leg.departure!;
      const scheduled = instant(departure.scheduledTime?.utc) ?? instant(departure.scheduledTimeUtc);
      const arrival = next.leg.arrival?.airport;
      const status: FlightStatus = {
        flightNumber,
        terminal: terminalName(departure.terminal),
        gate: departure.gate?.trim() || null,
        boardingTime: next.at.minus({ minutes: boardingLead }).setZone(now.zone).toISO()!,
        departureTime: next.at.setZone(now.zone).toISO()!,
        scheduledDepartureTime: scheduled ? scheduled.setZone(now.zone).toISO()! : null,
        destination: arrival
          ? [arrival.municipalityName ?? arrival.name, arrival.iata && `(${arrival.iata})`].filter(Boolean).join(' ') ||
            null
          : null,
      };
      return status;
    },
  };
}
