import { describe, expect, it } from 'vitest';
import {
  deliveryCoverage,
  samePlace,
  type Coverage,
  type DeliveryAddress,
  type WhereDelivery,
} from '@/src/domain/delivery/delivery-fee';

/**
 * docs/business-rules.md "Delivery coverage and fees": countries, then states, then cities, then districts, each with name,
 * fullCoverage and deliveryFee (cents here); cities also have estimatedDeliveryTime.
 */
const where: WhereDelivery = {
  countries: [
    {
      name: 'Brasil',
      code: 'BR',
      fullCoverage: false,
      deliveryFee: 0,
      states: [
        {
          name: 'São Paulo',
          code: 'SP',
          fullCoverage: false,
          deliveryFee: 1500,
          cities: [
            {
              name: 'São Paulo',
              fullCoverage: false,
              deliveryFee: 800,
              estimatedDeliveryTime: 60,
              districts: [
                { name: 'Vila Madalena', fullCoverage: true, deliveryFee: 590 },
                { name: 'Pinheiros', deliveryFee: 790 },
              ],
            },
            {
              name: 'Guarulhos',
              fullCoverage: true,
              deliveryFee: 1200,
              estimatedDeliveryTime: 45,
              districts: [{ name: 'Cumbica', fullCoverage: false, deliveryFee: 0 }],
            },
          ],
        },
        {
          // No code: 'RJ' must still find it by the Brazilian state table.
          name: 'Rio de Janeiro',
          fullCoverage: true,
          deliveryFee: 2500,
          cities: [{ name: 'Niterói', fullCoverage: false, deliveryFee: 1800, districts: [] }],
        },
        { name: 'Minas Gerais', code: 'MG', cities: [{ name: 'Belo Horizonte', fullCoverage: true }] },
        // Stored by its code only: 'Paraná' must find it.
        { name: 'PR', fullCoverage: true, deliveryFee: 3100 },
      ],
    },
    {
      name: 'Portugal',
      code: 'PT',
      // A Portuguese region that shares a Brazilian state's code: the Brazilian table must not apply here.
      states: [{ name: 'Lisboa', code: 'LX', fullCoverage: true, deliveryFee: 4000 }],
    },
  ],
};

const covered = (feeCents: number, estimatedDeliveryTime: number | null, area: string[]): Coverage => ({
  covered: true,
  feeCents,
  estimatedDeliveryTime,
  area,
});
const NOT_COVERED: Coverage = { covered: false };
const SP_CITY = ['Brasil', 'São Paulo', 'São Paulo'];

