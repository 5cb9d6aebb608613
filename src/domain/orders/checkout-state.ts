/**
 * The checkout's steps and the state the browser keeps between them, without the rules that validate entries
 * (./checkout-steps.ts, with zod): the checkout page's own code needs only these, and the rules load with the steps
 * that use them. ./checkout-steps.ts re-exports everything here.
 */
import type { CheckoutCustomerInput } from '../customer/checkout-customer';
import type { GateDeliveryInput } from './gate-delivery';

export const CHECKOUT_STEPS = ['identificacao', 'entrega', 'pagamento', 'revisao'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps a shopper goes through: an order with nothing to pay (a zero total) skips the payment step. */
export function checkoutSteps(paymentNeeded: boolean): readonly CheckoutStep[] {
  return paymentNeeded ? CHECKOUT_STEPS : CHECKOUT_STEPS.filter((step) => step !== 'pagamento');
}

export function stepFromPath(segment: string | undefined): CheckoutStep | null {
  if (segment === undefined) return CHECKOUT_STEPS[0];
  return (CHECKOUT_STEPS as readonly string[]).includes(segment) ? (segment as CheckoutStep) : null;
}

export interface CheckoutAddress {
  zipCode: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  /** The unit: apartment, block ("apto 42"); absent from entries saved before it was asked. */
  addressLine2?: string;
  additionalInstructions: string;
}

export interface CheckoutOperation {
  type: 'delivery' | 'takeAway' | 'booking';
  time: 'now' | 'schedule';
  scheduledFor: string | null;
}

/** What the browser keeps between steps (session storage): never a card number, only the method chosen. */
export interface CheckoutState {
  customer: CheckoutCustomerInput;
  operation: CheckoutOperation | null;
  gateDelivery: GateDeliveryInput | null;
  address: CheckoutAddress | null;
  receivedGuest: string;
  /** The shipping option chosen for a delivery of a catalogue that ships (an id of `shippingOptions`). */
  shippingOptionId: string | null;
  /** The shop's own courier reaches the address (`deliveryRoute` LOCAL): no carrier option is asked nor sent. */
  localDelivery: boolean;
  /** CASH: the amount in cents the shopper pays with, for change; null: no change needed. */
  changeForCents: number | null;
  /** The catalogue method's `method` (PIX, ZOOP_CREDIT, ...). */
  paymentMethod: string | null;
  /** The card's brand and last four digits once tokenised, to show on review; the token itself is single-use. */
  card: { token: string; brand: string; last4: string } | null;
  /** The idempotency key of the current attempt to place, kept so that a retry of the same attempt is one order. */
  attemptKey: string | null;
  /** The fingerprint of the request that key was made for (./attempt-key.ts): another request gets another key. */
  attemptFor: string | null;
  /** Why the last payment was declined (translated by the server), shown on the payment step until another is chosen. */
  declineReason: string | null;
}

export function emptyCheckoutState(): CheckoutState {
  return {
    // No document type yet: the identification step starts from the page's language (CPF in pt-BR, passport otherwise).
    customer: { name: '', identityDocument: '', identityDocumentType: '', phone: '', email: '' },
    operation: null,
    gateDelivery: null,
    address: null,
    receivedGuest: '',
    shippingOptionId: null,
    localDelivery: false,
    changeForCents: null,
    paymentMethod: null,
    card: null,
    attemptKey: null,
    attemptFor: null,
    declineReason: null,
  };
}

/** What the delivery step asks of this catalogue. */
export interface DeliveryNeeds {
  gateDelivery: boolean;
  address: boolean;
  receivedGuest: boolean;
  /** A delivery is shipped: it needs a shipping option. */ shipping?: boolean;
}

/** A scheduled delivery outside the shop's own coverage goes by carrier; now, or where its courier goes, never. */
export const carrierAsked = (state: CheckoutState) => state.operation?.time === 'schedule' && !state.localDelivery;

export function paymentComplete(state: CheckoutState, cardMethods: ReadonlyArray<string>): boolean {
  if (!state.paymentMethod) return false;
  return !cardMethods.includes(state.paymentMethod) || state.card !== null;
}

/** A saved state read back defensively: anything unreadable starts afresh rather than breaking the page. */
export function restoreCheckoutState(saved: unknown): CheckoutState {
  const fresh = emptyCheckoutState();
  // Stryker disable next-line ConditionalExpression: text or a number has none of the fields below, each of which starts afresh
  if (!saved || typeof saved !== 'object') return fresh;
  const s = saved as Partial<CheckoutState>;
  return {
    customer: { ...fresh.customer, ...(s.customer && typeof s.customer === 'object' ? s.customer : {}) },
    operation: s.operation && typeof s.operation === 'object' ? s.operation : null,
    gateDelivery: s.gateDelivery && typeof s.gateDelivery === 'object' ? s.gateDelivery : null,
    address: s.address && typeof s.address === 'object' ? s.address : null,
    receivedGuest: typeof s.receivedGuest === 'string' ? s.receivedGuest : '',
    shippingOptionId: typeof s.shippingOptionId === 'string' ? s.shippingOptionId : null,
    localDelivery: s.localDelivery === true,
    changeForCents:
      typeof s.changeForCents === 'number' && Number.isSafeInteger(s.changeForCents) && s.changeForCents > 0
        ? s.changeForCents
        : null,
    paymentMethod: typeof s.paymentMethod === 'string' ? s.paymentMethod : null,
    card: s.card && typeof s.card === 'object' ? s.card : null,
    attemptKey: typeof s.attemptKey === 'string' ? s.attemptKey : null,
    attemptFor: typeof s.attemptFor === 'string' ? s.attemptFor : null,
    declineReason: typeof s.declineReason === 'string' ? s.declineReason : null,
  };
}
