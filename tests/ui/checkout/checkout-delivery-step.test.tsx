// @vitest-environment jsdom
/**
 * The delivery step as a traveller uses it at a gate-delivery restaurant: the gate fields appear for delivery and
 * not for take-away, a boarding time too close is refused on the spot with the time to order by (server clock
 * from the options), an acceptable one lets the step go on; slots name their shift in the shopper's language.
 * next/router is replaced by a stub (no Next app here).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/locales/en/checkout.json';
import es from '@/locales/es/checkout.json';
import ptBR from '@/locales/pt-BR/checkout.json';
import flightEn from '@/locales/en/flight.json';
import flightEs from '@/locales/es/flight.json';
import flightPtBR from '@/locales/pt-BR/flight.json';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { DeliveryStep } from '@/src/features/checkout/DeliveryStep';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-shapes';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const OPTIONS: CheckoutOptions = {
  catalogId: 'aero-delivery-burger',
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
    preparationMinutes: 0,
    pickUpNow: false,
    storesPath: null,
    terminals: [
      {
        name: 'Terminal 2',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 30,
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

async function renderStep(options: CheckoutOptions = OPTIONS, lng = 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: {
      'pt-BR': { checkout: ptBR, flight: flightPtBR },
      en: { checkout: en, flight: flightEn },
      es: { checkout: es, flight: flightEs },
    },
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
        onDate={() => {}}
        onDone={onDone}
        intervals={[]}
        shippingItems={[]}
        action={<button type="submit">go</button>}
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
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('Chegaria às 12:30');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('até 12:10');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('11:40'))).toBe(true);
  });

  it('accepts a boarding at 12:50 (noon + 30 min ≤ 12:50 − 20 min) and keeps the flight upper-cased', async () => {
    const { onDone, state } = await renderStep();
    fillGate('12:50');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('Chega ao portão às 12:30');
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

describe('checkout delivery step: gate delivery in a scheduled slot', () => {
  // A restaurant that also schedules deliveries to the gate, in 30-minute slots.
  const SCHEDULED: CheckoutOptions = {
    ...OPTIONS,
    operations: [{ type: 'delivery', now: true, schedule: true }],
    slotsType: 'delivery',
    dates: ['2026-11-23'],
    slots: [
      {
        date: '2026-11-23',
        start: '13:30',
        end: '14:00',
        startsAt: '2026-11-23T13:30:00.000-03:00',
        endsAt: '2026-11-23T14:00:00.000-03:00',
        shift: null,
      },
      {
        date: '2026-11-23',
        start: '14:00',
        end: '14:30',
        startsAt: '2026-11-23T14:00:00.000-03:00',
        endsAt: '2026-11-23T14:30:00.000-03:00',
        shift: null,
      },
    ],
  };
  function fillScheduled(slot: string, boarding: string) {
    fireEvent.click(screen.getByTestId('checkout-operation-delivery:schedule'));
    fireEvent.click(screen.getByTestId(`checkout-slot-${slot}`));
    fireEvent.click(screen.getByTestId('checkout-terminal-Terminal 2'));
    fireEvent.change(screen.getByTestId('checkout-gate-number'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('checkout-flight'), { target: { value: 'la3412' } });
    fireEvent.change(screen.getByTestId('checkout-boarding'), { target: { value: boarding } });
  }

  it('refuses the 14:00–14:30 slot for a 14:45 boarding: its end, not its start, must be at the gate by 14:25', async () => {
    const { onDone } = await renderStep(SCHEDULED);
    fillScheduled('14:00', '14:45');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('até 14:25');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('accepts the 13:30–14:00 slot for the same boarding, promising its end', async () => {
    const { onDone } = await renderStep(SCHEDULED);
    fillScheduled('13:30', '14:45');
    expect(screen.getByTestId('checkout-gate-check').textContent).toContain('Chega ao portão às 14:00');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });
});

const BOOKING: CheckoutOptions = {
  ...OPTIONS,
  gateDelivery: null,
  operations: [{ type: 'booking', now: false, schedule: true }],
  slotsType: 'booking',
  dates: ['2026-11-23'],
  slots: [
    {
      date: '2026-11-23',
      start: '05:00',
      end: '11:59',
      startsAt: '2026-11-23T05:00:00.000-03:00',
      endsAt: '2026-11-23T11:59:00.000-03:00',
      shift: 'Manhã',
    },
    {
      date: '2026-11-23',
      start: '18:00',
      end: '23:00',
      startsAt: '2026-11-23T18:00:00.000-03:00',
      endsAt: '2026-11-23T23:00:00.000-03:00',
      shift: 'Noite',
    },
    {
      date: '2026-11-23',
      start: '23:00',
      end: '05:00',
      startsAt: '2026-11-23T23:00:00.000-03:00',
      endsAt: '2026-11-24T05:00:00.000-03:00',
      shift: 'Madrugada',
    },
    // Translated by the catalogue on the server, and a name no label knows: both shown as they come. (The server
    // answers the slots of one day: these are the same day's.)
    {
      date: '2026-11-23',
      start: '12:00',
      end: '17:59',
      startsAt: '2026-11-23T12:00:00.000-03:00',
      endsAt: '2026-11-23T17:59:00.000-03:00',
      shift: 'Afternoon pick-up',
    },
    {
      date: '2026-11-23',
      start: '19:00',
      end: '20:00',
      startsAt: '2026-11-23T19:00:00.000-03:00',
      endsAt: '2026-11-23T20:00:00.000-03:00',
      shift: 'Plantão VIP',
    },
  ],
};

describe('checkout delivery step: shift names', () => {
  const labels = () =>
    screen
      .getAllByRole('radio')
      .filter((r) => r.getAttribute('data-testid')?.startsWith('checkout-slot-'))
      .map((r) => r.closest('label')?.textContent);

  it.each([
    ['pt-BR', ['Manhã (05:00–11:59)', 'Noite (18:00–23:00)', 'Madrugada (23:00–05:00)']],
    ['en', ['Morning (05:00–11:59)', 'Evening (18:00–23:00)', 'Overnight (23:00–05:00)']],
    ['es', ['Mañana (05:00–11:59)', 'Noche (18:00–23:00)', 'Madrugada (23:00–05:00)']],
  ])('common names left untranslated by the catalogue are translated in %s', async (lng, expected) => {
    await renderStep(BOOKING, lng);
    fireEvent.click(screen.getByTestId('checkout-operation-booking:schedule'));
    expect(labels().slice(0, 3)).toEqual(expected);
  });

  it('a name the catalogue translated, or one no label knows, is shown as it comes', async () => {
    await renderStep(BOOKING, 'en');
    fireEvent.click(screen.getByTestId('checkout-operation-booking:schedule'));
    expect(labels().slice(3)).toEqual(['Afternoon pick-up (12:00–17:59)', 'Plantão VIP (19:00–20:00)']);
  });
});
