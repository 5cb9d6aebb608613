/**
 * Instants on the order screens, written the same on the server and in the browser: numeric patterns (no ICU
 * month names, which differ between Node and browsers) and the instant's own offset, i.e. the store's zone as the
 * server wrote it, not the device's. The server writes ISO 8601 with that offset, so the wall-clock digits are read
 * from the text itself; no date library is needed for that (luxon, about 22 kB gzipped, stays out of the order pages).
 */

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** The date and time as written in `iso` (its own offset), or null when it is not a valid ISO 8601 instant. */
function wallClock(iso: string): WallClock | null {
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = m;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return { year, month, day, hour, minute };
}

export function formatWhen(iso: string | null | undefined, locale: string | undefined): string {
  if (!iso) return '';
  const at = wallClock(iso);
  if (!at) return iso;
  return `${formatDayOf(at, locale)} ${at.hour}:${at.minute}`;
}

function formatDayOf(at: WallClock, locale: string | undefined): string {
  return locale === 'en' ? `${at.month}/${at.day}/${at.year}` : `${at.day}/${at.month}/${at.year}`;
}

export function formatDay(iso: string | null | undefined, locale: string | undefined): string {
  if (!iso) return '';
  const at = wallClock(iso);
  return at ? formatDayOf(at, locale) : iso;
}

export function formatClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = wallClock(iso);
  return at ? `${at.hour}:${at.minute}` : iso;
}

/** Whole seconds left until `iso` at `nowMs`, never negative. */
export function secondsLeft(iso: string, nowMs: number): number {
  const ms = wallClock(iso) ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? Math.max(0, Math.floor((ms - nowMs) / 1000)) : 0;
}

export function mmss(seconds: number): { minutes: string; seconds: string } {
  return { minutes: String(Math.floor(seconds / 60)).padStart(2, '0'), seconds: String(seconds % 60).padStart(2, '0') };
}
