/**
 * Dates and times on the checkout's screens, in the shopper's language and the catalogue's zone. The page's own
 * checks use the server's clock from checkoutOptions (a wrong phone clock or a fixed STORE_NOW agree with the server).
 */
import { DateTime } from 'luxon';

/** 'seg., 23 de nov.' / 'Mon, Nov 23' for a 'YYYY-MM-DD' date. */
export function dayLabel(date: string, locale: string, zone: string): string {
  return DateTime.fromISO(date, { zone })
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });
}

export function timeLabel(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('HH:mm');
}
