/**
 * Flights and gate times through GraphQL on the seeded demo (Monday 23 November 2026, noon, unless a test sets
 * another clock): the flight lookup with the demo's stand-in provider, the company's gate question and each
 * store's minutes to the gates.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFlightLookup } from '@/src/server/flights/flight-lookup';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, MERCADO, closeSeededDatabase, codes, gql, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useFlightLookup(null));

const FLIGHT = /* GraphQL */ `
  query Flight($number: String!) {
    flightStatus(filter: { flightNumber: $number }) {
      flightNumber
      terminal
      gate
      boardingTime
      boardingTimeLocal
      departureTime
      destination
    }
  }
`;

describe('flightStatus', () => {
  it('answers a demo flight: Terminal 2, gate 205, boarding 40 minutes from the server’s clock', async () => {
    const result = await gql(FLIGHT, { variables: { number: 'g3 1540' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.flightStatus).toEqual({
      flightNumber: 'G31540',
      terminal: 'Terminal 2',
      gate: '205',
      boardingTime: '2026-11-23T12:40:00.000-03:00',
      boardingTimeLocal: '12:40',
      departureTime: '2026-11-23T13:20:00.000-03:00',
      destination: 'Rio de Janeiro (SDU)',
    });
  });

  it('refuses a malformed number and an unknown flight with their codes, in the traveller’s language', async () => {
    const bad = await gql(FLIGHT, { variables: { number: '12345' }, lang: 'en' });
    expect(codes(bad)).toEqual(['FLIGHT_NUMBER_INVALID']);
    expect(bad.errors![0]!.message).toMatch(/Check the flight number/);
    const unknown = await gql(FLIGHT, { variables: { number: 'ZZ9999' }, lang: 'es' });
    expect(codes(unknown)).toEqual(['FLIGHT_NOT_FOUND']);
    expect(unknown.errors![0]!.message).toMatch(/No encontramos ese vuelo/);
  });

  it('says FLIGHT_LOOKUP_UNAVAILABLE when no provider answers (a real deployment without one)', async () => {
    useFlightLookup(async () => ({ ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' }));
    const result = await gql(FLIGHT, { variables: { number: 'G31540' } });
    expect(codes(result)).toEqual(['FLIGHT_LOOKUP_UNAVAILABLE']);
    expect(result.errors![0]!.message).toMatch(/horário de embarque e o terminal/);
  });
});

const GATES = /* GraphQL */ `
  query Gates {
    company {
      gateDelivery {
        marginMinutes
        terminals
        flightLookup
        serviceSlug
        timezone
        now
      }
    }
  }
`;

describe('Company.gateDelivery', () => {
  it('the airport: its margin, the terminals its stores deliver to, and the lookup on offer', async () => {
    const result = await gql(GATES);
    expect(result.data!.company.gateDelivery).toEqual({
      marginMinutes: 20,
      terminals: ['Terminal 1', 'Terminal 2', 'Terminal 3'],
      flightLookup: true,
      serviceSlug: 'delivery',
      timezone: 'America/Sao_Paulo',
      now: '2026-11-23T12:00:00.000-03:00',
    });
  });

  it('none for a shop that delivers to no gate', async () => {
    expect((await gql(GATES, { host: MERCADO })).data!.company.gateDelivery).toBeNull();
  });
});

const TIMING = /* GraphQL */ `
  query Timing($slug: String!) {
    catalog(filter: { slug: $slug }) {
      gateTiming {
        preparationMinutes
        marginMinutes
        deliversNow
        pickUpNow
        timezone
        terminals {
          name
          deliveryMinutes
          walkingMinutes
        }
      }
    }
  }
`;

describe('Catalog.gateTiming', () => {
  it('the café: its own preparation plus the run to each terminal, open for both ways at every hour', async () => {
    for (const now of ['2026-11-23T12:00:00.000-03:00', '2026-11-24T03:10:00.000-03:00']) {
      const result = await gql(TIMING, { variables: { slug: 'cafe-check-in' }, now });
      expect(result.data!.catalog.gateTiming).toEqual({
        preparationMinutes: 5,
        marginMinutes: 20,
        deliversNow: true,
        pickUpNow: true,
        timezone: 'America/Sao_Paulo',
        terminals: [
          { name: 'Terminal 1', deliveryMinutes: 14, walkingMinutes: 11 },
          { name: 'Terminal 2', deliveryMinutes: 12, walkingMinutes: 5 },
          { name: 'Terminal 3', deliveryMinutes: 16, walkingMinutes: 12 },
        ],
      });
    }
  });

  it('a closed store takes no order now: the pizzeria at 03:10', async () => {
    const result = await gql(TIMING, {
      variables: { slug: 'forno-de-embarque' },
      now: '2026-11-24T03:10:00.000-03:00',
    });
    expect(result.data!.catalog.gateTiming).toMatchObject({ deliversNow: false, pickUpNow: false });
  });

  it('none for a catalogue that does not deliver to gates (the VIP lounge)', async () => {
    const result = await gql(TIMING, { variables: { slug: 'sala-vip' }, host: AERO });
    expect(result.data!.catalog.gateTiming).toBeNull();
  });
});
