/**
 * Age of a shopper at the clock (docs/business-rules.md "Age and prohibitedForMinors"): whole years completed in
 * the catalogue's zone, so a birthday counts from its midnight there. A company or catalogue flagged
 * `prohibitedForMinors` takes no order from a profile under ADULT_AGE; a profile without a date of birth is not
 * refused here (the storefront's age confirmation covers it).
 */
import { DateTime } from 'luxon';

export const ADULT_AGE = 18;

/**
 * Whole years from `dateOfBirth` (YYYY-MM-DD) to `now` in `zone`; null for a date that is not a real day. Counted
 * on the calendar, not by luxon's arithmetic: a 29 February birthday completes its year on 1 March in common
 * years (Brazil's Civil Code, art. 132 §3: with no matching day, the next one).
 */
export function ageAt(dateOfBirth: string, now: Date, zone = 'America/Sao_Paulo'): number | null {
  // Stryker disable next-line ObjectLiteral: whether a calendar day exists does not depend on the zone
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || !DateTime.fromISO(dateOfBirth, { zone }).isValid) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const today = DateTime.fromJSDate(now, { zone });
  const birthdayPassed = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (birthdayPassed ? 0 : 1);
}

/** True when the date of birth says the person is under 18 at `now` (false when unknown or unreadable). */
export function isMinor(dateOfBirth: string | null | undefined, now: Date, zone = 'America/Sao_Paulo'): boolean {
  // Stryker disable next-line ConditionalExpression: ageAt reads '' or null as no date (null), which is not a minor
  if (!dateOfBirth) return false;
  const age = ageAt(dateOfBirth, now, zone);
  return age !== null && age < ADULT_AGE;
}

export type AgeRefusal = 'MINOR_NOT_ALLOWED';

/**
 * Whether an order may go ahead for this profile: null when it may, `MINOR_NOT_ALLOWED` when the catalogue is
 * prohibited for minors and the profile's date of birth says under 18. The server's createOrder calls this with
 * its own clock and the stored complement, never with what the browser claims.
 */
export function minorOrderRefusal(
  input: { prohibitedForMinors: boolean; dateOfBirth: string | null | undefined },
  now: Date,
  zone?: string,
): AgeRefusal | null {
  return input.prohibitedForMinors && isMinor(input.dateOfBirth, now, zone) ? 'MINOR_NOT_ALLOWED' : null;
}
