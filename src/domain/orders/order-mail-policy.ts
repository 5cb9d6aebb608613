/**
 * Which status changes the shopper is mailed about (docs/business-rules.md "Order mails"; issue 17, point 6): one
 * mail per change they care about — placed (the confirmation), confirmed, out for delivery or ready for pick-up, and
 * cancelled. Preparing, delivered and completed are steps the shopper sees on the live page, not news worth a mail:
 * the food being prepared follows a confirmation within minutes, and delivered is what they have just lived.
 */
const MAILED: readonly string[] = ['CONFIRMED', 'DISPATCHED', 'READY', 'CANCELED'];

export const statusChangeIsMailed = (status: string): boolean => MAILED.includes(status);
