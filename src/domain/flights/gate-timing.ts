/**
 * How long a store takes to get food to each terminal's gates, from its catalogue data
 * (docs/business-rules.md "Gate delivery times"): its own preparation time (`preparationTime`) plus the run from its
 * counter to that terminal (the terminal's `estimatedDeliveryTime` in the coverage). A terminal without its own time
 * keeps the older reading: the city's `estimatedDeliveryTime` (else the delivery rule's lead time) is the whole time,
 * never less than the preparation. The walk (`walkingTime`) is what a traveller needs from the counter to that
 * terminal's gates, for a pick-up. No clock here: see gate-arrival.ts for the times of day.
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

const minutes = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_GATE_MINUTES ? value : null;

/**
 * The store's timing per terminal. `fallbackMinutes`: the delivery rule's lead time at the clock, used only where
 * neither the terminal nor its city gives a time.
 */
export function storeGateTiming(
  terminals: ReadonlyArray<GateTerminal>,
  preparationTime: number | null | undefined,
  fallbackMinutes: number,
): StoreGateTiming {
  const preparation = minutes(preparationTime) ?? 0;
  return {
    preparationMinutes: preparation,
    terminals: terminals.map((terminal) => {
      const run = minutes(terminal.runMinutes);
      const whole = minutes(terminal.estimatedDeliveryTime) ?? Math.max(0, Math.round(fallbackMinutes));
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
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const wanted = fold(terminal);
  return timing.terminals.find((t) => fold(t.name) === wanted) ?? null;
}

/** The shortest and longest minutes to any terminal's gates, for a store page that knows no flight yet. */
export function gateMinutesRange(timing: StoreGateTiming): { min: number; max: number } | null {
  if (timing.terminals.length === 0) return null;
  const all = timing.terminals.map((t) => t.deliveryMinutes);
  return { min: Math.min(...all), max: Math.max(...all) };
}
