/**
 * Orders follow their flights (issue 17, point 11), against the seeded database through the public surface: a gate
 * order placed with createOrder takes its flight's new gate and boarding (its deliver-by moves, the shopper is mailed
 * once per change), stops following once out for delivery, never takes an older answer; a hospitality booking whose
 * buyer names its flight is freed from the late fee by a delay over 90 minutes (SPEC §8), not by 90. The
 * flight-status provider is an outside service: a stand-in over the demo table answers for it here (named so).
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '@/src/server/db/schema';
import { demoFlightAt } from '@/src/server/flights/demo-flights';
import { followFlights } from '@/src/server/flights/flight-follow';
import { flightLookupService, useFlightLookup } from '@/src/server/flights/flight-lookup';
import type { FlightStatus, FlightStatusProvider } from '@/src/server/flights/flight-status';
import { useOrderPaymentGateway as setGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { approvingGateway } from '@/tests/support/approving-gateway';
import { AERO, AERO_STAFF_EMAIL, closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';
import { bearer, call, codesOf } from '../orders/orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  useFlightLookup(null);
  setGateway(null);
  changes.clear();
});

/** What the stand-in provider says on top of the demo table: one function per flight. */
const changes = new Map<string, (flight: FlightStatus) => FlightStatus>();
let answeredAt = 1;
const standInProvider: FlightStatusProvider = {
  name: 'aerodatabox',
  async lookup(number, now, context) {
    const flight = demoFlightAt(number, now, context?.around);
    return flight && (changes.get(number) ?? ((f) => f))(flight);
  },
};
const standIn = () => flightLookupService(standInProvider, { keepMs: 0, clockMs: () => (answeredAt += 1) });
const sweep = (minutesAfterNoon: number, extra: { orderId?: string } = {}) =>
  followFlights(
    { db: t.db, lookup: standIn() },
    { now: DateTime.fromISO(MONDAY_NOON).plus({ minutes: minutesAfterNoon }), ...extra },
  );
const later = (iso: string, minutes: number) => DateTime.fromISO(iso, { setZone: true }).plus({ minutes }).toISO()!;

const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      _id
      number
      status
      gateDelivery {
        terminal
        gate
        flightNumber
        boardingTime
      }
      deliverBy {
        at
        kind
      }
      customerPhone
      customerPhoneDisplay
      flight {
        flightNumber
        delayMinutes
        delayFreesMove
        changes {
          field
          from
          to
          at
        }
      }
      bookingMove {
        basis
        freeNow
        movableNow
        lateFee
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      number
    }
  }
`;
const STATUS = /* GraphQL */ `
  mutation Status($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      status
    }
  }
`;
const FOLLOW = /* GraphQL */ `
  mutation Follow($id: ID!, $flight: String!) {
    followOrderFlight(id: $id, flightNumber: $flight) {
      _id
      flight {
        flightNumber
      }
    }
  }
`;
const FEE = /* GraphQL */ `
  query Fee($id: ID!) {
    rescheduleFee(id: $id) {
      fee
      late
    }
  }