describe('deliveryCoverage', () => {
  it.each<[string, DeliveryAddress, Coverage]>([
    [
      'A listed district is covered with its own fee (the deepest matching level wins): Vila Madalena 590, city ETA 60',
      { country: 'Brasil', state: 'SP', city: 'São Paulo', district: 'Vila Madalena' },
      covered(590, 60, [...SP_CITY, 'Vila Madalena']),
    ],
    [
      "Names match without regard to accents or case: 'sao paulo' / 'VILA MADALENA' = 'São Paulo' / 'Vila Madalena'",
      { country: 'brasil', state: 'sao paulo', city: 'SAO PAULO', district: 'vila madalena' },
      covered(590, 60, [...SP_CITY, 'Vila Madalena']),
    ],
    [
      'Names match ignoring surrounding and repeated spaces: "  Vila   Madalena " = "Vila Madalena"',
      { state: ' SP ', city: 'São  Paulo', district: '  Vila   Madalena ' },
      covered(590, 60, [...SP_CITY, 'Vila Madalena']),
    ],
    [
      'A district is the finest level: naming it covers it even without fullCoverage (Pinheiros 790)',
      { state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      covered(790, 60, [...SP_CITY, 'Pinheiros']),
    ],
    [
      'An unlisted district of a city without fullCoverage is not covered (Butantã)',
      { state: 'SP', city: 'São Paulo', district: 'Butantã' },
      NOT_COVERED,
    ],
    [
      'A city without fullCoverage and no district given is not covered',
      { state: 'SP', city: 'São Paulo' },
      NOT_COVERED,
    ],
    [
      'fullCoverage at city level covers an unlisted district with the city fee: Guarulhos 1200, ETA 45',
      { state: 'SP', city: 'Guarulhos', district: 'Bonsucesso' },
      covered(1200, 45, ['Brasil', 'São Paulo', 'Guarulhos']),
    ],
    [
      'Inside a fullCoverage city a listed district still sets the fee (deepest level wins): Cumbica 0, not 1200',
      { state: 'SP', city: 'Guarulhos', district: 'Cumbica' },
      covered(0, 45, ['Brasil', 'São Paulo', 'Guarulhos', 'Cumbica']),
    ],
    [
      'fullCoverage at state level covers an unlisted city with the state fee: Rio de Janeiro 2500, no city so no ETA',
      { state: 'Rio de Janeiro', city: 'Petrópolis', district: 'Centro' },
      covered(2500, null, ['Brasil', 'Rio de Janeiro']),
    ],
    [
      "State codes: 'RJ' finds the state stored by name only ('Rio de Janeiro')",
      { state: 'rj', city: 'Petrópolis' },
      covered(2500, null, ['Brasil', 'Rio de Janeiro']),
    ],
    [
      "State codes: the name 'Paraná' finds the state stored as 'PR'",
      { state: 'parana', city: 'Curitiba' },
      covered(3100, null, ['Brasil', 'PR']),
    ],
    [
      'A listed city inside a fullCoverage state refines the fee and never takes coverage away (Niterói 1800, no districts)',
      { state: 'RJ', city: 'Niterói', district: 'Icaraí' },
      covered(1800, null, ['Brasil', 'Rio de Janeiro', 'Niterói']),
    ],
    [
      'An unlisted city of that fully covered state is covered at the state fee (Petrópolis 2500)',
      { state: 'RJ', city: 'Petrópolis', district: 'Centro' },
      covered(2500, null, ['Brasil', 'Rio de Janeiro']),
    ],
    [
      'A level without deliveryFee charges 0 (Belo Horizonte, fullCoverage, no fee); no estimatedDeliveryTime gives null',
      { state: 'MG', city: 'belo horizonte', district: 'Savassi' },
      covered(0, null, ['Brasil', 'Minas Gerais', 'Belo Horizonte']),
    ],
    [
      'A state that is listed without fullCoverage does not cover an unlisted city (Minas Gerais, Contagem)',
      { state: 'MG', city: 'Contagem' },
      NOT_COVERED,
    ],
    [
      'An unlisted state is not covered when the country has no fullCoverage (Bahia)',
      { state: 'BA', city: 'Salvador', district: 'Barra' },
      NOT_COVERED,
    ],
    [
      'An address without a state stops at the country, which has no fullCoverage',
      { city: 'São Paulo', district: 'Pinheiros' },
      NOT_COVERED,
    ],
    [
      'A missing country defaults to Brasil',
      { country: null, state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      covered(790, 60, [...SP_CITY, 'Pinheiros']),
    ],
    [
      'A blank country defaults to Brasil',
      { country: '  ', state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      covered(790, 60, [...SP_CITY, 'Pinheiros']),
    ],
    [
      "Country by code: 'BR' is Brasil",
      { country: 'BR', state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      covered(790, 60, [...SP_CITY, 'Pinheiros']),
    ],
    [
      "'Brazil' (English) is Brasil",
      { country: 'Brazil', state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      covered(790, 60, [...SP_CITY, 'Pinheiros']),
    ],
    [
      'Another listed country is matched by its own name, with its own states: Portugal, Lisboa 4000',
      { country: 'portugal', state: 'lisboa', city: 'Lisboa' },
      covered(4000, null, ['Portugal', 'Lisboa']),
    ],
    [
      "Brazilian state codes apply only in Brazil: 'SP' is no Portuguese region",
      { country: 'PT', state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      NOT_COVERED,
    ],
    [
      'An unlisted country is not covered, and does not fall back to Brasil (Argentina)',
      { country: 'Argentina', state: 'SP', city: 'São Paulo', district: 'Pinheiros' },
      NOT_COVERED,
    ],
  ])('%s', (_rule, address, expected) => {
    expect(deliveryCoverage(where, address)).toEqual(expected);
  });

  const countryWide: WhereDelivery = { countries: [{ name: 'Brasil', fullCoverage: true, deliveryFee: 1990 }] };
  it.each<[string, DeliveryAddress, Coverage]>([
    [
      'fullCoverage at country level covers every Brazilian address with the country fee: 1990',
      { state: 'AM', city: 'Manaus' },
      covered(1990, null, ['Brasil']),
    ],
    ['fullCoverage at country level: an address without a country is in Brasil', {}, covered(1990, null, ['Brasil'])],
    [
      "Country 'BR' matches a country stored as 'Brasil' without a code",
      { country: 'br' },
      covered(1990, null, ['Brasil']),
    ],
    [
      'fullCoverage of Brasil does not cover another country (Argentina)',
      { country: 'Argentina', city: 'Buenos Aires' },
      NOT_COVERED,
    ],
  ])('%s', (_rule, address, expected) => {
    expect(deliveryCoverage(countryWide, address)).toEqual(expected);
  });

  it.each<[string, WhereDelivery | null | undefined]>([
    ['no whereDelivery at all', null],
    ['whereDelivery undefined', undefined],
    ['whereDelivery without countries', { countries: null }],
    ['whereDelivery with an empty country list', { countries: [] }],
  ])('Nothing is covered with %s', (_case, coverage) => {
    expect(
      deliveryCoverage(coverage, { country: 'Brasil', state: 'SP', city: 'São Paulo', district: 'Pinheiros' }),
    ).toEqual(NOT_COVERED);
  });

  const abroadFirst: WhereDelivery = {
    countries: [
      {
        name: 'United States',
        code: 'US',
        states: [{ name: 'Pennsylvania', code: 'PA', fullCoverage: true, deliveryFee: 9900 }],
      },
      { name: 'Brasil', states: [{ name: 'Rio de Janeiro', fullCoverage: true, deliveryFee: 2500 }] },
    ],
  };
  it.each<[string, DeliveryAddress, Coverage]>([
    [
      'A missing country finds Brasil wherever it is listed, not the first country',
      { state: 'Rio de Janeiro', city: 'Niterói' },
      covered(2500, null, ['Brasil', 'Rio de Janeiro']),
    ],
    [
      "State codes work in a Brasil stored without a code: 'RJ' is Rio de Janeiro",
      { country: 'Brasil', state: 'RJ', city: 'Niterói' },
      covered(2500, null, ['Brasil', 'Rio de Janeiro']),
    ],
    [
      'Brazilian state names are not read as codes abroad: Pará is not Pennsylvania (PA)',
      { country: 'US', state: 'Pará', city: 'Philadelphia' },
      NOT_COVERED,
    ],
    [
      'Abroad a state matches by its own code: PA is Pennsylvania',
      { country: 'united states', state: 'pa', city: 'Philadelphia' },
      covered(9900, null, ['United States', 'Pennsylvania']),
    ],
  ])('%s', (_rule, address, expected) => {
    expect(deliveryCoverage(abroadFirst, address)).toEqual(expected);
  });

  it('A state without cities and without fullCoverage covers nothing inside it', () => {
    const bare: WhereDelivery = {
      countries: [{ name: 'Brasil', states: [{ name: 'Acre', code: 'AC', deliveryFee: 900 }] }],
    };
    expect(deliveryCoverage(bare, { state: 'AC', city: 'Rio Branco' })).toEqual(NOT_COVERED);
  });
});

describe('samePlace', () => {
  it.each<[string, string | null | undefined, string | null | undefined, boolean]>([
    ['accents and case do not matter', 'São Paulo', 'sao paulo', true],
    ['cedilla and tilde fold', 'Conceição', 'CONCEICAO', true],
    ['surrounding and inner runs of spaces fold to one', '  Vila   Madalena ', 'vila madalena', true],
    ['different places differ', 'Pinheiros', 'Perdizes', false],
    ['a part of a name is not the name', 'Paulo', 'São Paulo', false],
    ['a missing name matches nothing', null, 'São Paulo', false],
    ['a missing name matches nothing, either side', 'São Paulo', undefined, false],
    ['two empty names are not a place', '', '', false],
  ])('%s: %s vs %s → %s', (_rule, a, b, expected) => {
    expect(samePlace(a, b)).toBe(expected);
  });
});
