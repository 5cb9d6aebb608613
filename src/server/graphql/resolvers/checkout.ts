/** `checkoutOptions`: the slots, payment methods and questions of one catalogue's checkout, at the server's clock. */
import { createGraphQLError } from 'graphql-yoga';
import { movableKindOf } from '../../../domain/orders/vouchers';
import type { DateTime } from 'luxon';
import { availableSlots, type AvailableSlots } from '../../../domain/delivery/delivery-slots';
import { leadMinutes, selectOutcome } from '../../../domain/delivery/delivery-rules';
import { catalogueShiftName } from '../../../domain/delivery/shift-names';
import { asksReceivedGuest, catalogNeeds, servicesOf } from '../../../domain/orders/checkout-needs';
import { checkoutGateOptions } from '../../catalog/gate-timing';
import { loungeVisitSlots } from '../../../domain/orders/service-policies';
import { sellsLoungePasses } from '../../orders/lounge-visit-check';
import { rulesFor, type OperationType } from '../../../domain/orders/order-schedule';
import { openingChecker } from '../../../domain/time/opening-hours';
import { toZonedDateTime } from '../../../domain/time/time-of-day';
import { memoForMinute, type CompanySnapshot } from '../../catalog/company-snapshot';
import type { ReadCatalog } from '../../catalog/read-model';
import { flagsOf, OPERATION_TYPES } from '../../catalog/operation-flags';
import { tr } from '../../i18n/localize';
import { localizeDeep } from '../../i18n/localize-deep';
import { cartPaymentMethods, type PaymentLine } from '../../orders/payment-choice';
import type { GraphQLContext } from '../context';
import { cardTokenizationView } from './payments';

interface CheckoutOptionsArgs {
  input: {
    company?: string | null;
    catalogId: string;
    lines?: PaymentLine[] | null;
    itemIds?: string[] | null;
    type?: string | null;
    date?: string | null;
    inPersonOnly?: boolean | null;
  };
}

const TYPES = OPERATION_TYPES;

function slotsOf(snap: CompanySnapshot, catalog: ReadCatalog, type: OperationType, now: DateTime): AvailableSlots {
  return memoForMinute(snap, now.toMillis(), `checkout-slots:${catalog._id}:${type}`, () => {
    const options = { zone: catalog.timezone, holidays: [...(catalog.holidays ?? [])] };
    const offered = availableSlots(rulesFor(catalog.rules, type), flagsOf(catalog, type), now, catalog.timezone, {
      openingHours: openingChecker(catalog.openingHours, options),
    });
    // A lounge pass bought now is visited within its year: no slot past it is offered (the quote refuses it too).
    return sellsLoungePasses(catalog)
      ? { ...offered, slots: loungeVisitSlots(offered.slots, now, catalog.timezone) }
      : offered;
  });
}

export const checkoutQueries = {
  async checkoutOptions(_: unknown, { input }: CheckoutOptionsArgs, ctx: GraphQLContext) {
    const snap = await ctx.company(input.company);
    const catalog = snap.catalogue.catalog(input.catalogId);
    if (!catalog) throw createGraphQLError('Catalog not found', { extensions: { code: 'CATALOG_NOT_FOUND' } });
    const services = snap.doc.company.services;
    const record = catalog.record;
    const needsCatalog = {
      _id: catalog._id,
      slug: catalog.slug,
      serviceCategories: record.serviceCategories,
      whereDelivery: catalog.whereDelivery,
    };
    const needs = catalogNeeds(needsCatalog, services);

    const operations = TYPES.map((type) => {
      const flags = flagsOf(catalog, type);
      if (!flags.now && !flags.schedule) return null;
      const slots = slotsOf(snap, catalog, type, ctx.now);
      return { type, now: slots.now, schedule: slots.slots.length > 0 };
    }).filter((op): op is { type: OperationType; now: boolean; schedule: boolean } => !!op && (op.now || op.schedule));

    const wanted = TYPES.find((t) => t === input.type);
    const slotsType =
      operations.find((op) => op.type === wanted && op.schedule)?.type ??
      operations.find((op) => op.schedule)?.type ??
      null;
    const slotList = slotsType ? slotsOf(snap, catalog, slotsType, ctx.now).slots : [];
    const dates = [...new Set(slotList.map((slot) => slot.date))];
    const date = input.date && dates.includes(input.date) ? input.date : dates[0];
    const slotRules = slotsType ? rulesFor(catalog.rules, slotsType) : [];
    const slots = slotList
      .filter((slot) => slot.date === date)
      .map((slot) => ({ ...slot, shift: slot.shift ? catalogueShiftName(slot.shift, slotRules, ctx.locale) : null }));

    // The same function createOrder checks the method with; unknown ids narrow nothing (the quote refuses them).
    const lines: PaymentLine[] = input.lines ?? (input.itemIds ?? []).map((itemId) => ({ itemId }));
    const bounded = lines
      .slice(0, 100)
      .map((line) => ({ itemId: line.itemId, subitems: line.subitems?.slice(0, 100) ?? null }));
    const paymentMethods = cartPaymentMethods(catalog, bounded, { inPersonOnly: !!input.inPersonOnly });

    const warning = servicesOf(needsCatalog, services).find((s) => s.checkoutWarning);
    return {
      catalogId: catalog._id,
      // A lounge visit or a hospitality booking: the checkout says until when it moves for free.
      bookingKind: movableKindOf(catalog.record.serviceCategories ?? []),
      timezone: catalog.timezone,
      now: toZonedDateTime(ctx.now, catalog.timezone).toISO(),
      operations,
      slotsType,
      dates,
      slots,
      paymentMethods,
      gateDelivery: needs.gateDelivery ? checkoutGateOptions(snap, catalog, ctx.now) : null,
      asksAddress: needs.address,
      // Only where the cart holds an item whose category asks for it (the packages for companies), as createOrder.
      asksReceivedGuest: asksReceivedGuest(
        needsCatalog,
        services,
        bounded.map((line) => catalog.items.get(line.itemId)?.record.serviceCategories ?? null),
      ),
      ships: !!record.thereIsMelhorEnvioIntegration,
      deliveryLeadMinutes: leadMinutes(
        selectOutcome(rulesFor(catalog.rules, 'delivery'), toZonedDateTime(ctx.now, catalog.timezone)).outcome,
      ),
      checkoutWarning: warning ? (localizeDeep(warning, ctx.locale).checkoutWarning ?? null) : null,
      buttonLabel: tr(record.checkout, 'buttonLabel', ctx.locale) ?? null,
      cardTokenization: cardTokenizationView(record.integration.stripe?.publishableKey),
    };
  },
};
