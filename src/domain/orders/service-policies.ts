/**
 * Limits of the airport services (docs/business-rules.md "Service policies"): the VIP lounge pass, the
 * Personal Shopper appointment and the "cheap" delivery offer.
 * Pure: every instant is a parameter; money is integer cents.
 */
import type { DateTime } from 'luxon';
import { assertPriceCents } from './order-policies';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

/** docs/business-rules.md "Service policies": "Lounge pass 3h, up to 1 year to use, 24h notice to rebook". */
export const LOUNGE_PASS_HOURS = 3;
export const LOUNGE_PASS_VALID_YEARS = 1;
export const LOUNGE_REBOOK_NOTICE_HOURS = 24;
/** docs/business-rules.md "Service policies": "Personal Shopper: a free appointment … up to 1 hour, no price shown". */
export const PERSONAL_SHOPPER_MAX_HOURS = 1;
export const PERSONAL_SHOPPER_PRICE_CENTS = 0;
/** docs/business-rules.md "Service policies": "A 'cheap' delivery offer covers up to 30 reais". */
export const CHEAP_DELIVERY_MAX_CENTS = 3000;

const MS_PER_HOUR = 3_600_000;

// ------------------------------------------------------------- VIP lounge pass

export interface LoungePassValidity {
  validFrom: DateTime;
  /** Same local date and time one year later (29 Feb → 28 Feb); inclusive. */
  validUntil: DateTime;
}

/** The window in which a pass bought at `purchasedAt` can be used, in `zone`. */
export function loungePassValidity(purchasedAt: Clock, zone: string = DEFAULT_ZONE): LoungePassValidity {
  const validFrom = toZonedDateTime(purchasedAt, zone);
  // Calendar years in the local zone: the shopper reads "1 year" off the local date.
  return { validFrom, validUntil: validFrom.plus({ years: LOUNGE_PASS_VALID_YEARS }) };
}

/** Whether an entry at `entryAt` lies within the pass's validity (both ends inclusive). */
export function isLoungePassUsable(input: { purchasedAt: Clock; entryAt: Clock; zone?: string }): boolean {
  const { validFrom, validUntil } = loungePassValidity(input.purchasedAt, input.zone);
  const entry = toZonedDateTime(input.entryAt, input.zone);
  return entry >= validFrom && entry <= validUntil;
}

/**
 * The visit slots a pass bought at `purchasedAt` may be booked for: those whose entry (the slot's start) lies within
 * the pass's validity. The checkout offers only these, and the server's quote refuses any other.
 */
export function loungeVisitSlots<S extends { startsAt: string }>(
  slots: readonly S[],
  purchasedAt: Clock,
  zone: string = DEFAULT_ZONE,
): S[] {
  return slots.filter((slot) => isLoungePassUsable({ purchasedAt, entryAt: slot.startsAt, zone }));
}

/** When a stay that began at `entryAt` ends: 3 elapsed hours later. */
export function loungePassEnd(entryAt: Clock, zone: string = DEFAULT_ZONE): DateTime {
  return toZonedDateTime(entryAt, zone).plus({ hours: LOUNGE_PASS_HOURS });
}

/**
 * Rebooking is by e-mail at least 24 hours (elapsed, not working hours)
 * before the booked visit; exactly 24 hours is enough. Only the notice is checked.
 */
export function canRebookLoungePass(input: { visitAt: Clock; requestedAt: Clock; zone?: string }): boolean {
  const visit = toZonedDateTime(input.visitAt, input.zone);
  const requested = toZonedDateTime(input.requestedAt, input.zone);
  return +visit - +requested >= LOUNGE_REBOOK_NOTICE_HOURS * MS_PER_HOUR;
}

// ------------------------------------------------------------- personal shopper

/** End of a Personal Shopper appointment starting at `start`: 1 hour later. */
export function personalShopperSlotEnd(start: Clock, zone: string = DEFAULT_ZONE): DateTime {
  return toZonedDateTime(start, zone).plus({ hours: PERSONAL_SHOPPER_MAX_HOURS });
}

// ---------------------------------------------------------------- cheap delivery

/** Whether an item's final price (after promos, in cents) fits the "cheap" offer: up to R$ 30,00. */
export function isCheapDeliveryItem(finalPriceCents: number): boolean {
  assertPriceCents(finalPriceCents);
  return finalPriceCents <= CHEAP_DELIVERY_MAX_CENTS;
}
