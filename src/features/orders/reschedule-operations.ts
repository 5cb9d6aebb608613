/**
 * The booking move's operations, run from the browser (loaded with `import()` when the shopper opens the section):
 * the slots the checkout would offer for a date, the fee a move costs now, and the move itself.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CardTokenization } from '@/src/features/checkout/card-token';
import { ORDER_CORE_FRAGMENT } from './order-core.fragment';
import { ORDER_FIELDS } from './order-status.query';
import type { OrderWithVouchers } from './order-view';

export interface RescheduleSlot {
  date: string;
  start: string;
  end: string;
  startsAt: string;
  shift?: string | null;
}
/** The slots of a date, and how a card is tokenised here (for a late move of a card-paid booking). */
export interface RescheduleSlots {
  dates: string[];
  slots: RescheduleSlot[];
  cardTokenization?: CardTokenization;
}
export interface RescheduleFeeView {
  fee: number;
  late: boolean;
  workingHoursAhead: number;
}

export const RESCHEDULE_SLOTS_QUERY: TypedDocumentNode<
  { checkoutOptions: RescheduleSlots },
  { input: { catalogId: string; type: string; date: string | null } }
> = gql`
  query RescheduleSlots($input: CheckoutOptionsInput!) {
    checkoutOptions(input: $input) {
      dates
      slots {
        date
        start
        end
        startsAt
        shift
      }
      cardTokenization {
        processor
        publishableKey
        endpoint
      }
    }
  }
`;

export const RESCHEDULE_FEE_QUERY: TypedDocumentNode<{ rescheduleFee: RescheduleFeeView }, { id: string }> = gql`
  query RescheduleFee($id: ID!) {
    rescheduleFee(id: $id) {
      fee
      late
      workingHoursAhead
    }
  }
`;

/**
 * The booking after the request: moved, or (a PIX, transfer or link fee) still on its slot with the move waiting for
 * the fee's payment, which the order's `bookingMove.pending` describes.
 */
export interface RescheduleMove {
  order: OrderWithVouchers;
  moved: boolean;
}

export const RESCHEDULE_BOOKING_MUTATION: TypedDocumentNode<
  { rescheduleBooking: { order: OrderWithVouchers; fee: number; late: boolean; moved: boolean } },
  { id: string; scheduledFor: string; cardToken?: string | null; paymentReference?: string | null }
> = gql`
  ${ORDER_CORE_FRAGMENT}
  mutation RescheduleBooking($id: ID!, $scheduledFor: String!, $cardToken: String, $paymentReference: String) {
    rescheduleBooking(id: $id, scheduledFor: $scheduledFor, cardToken: $cardToken, paymentReference: $paymentReference) { fee late moved order { ${ORDER_FIELDS} } }
  }
`;
