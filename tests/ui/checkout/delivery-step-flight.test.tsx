// @vitest-environment jsdom
/**
 * The delivery step with the traveller's flight (issue 17, point 1): it starts from the flight given on the service
 * page; when a delivery cannot reach the gate in time it is never a dead end — a pick-up at the counter with the walk
 * to the gate, or the stores that still make it; what is corrected here becomes the visit's flight. Ordering at
 * noon (the options' server clock). next/router is a stub.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import checkoutPtBR from '@/locales/pt-BR/checkout.json';
import flightPtBR from '@/locales/pt-BR/flight.json';
import { readFlight, saveFlight } from '@/src/client/flight/flight-store';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { DeliveryStep } from '@/src/features/checkout/DeliveryStep';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-shapes';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

/** A restaurant 30 minutes from Terminal 2 (5 of them preparing), 5 minutes' walk from its counter. */
const OPTIONS: CheckoutOptions = {
  catalogId: 'aero-delivery-cantina',
  timezone: 'America/Sao_Paulo',
  now: '2026-11-23T12:00:00.000-03:00',
  operations: [
    { type: 'delivery', now: true, schedule: false },
    { type: 'takeAway', now: true, schedule: false },
  ],
  slotsType: null,
  dates: [],
  slots: [],
  paymentMethods: [],
  gateDelivery: {
    marginMinutes: 20,
    preparationMinutes: 5,
    pickUpNow: true,
    storesPath: '/delivery',
    terminals: [
      { name: 'Terminal 2', city: 'Guarulhos', state: 'SP', country: 'BR', estimatedDeliveryTime: 30, walkingTime: 5 },
      {
        name: 'Terminal 3',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 12,
        walkingTime: null,
      },
    ],
  },
  asksAddress: false,
  asksReceivedGuest: false,
  ships: false,
  deliveryLeadMinutes: 25,
  checkoutWarning: null,
  buttonLabel: null,
  bookingKind: null,
  cardTokenization: { processor: 'sandbox', publishableKey: null, endpoint: '/api/payments/sandbox/tokens' },
};
const NEEDS = { gateDelivery: true, address: false, receivedGuest: false };

async function renderStep(options: CheckoutOptions = OPTIONS) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { checkout: checkoutPtBR, flight: flightPtBR } },
    defaultNS: 'checkout',
  });
  const onDone = vi.fn();
  let latest: CheckoutState = emptyCheckoutState();
  function Harness() {
    const [state, setState] = useState<CheckoutState>(emptyCheckoutState);
    latest = state;
    return (
      <DeliveryStep
        company="aeroporto"
        formId="f"
        options={options}
        loading={false}
        state={state}
        update={(patch) => setState((s) => ({ ...s, ...patch }))}
        needs={NEEDS}
        date={null}
        onDate={() => undefined}
        onDone={onDone}
        intervals={[]}
        shippingItems={[]}
        action={
          <button type="submit" form="f">
            go
          </button>
        }
      />
    );
  }
  render(
    <I18nextProvider i18n={instance}>
      <Harness />
    </I18nextProvider>,
  );
  return { onDone, state: () => latest };
}

const checked = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).checked;

