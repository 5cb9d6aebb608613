/**
 * The storefront's reading of a traveller's flight against a store's figures (what the cards, the store page and the
 * cart show): the pure rule of src/domain/flights/gate-arrival.ts, with the times as 'HH:MM' for the screen. Loaded on
 * demand (./use-gate-rules.ts).
 */
import { judgeGateStore, rankByGateVerdict, type GateVerdict } from '@/src/domain/flights/gate-arrival';
import { terminalTiming } from '@/src/domain/flights/gate-timing';
import type { FlightContext } from '@/src/domain/flights/flight-context';
import type { StoreGateTimingView } from './flight-types';

/** A verdict as the screen shows it: its kind and its times in the airport's zone. */
export type GateView =
  | { kind: 'DELIVERY'; arrivesAt: string; deadline: string; boarding: string }
  | { kind: 'PICK_UP'; readyAt: string; atGateAt: string; walkingMinutes: number; deadline: string; boarding: string }
  | { kind: 'TOO_LATE'; arrivesAt: string | null; deadline: string; boarding: string }
  | { kind: 'UNAVAILABLE'; reason: 'CLOSED' | 'TERMINAL' }
  | { kind: 'INVALID_BOARDING_TIME' };

const hhmm = (at: { toFormat(format: string): string }) => at.toFormat('HH:mm');

function view(verdict: GateVerdict): GateView {
  switch (verdict.kind) {
    case 'DELIVERY':
      return {
        kind: 'DELIVERY',
        arrivesAt: hhmm(verdict.arrivesAt),
        deadline: hhmm(verdict.deadline),
        boarding: hhmm(verdict.boarding),
      };
    case 'PICK_UP':
      return {
        kind: 'PICK_UP',
        readyAt: hhmm(verdict.readyAt),
        atGateAt: hhmm(verdict.atGateAt),
        walkingMinutes: verdict.walkingMinutes,
        deadline: hhmm(verdict.deadline),
        boarding: hhmm(verdict.boarding),
      };
    case 'TOO_LATE':
      return {
        kind: 'TOO_LATE',
        arrivesAt: verdict.arrivesAt ? hhmm(verdict.arrivesAt) : null,
        deadline: hhmm(verdict.deadline),
        boarding: hhmm(verdict.boarding),
      };
    default:
      return verdict;
  }
}

function verdictOf(timing: StoreGateTimingView, flight: FlightContext, nowMs: number): GateVerdict {
  return judgeGateStore(
    { ...timing, terminal: terminalTiming(timing, flight.terminal) },
    { boardingTime: flight.boardingTime, marginMinutes: timing.marginMinutes },
    nowMs,
    timing.timezone,
  );
}

/** One store's verdict for the flight at `nowMs`. */
export function judgeStore(timing: StoreGateTimingView, flight: FlightContext, nowMs: number): GateView {
  return view(verdictOf(timing, flight, nowMs));
}

/** The stores in the order a traveller wants them (./gate-arrival.ts `rankByGateVerdict`), each with its verdict. */
export function rankStores<T extends { gateTiming: StoreGateTimingView | null }>(
  stores: ReadonlyArray<T>,
  flight: FlightContext,
  nowMs: number,
): { store: T; verdict: GateView | null }[] {
  const judged = stores.map((store) => ({
    store,
    raw: store.gateTiming ? verdictOf(store.gateTiming, flight, nowMs) : null,
  }));
  return rankByGateVerdict(judged, (entry) => entry.raw).map(({ store, raw }) => ({
    store,
    verdict: raw ? view(raw) : null,
  }));
}
