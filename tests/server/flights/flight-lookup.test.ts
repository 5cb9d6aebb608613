/**
 * The flight-status adapter: the demo's stand-in table, the AeroDataBox adapter (its HTTP API mocked: an outside
 * service), the choice by settings, and the lookup service's cache and call budget.
 */
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { aeroDataBoxProvider } from '@/src/server/flights/aerodatabox-flights';
import { DEMO_FLIGHTS, demoFlightProvider } from '@/src/server/flights/demo-flights';
import { flightLookupService } from '@/src/server/flights/flight-lookup';
import { flightStatusProvider } from '@/src/server/flights/flight-provider';
import { terminalName, type FlightStatusProvider } from '@/src/server/flights/flight-status';
import { demoFlightsEnabled } from '@/src/server/deployment/deployment-mode';

const NOON = DateTime.fromISO('2026-11-23T12:00:30.000-03:00', { setZone: true });

describe('the demo’s stand-in flights', () => {
  it('boards G3 1540 at Terminal 2, gate 205, 40 minutes from now (to the minute), leaving 40 minutes later', async () => {
    const flight = await demoFlightProvider.lookup('G31540', NOON);
    expect(flight).toEqual({
      flightNumber: 'G31540',
      terminal: 'Terminal 2',
      gate: '205',
      boardingTime: '2026-11-23T12:40:00.000-03:00',
      departureTime: '2026-11-23T13:20:00.000-03:00',
      scheduledDepartureTime: '2026-11-23T13:20:00.000-03:00',
      destination: 'Rio de Janeiro (SDU)',
    });
  });

  it('asked about an order’s flight, boards when the order says (an unchanged flight stays unchanged)', async () => {
    const around = NOON.plus({ minutes: 25 });
    const flight = await demoFlightProvider.lookup('G31540', NOON.plus({ minutes: 17 }), { around });
    expect(flight).toMatchObject({
      boardingTime: '2026-11-23T12:25:00.000-03:00',
      departureTime: '2026-11-23T13:05:00.000-03:00',
    });
  });

  it('knows only its table', async () => {
    expect(await demoFlightProvider.lookup('LA3412', NOON)).toBeNull();
    expect(DEMO_FLIGHTS.map((f) => f.terminal)).toEqual(
      expect.arrayContaining(['Terminal 1', 'Terminal 2', 'Terminal 3']),
    );
  });
});

describe('which provider answers, by settings', () => {
  it('the stand-in in the demo, AeroDataBox with a key, none on a real deployment without one', () => {
    expect(flightStatusProvider({}).name).toBe('demo');
    expect(flightStatusProvider({ ROOT_DOMAIN: 'shop.localhost:3000' }).name).toBe('demo');
    expect(flightStatusProvider({ FLIGHT_STATUS_API_KEY: 'k' }).name).toBe('aerodatabox');
    expect(flightStatusProvider({ ROOT_DOMAIN: 'aeroporto.com.br' }).name).toBe('none');
    expect(flightStatusProvider({ ROOT_DOMAIN: 'aeroporto.com.br', FLIGHT_STATUS_API_KEY: 'k' }).name).toBe(
      'aerodatabox',
    );
  });

  it('gates the stand-in table: demo only, and only while no real provider is set', () => {
    expect(demoFlightsEnabled({})).toBe(true);
    expect(demoFlightsEnabled({ ROOT_DOMAIN: 'localhost:3000' })).toBe(true);
    expect(demoFlightsEnabled({ ROOT_DOMAIN: 'aeroporto.com.br' })).toBe(false);
    expect(demoFlightsEnabled({ FLIGHT_STATUS_API_KEY: 'key' })).toBe(false);
  });
});

