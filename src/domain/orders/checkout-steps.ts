/**
 * The checkout's steps, each one a URL (/checkout/identificacao, /entrega, /pagamento, /revisao) so Back and
 * reload work, and what each needs before the shopper may see the next: a step reached without what it needs
 * sends the shopper back to the first incomplete one.
 */
import { checkoutCustomerSchema } from '../customer/checkout-customer';
import { RECEIVED_GUEST_MIN_LENGTH } from './checkout-needs';
import { gateDeliverySchema } from './gate-delivery';
import {
  carrierAsked,
  CHECKOUT_STEPS,
  paymentComplete,
  type CheckoutState,
  type CheckoutStep,
  type DeliveryNeeds,
} from './checkout-state';

export * from './checkout-state';

/** The customer of the identification step: docs/business-rules.md "Customer", one zod schema with the server. */
export { checkoutCustomerSchema } from '../customer/checkout-customer';

export function customerComplete(state: CheckoutState): boolean {
  return checkoutCustomerSchema.safeParse(state.customer).success;
}

export function deliveryComplete(state: CheckoutState, needs: DeliveryNeeds): boolean {
  const op = state.operation;
  if (!op || (op.time === 'schedule' && !op.scheduledFor)) return false;
  if (needs.gateDelivery && op.type === 'delivery' && !gateDeliverySchema.safeParse(state.gateDelivery).success)
    return false;
  if (
    needs.address &&
    op.type === 'delivery' &&
    !(state.address?.zipCode && state.address.street && state.address.number && state.address.city)
  )
    return false;
  // A parcel by carrier only for a scheduled delivery the shop's own courier does not make (delivery-route.ts).
  if (needs.shipping && op.type === 'delivery' && carrierAsked(state) && !state.shippingOptionId) return false;
  if (needs.receivedGuest && state.receivedGuest.trim().length < RECEIVED_GUEST_MIN_LENGTH) return false;
  return true;
}

/**
 * The first step whose entries are missing, or the review when all are there. `paymentNeeded: false` (the order's
 * total is zero) asks no payment: the payment step is skipped.
 */
export function firstIncompleteStep(
  state: CheckoutState,
  needs: DeliveryNeeds,
  cardMethods: ReadonlyArray<string>,
  paymentNeeded = true,
): CheckoutStep {
  if (!customerComplete(state)) return 'identificacao';
  if (!deliveryComplete(state, needs)) return 'entrega';
  if (paymentNeeded && !paymentComplete(state, cardMethods)) return 'pagamento';
  return 'revisao';
}

/**
 * The step the shopper may see: the one asked for, unless an earlier one is incomplete. With nothing to pay, the
 * payment step is never shown: its place goes to the next step the shopper may see.
 */
export function allowedStep(
  wanted: CheckoutStep,
  state: CheckoutState,
  needs: DeliveryNeeds,
  cardMethods: ReadonlyArray<string>,
  paymentNeeded = true,
): CheckoutStep {
  const first = firstIncompleteStep(state, needs, cardMethods, paymentNeeded);
  // Stryker disable next-line EqualityOperator: `<` differs only when wanted is first, and then both answers are equal
  const step = CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(first) ? wanted : first;
  return step === 'pagamento' && !paymentNeeded ? first : step;
}
