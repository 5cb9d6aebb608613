/**
 * A card charge still waiting for its holder's 3-D Secure (payment status REQUIRES_ACTION), and how it is read
 * again from the processor: what the browser says happened is never believed. Shared by the holder's confirmation
 * (order-payment-action.ts), the sweep of abandoned checks (order-payment-sweep.ts) and the call-off of a cancelled
 * order's charge (cancelled-charge.ts).
 */
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { OrderRow } from './order-record';

export const REQUIRES_ACTION = 'REQUIRES_ACTION';

/** Whether a stored order is waiting for its holder's 3-D Secure with a charge that can be read again. */
export const isWaiting = (order: OrderRow) =>
  order.payment?.status === REQUIRES_ACTION && !!order.payment.gateway && !!order.payment.reference;

/** Whether the order's card is still in its holder's 3-D Secure check: placed, but not paid. */
export const awaitsPaymentAction = (order: Pick<OrderRow, 'payment'>) => order.payment?.status === REQUIRES_ACTION;

/** The processor's current answer for an order's charge; a charge of another order or amount is refused outright. */
export async function readCharge(gateway: PaymentGateway, order: OrderRow): Promise<ChargeResult> {
  if (!gateway.retrieve) throw new Error('the payment gateway cannot read charges again');
  const state = await gateway.retrieve({ gateway: order.payment!.gateway!, reference: order.payment!.reference! });
  if (
    (state.metadata.order_id && state.metadata.order_id !== order.id) ||
    (state.amountCents !== null && state.amountCents !== order.totalCents)
  ) {
    throw new Error(`charge ${order.payment!.reference} does not belong to order ${order.number}`);
  }
  return state.result;
}
