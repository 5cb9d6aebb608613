/**
 * The shipping table: what a parcel costs and how long it takes when no carrier service is configured, by the
 * destination CEP's region (its first digit) and the parcel's billable weight
 * (docs/business-rules.md "Shipping table"). Money in cents; pure.
 */

/** One unit's measures as imported (`dimensions`: centimetres and kilograms); any may be absent. */
export interface ParcelDimensions {
  width?: number | null;
  height?: number | null;
  length?: number | null;
  weight?: number | null;
}
export interface ParcelUnit {
  dimensions?: ParcelDimensions | null;
  quantity: number;
}

/** What an item without measures is taken to be: a small box of half a kilo. */
export const DEFAULT_DIMENSIONS = { width: 10, height: 10, length: 10, weight: 0.5 } as const;
/** Carriers bill the larger of the real weight and the volume's: cm³ / 6000 kg (the air-freight divisor the Correios use). */
export const CUBIC_DIVISOR = 6000;
/** A single parcel's limit; a heavier cart gets no table option. */
export const MAX_PARCEL_KG = 30;

export type ShippingServiceId = 'economico' | 'expresso';
export interface TableOption {
  service: ShippingServiceId;
  priceCents: number;
  days: number;
}

interface Rate {
  base: number;
  perKg: number;
  days: number;
}
interface Zone {
  economico: Rate;
  expresso: Rate;
}

/** SP */
const SOUTHEAST_SP: Zone = {
  economico: { base: 1890, perKg: 250, days: 3 },
  expresso: { base: 2990, perKg: 400, days: 1 },
};
/** RJ, ES, MG */
const SOUTHEAST: Zone = {
  economico: { base: 2290, perKg: 350, days: 5 },
  expresso: { base: 3990, perKg: 550, days: 2 },
};
/** BA, SE, PE, AL, PB, RN */
const NORTHEAST: Zone = {
  economico: { base: 3290, perKg: 550, days: 9 },
  expresso: { base: 5990, perKg: 850, days: 4 },
};
/** CE, PI, MA, PA, AP, AM, RR, AC */
const NORTH: Zone = {
  economico: { base: 3990, perKg: 690, days: 12 },
  expresso: { base: 7490, perKg: 990, days: 6 },
};
/** DF, GO, TO, MT, MS, RO */
const CENTRE_WEST: Zone = {
  economico: { base: 2990, perKg: 490, days: 8 },
  expresso: { base: 5490, perKg: 750, days: 4 },
};
/** PR, SC, RS */
const SOUTH: Zone = {
  economico: { base: 2490, perKg: 390, days: 6 },
  expresso: { base: 4490, perKg: 600, days: 3 },
};

/** By the CEP's first digit, which the Correios assign by region (0–1 São Paulo, 2 RJ/ES, 3 MG, …, 9 RS). */
export const ZONES: ReadonlyArray<Zone> = [
  SOUTHEAST_SP,
  SOUTHEAST_SP,
  SOUTHEAST,
  SOUTHEAST,
  NORTHEAST,
  NORTHEAST,
  NORTH,
  CENTRE_WEST,
  SOUTH,
  SOUTH,
];

/** The CEP's eight digits ('01310-100' → '01310100'), or null when it is not a CEP. */
export function cepDigits(value: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: any fallback that is not eight digits is no CEP, as '' is not
  const digits = (value ?? '').replace(/[\s.-]/g, '');
  return /^\d{8}$/.test(digits) && digits !== '00000000' ? digits : null;
}

/** One unit's billable weight in kg: its real weight or its volume's, whichever is larger. */
export function billableKg(dimensions: ParcelDimensions | null | undefined): number {
  const d = {
    ...DEFAULT_DIMENSIONS,
    ...Object.fromEntries(Object.entries(dimensions ?? {}).filter(([, v]) => (v ?? 0) > 0)),
  };
  return Math.max(d.weight, (d.width * d.height * d.length) / CUBIC_DIVISOR);
}

/** The cart's billable weight in kg, to the gram (so that 0.1 + 0.2 does not tip a parcel into the next kilo). */
export function parcelKg(units: ReadonlyArray<ParcelUnit>): number {
  const grams = units.reduce(
    (sum, unit) => sum + Math.round(billableKg(unit.dimensions) * 1000) * Math.max(0, unit.quantity),
    0,
  );
  return grams / 1000;
}

/**
 * The table's options for a parcel to `zipCode`: each service's base price covers the first kilo, and every
 * started kilo after it adds the zone's price per kilo. No options for an invalid CEP, an empty parcel or one
 * over {@link MAX_PARCEL_KG}.
 */
export function tableShipping(zipCode: string | null | undefined, units: ReadonlyArray<ParcelUnit>): TableOption[] {
  const cep = cepDigits(zipCode);
  if (!cep) return [];
  const kg = parcelKg(units);
  if (kg <= 0 || kg > MAX_PARCEL_KG) return [];
  const zone = ZONES[Number(cep[0])];
  const extraKilos = Math.max(0, Math.ceil(kg) - 1);
  return (['economico', 'expresso'] as const).map((service) => {
    const rate = zone[service];
    return { service, priceCents: rate.base + rate.perKg * extraKilos, days: rate.days };
  });
}
