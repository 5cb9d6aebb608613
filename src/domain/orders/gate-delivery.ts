/**
 * Gate delivery at the airport: food ordered to a boarding gate must arrive before boarding, less a margin the
 * company sets (the time to walk on board with it). The promised delivery is the end of the scheduled slot (the food
 * may come at any moment of it, so its last moment is what is promised), or now plus the catalogue's delivery time. Used by the checkout page (to refuse early, saying by when to order) and by the
 * server's quote (which decides).
 */
import type { DateTime } from 'luxon';
import { z } from 'zod';
import { DEFAULT_ZONE, toZonedDateTime, type Clock } from '../time/time-of-day';

/** Minutes before boarding by which the food must be at the gate, when the company sets none. */
export const DEFAULT_GATE_MARGIN_MINUTES = 20;
/** The company setting (`settings.gateDeliveryMarginMinutes`) that overrides the default. */
export const GATE_MARGIN_SETTING = 'gateDeliveryMarginMinutes';
const MAX_MARGIN_MINUTES = 240;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What the shopper types at checkout; the same bounds on the page and on the server. */
export const gateDeliverySchema = z.object({
  terminal: z.string().trim().min(1).max(40),
  gate: z.string().trim().min(1).max(10),
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/),
  /** 'HH:MM' in the catalogue's zone, or an ISO timestamp. */
  boardingTime: z.string().trim().max(40),
});
export type GateDeliveryInput = z.infer<typeof gateDeliverySchema>;

/** The margin of a company's settings document: a whole number of minutes from 0 to 240, else the default. */
export function gateMarginMinutes(settings: unknown): number {
  const value =
    settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[GATE_MARGIN_SETTING] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MARGIN_MINUTES
    ? value
    : DEFAULT_GATE_MARGIN_MINUTES;
}

/**
 * The boarding instant. An ISO timestamp is taken as it is; 'HH:MM' is today in the zone, unless that is more
 * than 12 hours ago, in which case it is tomorrow (ordering at 23:30 for a 00:40 boarding). Null when unreadable.
 */
export function resolveBoardingTime(text: string, clock: Clock, zone: string = DEFAULT_ZONE): DateTime | null {
  const now = toZonedDateTime(clock, zone);
  const match = HH_MM.exec(text.trim());
  if (!match) {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text.trim())) return null;
    const at = toZonedDateTime(text.trim(), zone);
    return at.isValid ? at : null;
  }
  const today = now.set({ hour: Number(match[1]), minute: Number(match[2]), second: 0, millisecond: 0 });
  return today < now.minus({ hours: 12 }) ? today.plus({ days: 1 }) : today;
}

export interface GateCheckInput {
  boardingTime: string;
  clock: Clock;
  zone?: string;
  marginMinutes: number;
  /** Minutes from ordering to delivery when ordering now (the catalogue's delivery time). */
  deliveryMinutes: number;
  /** The chosen slot, for a scheduled delivery: ISO timestamps of its start and end. */
  scheduledSlot?: { startsAt: string; endsAt: string } | null;
}

export type GateCheck =
  | { ok: true; promisedAt: DateTime; deadline: DateTime }
  /** `orderBy`: the last moment ordering now still arrives in time (may already be past). */
  | { ok: false; reason: 'TOO_LATE'; promisedAt: DateTime; deadline: DateTime; orderBy: DateTime }
  | { ok: false; reason: 'INVALID_BOARDING_TIME' };

/** Whether the promised delivery falls no later than boarding less the margin. */
export function checkGateDelivery(input: GateCheckInput): GateCheck {
  const zone = input.zone ?? DEFAULT_ZONE;
  const boarding = resolveBoardingTime(input.boardingTime, input.clock, zone);
  if (!boarding) return { ok: false, reason: 'INVALID_BOARDING_TIME' };
  const now = toZonedDateTime(input.clock, zone);
  // A slot promises delivery by its end, not its start: a 14:30–15:00 slot may arrive at 15:00.
  const promisedAt = input.scheduledSlot
    ? toZonedDateTime(input.scheduledSlot.endsAt, zone)
    : now.plus({ minutes: input.deliveryMinutes });
  const deadline = boarding.minus({ minutes: input.marginMinutes });
  if (promisedAt <= deadline) return { ok: true, promisedAt, deadline };
  return {
    ok: false,
    reason: 'TOO_LATE',
    promisedAt,
    deadline,
    orderBy: deadline.minus({ minutes: input.deliveryMinutes }),
  };
}
