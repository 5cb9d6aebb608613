/**
 * The order's fields beyond the quote's input (docs/interfaces.md "Orders"): gate delivery at the airport and
 * the guest a company books hospitality for. Bounded like the rest of the input; the idempotency key too.
 */
import { z } from 'zod';
import { businessBookingSchema } from '../business/business-booking-input';
import { formatIssues } from '../catalog-format/schema';

const field = z.string().trim().min(1).max(60);

/**
 * Bounds only: whether the boarding time leaves room for the delivery is the quote's rule (the checkout's gate
 * delivery check), which reads 'HH:MM' or an ISO timestamp.
 */
export const orderExtrasSchema = z.object({
  gateDelivery: z
    .object({
      terminal: field,
      gate: field,
      // Kept as the quote reads it (src/domain/orders/gate-delivery.ts): "G3 1540" is stored as "G31540".
      flightNumber: field.transform((text) => text.replace(/[\s-]/g, '').toUpperCase()),
      boardingTime: z.string().trim().min(1).max(40),
    })
    .nullish(),
  receivedGuest: z.string().trim().max(200).nullish(),
  /** Booked for a business account (issue 18): src/server/business/business-booking.ts. */
  business: businessBookingSchema.nullish(),
});
export type OrderExtras = z.infer<typeof orderExtrasSchema>;

/** A client-made key (a UUID in practice): printable, no spaces, at most 120 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,120}$/;

export function parseOrderExtras(raw: unknown): { ok: true; extras: OrderExtras } | { ok: false; issues: string[] } {
  const result = orderExtrasSchema.safeParse(raw);
  return result.success ? { ok: true, extras: result.data } : { ok: false, issues: formatIssues(result.error) };
}
