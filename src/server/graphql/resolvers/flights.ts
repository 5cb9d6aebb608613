/** `flightStatus`, `Company.gateDelivery` and `Catalog.gateTiming` (src/server/graphql/flight-type-defs.ts). */
import { createGraphQLError } from 'graphql-yoga';
import { DateTime } from 'luxon';
import { gateMarginMinutes } from '../../../domain/orders/gate-delivery';
import { DEFAULT_ZONE, toZonedDateTime } from '../../../domain/time/time-of-day';
import { gateTerminals, servicesOf } from '../../../domain/orders/checkout-needs';
import { memoForMinute, type CompanySnapshot } from '../../catalog/company-snapshot';
import { catalogGateTiming, deliversToGates } from '../../catalog/gate-timing';
import { flightLookup, flightLookupOffered } from '../../flights/flight-lookup';
import { flightMessage } from '../../i18n/flight-messages';
import type { GraphQLContext } from '../context';
import type { CatalogView } from '../views';

/** The company's gate-delivery catalogues, their zone (the first one's) and the terminals they name, in order. */
function companyGates(snap: CompanySnapshot) {
  const catalogs = snap.catalogue.catalogs.filter((catalog) => deliversToGates(snap, catalog));
  const terminals = [...new Set(catalogs.flatMap((c) => gateTerminals(c.whereDelivery).map((t) => t.name)))];
  terminals.sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
  const services = snap.doc.company.services.filter((s) => String(s.type).toUpperCase() === 'DELIVERY');
  const service = services.find((s) =>
    catalogs.some(
      (c) => servicesOf({ _id: c._id, slug: c.slug, serviceCategories: c.record.serviceCategories }, [s]).length > 0,
    ),
  );
  return { catalogs, terminals, zone: catalogs[0]?.timezone ?? DEFAULT_ZONE, serviceSlug: service?.slug ?? null };
}

export const flightQueries = {
  async flightStatus(
    _: unknown,
    { filter }: { filter: { company?: string | null; flightNumber: string } },
    ctx: GraphQLContext,
  ) {
    const snap = await ctx.company(filter.company);
    const { zone } = memoForMinute(snap, ctx.now.toMillis(), 'company-gates', () => companyGates(snap));
    const result = await flightLookup()(
      String(filter.flightNumber ?? '').slice(0, 20),
      toZonedDateTime(ctx.now, zone),
      {
        db: ctx.db,
      },
    );
    if (!result.ok)
      throw createGraphQLError(flightMessage(result.code, ctx.locale), { extensions: { code: result.code } });
    const boarding = DateTime.fromISO(result.flight.boardingTime, { zone });
    return { ...result.flight, boardingTimeLocal: boarding.toFormat('HH:mm') };
  },
};

const companyGateFields = {
  gateDelivery: (snap: CompanySnapshot, _: unknown, ctx: GraphQLContext) => {
    const gates = memoForMinute(snap, ctx.now.toMillis(), 'company-gates', () => companyGates(snap));
    if (gates.catalogs.length === 0) return null;
    return {
      marginMinutes: gateMarginMinutes(snap.doc.company.settings),
      terminals: gates.terminals,
      flightLookup: flightLookupOffered(),
      serviceSlug: gates.serviceSlug,
      timezone: gates.zone,
      now: toZonedDateTime(ctx.now, gates.zone).toISO(),
    };
  },
};

const catalogGateFields = {
  gateTiming: (v: CatalogView, _: unknown, ctx: GraphQLContext) => {
    const timing = catalogGateTiming(v.snap, v.catalog, ctx.now);
    return timing && { ...timing, now: toZonedDateTime(ctx.now, timing.timezone).toISO() };
  },
};

export const flightTypes = { Company: companyGateFields, Catalog: catalogGateFields };
