/**
 * The checkout's steps, each one a URL (/checkout/identificacao, /entrega, /pagamento, /revisao) so Back and
 * reload work, and what each needs before the shopper may see the next: a step reached without what it needs
 * sends the shopper back to the first incomplete one.
 */
import { z } from 'zod';
import { validateCheckoutCustomer, type CheckoutCustomerInput } from '../brazil/validation';
import { gateDeliverySchema, type GateDeliveryInput } from './gate-delivery';

export const CHECKOUT_STEPS = ['identificacao', 'entrega', 'pagamento', 'revisao'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function stepFromPath(segment: string | undefined): CheckoutStep | null {
  if (segment === undefined) return CHECKOUT_STEPS[0];
  return (CHECKOUT_STEPS as readonly string[]).includes(segment) ? (segment as CheckoutStep) : null;
}

/** The customer of the identification step: docs/business-rules.md "Validation rules" through a zod schema. */
export const checkoutCustomerSchema = z
  .object({
    name: z.string().max(200),
    identityDocument: z.string().max(40),
    identityDocumentType: z.string().max(20),
    phone: z.string().max(30),
    email: z.string().max(200),
  })
  .superRefine((customer, ctx) => {
    for (const [field, error] of Object.entries(validateCheckoutCustomer(customer))) {
      ctx.addIssue({ code: 'custom', path: [field], message: error });
    }
  });

export interface CheckoutAddress {
  zipCode: string; street: string; number: string; district: string; city: string; state: string; additionalInstructions: string;
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
  /** The catalogue method's `method` (PIX, ZOOP_CREDIT, ...). */
  paymentMethod: string | null;
  /** The card's brand and last four digits once tokenised, to show on review; the token itself is single-use. */
  card: { token: string; brand: string; last4: string } | null;
  /** The idempotency key of the current attempt to place, kept so that a retry of the same attempt is one order. */
  attemptKey: string | null;
  /** Why the last payment was declined (translated by the server), shown on the payment step until another is chosen. */
  declineReason: string | null;
}

export function emptyCheckoutState(): CheckoutState {
  return {
    customer: { name: '', identityDocument: '', identityDocumentType: 'CPF', phone: '', email: '' },
    operation: null,
    gateDelivery: null,
    address: null,
    receivedGuest: '',
    shippingOptionId: null,
    paymentMethod: null,
    card: null,
    attemptKey: null,
    declineReason: null,
  };
}

/** What the delivery step asks of this catalogue. */
export interface DeliveryNeeds { gateDelivery: boolean; address: boolean; receivedGuest: boolean; /** A delivery is shipped: it needs a shipping option. */ shipping?: boolean }

export function customerComplete(state: CheckoutState): boolean {
  return checkoutCustomerSchema.safeParse(state.customer).success;
}

export function deliveryComplete(state: CheckoutState, needs: DeliveryNeeds): boolean {
  const op = state.operation;
  if (!op || (op.time === 'schedule' && !op.scheduledFor)) return false;
  if (needs.gateDelivery && op.type === 'delivery' && !gateDeliverySchema.safeParse(state.gateDelivery).success) return false;
  if (needs.address && op.type === 'delivery' && !(state.address?.zipCode && state.address.street && state.address.number && state.address.city)) return false;
  if (needs.shipping && op.type === 'delivery' && !state.shippingOptionId) return false;
  if (needs.receivedGuest && state.receivedGuest.trim().length < 2) return false;
  return true;
}

export function paymentComplete(state: CheckoutState, cardMethods: ReadonlyArray<string>): boolean {
  if (!state.paymentMethod) return false;
  return !cardMethods.includes(state.paymentMethod) || state.card !== null;
}

/** The first step whose entries are missing, or the review when all are there. */
export function firstIncompleteStep(state: CheckoutState, needs: DeliveryNeeds, cardMethods: ReadonlyArray<string>): CheckoutStep {
  if (!customerComplete(state)) return 'identificacao';
  if (!deliveryComplete(state, needs)) return 'entrega';
  if (!paymentComplete(state, cardMethods)) return 'pagamento';
  return 'revisao';
}

/** The step the shopper may see: the one asked for, unless an earlier one is incomplete. */
export function allowedStep(wanted: CheckoutStep, state: CheckoutState, needs: DeliveryNeeds, cardMethods: ReadonlyArray<string>): CheckoutStep {
  const first = firstIncompleteStep(state, needs, cardMethods);
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(first) ? wanted : first;
}

/** A saved state read back defensively: anything unreadable starts afresh rather than breaking the page. */
export function restoreCheckoutState(saved: unknown): CheckoutState {
  const fresh = emptyCheckoutState();
  if (!saved || typeof saved !== 'object') return fresh;
  const s = saved as Partial<CheckoutState>;
  return {
    customer: { ...fresh.customer, ...(s.customer && typeof s.customer === 'object' ? s.customer : {}) },
    operation: s.operation && typeof s.operation === 'object' ? s.operation : null,
    gateDelivery: s.gateDelivery && typeof s.gateDelivery === 'object' ? s.gateDelivery : null,
    address: s.address && typeof s.address === 'object' ? s.address : null,
    receivedGuest: typeof s.receivedGuest === 'string' ? s.receivedGuest : '',
    shippingOptionId: typeof s.shippingOptionId === 'string' ? s.shippingOptionId : null,
    paymentMethod: typeof s.paymentMethod === 'string' ? s.paymentMethod : null,
    card: s.card && typeof s.card === 'object' ? s.card : null,
    attemptKey: typeof s.attemptKey === 'string' ? s.attemptKey : null,
    declineReason: typeof s.declineReason === 'string' ? s.declineReason : null,
  };
}
