/**
 * The flight-status stand-in of the demo and the tests: a few flights that board at fixed distances from now, at the
 * terminals the airport's restaurants serve, so a traveller can try the flight-number lookup at any hour. Demo only
 * (src/server/deployment/deployment-mode.ts `demoFlightsEnabled`): a real deployment never invents a flight.
 */
import type { DateTime } from 'luxon';
import type { FlightStatus, FlightStatusProvider } from './flight-status';

export interface DemoFlight {
  flightNumber: string;
  terminal: string;
  gate: string;
  /** Boarding starts this many minutes after now (whole minutes). */
  boardsInMinutes: number;
  destination: string;
}

/** Boarding starts 40 minutes before departure in this table, as most domestic flights at GRU. */
export const BOARDING_BEFORE_DEPARTURE_MINUTES = 40;

export const DEMO_FLIGHTS: readonly DemoFlight[] = [
  {
    flightNumber: 'G31540',
    terminal: 'Terminal 2',
    gate: '205',
    boardsInMinutes: 40,
    destination: 'Rio de Janeiro (SDU)',
  },
  {
    flightNumber: 'AD4102',
    terminal: 'Terminal 2',
    gate: '218',
    boardsInMinutes: 75,
    destination: 'Belo Horizonte (CNF)',
  },
  { flightNumber: 'LA3318', terminal: 'Terminal 2', gate: '231', boardsInMinutes: 25, destination: 'Brasília (BSB)' },
  { flightNumber: 'AD2750', terminal: 'Terminal 1', gate: '104', boardsInMinutes: 55, destination: 'Curitiba (CWB)' },
  { flightNumber: 'LA8084', terminal: 'Terminal 3', gate: '309', boardsInMinutes: 120, destination: 'Londres (LHR)' },
  { flightNumber: 'TP82', terminal: 'Terminal 3', gate: '315', boardsInMinutes: 90, destination: 'Lisboa (LIS)' },
];

/**
 * The table's answer at `now`: boarding `boardsInMinutes` from now, to the minute — or, asked about an order's flight
 * (`around`: the boarding time the order carries), boarding then, so an order's unchanged flight stays unchanged
 * however often it is asked. On time: the timetable's departure is the departure.
 */
export function demoFlightAt(flightNumber: string, now: DateTime, around?: DateTime): FlightStatus | null {
  const flight = DEMO_FLIGHTS.find((f) => f.flightNumber === flightNumber);
  if (!flight) return null;
  const boarding = (around ?? now.plus({ minutes: flight.boardsInMinutes })).setZone(now.zone).startOf('minute');
  const departure = boarding.plus({ minutes: BOARDING_BEFORE_DEPARTURE_MINUTES }).toISO()!;
  return {
    flightNumber: flight.flightNumber,
    terminal: flight.terminal,
    gate: flight.gate,
    boardingTime: boarding.toISO()!,
    departureTime: departure,
    scheduledDepartureTime: departure,
    destination: flight.destination,
  };
}

/** The table alone (no database): what the demo answered before changes could be simulated. */
export const demoFlightProvider: FlightStatusProvider = {
  name: 'demo',
  async lookup(flightNumber, now, context) {
    return demoFlightAt(flightNumber, now, context?.around);
  },
};
