/**
 * A catalogue's gate-delivery figures at the server's clock (docs/business-rules.md "Gate delivery times"): its
 * preparation time, its minutes to each terminal's gates and the walk from its counter, the company's margin, and
 * whether it takes a delivery or a pick-up now. Null for a catalogue that does not deliver to gates. The storefront
 * judges a traveller's flight against these (src/domain/flights/gate-arrival.ts); the quote enforces the same
 * figures (src/server/orders/gate-delivery-check.ts).
 */
import type { DateTime } from 'luxon';
import { leadMinutes, selectOutcome } from '../../domain/delivery/delivery-rules';
import { storeGateTiming, type StoreGateTiming } from '../../domain/flights/gate-timing';
import { catalogNeeds, gateTerminals, servicesOf } from '../../domain/orders/checkout-needs';
import { gateMarginMinutes } from '../../domain/orders/gate-delivery';
import { rulesFor } from '../../domain/orders/order-schedule';
import { isOpenAt } from '../../domain/time/opening-hours';
import { toZonedDateTime } from '../../domain/time/time-of-day';
import { memoForMinute, type CompanySnapshot } from './company-snapshot';
import { flagsOf } from './operation-flags';
import type { ReadCatalog } from './read-model';

export interface CatalogGateTiming extends StoreGateTiming {
  marginMinutes: number;
  /** The catalogue takes a delivery now (the way offered now, and open). */
  deliversNow: boolean;
  /** The catalogue takes a pick-up at the counter now. */
  pickUpNow: boolean;
  timezone: string;
}

/** Whether the catalogue's checkout asks for a gate: a delivery service's catalogue whose coverage lists terminals. */
export function deliversToGates(snap: CompanySnapshot, catalog: ReadCatalog): boolean {
  const needs = catalogNeeds(
    {
      _id: catalog._id,
      slug: catalog.slug,
      serviceCategories: catalog.record.serviceCategories,
      whereDelivery: catalog.whereDelivery,
    },
    snap.doc.company.services,
  );
  return needs.gateDelivery;
}

/** The minutes to each terminal only (the clock picks the delivery rule): what the quote checks an order with. */
export function gateTimingOf(catalog: ReadCatalog, now: DateTime): StoreGateTiming {
  const selected = selectOutcome(rulesFor(catalog.rules, 'delivery'), toZonedDateTime(now, catalog.timezone));
  // The built-in outcome (no rule of the store's own applies) sets no time.
  const lead = selected.ruleIndex === null ? null : leadMinutes(selected.outcome);
  return storeGateTiming(gateTerminals(catalog.whereDelivery), catalog.record.preparationTime, lead);
}

export function catalogGateTiming(
  snap: CompanySnapshot,
  catalog: ReadCatalog,
  now: DateTime,
): CatalogGateTiming | null {
  if (!deliversToGates(snap, catalog)) return null;
  return memoForMinute(snap, now.toMillis(), `gate-timing:${catalog._id}`, () => {
    const open = isOpenAt(catalog.openingHours, now, {
      zone: catalog.timezone,
      holidays: [...(catalog.holidays ?? [])],
    });
    return {
      ...gateTimingOf(catalog, now),
      marginMinutes: gateMarginMinutes(snap.doc.company.settings),
      deliversNow: open && flagsOf(catalog, 'delivery').now,
      pickUpNow: open && flagsOf(catalog, 'takeAway').now,
      timezone: catalog.timezone,
    };
  });
}

/** The checkout's gate options: each terminal (where the coverage prices it) with the store's minutes and walk to it. */
export function checkoutGateOptions(snap: CompanySnapshot, catalog: ReadCatalog, now: DateTime) {
  const timing = catalogGateTiming(snap, catalog, now);
  if (!timing) return null;
  const service = servicesOf(
    { _id: catalog._id, slug: catalog.slug, serviceCategories: catalog.record.serviceCategories },
    snap.doc.company.services,
  ).find((s) => String(s.type).toUpperCase() === 'DELIVERY');
  return {
    marginMinutes: timing.marginMinutes,
    preparationMinutes: timing.preparationMinutes,
    pickUpNow: timing.pickUpNow,
    storesPath: service ? `/${service.slug}` : null,
    terminals: gateTerminals(catalog.whereDelivery).map((terminal, index) => ({
      name: terminal.name,
      city: terminal.city,
      state: terminal.state,
      country: terminal.country,
      estimatedDeliveryTime: timing.terminals[index]?.deliveryMinutes ?? null,
      walkingTime: timing.terminals[index]?.walkingMinutes ?? null,
    })),
  };
}
