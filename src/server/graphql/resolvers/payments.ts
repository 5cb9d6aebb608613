/** The card-payment operations: the checkout's card tokenisation and the confirmation after 3-D Secure. */
import { createGraphQLError } from 'graphql-yoga';
import { orderMessage } from '../../i18n/order-messages';
import { OrderError } from '../../orders/order-error';
import { orderPaymentGateway } from '../../orders/order-gateway';
import { confirmOrderPayment } from '../../orders/order-payment-action';
import { cardTokenization } from '../../payments/gateways';
import type { GraphQLContext } from '../context';
import { orderView } from './orders';

/**
 * The checkout's `cardTokenization`: the catalogue's publishable key, else the platform's, when Stripe is on; the
 * sandbox endpoint in the demo; 'none' on a real deployment without a processor (no card method is offered there).
 */
export function cardTokenizationView(catalogPublishableKey: string | null | undefined) {
  const way = cardTokenization(process.env, catalogPublishableKey);
  if (way.processor === 'stripe') return { processor: 'stripe', publishableKey: way.publishableKey, endpoint: null };
  if (way.processor === 'sandbox') return { processor: 'sandbox', publishableKey: null, endpoint: way.endpoint };
  return { processor: 'none', publishableKey: null, endpoint: null };
}

export const paymentMutations = {
  async confirmOrderPayment(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    const id = typeof args.id === 'string' ? args.id.slice(0, 64) : '';
    if (!id)
      throw createGraphQLError(orderMessage('ORDER_NOT_FOUND', ctx.locale), {
        extensions: { code: 'ORDER_NOT_FOUND' },
      });
    try {
      const record = await confirmOrderPayment(
        { db: ctx.db, gateway: orderPaymentGateway() },
        { snap, id, caller: { viewer: ctx.viewer, clientId: ctx.clientId }, locale: ctx.locale },
      );
      return orderView(record, snap, ctx.locale);
    } catch (error) {
      if (error instanceof OrderError)
        throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
      throw error;
    }
  },
};
