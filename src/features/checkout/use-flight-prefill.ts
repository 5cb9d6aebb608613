/**
 * The delivery step starts from the visit's flight (src/client/flight/flight-store.ts): an empty gate takes its
 * terminal (when the store delivers there), gate, flight number and boarding time, and a step with no way chosen yet
 * starts on delivery now. Once: whatever the traveller then types here wins.
 */
import { useEffect, useRef } from 'react';
import type { FlightContext } from '@/src/domain/flights/flight-context';
import type { CheckoutState } from '@/src/domain/orders/checkout-state';
import type { CheckoutOptions } from './checkout-shapes';

export function useFlightPrefill(
  flight: FlightContext | null,
  options: CheckoutOptions,
  state: CheckoutState,
  update: (patch: Partial<CheckoutState>) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !flight || !options.gateDelivery) return;
    done.current = true;
    const patch: Partial<CheckoutState> = {};
    const empty = !state.gateDelivery || (!state.gateDelivery.terminal && !state.gateDelivery.boardingTime);
    if (empty) {
      const served = options.gateDelivery.terminals.some((x) => x.name === flight.terminal);
      patch.gateDelivery = {
        terminal: served ? flight.terminal : '',
        gate: flight.gate,
        flightNumber: flight.flightNumber,
        boardingTime: flight.boardingTime,
      };
    }
    if (!state.operation && options.operations.some((o) => o.type === 'delivery' && o.now))
      patch.operation = { type: 'delivery', time: 'now', scheduledFor: null };
    if (Object.keys(patch).length > 0) update(patch);
  }, [flight, options, state.gateDelivery, state.operation, update]);
}
