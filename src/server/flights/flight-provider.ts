/**
 * Which flight-status provider answers (like the payment and mail adapters, by settings): AeroDataBox when
 * FLIGHT_STATUS_API_KEY is set; otherwise the demo's stand-in (its table, with the changes simulated for the demo:
 * demo-flight-board.ts) in the demo only; otherwise none, and a lookup is
 * FLIGHT_LOOKUP_UNAVAILABLE (the traveller types the boarding time and terminal instead).
 */
import { demoFlightsEnabled } from '../deployment/deployment-mode';
import { aeroDataBoxProvider, type AeroDataBoxSettings } from './aerodatabox-flights';
import { demoFlightBoard } from './demo-flight-board';
import { FlightLookupUnavailableError, type FlightStatusProvider } from './flight-status';

export const noFlightProvider: FlightStatusProvider = {
  name: 'none',
  async lookup() {
    throw new FlightLookupUnavailableError('no flight-status provider is configured');
  },
};

export function flightStatusProvider(
  settings: AeroDataBoxSettings = process.env,
  fetchImpl?: typeof fetch,
): FlightStatusProvider {
  if (settings.FLIGHT_STATUS_API_KEY?.trim()) return aeroDataBoxProvider(settings, fetchImpl);
  return demoFlightsEnabled(settings) ? demoFlightBoard : noFlightProvider;
}
