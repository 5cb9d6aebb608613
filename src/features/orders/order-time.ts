/**
 * Instants on the order screens, written the same on the server and in the browser: numeric patterns (no ICU
 * month names, which differ between Node and browsers) and the instant's own offset, i.e. the store's zone as the
 * server wrote it, not the device's.
 */
import { DateTime } from 'luxon';

const parse = (iso: string) => DateTime.fromISO(iso, { setZone: true });

export function formatWhen(iso: string | null | undefined, locale: string | undefined): string {
  if (!iso) return '';
  const at = parse(iso);
  if (!at.isValid) return iso;
  return at.toFormat(locale === 'en' ? 'MM/dd/yyyy HH:mm' : 'dd/MM/yyyy HH:mm');
}

export function formatDay(iso: string | null | undefined, locale: string | undefined): string {
  if (!iso) return '';
  const at = parse(iso);
  if (!at.isValid) return iso;
  return at.toFormat(locale === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy');
}

export function formatClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = parse(iso);
  return at.isValid ? at.toFormat('HH:mm') : iso;
}

/** Whole seconds left until `iso` at `nowMs`, never negative. */
export function secondsLeft(iso: string, nowMs: number): number {
  const at = parse(iso);
  return at.isValid ? Math.max(0, Math.floor((at.toMillis() - nowMs) / 1000)) : 0;
}

export function mmss(seconds: number): { minutes: string; seconds: string } {
  return { minutes: String(Math.floor(seconds / 60)).padStart(2, '0'), seconds: String(seconds % 60).padStart(2, '0') };
}
