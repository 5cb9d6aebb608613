/**
 * The demo's simulated flight change (issue 17, point 11): in the demo, changing a stand-in flight's gate moves the
 * orders on it at once and the change stays for the traveller's own lookups; its route answers 404 on a real
 * deployment and when a real provider is configured, and writes nothing there (the demo gate). The timer that follows
 * flights is not started where no provider answers.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFlights } from '@/src/server/db/schema';
import { demoFlightBoard } from '@/src/server/flights/demo-flight-board';
import { simulateDemoFlightChange } from '@/src/server/flights/demo-flight-change';
import { demoFlightRoute } from '@/src/server/flights/demo-flight-route';
import { startFlightFollowTimer } from '@/src/server/flights/flight-follow-timer';
import type { TestDatabase } from '@/tests/support/test-database';
import { emptyAnswer, fakeResponse } from '@/tests/support/auth-handler';
import { AERO, closeSeededDatabase, gql, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';
import { call } from '../orders/orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const NOON = DateTime.fromISO(MONDAY_NOON, { setZone: true });
const REAL = { ROOT_DOMAIN: 'aeroporto.com.br' };
const WITH_PROVIDER = { FLIGHT_STATUS_API_KEY: 'key' };

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
    }
  }
`;
const GATE = /* GraphQL */ `
  query Gate($id: ID!) {
    order(id: $id) {
      gateDelivery {
        gate
      }
      flight {
        changes {
          field
          to
        }
      }
    }
  }
`;
const LOOKUP = /* GraphQL */ `
  query Lookup {
    flightStatus(filter: { flightNumber: "AD 4102" }) {
      gate
      boardingTimeLocal
      departureTime
    }
  }
`;

async function orderOn(flightNumber: string, clientId: string) {
  const placed = await call(CREATE, {
    host: AERO,
    clientId,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-delivery-cafe',
        items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
        operationWay: { type: 'delivery', time: 'now' },
        customer: {
          name: 'Ana Souza',
          email: 'ana.demo-flight@exemplo.test',
          address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
        },
        gateDelivery: { terminal: 'Terminal 2', gate: '218', flightNumber, boardingTime: '13:15' },
        payment: { method: 'PIX', methodId: 'aero-delivery-cafe-pay-pix' },
      },
    },
  });
  expect(placed.errors).toBeUndefined();
  return placed.data!.createOrder._id as string;
}

async function post(route: ReturnType<typeof demoFlightRoute>, body: unknown, method = 'POST') {
  const answer = emptyAnswer();
  const req = { method, headers: { 'content-type': 'application/json' }, body };
  await route(req as unknown as NextApiRequest, fakeResponse(answer) as unknown as NextApiResponse);
  return answer;
}

describe('simulating a flight change in the demo', () => {
  it('moves the orders on the flight at once, and the traveller’s lookup says the new gate', async () => {
    const clientId = 'browser-demo-flight-01';
    const id = await orderOn('AD4102', clientId);
    const result = await simulateDemoFlightChange(t.db, { flightNumber: 'ad 4102', gate: 'b12' }, NOON, { env: {} });
    expect(result).toMatchObject({ ok: true, changed: 1, flight: { flightNumber: 'AD4102', gate: 'B12' } });
    const order = (await call(GATE, { host: AERO, clientId, variables: { id } })).data!.order;
    expect(order.gateDelivery.gate).toBe('B12');
    expect(order.flight.changes).toEqual([{ field: 'GATE', to: 'B12' }]);
    // Boarding stayed where the order had it; a traveller asking about the flight now hears the new gate.
    const lookup = await gql(LOOKUP, { host: AERO, now: MONDAY_NOON });
    expect(lookup.data!.flightStatus).toMatchObject({ gate: 'B12', boardingTimeLocal: '13:15' });
  });

  it('a delay moves boarding and departure behind the timetable, which the stand-in keeps', async () => {
    const result = await simulateDemoFlightChange(t.db, { flightNumber: 'AD4102', delayMinutes: 100 }, NOON, {
      env: {},
    });
    expect(result.ok).toBe(true);
    const flight = await demoFlightBoard.lookup('AD4102', NOON, { db: t.db });
    expect(flight).toMatchObject({ gate: 'B12', boardingTime: '2026-11-23T14:55:00.000-03:00' });
    expect(Date.parse(flight!.departureTime) - Date.parse(flight!.scheduledDepartureTime!)).toBe(100 * 60_000);
    // Three hours after the changed flight left, it is the table's flight again.
    const next = await demoFlightBoard.lookup('AD4102', NOON.plus({ hours: 7 }), { db: t.db });
    expect(next?.gate).toBe('218');
  });

  it('refuses what it cannot read, and flights the stand-in does not have', async () => {
    expect(
      await simulateDemoFlightChange(t.db, { flightNumber: 'AD4102', gate: 'no spaces!' }, NOON, { env: {} }),
    ).toMatchObject({ ok: false, code: 'INVALID', issues: ['gate'] });
    expect(
      await simulateDemoFlightChange(t.db, { flightNumber: 'AD4102', delayMinutes: 721 }, NOON, { env: {} }),
    ).toMatchObject({ ok: false, code: 'INVALID' });
    expect(await simulateDemoFlightChange(t.db, { flightNumber: 'ZZ9999', gate: '1' }, NOON, { env: {} })).toEqual({
      ok: false,
      code: 'FLIGHT_NOT_FOUND',
    });
  });
});

describe('the demo gate', () => {
  it('a real deployment, or a real provider, cannot simulate: nothing is written', async () => {
    for (const env of [REAL, WITH_PROVIDER]) {
      expect(await simulateDemoFlightChange(t.db, { flightNumber: 'TP82', gate: 'Z1' }, NOON, { env })).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
    }
    expect(await t.db.select().from(demoFlights).where(eq(demoFlights.flightNumber, 'TP82'))).toEqual([]);
  });

  it('the route answers 404 there, and in the demo takes JSON by POST only', async () => {
    const db = async () => t.db;
    const now = () => NOON;
    expect((await post(demoFlightRoute({ env: REAL, db, now }), { flightNumber: 'TP82', gate: 'Z1' })).status).toBe(
      404,
    );
    expect((await post(demoFlightRoute({ env: WITH_PROVIDER, db, now }), { flightNumber: 'TP82' })).status).toBe(404);
    const demo = demoFlightRoute({ env: {}, db, now });
    expect((await post(demo, {}, 'GET')).status).toBe(405);
    expect((await post(demo, { flightNumber: 'TP82', gate: 'bad gate' })).status).toBe(400);
    const changed = await post(demo, { flightNumber: 'TP82', gate: 'Z1' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ flight: { flightNumber: 'TP82', gate: 'Z1' } });
  });

  it('the timer that follows flights starts only where a provider answers', async () => {
    const db = async () => t.db;
    expect(startFlightFollowTimer(db, { env: REAL, intervalMs: 3_600_000 })).toBeNull();
    const timer = startFlightFollowTimer(db, { env: {}, intervalMs: 3_600_000, now: () => NOON });
    expect(timer).not.toBeNull();
    // Its first tick (started at once) runs to the end: every order here already followed what it could.
    expect(await timer!.tick()).toBe(0);
    timer!.stop();
  });
});
