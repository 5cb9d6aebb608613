/**
 * createOrder judges the gate again with its own clock and the store's own figures (issue 17, points 1 and 2): the
 * browser's verdict is never trusted. At the café (5 minutes' preparation, 7 more to Terminal 2) with the demo's
 * 20-minute margin, a flight boarding 32 minutes from now is placed and paid by PIX; 31 minutes is refused with
 * GATE_DELIVERY_TOO_LATE, saying when the food would arrive and by when it had to, and offering what still works.
 * A store whose own rule says 15 minutes (and no figures per terminal) is judged with 15, never the city's 30.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearSnapshotCache } from '@/src/server/catalog/company-snapshot';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, MONDAY_NOON, closeSeededDatabase, gql, openSeededDatabase, type AnyJson } from '../graphql-harness';
import { CREATE, call, codesOf } from '../orders/orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const cafeAtGate = (boardingTime: string) => ({
  catalogId: 'aero-delivery-cafe',
  items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
  operationWay: { type: 'delivery', time: 'now' },
  customer: {
    name: 'Ana Souza',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
    email: 'ana@exemplo.test',
    phone: '11987654321',
    address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
  },
  gateDelivery: { terminal: 'Terminal 2', gate: '205', flightNumber: 'G3 1540', boardingTime },
  payment: { method: 'PIX', methodId: 'aero-delivery-cafe-pay-pix' },
});

const place = (boardingTime: string) =>
  call(CREATE, {
    host: AERO,
    clientId: 'browser-gate-order-01',
    variables: { key: `key-${crypto.randomUUID()}`, input: cafeAtGate(boardingTime) },
  });

describe('createOrder at the gate, judged by the server', () => {
  it('places a delivery boarding in 32 minutes (12:12 arrival ≤ 12:32 − 20), paid by PIX, the flight kept normalised', async () => {
    const placed = await place('12:32');
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.createOrder;
    expect(order.payment).toMatchObject({ method: 'PIX', status: 'PENDING' });
    expect(order.payment.pixCopyPaste).toMatch(/^000201/);
    expect(order.gateDelivery).toMatchObject({ terminal: 'Terminal 2', gate: '205', flightNumber: 'G31540' });
  });

  it('refuses one minute less with GATE_DELIVERY_TOO_LATE: it would arrive at 12:12, had to by 12:11', async () => {
    const refused = await place('12:31');
    expect(codesOf(refused)).toEqual(['GATE_DELIVERY_TOO_LATE']);
    const message = refused.errors![0]!.message;
    expect(message).toContain('chegaria às 12:12');
    expect(message).toContain('até 12:11');
    expect(message).toContain('Retire no balcão ou escolha uma loja mais rápida');
  });

  it('refuses a boarding already past, whatever the browser said', async () => {
    expect(codesOf(await place('11:50'))).toEqual(['GATE_DELIVERY_TOO_LATE']);
  });
});

describe('a store judged by its own rule, not the city’s figure', () => {
  const TIMING = /* GraphQL */ `
    query Timing {
      catalog(filter: { slug: "cafe-check-in" }) {
        gateTiming {
          terminals {
            name
            deliveryMinutes
          }
        }
      }
    }
  `;

  it('a café with no preparation nor terminal times, its rule 15 minutes and the city 30: 15 to every terminal', async () => {
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/aeroporto.json'), 'utf8')) as AnyJson;
    const cafe = doc.catalogs.find((c: AnyJson) => c.slug === 'cafe-check-in');
    delete cafe.preparationTime;
    const city = cafe.whereDelivery.countries[0].states[0].cities[0];
    city.estimatedDeliveryTime = 30;
    for (const district of city.districts) {
      delete district.estimatedDeliveryTime;
      delete district.walkingTime;
    }
    cafe.rules = [
      {
        operationWay: 'delivery',
        if: { isDefaultRule: true, logicalOperators: 'AND', conditions: [] },
        then: { dayUntil: 0, timeUntil: 15, shifts: [] },
      },
    ];
    const imported = await importCatalog(t.db, doc);
    expect(imported.ok).toBe(true);
    clearSnapshotCache();
    const result = await gql(TIMING, { host: AERO, now: MONDAY_NOON });
    expect(result.data!.catalog.gateTiming.terminals.map((x: AnyJson) => x.deliveryMinutes)).toEqual([15, 15, 15]);
    // The quote agrees: boarding at 12:35 (12:15 + 20) is in time, 12:34 is not.
    expect(codesOf(await place('12:35'))).toEqual([]);
    expect(codesOf(await place('12:34'))).toEqual(['GATE_DELIVERY_TOO_LATE']);
  });
});
