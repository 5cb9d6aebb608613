/** The server's clock (docs/architecture.md "Time"): STORE_NOW, an ISO timestamp, fixes it for demos and tests. */
import { DateTime } from 'luxon';

export function serverNow(): DateTime {
  const fixed = process.env.STORE_NOW?.trim();
  if (fixed) {
    const parsed = DateTime.fromISO(fixed, { setZone: true });
    if (!parsed.isValid) throw new Error(`STORE_NOW is not an ISO timestamp: "${fixed}"`);
    return parsed;
  }
  return DateTime.now();
}
