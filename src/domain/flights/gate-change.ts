/**
 * The shopper may change the gate (and terminal) of a gate delivery until the order leaves (issue 17, point 6):
 * the same "has not left" as an order following its flight (FOLLOWING_STATUSES), and not once boarding has passed —
 * the food could no longer reach that gate. The text is bounded as at checkout (gateDeliverySchema). Pure: the clock
 * and the order's boarding time are parameters.
 */
import type { DateTime } from 'luxon';
import { gateDeliverySchema } from '../orders/gate-delivery';
import { followsFlight } from './flight-change';

export type GateChangeRefusal = 'NOT_GATE_DELIVERY' | 'GATE_CHANGE_CLOSED' | 'INVALID_GATE' | 'GATE_UNCHANGED';

export interface GateChangeInput {
  status: string;
  /** The order's gate delivery now; null for an order that is not delivered to a gate. */
  current: { terminal: string; gate: string } | null;
  /** The order's boarding time, when it can be told. */
  boarding: DateTime | null;
  next: { terminal: string; gate: string };
  now: DateTime;
}

export type GateChangeDecision =
  | { allowed: true; terminal: string; gate: string; changed: ('TERMINAL' | 'GATE')[] }
  | { allowed: false; reason: GateChangeRefusal };

const place = gateDeliverySchema.pick({ terminal: true, gate: true });
// Stryker disable next-line MethodExpression: both sides come trimmed (the parsed input, the place stored from checkout's schema)
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether an order in this state may still change its gate (the page shows the form only then). */
export function gateChangeOpen(input: Pick<GateChangeInput, 'status' | 'current' | 'boarding' | 'now'>): boolean {
  return !!input.current && followsFlight(input.status) && !(input.boarding && input.now >= input.boarding);
}

export function decideGateChange(input: GateChangeInput): GateChangeDecision {
  if (!input.current) return { allowed: false, reason: 'NOT_GATE_DELIVERY' };
  if (!gateChangeOpen(input)) return { allowed: false, reason: 'GATE_CHANGE_CLOSED' };
  const parsed = place.safeParse(input.next);
  if (!parsed.success) return { allowed: false, reason: 'INVALID_GATE' };
  const { terminal, gate } = parsed.data;
  const changed: ('TERMINAL' | 'GATE')[] = [];
  if (!same(terminal, input.current.terminal)) changed.push('TERMINAL');
  if (!same(gate, input.current.gate)) changed.push('GATE');
  if (changed.length === 0) return { allowed: false, reason: 'GATE_UNCHANGED' };
  return { allowed: true, terminal, gate, changed };
}
