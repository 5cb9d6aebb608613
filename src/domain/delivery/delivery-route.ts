/**
 * How a shop's delivery reaches an address (docs/business-rules.md "Local delivery or carrier"). Where the shop's
 * own coverage reaches (a district it lists, or a fully covered level), it delivers itself: now "em até N min"
 * (the city's estimated time) or in the chosen slot, for that place's fee. Elsewhere, a shop that ships
 * (`thereIsMelhorEnvioIntegration`) sends a parcel by carrier, which takes days: that is never "now", so it is
 * offered only for a scheduled delivery. A shop that does not ship does not deliver there.
 */
import { deliveryCoverage, type DeliveryAddress, type WhereDelivery } from './delivery-fee';

export type DeliveryRoute =
  /** The shop's own courier: the covered place's fee and, for now, the city's estimated minutes. */
  | { kind: 'local'; feeCents: number; estimatedMinutes: number | null; area: string }
  /** A carrier's parcel: a shipping option, priced for the CEP, in days. */
  | { kind: 'carrier' }
  /** No way to deliver there at that time: not covered, or covered only by a carrier and asked for now. */
  | { kind: 'unavailable'; reason: 'NOT_COVERED' | 'CARRIER_NOT_NOW' };

export interface RouteInput {
  where: WhereDelivery | null | undefined;
  /** The shop ships parcels by carrier. */
  ships: boolean;
  time: 'now' | 'schedule';
  address: DeliveryAddress;
}

export function deliveryRoute({ where, ships, time, address }: RouteInput): DeliveryRoute {
  const coverage = deliveryCoverage(where, address);
  if (coverage.covered)
    return {
      kind: 'local',
      feeCents: coverage.feeCents,
      estimatedMinutes: coverage.estimatedDeliveryTime,
      area: coverage.area[coverage.area.length - 1] ?? '',
    };
  if (!ships) return { kind: 'unavailable', reason: 'NOT_COVERED' };
  return time === 'schedule' ? { kind: 'carrier' } : { kind: 'unavailable', reason: 'CARRIER_NOT_NOW' };
}
