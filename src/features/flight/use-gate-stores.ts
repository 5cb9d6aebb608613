/**
 * The stores of a page against the traveller's flight: each with its verdict (src/domain/flights/gate-arrival.ts),
 * those that deliver in time first. `ranked` is null while no flight is known (or the rules are still loading): the
 * page then shows its own order.
 */
import { useMemo } from 'react';
import { useFlight } from '@/src/client/flight/flight-store';
import { useGateClock } from '@/src/client/flight/use-gate-clock';
import type { FlightContext } from '@/src/domain/flights/flight-context';
import type { StoreGateTimingView } from './flight-types';
import type { GateView } from './gate-judgement';
import { useGateRules } from './use-gate-rules';

export function useGateStores<T extends { _id: string; gateTiming?: StoreGateTimingView | null }>(
  company: string,
  stores: ReadonlyArray<T>,
  serverNow: string | null | undefined,
): { flight: FlightContext | null; ranked: { store: T; verdict: GateView | null }[] | null } {
  const { flight } = useFlight(company);
  const wanted = !!flight && stores.length > 0;
  const rules = useGateRules(wanted);
  const now = useGateClock(serverNow);
  const ranked = useMemo(() => {
    if (!wanted || !flight || !rules || now === null) return null;
    return rules.rankStores(
      stores.map((store) => ({ ...store, gateTiming: store.gateTiming ?? null })),
      flight,
      now,
    ) as { store: T; verdict: GateView | null }[];
  }, [wanted, flight, rules, now, stores]);
  return { flight, ranked };
}
