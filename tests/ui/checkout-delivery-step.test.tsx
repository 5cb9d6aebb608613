// @vitest-environment jsdom
/**
 * The delivery step as a traveller uses it at a gate-delivery restaurant: the gate fields appear for delivery and
 * not for take-away, a boarding time too close is refused on the spot with the time to order by (server clock
 * from the options), an acceptable one lets the step go on. next/router is replaced by a stub (no Next app here).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/checkout.json';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { DeliveryStep } from '@/src/features/checkout/DeliveryStep';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-operations';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const OPTIONS: CheckoutOptions = {
  catalogId: 'aero-delivery-burger', timezone: 'America/Sao_Paulo', now: '2026-11-23T12:00:00.000-03:00',
  operations: [{ type: 'delivery', now: true, schedule: false }, { type: 'takeAway', now: true, schedule: false }],
  slotsType: null, dates: [], slots: [], paymentMethods: [],
  gateDelivery: { marginMinutes: 20, terminals: [{ name: 'Terminal 2', city: 'Guarulhos', state: 'SP', country: 'BR', estimatedDeliveryTime: 30 }] },
  asksAddress: false, asksReceivedGuest: false, ships: false, deliveryLeadMinutes: 25, checkoutWarning: null, buttonLabel: null,
};
const NEEDS = { gateDelivery: true, address: false, receivedGuest: false };

async function renderStep() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { checkout: ptBR } }, defaultNS: 'checkout' });
  const onDone = vi.fn();
  let latest: CheckoutState = emptyCheckoutState();
  function Harness() {
    const [state, setState] = useState<CheckoutState>(emptyCheckoutState);
    latest = state;
    return (
      <DeliveryStep
        formId="f" options={OPTIONS} loading={false} state={state} update={(patch) => setState((s) => ({ ...s, ...patch }))}
        needs={NEEDS} date={null} onDate={() => {}} onDone={onDone} intervals={[]} shippingItems={[]} action={<button type="submit">go</button>}
      />
    );
  }
  render(<I18nextProvider i18n={instance}><Harness /></I18nextProvider>);
  return { onDone, state: () => latest };
}

function fillGate(boarding: string) {
  fireEvent.click(screen.getByTestId('checkout-operation-delivery:now'));
  fireEvent.click(screen.getByTestId('checkout-terminal-Terminal 2'));
  fireEvent.change(screen.getByTestId('checkout-gate-number'), { target: { value: '12' } });
  fireEvent.change(screen.getByTestId('checkout-flight'), { target: { value: 'la3412' } });
  fireEvent.change(screen.getByTestId('checkout-boarding'), { target: { value: boarding } });
}

describe('checkout delivery step: gate delivery', () => {
  it('refuses a boarding at 12:30 when ordering at noon, saying the food had to arrive by 12:10 and be ordered by 11:40', async () => {
    const { onDone } = await renderStep();
    fillGate('12:30');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('até 12:10');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('até 11:40');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('11:40'))).toBe(true);
  });

  it('accepts a boarding at 12:50 (noon + 30 min ≤ 12:50 − 20 min) and keeps the flight upper-cased', async () => {
    const { onDone, state } = await renderStep();
    fillGate('12:50');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('Entrega prevista às 12:30');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(state().gateDelivery?.flightNumber).toBe('LA3412');
  });

  it('asks no gate for take-away', async () => {
    const { onDone } = await renderStep();
    fireEvent.click(screen.getByTestId('checkout-operation-takeAway:now'));
    expect(screen.queryByTestId('checkout-gate')).toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
