/**
 * How long a store takes to get food to each terminal's gates, from its catalogue data
 * (docs/business-rules.md "Gate delivery times"): its own preparation time (`preparationTime`) plus the run from its
 * counter to that terminal (the terminal's `estimatedDeliveryTime` in the coverage). A terminal without its own time
 * takes the store's own delivery rule (its lead time, `timeUntil`) as the whole time, else the city's
 * `estimatedDeliveryTime` (a figure shared by every store of the city), never less than the preparation: a store
 * whose rule says 15 minutes is never announced at the city's 30. The walk (`walkingTime`) is what a traveller needs
 * from the counter to that terminal's gates, for a pick-up. No clock here: see gate-arrival.ts for the times of day.
 */
import type { GateTerminal } from '../orders/checkout-needs';

export interface TerminalTiming {
  name: string;
  /** Minutes from ordering now to this terminal's gates. */
  deliveryMinutes: number;
  /** Minutes on foot from the store's counter to this terminal's gates; null when the catalogue does not say. */
  walkingMinutes: number | null;
}

export interface StoreGateTiming {
  /** Minutes from ordering to the food being ready at the counter. */
  preparationMinutes: number;
  terminals: TerminalTiming[];
}

/** The longest time any of these figures may take: a typo of 3000 minutes would otherwise promise tomorrow. */
export const MAX_GATE_MINUTES = 240;

const minutes = (value: number | null | undefined): number | null => {
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for null and undefined too; this is for the types
  if (typeof value !== 'number') return null;
  return Number.isInteger(value) && value >= 0 && value <= MAX_GATE_MINUTES ? value : null;
};

/**
 * The store's timing per terminal. `ruleMinutes`: the lead time of the store's delivery rule at the clock (null or 0
 * when no rule of its own sets one), used where the terminal gives no time.
 */
export function storeGateTiming(
  terminals: ReadonlyArray<GateTerminal>,
  preparationTime: number | null | undefined,
  ruleMinutes: number | null,
): StoreGateTiming {
  const preparation = minutes(preparationTime) ?? 0;
  const ruleLead = ruleMinutes ?? 0;
  const rule = ruleLead > 0 ? minutes(Math.round(ruleLead)) : null;
  return {
    preparationMinutes: preparation,
    terminals: terminals.map((terminal) => {
      const run = minutes(terminal.runMinutes);
      const whole = rule ?? minutes(terminal.estimatedDeliveryTime) ?? 0;
      return {
        name: terminal.name,
        deliveryMinutes: run !== null ? preparation + run : Math.max(preparation, whole),
        walkingMinutes: minutes(terminal.walkingMinutes),
      };
    }),
  };
}

/** The timing of one terminal (compared as the coverage compares places: case and accents aside), or null. */
export function terminalTiming(timing: StoreGateTiming, terminal: string | null | undefined): TerminalTiming | null {
  if (!terminal) return null;
  const fold = (text: string) => {
    const plain = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
    // Stryker disable next-line MethodExpression: both sides are folded alike, so upper case compares as lower case does
    return plain.toLowerCase();
  };
  const wanted = fold(terminal);
  return timing.terminals.find((t) => fold(t.name) === wanted) ?? null;
}

/** The shortest and longest minutes to any terminal's gates, for a store page that knows no flight yet. */
export function gateMinutesRange(timing: StoreGateTiming): { min: number; max: number } | null {
  if (timing.terminals.length === 0) return null;
  const all = timing.terminals.map((t) => t.deliveryMinutes);
  return { min: Math.min(...all), max: Math.max(...all) };
}
