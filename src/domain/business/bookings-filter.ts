/**
 * The filters of a company's bookings list and its CSV (docs/business-rules.md "Company buyers"): a client, a
 * date range, a status and the member who booked. Dates are whole days in the store's zone, both ends included,
 * and apply to when the service takes place (the booking's time), not when it was booked.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { notGiven } from './not-given';
import { ORDER_STATUSES, type PlacedOrderStatus } from '../orders/order-status';

// A schema's `error` also names the failures of its own checks (zod 4).
const id = z.preprocess(notGiven, z.string({ error: 'FILTER_INVALID' }).trim().max(64).optional());
const day = z.preprocess(
  notGiven,
  z
    .string({ error: 'DATE_INVALID' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => DateTime.fromISO(value).isValid)
    .optional(),
);

export const bookingsFilterSchema = z
  .object({
    clientId: id,
    from: day,
    to: day,
    status: z.preprocess(
      notGiven,
      z.enum(ORDER_STATUSES as [PlacedOrderStatus, ...PlacedOrderStatus[]], { error: 'STATUS_INVALID' }).optional(),
    ),
    bookedBy: id,
  })
  .superRefine(({ from, to }, ctx) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares as false below anyway; this is for the types
    if (!from || !to) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
  });
export type BookingsFilter = z.infer<typeof bookingsFilterSchema>;

/** The instants a day range covers in `zone`: from the first day's midnight to the midnight after the last day. */
export function bookingsWindow(
  filter: Pick<BookingsFilter, 'from' | 'to'>,
  zone: string,
): { start: Date | null; end: Date | null } {
  const at = (value: string) => DateTime.fromISO(value, { zone }).startOf('day');
  return {
    start: filter.from ? at(filter.from).toJSDate() : null,
    end: filter.to ? at(filter.to).plus({ days: 1 }).toJSDate() : null,
  };
}
