/**
 * Issue 17, point 2, read from the demo data as the storefront reads it: a traveller boarding in 40 minutes at
 * Terminal 2 can get food to the gate from at least three stores that are open, at any half hour of a day's service
 * (11:00–20:30, when the restaurants overlap). The storefront's verdict (src/domain/flights/gate-arrival.ts over
 * `Catalog.gateTiming`) and the server's quote agree store by store: each store judged in time is quoted without a
 * gate problem, and each judged late is refused with GATE_DELIVERY_TOO_LATE.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeGateStore } from '@/src/domain/flights/gate-arrival';
import { terminalTiming } from '@/src/domain/flights/gate-timing';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, gql, openSeededDatabase, quote } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const STORES = /* GraphQL */ `
  query Stores {
    catalogSummary(filter: { serviceSlug: "delivery" }) {
      catalogs {
        _id
        slug
        openingState {
          isOpen
        }
        categories {
          items {
            _id
            status
            subcategories {
              min
            }
          }
        }
        gateTiming {
          preparationMinutes
          marginMinutes
          deliversNow
          pickUpNow
          terminals {
            name
            deliveryMinutes
            walkingMinutes
          }
        }
      }
    }
  }
`;

interface Store {
  _id: string;
  slug: string;
  openingState: { isOpen: boolean };
  categories: { items: { _id: string; status: string; subcategories: { min: number }[] }[] }[];
  gateTiming: {
    preparationMinutes: number;
    marginMinutes: number;
    deliversNow: boolean;
    pickUpNow: boolean;
    terminals: { name: string; deliveryMinutes: number; walkingMinutes: number | null }[];
  };
}

/** Monday 23 November 2026 from 11:00 to 20:30, every half hour. */
const CLOCKS = Array.from({ length: 20 }, (_, i) =>
  DateTime.fromISO('2026-11-23T11:00:00.000-03:00', { setZone: true })
    .plus({ minutes: 30 * i })
    .toISO()!,
);

const simpleItem = (store: Store) =>
  store.categories
    .flatMap((c) => c.items)
    .find((item) => item.status === 'PUBLIC' && item.subcategories.every((group) => group.min === 0))!;

describe('the demo data at Terminal 2, boarding in 40 minutes', () => {
  it.each(CLOCKS)('at %s at least three open stores get the food to the gate, and the quote agrees', async (now) => {
    const result = await gql<{ catalogSummary: { catalogs: Store[] } }>(STORES, { now });
    expect(result.errors).toBeUndefined();
    const stores = result.data!.catalogSummary.catalogs;
    const boarding = DateTime.fromISO(now, { setZone: true }).plus({ minutes: 40 }).toFormat('HH:mm');
    const verdicts = stores.map((store) => ({
      store,
      verdict: judgeGateStore(
        { ...store.gateTiming, terminal: terminalTiming(store.gateTiming, 'Terminal 2') },
        { boardingTime: boarding, marginMinutes: store.gateTiming.marginMinutes },
        now,
      ),
    }));
    const inTime = verdicts.filter((v) => v.verdict.kind === 'DELIVERY');
    expect(inTime.every((v) => v.store.openingState.isOpen)).toBe(true);
    expect(inTime.length, inTime.map((v) => v.store.slug).join(', ')).toBeGreaterThanOrEqual(3);

    for (const { store, verdict } of verdicts.filter((v) => v.store.gateTiming.deliversNow)) {
      const q = await quote(
        {
          catalogId: store._id,
          items: [{ itemId: simpleItem(store)._id, quantity: 1 }],
          operationWay: { type: 'delivery', time: 'now' },
          customer: { address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' } },
          gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'G31540', boardingTime: boarding },
        },
        { now },
      );
      const gateProblems = q.problems.filter((code) => code.startsWith('GATE_'));
      expect(gateProblems, `${store.slug} at ${now}`).toEqual(
        verdict.kind === 'DELIVERY' ? [] : ['GATE_DELIVERY_TOO_LATE'],
      );
    }
  });
});