describe('the delivery step starts from the traveller’s flight', () => {
  it('fills the terminal, gate, flight and boarding time, and chooses delivery now', async () => {
    saveFlight('aeroporto', { boardingTime: '12:50', terminal: 'Terminal 3', gate: '309', flightNumber: 'LA8084' });
    await renderStep();
    await waitFor(() => expect(checked('checkout-operation-delivery:now')).toBe(true));
    expect(checked('checkout-terminal-Terminal 3')).toBe(true);
    expect((screen.getByTestId('checkout-gate-number') as HTMLInputElement).value).toBe('309');
    expect((screen.getByTestId('checkout-flight') as HTMLInputElement).value).toBe('LA8084');
    expect((screen.getByTestId('checkout-boarding') as HTMLInputElement).value).toBe('12:50');
    // Terminal 3 is 12 minutes away: 12:12, with 20 minutes to spare before 12:50 − 20 = 12:30.
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('Chega ao portão às 12:12');
  });

  it('keeps what the traveller corrects as the visit’s flight', async () => {
    saveFlight('aeroporto', { boardingTime: '12:50', terminal: 'Terminal 3', gate: '309', flightNumber: 'LA8084' });
    const { onDone } = await renderStep();
    await waitFor(() => expect(checked('checkout-terminal-Terminal 3')).toBe(true));
    fireEvent.change(screen.getByTestId('checkout-gate-number'), { target: { value: '311' } });
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(readFlight('aeroporto')).toMatchObject({ gate: '311', terminal: 'Terminal 3', boardingTime: '12:50' });
  });
});

describe('too late for a delivery: never a dead end', () => {
  it('offers the pick-up at the counter with the walk, and goes on with it', async () => {
    // Boarding 12:40: delivery at 12:30 misses 12:20; ready 12:05 + 5 minutes' walk = 12:10 makes it.
    saveFlight('aeroporto', { boardingTime: '12:40', terminal: 'Terminal 2', gate: '205', flightNumber: 'G31540' });
    const { onDone, state } = await renderStep();
    await waitFor(() => expect(screen.getByTestId('checkout-gate-late')).toBeTruthy());
    expect(screen.getByTestId('checkout-gate-late').textContent).toContain('Chegaria às 12:30');
    expect(screen.getByTestId('checkout-gate-late').textContent).toContain('até 12:20');
    const pickUp = screen.getByTestId('checkout-pick-up');
    expect(pickUp.textContent).toBe('Retirar no balcão: pronto às 12:05, 5 min a pé até o portão');
    expect(screen.getByTestId('checkout-faster-stores').getAttribute('href')).toBe('/delivery');
    fireEvent.click(pickUp);
    expect(state().operation).toEqual({ type: 'takeAway', time: 'now', scheduledFor: null });
    expect(screen.getByTestId('checkout-pick-up-time').textContent).toContain(
      'Você retira no balcão às 12:05 e chega ao portão por volta de 12:10 (5 min a pé)',
    );
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('without a walk that makes it, points to the stores that still deliver in time', async () => {
    saveFlight('aeroporto', { boardingTime: '12:24', terminal: 'Terminal 2', gate: '205', flightNumber: '' });
    const { onDone } = await renderStep();
    await waitFor(() => expect(screen.getByTestId('checkout-gate-late')).toBeTruthy());
    expect(screen.queryByTestId('checkout-pick-up')).toBeNull();
    expect(screen.getByTestId('checkout-faster-stores').textContent).toBe('Ver lojas que chegam a tempo');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers no pick-up where the store takes none now', async () => {
    saveFlight('aeroporto', { boardingTime: '12:40', terminal: 'Terminal 2', gate: '205', flightNumber: '' });
    await renderStep({ ...OPTIONS, gateDelivery: { ...OPTIONS.gateDelivery!, pickUpNow: false } });
    await waitFor(() => expect(screen.getByTestId('checkout-gate-late')).toBeTruthy());
    expect(screen.queryByTestId('checkout-pick-up')).toBeNull();
  });
});

describe('what is missing is named', () => {
  it('names the way, then each gate field left out, as they are labelled', async () => {
    const { onDone } = await renderStep();
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByRole('alert').textContent).toBe('Confira: Como você quer receber.');
    fireEvent.click(screen.getByTestId('checkout-operation-delivery:now'));
    fireEvent.click(screen.getByTestId('checkout-terminal-Terminal 2'));
    fireEvent.click(screen.getByText('go'));
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('Confira: Portão, Número do voo, Horário de embarque.');
    expect(screen.getByText('Informe o horário de embarque, como 14:40.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
