/**
 * The checkout's operations, all run in the browser (the cart and the checkout's entries live there): its
 * options, the quote of the whole order, the signed-in shopper's profile and createOrder. Typed by hand beside the
 * screens; imported on first use, so other pages never load them.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrderLineInput } from '@/src/domain/orders/order-types';
import type { CardTokenization } from './card-token';

export interface CheckoutSlot {
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  shift: string | null;
}
export interface CheckoutPaymentMethod {
  _id: string;
  method: string;
  type: string;
  ref: { accountOwner: string | null; key: string | null; type: string | null } | null;
}
export interface GateTerminalOption {
  name: string;
  city: string;
  state: string;
  country: string;
  estimatedDeliveryTime: number | null;
}
export interface CheckoutOptions {
  catalogId: string;
  /** A lounge visit or hospitality booking: it moves on screen, free until its notice. Absent from older answers. */
  bookingKind?: 'LOUNGE' | 'HOSPITALITY' | null;
  timezone: string;
  now: string;
  operations: { type: 'delivery' | 'takeAway' | 'booking'; now: boolean; schedule: boolean }[];
  slotsType: string | null;
  dates: string[];
  slots: CheckoutSlot[];
  paymentMethods: CheckoutPaymentMethod[];
  gateDelivery: { marginMinutes: number; terminals: GateTerminalOption[] } | null;
  asksAddress: boolean;
  asksReceivedGuest: boolean;
  /** The catalogue ships (Melhor Envio or its table): a delivery asks a shipping option. */
  ships: boolean;
  deliveryLeadMinutes: number;
  checkoutWarning: string | null;
  buttonLabel: string | null;
  /** Absent from older answers (and test fixtures): the sandbox. */
  cardTokenization?: CardTokenization;
}
export interface CheckoutOptionsVariables {
  /** `lines`: the cart's items and chosen options, which narrow the payment methods as createOrder checks them. */
  input: {
    catalogId: string;
    lines: Pick<OrderLineInput, 'itemId' | 'quantity' | 'subitems'>[];
    type?: string | null;
    date?: string | null;
    inPersonOnly?: boolean;
  };
}

export const CHECKOUT_OPTIONS_QUERY: TypedDocumentNode<{ checkoutOptions: CheckoutOptions }, CheckoutOptionsVariables> =
  gql`
    query CheckoutOptions($input: CheckoutOptionsInput!) {
      checkoutOptions(input: $input) {
        catalogId
        bookingKind
        timezone
        now
        slotsType
        dates
        asksAddress
        asksReceivedGuest
        ships
        deliveryLeadMinutes
        checkoutWarning
        buttonLabel
        operations {
          type
          now
          schedule
        }
        slots {
          date
          start
          end
          startsAt
          endsAt
          shift
        }
        paymentMethods {
          _id
          method
          type
          ref {
            accountOwner
            key
            type
          }
        }
        gateDelivery {
          marginMinutes
          terminals {
            name
            city
            state
            country
            estimatedDeliveryTime
          }
        }
        cardTokenization {
          processor
          publishableKey
          endpoint
        }
      }
    }
  `;

export interface AddressInput {
  country?: string;
  state?: string;
  city?: string;
  district?: string;
  street?: string;
  number?: string;
  zipCode?: string;
  additionalInstructions?: string;
}
export interface CheckoutOrderInput {
  catalogId: string;
  items: OrderLineInput[];
  couponCode?: string | null;
  operationWay: { type: string; time: string; scheduledFor?: string | null };
  customer: {
    name: string;
    identityDocument: string;
    identityDocumentType: string;
    phone: string;
    email: string;
    address?: AddressInput | null;
  };
  payment?: { method: string; methodId?: string | null; cardToken?: string | null } | null;
  gateDelivery?: { terminal: string; gate: string; flightNumber: string; boardingTime: string } | null;
  receivedGuest?: string | null;
  params?: { key: string; value: string }[] | null;
  /** A shipping option of `shippingOptions`; the server prices it again from its own quote. */
  shippingOptionId?: string | null;
  /** createOrder: the total the review showed, which the shopper approved; the server refuses another (PRICE_CHANGED). */
  expectedTotal?: number | null;
}

export interface ReviewQuote {
  lines: { itemId: string; quantity: number; unitPrice: number; total: number }[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  problemDetails: { code: string; message: string; itemId: string | null; path: string | null }[];
}

export const CHECKOUT_QUOTE_QUERY: TypedDocumentNode<{ quote: ReviewQuote }, { input: CheckoutOrderInput }> = gql`
  query CheckoutQuote($input: OrderInput!) {
    quote(input: $input) {
      lines {
        itemId
        quantity
        unitPrice
        total
      }
      subtotal
      discount
      deliveryFee
      total
      problemDetails {
        code
        message
        itemId
        path
      }
    }
  }
`;

export interface PlacedOrder {
  _id: string;
  number: string;
  status: string;
  payment: { method: string; status: string; declineReason: string | null; actionClientSecret: string | null };
}
export const CREATE_ORDER_MUTATION: TypedDocumentNode<
  { createOrder: PlacedOrder },
  { input: CheckoutOrderInput; idempotencyKey: string }
> = gql`
  mutation CreateOrder($input: OrderInput!, $idempotencyKey: String!) {
    createOrder(input: $input, idempotencyKey: $idempotencyKey) {
      _id
      number
      status
      payment {
        method
        status
        declineReason
        actionClientSecret
      }
    }
  }
`;

/** After the browser's 3-D Secure step: the server reads the charge from the processor and settles the order. */
export const CONFIRM_ORDER_PAYMENT_MUTATION: TypedDocumentNode<{ confirmOrderPayment: PlacedOrder }, { id: string }> =
  gql`
    mutation ConfirmOrderPayment($id: ID!) {
      confirmOrderPayment(id: $id) {
        _id
        number
        status
        payment {
          method
          status
          declineReason
          actionClientSecret
        }
      }
    }
  `;

export interface CheckoutProfile {
  name: string;
  email: string;
  complement: { phone: string | null; identityDocuments: { type?: string; value?: string }[] | null } | null;
}
export const CHECKOUT_PROFILE_QUERY: TypedDocumentNode<{ user: CheckoutProfile | null }, { email: string }> = gql`
  query CheckoutProfile($email: String!) {
    user(filter: { email: $email }) {
      _id
      name
      email
      complement {
        _id
        phone
        identityDocuments
      }
    }
  }
`;
