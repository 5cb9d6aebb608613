/**
 * The order as the checkout sends it to `quote` and `createOrder`: the cart's lines (no prices: the server prices),
 * the way and time, the customer, the gate (whose terminal is also the address the coverage prices), the shop's
 * address, the guest to be received and the payment choice (a card only as its token).
 */
import type { Order } from '@/src/domain/orders/order-types';
import { toOrderLineInputs } from '@/src/domain/orders/order-types';
import { carrierAsked, type CheckoutState } from '@/src/domain/orders/checkout-state';
import type { CheckoutOptions, CheckoutOrderInput } from './checkout-shapes';

export function checkoutOrderInput(
  order: Order,
  state: CheckoutState,
  options: CheckoutOptions,
  extra: { couponCode: string | null; attendantCustomer: string | null },
): CheckoutOrderInput | null {
  const op = state.operation;
  if (!order.catalogId || !op) return null;
  const delivery = op.type === 'delivery';
  const terminal =
    delivery && state.gateDelivery
      ? options.gateDelivery?.terminals.find((x) => x.name === state.gateDelivery?.terminal)
      : undefined;
  let address: CheckoutOrderInput['customer']['address'] = null;
  if (terminal)
    address = { country: terminal.country, state: terminal.state, city: terminal.city, district: terminal.name };
  else if (delivery && options.asksAddress && state.address)
    address = { country: 'BR', ...state.address, zipCode: state.address.zipCode.replace(/\D/g, '') };
  const shipped = delivery && options.ships && !terminal && carrierAsked(state) && !!state.shippingOptionId;
  const method = options.paymentMethods.find((m) => m.method === state.paymentMethod) ?? null;
  return {
    catalogId: order.catalogId,
    items: toOrderLineInputs(order.items),
    couponCode: extra.couponCode,
    operationWay: { type: op.type, time: op.time, scheduledFor: op.time === 'schedule' ? op.scheduledFor : null },
    customer: { ...state.customer, address },
    payment: method
      ? {
          method: method.method,
          methodId: method._id,
          cardToken: state.card?.token ?? null,
          ...(method.method === 'CASH' && state.changeForCents ? { changeFor: state.changeForCents / 100 } : {}),
        }
      : null,
    gateDelivery: terminal && state.gateDelivery ? state.gateDelivery : null,
    receivedGuest: options.asksReceivedGuest ? state.receivedGuest.trim() : null,
    params: extra.attendantCustomer ? [{ key: 'customerName', value: extra.attendantCustomer }] : null,
    // Only a delivery of a catalogue that ships has a shipping option; a stale choice of another way is not sent.
    shippingOptionId: shipped ? state.shippingOptionId : null,
  };
}
