/**
 * What a catalogue's checkout asks (src/domain/orders/checkout-needs.ts): the services it appears under, the terminals
 * its coverage names, and from both whether a delivery goes to a boarding gate or to an address.
 */
import { describe, expect, it } from 'vitest';
import {
  asksReceivedGuest,
  catalogNeeds,
  gateTerminals,
  servicesOf,
  type NeedsService,
} from '@/src/domain/orders/checkout-needs';
import type { WhereDelivery } from '@/src/domain/delivery/delivery-fee';

const catalog = { _id: 'cat-1', slug: 'cafe-gru' };

describe('servicesOf — the services a catalogue appears under', () => {
  const byCategory = { slug: 'restaurantes' };
  const byList = { slug: 'delivery', services: ['cafe-gru'] };
  const byPointer = { slug: 'lounge', catalog: { id: 'cat-1' } };
  const other = { slug: 'lojas', services: ['livraria'], catalog: { id: 'cat-2' } };

  it('finds a service by the catalogue’s serviceCategories', () => {
    expect(servicesOf({ ...catalog, serviceCategories: ['restaurantes'] }, [byCategory, other])).toEqual([byCategory]);
  });
  it('finds a service that lists the catalogue’s slug', () => {
    expect(servicesOf(catalog, [byList, other])).toEqual([byList]);
  });
  it('finds a service whose catalog points at the catalogue’s id', () => {
    expect(servicesOf(catalog, [byPointer, other])).toEqual([byPointer]);
  });
  it('does not take a catalog pointer that is not an object', () => {
    expect(servicesOf(catalog, [{ slug: 'x', catalog: 'cat-1' }])).toEqual([]);
    expect(servicesOf(catalog, [{ slug: 'x', catalog: null }])).toEqual([]);
  });
  it('finds none for a catalogue no service names', () => {
    expect(servicesOf(catalog, [other, byCategory])).toEqual([]);
  });
});

const coverage: WhereDelivery = {
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
              estimatedDeliveryTime: 25,
              districts: [{ name: 'Terminal 2' }, { name: 'Cumbica' }, { name: 'TERMINAL 3' }],
            },
            { name: 'Sem distritos' },
          ],
        },
        { name: 'Rio de Janeiro', cities: [{ name: 'Rio de Janeiro', districts: [{ name: 'terminal 1' }] }] },
        { name: 'Acre' },
      ],
    },
    { name: 'Argentina', states: [{ name: 'Buenos Aires', code: 'BA', cities: [{ name: 'Ezeiza', districts: [] }] }] },
    { name: 'Chile' },
  ],
};

describe('gateTerminals — the districts named as terminals', () => {
  it('lists each terminal with its city, state and country (codes where given) and the city’s delivery time', () => {
    expect(gateTerminals(coverage)).toEqual([
      {
        name: 'Terminal 2',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 25,
        runMinutes: null,
        walkingMinutes: null,
      },
      {
        name: 'TERMINAL 3',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 25,
        runMinutes: null,
        walkingMinutes: null,
      },
      {
        name: 'terminal 1',
        city: 'Rio de Janeiro',
        state: 'Rio de Janeiro',
        country: 'BR',
        estimatedDeliveryTime: null,
        runMinutes: null,
        walkingMinutes: null,
      },
    ]);
  });
  it('takes the names when a state or country has no code', () => {
    const noCodes: WhereDelivery = {
      countries: [
        {
          name: 'Brasil',
          states: [{ name: 'Paraná', cities: [{ name: 'Curitiba', districts: [{ name: 'Terminal' }] }] }],
        },
      ],
    };
    expect(gateTerminals(noCodes)).toEqual([
      {
        name: 'Terminal',
        city: 'Curitiba',
        state: 'Paraná',
        country: 'Brasil',
        estimatedDeliveryTime: null,
        runMinutes: null,
        walkingMinutes: null,
      },
    ]);
  });
  it('finds none without coverage', () => {
    expect(gateTerminals(null)).toEqual([]);
    expect(gateTerminals(undefined)).toEqual([]);
    expect(gateTerminals({})).toEqual([]);
    expect(gateTerminals({ countries: null })).toEqual([]);
  });
});

describe('catalogNeeds — gate delivery or an address', () => {
  const delivery: NeedsService = { type: 'DELIVERY', slug: 'delivery', services: ['cafe-gru'] };
  const terminals = coverage;
  const streets: WhereDelivery = {
    countries: [
      { name: 'Brasil', states: [{ name: 'SP', cities: [{ name: 'São Paulo', districts: [{ name: 'Moema' }] }] }] },
    ],
  };

  it('asks for the gate when a DELIVERY service offers the catalogue and its coverage names a terminal', () => {
    expect(catalogNeeds({ ...catalog, whereDelivery: terminals }, [delivery])).toEqual({
      gateDelivery: true,
      receivedGuest: false,
      address: false,
    });
  });
  it('reads the service type whatever its case', () => {
    expect(
      catalogNeeds({ ...catalog, whereDelivery: terminals }, [{ ...delivery, type: 'delivery' }]).gateDelivery,
    ).toBe(true);
  });
  it('asks for an address, not the gate, when the coverage names no terminal', () => {
    expect(catalogNeeds({ ...catalog, whereDelivery: streets }, [delivery])).toEqual({
      gateDelivery: false,
      receivedGuest: false,
      address: true,
    });
  });
  it('asks for an address, not the gate, when no DELIVERY service offers the catalogue', () => {
    const shop: NeedsService = { type: 'SHOP', slug: 'lojas', services: ['cafe-gru'] };
    expect(catalogNeeds({ ...catalog, whereDelivery: terminals }, [shop])).toMatchObject({
      gateDelivery: false,
      address: true,
    });
    expect(catalogNeeds({ ...catalog, whereDelivery: terminals }, [{ ...shop, type: null }])).toMatchObject({
      gateDelivery: false,
      address: true,
    });
  });
  it('counts a DELIVERY service among others of the catalogue', () => {
    const shop: NeedsService = { type: 'SHOP', slug: 'lojas', services: ['cafe-gru'] };
    expect(catalogNeeds({ ...catalog, whereDelivery: terminals }, [shop, delivery]).gateDelivery).toBe(true);
  });
  it('does not take a DELIVERY service the catalogue does not appear under', () => {
    const elsewhere: NeedsService = { type: 'DELIVERY', slug: 'delivery', services: ['outro'] };
    expect(catalogNeeds({ ...catalog, whereDelivery: terminals }, [elsewhere]).gateDelivery).toBe(false);
  });
  it('asks for neither without coverage', () => {
    for (const whereDelivery of [null, undefined, {}, { countries: [] }, { countries: null }])
      expect(catalogNeeds({ ...catalog, whereDelivery }, [delivery])).toEqual({
        gateDelivery: false,
        receivedGuest: false,
        address: false,
      });
  });
});

describe('asksReceivedGuest — no asking category', () => {
  it('is false when no service of the catalogue asks, whatever the items', () => {
    const service: NeedsService = { slug: 'hospitalidade', services: ['cafe-gru'], categories: [{ slug: 'familias' }] };
    expect(asksReceivedGuest(catalog, [service], [['familias'], []])).toBe(false);
    expect(asksReceivedGuest(catalog, [{ ...service, categories: null }], [['familias']])).toBe(false);
  });
});