`;

const mailsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => ({
    subject: m.subject,
    text: m.text,
  }));

/** A café delivery to Terminal 2, gate 12, for flight G3 1540 boarding at 13:30, placed at noon by a guest. */
async function gateOrder(email: string, clientId: string, lang = 'pt-BR') {
  const placed = await call(CREATE, {
    host: AERO,
    clientId,
    lang,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-delivery-cafe',
        items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
        operationWay: { type: 'delivery', time: 'now' },
        customer: {
          name: 'Ana Souza',
          email,
          phone: '+5511987654321',
          address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
        },
        gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'G3 1540', boardingTime: '13:30' },
        payment: { method: 'PIX', methodId: 'aero-delivery-cafe-pay-pix' },
      },
    },
  });
  expect(placed.errors).toBeUndefined();
  return placed.data!.createOrder as { _id: string; number: string };
}

const read = async (id: string, clientId: string, lang = 'pt-BR') =>
  (await call(ORDER, { host: AERO, clientId, lang, variables: { id }, now: later(MONDAY_NOON, 10) })).data!.order;

describe('a gate delivery follows its flight', () => {
  it('takes the new gate and a later boarding; its deliver-by moves; the shopper is mailed once per change', async () => {
    const email = 'ana.gate@exemplo.test';
    const browser = 'browser-follow-01';
    const order = await gateOrder(email, browser);
    const before = await read(order._id, browser);
    expect(before.deliverBy).toEqual({ at: '2026-11-23T13:10:00.000-03:00', kind: 'GATE' });
    expect(before).toMatchObject({ customerPhone: '+5511987654321', customerPhoneDisplay: '+55 (11) 9 8765-4321' });
    const mailsBefore = (await mailsTo(email)).length;

    // The first answer is only the baseline: the gate typed by the traveller (12) stands though the table says 205.
    await sweep(1);
    expect((await read(order._id, browser)).gateDelivery.gate).toBe('12');

    changes.set('G31540', (f) => ({ ...f, gate: 'B12' }));
    expect(await sweep(2)).toMatchObject({ changed: 1 });
    let now = await read(order._id, browser);
    expect(now.gateDelivery).toMatchObject({ gate: 'B12', terminal: 'Terminal 2', flightNumber: 'G31540' });
    expect(now.flight.changes).toEqual([{ field: 'GATE', from: '12', to: 'B12', at: expect.any(String) }]);

    // The same answer again is no change and no mail.
    expect(await sweep(3)).toMatchObject({ changed: 0 });
    const afterGate = await mailsTo(email);
    expect(afterGate.length - mailsBefore).toBe(1);
    expect(afterGate.at(-1)!.subject).toBe(`Pedido ${order.number}: seu portão mudou para B12`);
    expect(afterGate.at(-1)!.text).toContain('Portão: 12 → B12');
    expect(afterGate.at(-1)!.text).toContain(`/status-pedido?id=${order._id}`);

    // Boarding 30 minutes later: the order boards at 14:00, its food is due at the gate by 13:40.
    changes.set('G31540', (f) => ({
      ...f,
      gate: 'B12',
      boardingTime: later(f.boardingTime, 30),
      departureTime: later(f.departureTime, 30),
    }));
    await sweep(4);
    now = await read(order._id, browser);
    expect(Date.parse(now.gateDelivery.boardingTime)).toBe(Date.parse('2026-11-23T14:00:00.000-03:00'));
    expect(now.deliverBy).toEqual({ at: '2026-11-23T13:40:00.000-03:00', kind: 'GATE' });
    expect(now.flight.changes.map((c: { field: string }) => c.field)).toEqual(['GATE', 'BOARDING']);
    const afterBoarding = await mailsTo(email);
    expect(afterBoarding.length - mailsBefore).toBe(2);
    expect(afterBoarding.at(-1)!.subject).toBe(`Pedido ${order.number}: o embarque mudou para 14:00`);
  });

  it('writes the mail in the shopper’s language, with the page in that language', async () => {
    const email = 'ann.gate@exemplo.test';
    const order = await gateOrder(email, 'browser-follow-en', 'en');
    await sweep(1, { orderId: order._id });
    changes.set('G31540', (f) => ({ ...f, gate: 'C3' }));
    await sweep(2, { orderId: order._id });
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe(`Order ${order.number}: your gate changed to C3`);
    expect(mail.text).toContain(`/en/status-pedido?id=${order._id}`);
  });

  it('stops following once it has left: out for delivery, the gate stays', async () => {
    const browser = 'browser-follow-02';
    const order = await gateOrder('ana.left@exemplo.test', browser);
    await sweep(1, { orderId: order._id });
    const staff = await bearer(t, AERO_STAFF_EMAIL);
    for (const status of ['CONFIRMED', 'PREPARING', 'DISPATCHED']) {
      const moved = await call(STATUS, { host: AERO, authorization: staff, variables: { id: order._id, status } });
      expect(moved.errors).toBeUndefined();
    }
    changes.set('G31540', (f) => ({ ...f, gate: 'D9' }));
    expect(await sweep(2, { orderId: order._id })).toEqual({ checked: 0, changed: 0 });
    expect((await read(order._id, browser)).gateDelivery.gate).toBe('12');
  });

  it('never takes an answer older than the one it followed (another instance’s cache)', async () => {
    const browser = 'browser-follow-03';
    const order = await gateOrder('ana.stale@exemplo.test', browser);
    const noon = DateTime.fromISO(MONDAY_NOON);
    const at = (ms: number) => flightLookupService(standInProvider, { keepMs: 0, clockMs: () => ms });
    await followFlights({ db: t.db, lookup: at(5_000) }, { now: noon, orderId: order._id });
    changes.set('G31540', (f) => ({ ...f, gate: 'E1' }));
    await followFlights({ db: t.db, lookup: at(6_000) }, { now: noon, orderId: order._id });
    changes.set('G31540', (f) => f); // an older copy still says 205
    await followFlights({ db: t.db, lookup: at(5_500) }, { now: noon, orderId: order._id });
    expect((await read(order._id, browser)).gateDelivery.gate).toBe('E1');
  });

  it('an order for a flight boarding days away is not asked about yet', async () => {
    const browser = 'browser-follow-04';
    const order = await gateOrder('ana.far@exemplo.test', browser);
    const report = await followFlights(
      { db: t.db, lookup: standIn() },
      {
        now: DateTime.fromISO(MONDAY_NOON).minus({ days: 2 }),
        orderId: order._id,
      },
    );
    expect(report.checked).toBe(0);
  });
});

describe('a booking on a late flight moves for free (SPEC §8)', () => {
  const BOOKED_AT = '2026-11-23T11:00:00.000-03:00';
  const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00'; // 17 working hours after Monday noon: a late move costs 25%

  async function booking(clientId: string, email: string) {
    setGateway(approvingGateway);
    const placed = await call(CREATE, {
      host: AERO,
      clientId,
      now: BOOKED_AT,
      variables: {
        key: `key-${crypto.randomUUID()}`,
        input: {
          catalogId: 'aero-hospitalidade',
          items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
          operationWay: { type: 'booking', time: 'schedule', scheduledFor: TUESDAY_5 },
          customer: {
            name: 'Ana Souza',
            email,
            phone: '11999998888',
            identityDocument: '52998224725',
            identityDocumentType: 'CPF',
          },
          payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
        },
      },
    });
    expect(placed.errors).toBeUndefined();
    return placed.data!.createOrder as { _id: string; number: string };
  }

  const delayed = (minutes: number) => (f: FlightStatus) => ({
    ...f,
    boardingTime: later(f.boardingTime, minutes),
    departureTime: later(f.departureTime, minutes),
  });

  it('its buyer names the flight; 100 minutes late, the 25% fee is waived and the page says why; one mail', async () => {
    const clientId = 'browser-follow-booking-01';
    const email = 'ana.booking@exemplo.test';
    const order = await booking(clientId, email);
    useFlightLookup(standIn());
    expect((await call(FEE, { host: AERO, clientId, variables: { id: order._id } })).data!.rescheduleFee).toEqual({
      fee: 72.5,
      late: true,
    });
    const followed = await call(FOLLOW, { host: AERO, clientId, variables: { id: order._id, flight: 'la 8084' } });
    expect(followed.errors).toBeUndefined();
    expect(followed.data!.followOrderFlight.flight).toEqual({ flightNumber: 'LA8084' });

    changes.set('LA8084', delayed(100));
    await sweep(1, { orderId: order._id });
    const now = await call(ORDER, { host: AERO, clientId, variables: { id: order._id } });
    expect(now.data!.order.flight).toMatchObject({ delayMinutes: 100, delayFreesMove: true });
    expect(now.data!.order.bookingMove).toMatchObject({ basis: 'FLIGHT_DELAYED', freeNow: true, movableNow: true });
    expect((await call(FEE, { host: AERO, clientId, variables: { id: order._id } })).data!.rescheduleFee).toEqual({
      fee: 0,
      late: false,
    });
    await sweep(2, { orderId: order._id });
    const mails = (await mailsTo(email)).filter((m) => m.subject.includes('atrasou'));
    expect(mails).toEqual([
      expect.objectContaining({ subject: `Pedido ${order.number}: seu voo LA8084 atrasou — remarque sem custo` }),
    ]);
    expect(mails[0]!.text).toContain('1 h 40 min');
  });

  it('90 minutes late is not enough: the fee stands', async () => {
    const clientId = 'browser-follow-booking-02';
    const order = await booking(clientId, 'ana.booking90@exemplo.test');
    useFlightLookup(standIn());
    await call(FOLLOW, { host: AERO, clientId, variables: { id: order._id, flight: 'LA8084' } });
    changes.set('LA8084', delayed(90));
    await sweep(1, { orderId: order._id });
    const now = await call(ORDER, { host: AERO, clientId, variables: { id: order._id } });
    expect(now.data!.order.flight).toMatchObject({ delayMinutes: 90, delayFreesMove: false });
    expect(now.data!.order.bookingMove.basis).toBe('LATE');
    expect((await call(FEE, { host: AERO, clientId, variables: { id: order._id } })).data!.rescheduleFee.fee).toBe(
      72.5,
    );
  });

  it('refuses what cannot follow a flight, each with its code', async () => {
    const clientId = 'browser-follow-booking-03';
    const order = await booking(clientId, 'ana.booking-refusals@exemplo.test');
    useFlightLookup(standIn());
    const follow = (id: string, flight: string, who = clientId) =>
      call(FOLLOW, { host: AERO, clientId: who, variables: { id, flight } });
    expect(codesOf(await follow(order._id, '12 345'))).toEqual(['FLIGHT_NUMBER_INVALID']);
    expect(codesOf(await follow(order._id, 'ZZ 9999'))).toEqual(['FLIGHT_NOT_FOUND']);
    expect(codesOf(await follow(order._id, 'LA8084', 'someone-else'))).toEqual(['ORDER_NOT_FOUND']);
    const gate = await gateOrder('ana.gate-follow@exemplo.test', clientId);
    expect(codesOf(await follow(gate._id, 'LA8084'))).toEqual(['FLIGHT_FOLLOW_NOT_ALLOWED']);
    const refusal = await call(FOLLOW, {
      host: AERO,
      clientId,
      lang: 'en',
      variables: { id: gate._id, flight: 'LA8084' },
    });
    expect(refusal.errors![0]!.message).toMatch(/^Only a booking with a date and time/);
    // An empty number stops following.
    await follow(order._id, 'LA8084');
    expect((await follow(order._id, '')).data!.followOrderFlight.flight).toBeNull();
    const [row] = await t.db
      .select({ watch: orders.flightWatch })
      .from(orders)
      .where(and(eq(orders.id, order._id)));
    expect(row!.watch).toBeNull();
  });
});
