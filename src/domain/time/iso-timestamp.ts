/**
 * Timestamps (docs/business-rules.md "ISO timestamps"): year-month-day plus time with
 * milliseconds and a numeric offset, e.g. '2024-05-01T10:00:00.000-03:00'.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';

// Real offsets run from -12:00 to +14:00; luxon alone would accept -25:00.
const OFFSET = '[+-](?:0\\d|1[0-4]):[0-5]\\d';
const STRICT = new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}${OFFSET}$`);
// Milliseconds and offset may be missing; 'Z' is accepted as an offset here.
const LOOSE = new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?(?:Z|${OFFSET})?$`);

/** The shape must match and the date must exist (no 2023-02-29, no 25:00). */
function isRealDate(value: string): boolean {
  return DateTime.fromISO(value).isValid;
}

/** Strict check: milliseconds and a numeric offset ('Z' is not numeric). */
export function isIsoTimestamp(value: string): boolean {
  return STRICT.test(value) && isRealDate(value);
}

/** Loose check: milliseconds and offset may be missing. */
export function isLooseIsoTimestamp(value: string): boolean {
  return LOOSE.test(value) && isRealDate(value);
}

export const isoTimestampSchema = z.string().refine(isIsoTimestamp, { message: 'invalid_iso_timestamp' });
export const looseIsoTimestampSchema = z.string().refine(isLooseIsoTimestamp, { message: 'invalid_iso_timestamp' });

const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * Writes an instant in the product's format, in `zone` (default
 * America/Sao_Paulo). UTC is written '+00:00', never 'Z', so that every
 * timestamp we produce passes the strict check.
 */
export function toIsoTimestamp(instant: DateTime | number, zone: string = DEFAULT_ZONE): string {
  const dt = typeof instant === 'number' ? DateTime.fromMillis(instant) : instant;
  const zoned = dt.setZone(zone);
  if (!zoned.isValid) throw new RangeError(`Invalid instant or zone: ${zone}`);
  return zoned.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZ");
}
