/**
 * Whether a dated hospitality booking may still be moved (issue 15, point 3; docs/business-rules.md "Order
 * policies"). Not once its order is closed (completed or cancelled), not once the service has been given (READY
 * or DELIVERED), and not from its start on: SPEC §8 makes a no-show without notice pay the full amount
 * (noShowCharge), so after the start the shopper can only see that, never move it or get out of it.
 * Pure: `now` is a parameter.
 */
import { noShowCharge } from './order-policies';
import { isFinalStatus } from './order-status';
import { toZonedDateTime, type Clock } from '../time/time-of-day';

export type BookingMoveState = 'OPEN' | 'CLOSED' | 'SERVICE_GIVEN' | 'STARTED';

/** The statuses in which the booked service has been given to the shopper. */
const GIVEN: readonly string[] = ['READY', 'DELIVERED'];

export function bookingMoveState(input: { status: string; start: Clock; now: Clock }): BookingMoveState {
  if (isFinalStatus(input.status)) return 'CLOSED';
  if (GIVEN.includes(input.status)) return 'SERVICE_GIVEN';
  // At the start itself it is too late: the traveller is expected there.
  return +toZonedDateTime(input.now) >= +toZonedDateTime(input.start) ? 'STARTED' : 'OPEN';
}

/**
 * What a booking whose start has passed without the service pays: the full amount (no notice was given before the
 * start, or the booking would have been moved). Null while the booking is open, given or closed.
 */
export function missedBookingCharge(state: BookingMoveState, priceCents: number): number | null {
  return state === 'STARTED' ? noShowCharge({ priceCents, notified: false }) : null;
}
