import { describe, expect, it } from 'vitest';
import { gateMinutesRange, storeGateTiming, terminalTiming } from '@/src/domain/flights/gate-timing';
import { gateTerminals } from '@/src/domain/orders/checkout-needs';
import type { GateTerminal } from '@/src/domain/orders/checkout-needs';

const terminal = (name: string, extra: Partial<GateTerminal> = {}): GateTerminal => ({
  name,
  city: 'Guarulhos',
  state: 'SP',
  country: 'BR',
  estimatedDeliveryTime: null,
  runMinutes: null,
  walkingMinutes: null,
  ...extra,
});

describe('a store’s minutes to each terminal’s gates', () => {
  it('adds the preparation time to the run from the counter to each terminal', () => {
    const timing = storeGateTiming(
      [terminal('Terminal 1', { runMinutes: 12, walkingMinutes: 15 }), terminal('Terminal 2', { runMinutes: 6 })],
      10,
      99, // the rule's lead does not count where the terminal has its own run
    );
    expect(timing).toEqual({
      preparationMinutes: 10,
      terminals: [
        { name: 'Terminal 1', deliveryMinutes: 22, walkingMinutes: 15 },
        { name: 'Terminal 2', deliveryMinutes: 16, walkingMinutes: null },
      ],
    });
  });

  it('reads a terminal without its own run as the store’s rule: 15 minutes, not the city’s 30', () => {
    const timing = storeGateTiming([terminal('Terminal 2', { estimatedDeliveryTime: 30 })], null, 15);
    expect(timing.terminals[0]!.deliveryMinutes).toBe(15);
  });

  it('without a rule of its own, takes the city’s whole time, never shorter than the preparation', () => {
    const timing = storeGateTiming(
      [terminal('Terminal 1', { estimatedDeliveryTime: 30 }), terminal('Terminal 2', { estimatedDeliveryTime: 5 })],
      8,
      null,
    );
    expect(timing.terminals.map((t) => t.deliveryMinutes)).toEqual([30, 8]);
    expect(storeGateTiming([terminal('T', { estimatedDeliveryTime: 30 })], null, 0).terminals[0]!.deliveryMinutes).toBe(
      30,
    );
  });

  it('is the preparation alone when nothing gives a time', () => {
    expect(storeGateTiming([terminal('Terminal 3')], 9, null).terminals[0]!.deliveryMinutes).toBe(9);
    expect(storeGateTiming([terminal('Terminal 3')], undefined, null).terminals[0]!.deliveryMinutes).toBe(0);
  });

  it('ignores figures that are not whole minutes from 0 to 240 (a typo never promises tomorrow)', () => {
    const timing = storeGateTiming(
      [terminal('Terminal 1', { runMinutes: 3000, walkingMinutes: -2, estimatedDeliveryTime: 20 })],
      1.5,
      null,
    );
    expect(timing).toEqual({
      preparationMinutes: 0,
      terminals: [{ name: 'Terminal 1', deliveryMinutes: 20, walkingMinutes: null }],
    });
    expect(storeGateTiming([terminal('T', { runMinutes: 240 })], 0, 0).terminals[0]!.deliveryMinutes).toBe(240);
  });

  it('finds a terminal as the coverage compares places (case, accents and spaces aside)', () => {
    const timing = storeGateTiming([terminal('Terminal 2', { runMinutes: 6 })], 4, 0);
    expect(terminalTiming(timing, '  terminal   2 ')?.deliveryMinutes).toBe(10);
    expect(terminalTiming(timing, 'Terminal 3')).toBeNull();
    expect(terminalTiming(timing, '')).toBeNull();
  });

  it('gives the shortest and longest minutes for a store page, none without terminals', () => {
    const timing = storeGateTiming(
      [terminal('A', { runMinutes: 9 }), terminal('B', { runMinutes: 3 }), terminal('C', { runMinutes: 6 })],
      5,
      0,
    );
    expect(gateMinutesRange(timing)).toEqual({ min: 8, max: 14 });
    expect(gateMinutesRange({ preparationMinutes: 5, terminals: [] })).toBeNull();
  });

  it('reads each terminal’s run and walk from the coverage’s districts named "Terminal …"', () => {
    const found = gateTerminals({
      countries: [
        {
          name: 'Brasil',
          code: 'BR',
          states: [
            {
              name: 'São Paulo',
              code: 'SP',
              cities: [
                {
                  name: 'Guarulhos',
                  estimatedDeliveryTime: 30,
                  districts: [
                    { name: 'Terminal 2', estimatedDeliveryTime: 7, walkingTime: 4 },
                    { name: 'Cumbica', estimatedDeliveryTime: 50 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(found).toEqual([
      {
        name: 'Terminal 2',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 30,
        runMinutes: 7,
        walkingMinutes: 4,
      },
    ]);
  });
});

describe('a store’s minutes: the edges', () => {
  it('takes 0 minutes as a real figure, and a rule of 0 or none as no rule', () => {
    const timing = storeGateTiming([terminal('T', { walkingMinutes: 0, estimatedDeliveryTime: 25 })], 0, 0);
    expect(timing.terminals[0]).toEqual({ name: 'T', deliveryMinutes: 25, walkingMinutes: 0 });
    expect(storeGateTiming([terminal('T', { estimatedDeliveryTime: 25 })], 0, null).terminals[0]!.deliveryMinutes).toBe(
      25,
    );
    expect(storeGateTiming([terminal('T', { estimatedDeliveryTime: 25 })], 0, 14.6).terminals[0]!.deliveryMinutes).toBe(
      15,
    );
  });

  it('finds a terminal typed with accents, but not one whose words are split otherwise', () => {
    const timing = storeGateTiming([terminal('Terminal 2', { runMinutes: 6 })], 4, 0);
    expect(terminalTiming(timing, 'TÉRMINAL 2')?.name).toBe('Terminal 2');
    expect(terminalTiming(timing, 'Term inal 2')).toBeNull();
    expect(terminalTiming(timing, null)).toBeNull();
    expect(terminalTiming(timing, undefined)).toBeNull();
  });
});
