/**
 * `checkoutOptions` and the gate-delivery check of `quote`, through Yoga on the seeded demo (Monday 23 November
 * 2026, noon in São Paulo unless a test says otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, gql, MERCADO, openSeededDatabase, quote } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const OPTIONS = /* GraphQL */ `
  query CheckoutOptions($input: CheckoutOptionsInput!) {
    checkoutOptions(input: $input) {
      catalogId
      now
      timezone
      slotsType
      dates
      asksAddress
      asksReceivedGuest
      ships
      deliveryLeadMinutes
      checkoutWarning
      buttonLabel
      operations {
        type
        now
        schedule
      }
      slots {
        date
        start
        end
        startsAt
        shift
      }
      paymentMethods {
        method
        type
      }
      gateDelivery {
        marginMinutes
        preparationMinutes
        pickUpNow
        storesPath
        terminals {
          name
          city
          state
          country
          estimatedDeliveryTime
          walkingTime
        }
      }
    }
  }
`;
const options = async (input: Record<string, unknown>, extra: { host?: string; lang?: string; now?: string } = {}) => {
  const result = await gql(OPTIONS, { variables: { input }, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutOptions;
};

const TERMINAL_2 = { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' };
const gateOrder = (boardingTime: string) => ({
  catalogId: 'aero-delivery-burger',
  items: [{ itemId: 'aero-delivery-burger-06', quantity: 1 }],
  operationWay: { type: 'delivery', time: 'now' },
  customer: { address: TERMINAL_2 },
  gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime },
});

describe('checkoutOptions', () => {
  it('a restaurant at the airport delivers to the gate: terminals from its coverage, the default 20-minute margin, its button label', async () => {
    const o = await options({ catalogId: 'aero-delivery-burger', itemIds: ['aero-delivery-burger-06'] });
    expect(o.gateDelivery.marginMinutes).toBe(20);
    expect(o.gateDelivery.terminals.map((x: { name: string }) => x.name)).toEqual([
      'Terminal 1',
      'Terminal 2',
      'Terminal 3',
    ]);
    // The burger's own figures: 10 minutes' preparation, then 12 to Terminal 1 and 6 to Terminal 2 (4 on foot).
    expect(o.gateDelivery.terminals[0]).toMatchObject({ city: 'Guarulhos', state: 'SP', estimatedDeliveryTime: 22 });
    expect(o.gateDelivery.terminals[1]).toMatchObject({ estimatedDeliveryTime: 16, walkingTime: 4 });
    expect(o.gateDelivery).toMatchObject({ preparationMinutes: 10, pickUpNow: true, storesPath: '/delivery' });
    expect(o.operations).toEqual([
      { type: 'delivery', now: true, schedule: false },
      { type: 'takeAway', now: true, schedule: false },
    ]);
    expect(o.paymentMethods.map((m: { method: string }) => m.method)).toEqual(['ZOOP_CREDIT', 'PIX']);
    expect(o).toMatchObject({
      asksAddress: false,
      asksReceivedGuest: false,
      ships: false,
      buttonLabel: 'Pedir para o portão',
      now: '2026-11-23T12:00:00.000-03:00',
    });
    expect(o.checkoutWarning).toMatch(/portão de embarque/);
  });

  it('translates the button label and warning', async () => {
    const o = await options({ catalogId: 'aero-delivery-burger' }, { lang: 'en' });
    expect(o.buttonLabel).toBe('Order to my gate');
  });

  it('names shifts in the shopper’s language where the catalogue translates them, else as the catalogue wrote them', async () => {
    const taxi = await options({ catalogId: 'aero-taxi', type: 'booking' }, { lang: 'en' });
    const taxiShifts = new Set(taxi.slots.map((slot: { shift: string | null }) => slot.shift));
    expect(taxiShifts.size).toBeGreaterThan(0);
    expect(
      [...taxiShifts].every((name) =>
        ['Morning pick-up', 'Afternoon pick-up', 'Evening pick-up'].includes(name as string),
      ),
    ).toBe(true);
    const spanish = await options({ catalogId: 'aero-taxi', type: 'booking' }, { lang: 'es' });
    expect(spanish.slots.some((slot: { shift: string | null }) => slot.shift?.startsWith('Recogida por la'))).toBe(
      true,
    );
    const portuguese = await options({ catalogId: 'aero-taxi', type: 'booking' });
    expect(
      portuguese.slots.every((slot: { shift: string | null }) =>
        ['Manhã', 'Tarde', 'Noite'].includes(slot.shift ?? ''),
      ),
    ).toBe(true);
    // Every demo shift is translated (tests/i18n/demo-translations.test.ts); a shift the catalogue leaves
    // untranslated goes out in pt-BR (tests/domain/delivery/shift-names.test.ts).
    const lounge = await options({ catalogId: 'aero-hospitalidade', type: 'booking' }, { lang: 'en' });
    expect(
      lounge.slots.every((slot: { shift: string | null }) =>
        ['Morning', 'Afternoon', 'Evening'].includes(slot.shift ?? ''),
      ),
    ).toBe(true);
  });

  it('hospitality asks for the client to be received for a package for companies only, and books from a list of dates up to a year ahead', async () => {
    const o = await options({ catalogId: 'aero-hospitalidade', type: 'booking', itemIds: ['aero-hospitalidade-08'] });
    expect(o).toMatchObject({ asksReceivedGuest: true, gateDelivery: null, slotsType: 'booking' });
    expect(
      (await options({ catalogId: 'aero-hospitalidade', type: 'booking', itemIds: ['aero-hospitalidade-04'] }))
        .asksReceivedGuest,
    ).toBe(false);
    expect((await options({ catalogId: 'aero-hospitalidade', type: 'booking' })).asksReceivedGuest).toBe(false);
    // The checkout sends the cart's lines (with their options), as it does for the payment methods.
    expect(
      (
        await options({
          catalogId: 'aero-hospitalidade',
          type: 'booking',
          lines: [{ itemId: 'aero-hospitalidade-08', quantity: 1 }],
        })
      ).asksReceivedGuest,
    ).toBe(true);
    expect(
      (
        await options({
          catalogId: 'aero-hospitalidade',
          type: 'booking',
          lines: [{ itemId: 'aero-hospitalidade-04', quantity: 1 }],
        })
      ).asksReceivedGuest,
    ).toBe(false);
    expect(o.operations).toEqual([{ type: 'booking', now: false, schedule: true }]);
    expect(o.dates.length).toBeGreaterThan(300);
    expect(o.dates.at(-1) <= '2027-11-24').toBe(true);
    // Lead time of 120 minutes: the first slot today starts at 14:00 or later.
    expect(o.slots[0].date).toBe('2026-11-23');
    expect(o.slots[0].start >= '14:00').toBe(true);
    const later = await options({ catalogId: 'aero-hospitalidade', type: 'booking', date: o.dates[3] });
    expect(later.slots.every((s: { date: string }) => s.date === o.dates[3])).toBe(true);
  });

  it('a shop asks for an address and offers every active method; an attendant only in-person ones', async () => {
    const shop = await options({ catalogId: 'mercado-loja' }, { host: MERCADO });
    expect(shop.asksAddress).toBe(true);
    expect(shop.ships).toBe(true); // thereIsMelhorEnvioIntegration: a scheduled delivery outside its coverage ships
    expect(shop.paymentMethods.map((m: { method: string }) => m.method)).toEqual([
      'ZOOP_CREDIT',
      'PIX',
      'POSP_CREDIT',
      'POSP_DEBIT',
      'POSP_FOOD_TICKET',
      'POSP_MEAL_TICKET',
      'CASH',
    ]);
    const attendant = await options({ catalogId: 'mercado-loja', inPersonOnly: true }, { host: MERCADO });
    expect(attendant.paymentMethods.map((m: { method: string }) => m.method)).toEqual([
      'POSP_CREDIT',
      'POSP_DEBIT',
      'POSP_FOOD_TICKET',
      'POSP_MEAL_TICKET',
      'CASH',
    ]);
  });

  it('an unknown catalogue is CATALOG_NOT_FOUND', async () => {
    const result = await gql(OPTIONS, { variables: { input: { catalogId: 'nope' } } });
    expect(result.errors?.[0]?.extensions?.code).toBe('CATALOG_NOT_FOUND');
  });
});

describe('quote: gate delivery', () => {
  it('accepts a boarding time that leaves the store’s minutes to Terminal 2 (10 + 6) and the margin (20 min): 12:36', async () => {
    const q = await quote(gateOrder('12:36'));
    expect(q.problems).toEqual([]);
  });

  it('refuses 12:35 with when it would arrive, the deadline and the time to order by, in the shopper language', async () => {
    const q = await quote(gateOrder('12:35'));
    expect(q.problems).toEqual(['GATE_DELIVERY_TOO_LATE']);
    expect(q.problemDetails[0].message).toContain('chegaria às 12:16');
    expect(q.problemDetails[0].message).toContain('até 12:15');
    expect(q.problemDetails[0].message).toContain('peça até 11:59');
    const en = await quote(gateOrder('12:35'), { lang: 'en' });
    expect(en.problemDetails[0].message).toContain('order by 11:59');
  });

  it('requires the gate for a delivery, not for take-away', async () => {
    const { gateDelivery: _gate, ...withoutGate } = gateOrder('13:00');
    expect((await quote(withoutGate)).problems).toEqual(['GATE_DELIVERY_REQUIRED']);
    expect((await quote({ ...withoutGate, operationWay: { type: 'takeAway', time: 'now' } })).problems).toEqual([]);
  });

  it('refuses a gate delivery with a malformed flight number at the input', async () => {
    const order = gateOrder('13:00');
    const result = await gql(`query Q($input: OrderInput!) { quote(input: $input) { total } }`, {
      variables: { input: { ...order, gateDelivery: { ...order.gateDelivery, flightNumber: 'not a flight' } } },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
