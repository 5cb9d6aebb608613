/**
 * The booking move's documents, run from the browser and imported when the shopper opens the section
 * (reschedule-actions.ts), with the types of their answers as the section uses them.
 */
import type { OrderWithVouchers } from './order-view';
import type { RescheduleFeeQuery } from './reschedule-fee.generated';
import type { RescheduleSlotsQuery } from './reschedule-slots.generated';

export { RescheduleBookingDocument } from './reschedule-booking.generated';
export { RescheduleFeeDocument } from './reschedule-fee.generated';
export { RescheduleSlotsDocument } from './reschedule-slots.generated';

/** The slots of a date, and how a card is tokenised here (for a late move of a card-paid booking). */
export type RescheduleSlots = RescheduleSlotsQuery['checkoutOptions'];
export type RescheduleFeeView = RescheduleFeeQuery['rescheduleFee'];
/**
 * The booking after the request: moved, or (a PIX, transfer or link fee) still on its slot with the move waiting for
 * the fee's payment, which the order's `bookingMove.pending` describes.
 */
export interface RescheduleMove {
  order: OrderWithVouchers;
  moved: boolean;
}
