/**
 * The deliver-by time as the board and the status page write it: the time alone when it falls on the day the order
 * was placed, else the date and time. Numeric, from the timestamp's own offset (order-time.ts), so the server's
 * drawing and the browser's agree.
 */
import { formatClock, formatDay, formatWhen } from './order-time';

export function deliverByWhen(at: string, placedAt: string, locale: string | undefined): string {
  return formatDay(at, locale) === formatDay(placedAt, locale) ? formatClock(at) : formatWhen(at, locale);
}

/** A delay in minutes in the page's words: "40 min", "2 h", "1 h 40 min". */
export function delayWords(
  minutes: number,
  t: (key: string, options: Record<string, number>) => string,
  prefix = 'flight.delay',
): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t(`${prefix}.minutes`, { minutes: rest });
  return rest === 0 ? t(`${prefix}.hours`, { hours }) : t(`${prefix}.hoursMinutes`, { hours, minutes: rest });
}
