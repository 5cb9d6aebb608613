/**
 * `Order.deliverBy`, `Order.customerPhone(Display)`, `Order.flight` and `followOrderFlight`
 * (src/server/graphql/order-flight-type-defs.ts). The order arrives as the orders resolvers answer it (orderView).
 */
import { createGraphQLError } from 'graphql-yoga';
import { delayFreesBookingMoves } from '../../../domain/flights/flight-change';
import { displayPhone, storedPhone } from '../../../domain/customer/phone-number';
import type { StoredFlightWatch } from '../../db/schema';
import { followOrderFlight } from '../../flights/follow-order-flight';
import { flightLookup } from '../../flights/flight-lookup';
import { orderDeliverBy, type DeliverByOrder } from '../../orders/order-deliver-by';
import { OrderError } from '../../orders/order-error';
import { changeOrderGate } from '../../orders/gate-change';
import type { GraphQLContext } from '../context';
import { orderView } from './orders';

/** What this file reads of an Order as the orders resolvers give it. */
interface FlightOrder extends DeliverByOrder {
  companySlug?: string | null;
  phone?: string | null;
  flightWatch?: StoredFlightWatch | null;
}

export const orderFlightTypes = {
  Order: {
    async deliverBy(order: FlightOrder, _: unknown, ctx: GraphQLContext) {
      return orderDeliverBy(await ctx.company(order.companySlug ?? null), order);
    },
    customerPhone: (order: FlightOrder) => storedPhone(order.phone),
    customerPhoneDisplay: (order: FlightOrder) => {
      const phone = storedPhone(order.phone);
      return phone && displayPhone(phone);
    },
    flight(order: FlightOrder) {
      const watch = order.flightWatch;
      if (!watch) return null;
      return {
        flightNumber: watch.flightNumber,
        delayMinutes: watch.delayMinutes ?? 0,
        delayFreesMove: delayFreesBookingMoves(watch.delayMinutes ?? 0),
        changes: watch.changes ?? [],
      };
    },
  },
};

export const orderFlightMutations = {
  async changeOrderGate(_: unknown, args: { id: string; terminal: string; gate: string }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    try {
      const record = await changeOrderGate(ctx.db, {
        snap,
        id: typeof args.id === 'string' ? args.id.slice(0, 64) : '',
        // Longer than any valid place: the rule refuses it as INVALID_GATE.
        terminal: String(args.terminal ?? '').slice(0, 100),
        gate: String(args.gate ?? '').slice(0, 100),
        caller: { viewer: ctx.viewer, clientId: ctx.clientId },
        locale: ctx.locale,
        now: ctx.now,
      });
      return orderView(record, snap, ctx.locale);
    } catch (error) {
      if (error instanceof OrderError)
        throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
      throw error;
    }
  },
  async followOrderFlight(_: unknown, args: { id: string; flightNumber: string }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    try {
      const record = await followOrderFlight(
        { db: ctx.db, lookup: flightLookup() },
        {
          snap,
          id: typeof args.id === 'string' ? args.id.slice(0, 64) : '',
          flightNumber: String(args.flightNumber ?? '').slice(0, 20),
          caller: { viewer: ctx.viewer, clientId: ctx.clientId },
          locale: ctx.locale,
          now: ctx.now,
        },
      );
      return orderView(record, snap, ctx.locale);
    } catch (error) {
      if (error instanceof OrderError)
        throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
      throw error;
    }
  },
};
