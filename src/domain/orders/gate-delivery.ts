/**
 * Gate delivery at the airport: what the checkout asks (terminal, gate, flight, boarding time) and the company's
 * margin before boarding. When the food arrives and whether that is in time are the rules of src/domain/flights/
 * (gate-timing.ts, gate-arrival.ts): `checkGateDelivery` is their delivery promise, used by the checkout page (to
 * refuse early, saying by when to order) and by the server's quote (which decides).
 */
import { z } from 'zod';
import { judgeDeliveryPromise, type DeliveryPromise, type DeliveryPromiseInput } from '../flights/gate-arrival';
export { resolveBoardingTime } from '../flights/boarding-time';

/** Minutes before boarding by which the food must be at the gate, when the company sets none. */
export const DEFAULT_GATE_MARGIN_MINUTES = 20;
/** The company setting (`settings.gateDeliveryMarginMinutes`) that overrides the default. */
export const GATE_MARGIN_SETTING = 'gateDeliveryMarginMinutes';
const MAX_MARGIN_MINUTES = 240;

/** What the shopper types at checkout; the same bounds on the page and on the server. */
export const gateDeliverySchema = z.object({
  terminal: z.string().trim().min(1).max(40),
  /** Upper case, as gates are signed ("14b" is gate 14B): the staff and the courier read one spelling. */
  gate: z.string().trim().toUpperCase().min(1).max(10),
  /** As typed ("la 3412", "G3-1540"), kept normalised ("LA3412"). */
  flightNumber: z
    .string()
    .max(20)
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/)),
  /** 'HH:MM' in the catalogue's zone, or an ISO timestamp. */
  boardingTime: z.string().trim().max(40),
});
export type GateDeliveryInput = z.infer<typeof gateDeliverySchema>;

/** The margin of a company's settings document: a whole number of minutes from 0 to 240, else the default. */
export function gateMarginMinutes(settings: unknown): number {
  const value =
    settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[GATE_MARGIN_SETTING] : undefined;
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for anything but a number; this is for the types
  if (typeof value !== 'number') return DEFAULT_GATE_MARGIN_MINUTES;
  return Number.isInteger(value) && value >= 0 && value <= MAX_MARGIN_MINUTES ? value : DEFAULT_GATE_MARGIN_MINUTES;
}

export type GateCheckInput = DeliveryPromiseInput;
export type GateCheck = DeliveryPromise;

/** Whether the promised delivery (now + the minutes to the gate, or the slot's end) falls by boarding less the margin. */
export const checkGateDelivery = (input: GateCheckInput): GateCheck => judgeDeliveryPromise(input);
