/**
 * Delivery coverage and fee (docs/business-rules.md "Delivery coverage and fees"): countries, then states, then
 * cities, then districts, each with name, fullCoverage and deliveryFee (cents here).
 * An address is covered when it names a listed district, or when any matching level has fullCoverage (it
 * covers everything inside it). The deepest matching level's fee wins: a place listed under full coverage
 * refines the fee, it never takes coverage away.
 */
import { findBrazilianState } from '../brazil/brazil-states';

export interface CoverageArea {
  name: string;
  /** Two-letter code (states, countries), matched like the name. */
  code?: string | null;
  fullCoverage?: boolean | null;
  deliveryFee?: number | null;
  /**
   * Minutes. A city's: from confirmation to delivery. A district's (a terminal at the airport): the run from the
   * store's counter once the food is ready (src/domain/flights/gate-timing.ts).
   */
  estimatedDeliveryTime?: number | null;
}
export interface DistrictCoverage extends CoverageArea {
  /** Minutes on foot from the store's counter to this district (a terminal's gates), for a pick-up. */
  walkingTime?: number | null;
}
export interface CityCoverage extends CoverageArea {
  districts?: ReadonlyArray<DistrictCoverage> | null;
}
export interface StateCoverage extends CoverageArea {
  cities?: ReadonlyArray<CityCoverage> | null;
}
export interface CountryCoverage extends CoverageArea {
  states?: ReadonlyArray<StateCoverage> | null;
}
export interface WhereDelivery {
  countries?: ReadonlyArray<CountryCoverage> | null;
}

export interface DeliveryAddress {
  country?: string | null;
  state?: string | null;
  city?: string | null;
  district?: string | null;
}

export type Coverage =
  { covered: true; feeCents: number; estimatedDeliveryTime: number | null; area: string[] } | { covered: false };

/** Case-, accent- and space-insensitive comparison of place names (São Paulo = sao paulo). */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const fold = (text: string) => {
    const plain = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
    // Stryker disable next-line MethodExpression: both sides are folded alike, so upper case compares as lower case does
    return plain.toLowerCase();
  };
  return fold(a) === fold(b);
}

function matches(area: CoverageArea, wanted: string | null | undefined): boolean {
  return samePlace(area.name, wanted) || samePlace(area.code, wanted);
}

// The storefront is Brazilian: an address without a country is in Brazil, and Brasil, Brazil and BR name it alike.
const BRAZIL_NAMES = ['Brasil', 'Brazil', 'BR'];
const isBrazil = (text: string | null | undefined) => BRAZIL_NAMES.some((name) => samePlace(name, text));

function findCountry(
  countries: ReadonlyArray<CountryCoverage> | null | undefined,
  wanted: string | null | undefined,
): CountryCoverage | undefined {
  const country = wanted?.trim() ? wanted : 'Brasil';
  const brazil = isBrazil(country);
  // Strings in an empty fallback name no place, Brazil included.
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback matches no place
  return (countries ?? []).find(
    (area) => matches(area, country) || (brazil && (isBrazil(area.name) || isBrazil(area.code))),
  );
}

/** In Brazil a state may be written as its code or its name (zip-code services give 'SP', people write 'São Paulo'). */
function findState(country: CountryCoverage, wanted: string | null | undefined): StateCoverage | undefined {
  const uf = wanted && (isBrazil(country.name) || isBrazil(country.code)) ? findBrazilianState(wanted) : undefined;
  const sameUf = (text: string | null | undefined) => !!text && findBrazilianState(text) === uf;
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback matches no place
  return (country.states ?? []).find(
    (area) => matches(area, wanted) || (uf !== undefined && (sameUf(area.name) || sameUf(area.code))),
  );
}

function find<T extends CoverageArea>(
  areas: ReadonlyArray<T> | null | undefined,
  wanted: string | null | undefined,
): T | undefined {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback matches no place
  return (areas ?? []).find((area) => matches(area, wanted));
}

/** Where an address falls in the coverage tree, and the fee to deliver there. */
export function deliveryCoverage(where: WhereDelivery | null | undefined, address: DeliveryAddress): Coverage {
  const country = findCountry(where?.countries, address.country);
  if (!country) return { covered: false };
  const path: CoverageArea[] = [country];
  const state = findState(country, address.state);
  if (state) path.push(state);
  const city = state ? find(state.cities, address.city) : undefined;
  if (city) path.push(city);
  const district = city ? find(city.districts, address.district) : undefined;
  if (district) path.push(district);

  const deepest = path[path.length - 1];
  // A district is the finest level: naming it covers it. Above it, only a fullCoverage at that level or any
  // level above covers what is not listed (listing Guarulhos under a fully covered SP only changes its fee).
  if (deepest !== district && !path.some((area) => area.fullCoverage)) return { covered: false };
  return {
    covered: true,
    feeCents: deepest.deliveryFee ?? 0,
    estimatedDeliveryTime: city?.estimatedDeliveryTime ?? null,
    area: path.map((area) => area.name),
  };
}