describe('AeroDataBox adapter (its HTTP API mocked: an outside service)', () => {
  const legs = [
    {
      number: 'LA 3412',
      departure: {
        airport: { iata: 'BSB' },
        scheduledTime: { utc: '2026-11-23 12:00Z' },
      },
      arrival: { airport: { iata: 'GRU' } },
    },
    {
      number: 'LA 3412',
      departure: {
        airport: { iata: 'GRU' },
        scheduledTime: { utc: '2026-11-23 16:00Z' },
        revisedTime: { utc: '2026-11-23 16:20Z' },
        terminal: '2',
        gate: '231',
      },
      arrival: { airport: { iata: 'SDU', municipalityName: 'Rio de Janeiro' } },
    },
  ];
  const fetching = (status: number, body: unknown) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('takes the next departure from the airport: the revised time less the boarding lead, the terminal in the coverage’s words', async () => {
    const fetchImpl = fetching(200, legs);
    const provider = aeroDataBoxProvider(
      { FLIGHT_STATUS_API_KEY: 'secret', FLIGHT_STATUS_API_BASE: 'https://flights.example.test/' },
      fetchImpl as unknown as typeof fetch,
    );
    const flight = await provider.lookup('LA3412', NOON);
    expect(flight).toEqual({
      flightNumber: 'LA3412',
      terminal: 'Terminal 2',
      gate: '231',
      boardingTime: '2026-11-23T12:40:00.000-03:00',
      departureTime: '2026-11-23T13:20:00.000-03:00',
      scheduledDepartureTime: '2026-11-23T13:00:00.000-03:00',
      destination: 'Rio de Janeiro (SDU)',
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('https://flights.example.test/flights/number/LA3412/2026-11-23');
    expect((init?.headers as Record<string, string>)['x-rapidapi-key']).toBe('secret');
  });

  it('asks for the day of the order’s flight when told (a booking tomorrow), not today’s', async () => {
    const fetchImpl = fetching(200, []);
    const provider = aeroDataBoxProvider({ FLIGHT_STATUS_API_KEY: 'k' }, fetchImpl as unknown as typeof fetch);
    await provider.lookup('LA3412', NOON, { around: NOON.plus({ days: 1 }) });
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/\/flights\/number\/LA3412\/2026-11-24$/);
  });

  it('answers no flight when none leaves the airport, and "unavailable" when the service fails', async () => {
    const elsewhere = aeroDataBoxProvider(
      { FLIGHT_STATUS_API_KEY: 'k' },
      fetching(200, [legs[0]]) as unknown as typeof fetch,
    );
    expect(await elsewhere.lookup('LA3412', NOON)).toBeNull();
    const missing = aeroDataBoxProvider({ FLIGHT_STATUS_API_KEY: 'k' }, fetching(404, {}) as unknown as typeof fetch);
    expect(await missing.lookup('LA3412', NOON)).toBeNull();
    const down = aeroDataBoxProvider({ FLIGHT_STATUS_API_KEY: 'k' }, fetching(503, {}) as unknown as typeof fetch);
    await expect(down.lookup('LA3412', NOON)).rejects.toMatchObject({ code: 'FLIGHT_LOOKUP_UNAVAILABLE' });
  });

  it('writes terminals as the coverage names them', () => {
    expect(terminalName('2')).toBe('Terminal 2');
    expect(terminalName('T3')).toBe('Terminal 3');
    expect(terminalName('Terminal 1')).toBe('Terminal 1');
    expect(terminalName(' ')).toBeNull();
  });
});

describe('the lookup service', () => {
  const counting = () => {
    const calls: string[] = [];
    const provider: FlightStatusProvider = {
      name: 'aerodatabox',
      async lookup(number, now) {
        calls.push(number);
        return demoFlightProvider.lookup(number, now);
      },
    };
    return { calls, provider };
  };

  it('normalises what was typed and refuses what is no flight number without asking the provider', async () => {
    const { calls, provider } = counting();
    const lookup = flightLookupService(provider);
    expect(await lookup(' g3-1540 ', NOON)).toMatchObject({ ok: true, flight: { flightNumber: 'G31540' } });
    expect(await lookup('12 345', NOON)).toEqual({ ok: false, code: 'FLIGHT_NUMBER_INVALID' });
    expect(await lookup('XX9999', NOON)).toEqual({ ok: false, code: 'FLIGHT_NOT_FOUND' });
    expect(calls).toEqual(['G31540', 'XX9999']);
  });

  it('answers the same flight from memory for five minutes, then asks again', async () => {
    let at = 0;
    const { calls, provider } = counting();
    const lookup = flightLookupService(provider, { clockMs: () => at });
    await lookup('G31540', NOON);
    at = 5 * 60_000 - 1;
    await lookup('G3 1540', NOON);
    expect(calls).toHaveLength(1);
    at = 5 * 60_000;
    await lookup('G31540', NOON);
    expect(calls).toHaveLength(2);
  });

  it('keeps a flight per day asked about, and says when the provider answered', async () => {
    let at = 1000;
    const { calls, provider } = counting();
    const lookup = flightLookupService(provider, { clockMs: () => at });
    expect(await lookup('G31540', NOON)).toMatchObject({ ok: true, observedAt: 1000 });
    at = 2000;
    expect(await lookup('G31540', NOON)).toMatchObject({ ok: true, observedAt: 1000 });
    expect(await lookup('G31540', NOON, { around: NOON.plus({ days: 1 }) })).toMatchObject({ observedAt: 2000 });
    expect(calls).toHaveLength(2);
  });

  it('reads the demo’s stand-in every time, with no budget: a simulated change shows at once', async () => {
    let at = 0;
    const calls: string[] = [];
    const standIn: FlightStatusProvider = {
      name: 'demo',
      async lookup(number, now) {
        calls.push(number);
        return demoFlightProvider.lookup(number, now);
      },
    };
    const lookup = flightLookupService(standIn, { clockMs: () => at });
    for (let i = 0; i < 40; i += 1) expect((await lookup('G31540', NOON)).ok).toBe(true);
    at = 10;
    expect(await lookup('G31540', NOON)).toMatchObject({ observedAt: 10 });
    expect(calls).toHaveLength(41);
  });

  it('calls the provider at most its budget a minute: past it, "unavailable" until the next minute', async () => {
    let at = 0;
    const { calls, provider } = counting();
    const lookup = flightLookupService(provider, { clockMs: () => at, callsPerMinute: 2 });
    expect((await lookup('AA1', NOON)).ok).toBe(false);
    expect(await lookup('AA2', NOON)).toEqual({ ok: false, code: 'FLIGHT_NOT_FOUND' });
    expect(await lookup('AA3', NOON)).toEqual({ ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' });
    expect(calls).toEqual(['AA1', 'AA2']);
    at = 60_000;
    expect(await lookup('AA3', NOON)).toEqual({ ok: false, code: 'FLIGHT_NOT_FOUND' });
  });

  it('says "unavailable" when the provider fails, without keeping the failure', async () => {
    let fail = true;
    const provider: FlightStatusProvider = {
      name: 'aerodatabox',
      async lookup(number, now) {
        if (fail) throw new Error('socket hang up');
        return demoFlightProvider.lookup(number, now);
      },
    };
    const lookup = flightLookupService(provider);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await lookup('G31540', NOON)).toEqual({ ok: false, code: 'FLIGHT_LOOKUP_UNAVAILABLE' });
    quiet.mockRestore();
    fail = false;
    expect((await lookup('G31540', NOON)).ok).toBe(true);
  });
});
