/**
 * Local delivery or carrier (docs/business-rules.md "Local delivery or carrier"): the shop's own coverage first,
 * at its place's fee and the city's minutes; a carrier only for a scheduled delivery outside it; never "now" by
 * carrier.
 */
import { describe, expect, it } from 'vitest';
import { deliveryRoute } from '@/src/domain/delivery/delivery-route';
import type { WhereDelivery } from '@/src/domain/delivery/delivery-fee';

const SAO_PAULO: WhereDelivery = {
  countries: [
    {
      name: 'Brasil',
      code: 'BR',
      deliveryFee: 0,
      states: [
        {
          name: 'São Paulo',
          code: 'SP',
          deliveryFee: 0,
          cities: [
            {
              name: 'São Paulo',
              deliveryFee: 0,
              estimatedDeliveryTime: 60,
              districts: [
                { name: 'Vila Madalena', fullCoverage: true, deliveryFee: 590 },
                { name: 'Pinheiros', fullCoverage: true, deliveryFee: 790 },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const VILA = { country: 'BR', state: 'SP', city: 'São Paulo', district: 'Vila Madalena' };
const BELA_VISTA = { ...VILA, district: 'Bela Vista' };

describe('deliveryRoute', () => {
  it.each(['now', 'schedule'] as const)(
    'a covered district is delivered locally (%s), at its fee and the city’s minutes',
    (time) => {
      expect(deliveryRoute({ where: SAO_PAULO, ships: true, time, address: VILA })).toEqual({
        kind: 'local',
        feeCents: 590,
        estimatedMinutes: 60,
        area: 'Vila Madalena',
      });
    },
  );

  it('matches places however they are written (accents, case, the state by name)', () => {
    const route = deliveryRoute({
      where: SAO_PAULO,
      ships: false,
      time: 'now',
      address: { state: 'São Paulo', city: 'sao paulo', district: 'PINHEIROS' },
    });
    expect(route).toMatchObject({ kind: 'local', feeCents: 790, area: 'Pinheiros' });
  });

  it('outside the coverage: a carrier for a scheduled delivery, never now', () => {
    expect(deliveryRoute({ where: SAO_PAULO, ships: true, time: 'schedule', address: BELA_VISTA })).toEqual({
      kind: 'carrier',
    });
    expect(deliveryRoute({ where: SAO_PAULO, ships: true, time: 'now', address: BELA_VISTA })).toEqual({
      kind: 'unavailable',
      reason: 'CARRIER_NOT_NOW',
    });
  });

  it('a shop that does not ship does not deliver outside its coverage, at any time', () => {
    for (const time of ['now', 'schedule'] as const)
      expect(deliveryRoute({ where: SAO_PAULO, ships: false, time, address: BELA_VISTA })).toEqual({
        kind: 'unavailable',
        reason: 'NOT_COVERED',
      });
    expect(deliveryRoute({ where: null, ships: true, time: 'schedule', address: VILA })).toEqual({ kind: 'carrier' });
  });
});
