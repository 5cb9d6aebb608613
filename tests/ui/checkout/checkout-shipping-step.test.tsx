// @vitest-environment jsdom
/**
 * The delivery step of a shop that ships, for a scheduled delivery to an address its own courier does not reach
 * (the server's deliveryRoute says CARRIER): the server's shipping options appear under the address, continuing
 * without one is refused with a translated alert, a chosen one lets the step go on, and a new CEP whose list lacks
 * the choice drops it. The GraphQL server is replaced by Apollo's MockLink (the shipping service is another slice,
 * and Melhor Envio is outside this machine); next/router by a stub.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import checkoutPt from '@/locales/pt-BR/checkout.json';
import shippingPt from '@/locales/pt-BR/shipping.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { DeliveryStep } from '@/src/features/checkout/DeliveryStep';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-shapes';
import { ShippingOptionsDocument } from '@/src/features/shipping/shipping-options.generated';
import { DeliveryRouteDocument } from '@/src/features/checkout/delivery-route.generated';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const OPTIONS: CheckoutOptions = {
  catalogId: 'mercado',
  timezone: 'America/Sao_Paulo',
  now: '2026-11-23T12:00:00.000-03:00',
  operations: [
    { type: 'delivery', now: true, schedule: true },
    { type: 'takeAway', now: true, schedule: false },
  ],
  slotsType: 'delivery',
  dates: ['2026-11-24'],
  slots: [
    {
      date: '2026-11-24',
      start: '09:00',
      end: '12:00',
      startsAt: '2026-11-24T09:00:00.000-03:00',
      endsAt: '2026-11-24T12:00:00.000-03:00',
      shift: null,
    },
  ],
  paymentMethods: [],
  gateDelivery: null,
  asksAddress: true,
  asksReceivedGuest: false,
  ships: true,
  deliveryLeadMinutes: 25,
  checkoutWarning: null,
  buttonLabel: null,
  bookingKind: null,
  cardTokenization: { processor: 'sandbox', publishableKey: null, endpoint: '/api/payments/sandbox/tokens' },
};
const NEEDS = { gateDelivery: false, address: true, receivedGuest: false, shipping: true };
const ITEMS = [{ itemId: 'arroz', quantity: 2 }];
const ADDRESS = {
  zipCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: '',
};

const answer = (zipCode: string, options: { id: string; name: string; price: number; days: number }[]) => ({
  request: { query: ShippingOptionsDocument, variables: { input: { catalogId: 'mercado', zipCode, items: ITEMS } } },
  result: { data: { shippingOptions: options.map((o) => ({ __typename: 'ShippingOption', ...o })) } },
});
const route = {
  request: {
    query: DeliveryRouteDocument,
    variables: {
      input: {
        catalogId: 'mercado',
        time: 'schedule',
        address: { country: 'BR', state: 'SP', city: 'São Paulo', district: 'Bela Vista' },
      },
    },
  },
  result: {
    data: {
      deliveryRoute: {
        __typename: 'DeliveryRoute',
        kind: 'CARRIER',
        reason: null,
        deliveryFee: null,
        estimatedDeliveryTime: null,
        area: null,
      },
    },
  },
};
const MOCKS = [
  route,
  answer('01310100', [
    { id: 'table:pac', name: 'PAC', price: 22.9, days: 6 },
    { id: 'table:sedex', name: 'SEDEX', price: 39.5, days: 2 },
  ]),
  answer('69900000', [{ id: 'table:pac-norte', name: 'PAC', price: 58, days: 12 }]),
];

async function renderStep() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { checkout: checkoutPt, shipping: shippingPt } },
    defaultNS: 'checkout',
  });
  const onDone = vi.fn();
  let latest: CheckoutState = emptyCheckoutState();
  function Harness() {
    const [state, setState] = useState<CheckoutState>(() => ({
      ...emptyCheckoutState(),
      operation: { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-24T09:00:00.000-03:00' },
      address: ADDRESS,
    }));
    latest = state;
    return (
      <DeliveryStep
        company="aeroporto"
        formId="f"
        options={OPTIONS}
        loading={false}
        state={state}
        update={(patch) => setState((s) => ({ ...s, ...patch }))}
        needs={NEEDS}
        date={null}
        onDate={() => {}}
        onDone={onDone}
        intervals={[]}
        shippingItems={ITEMS}
        action={<button type="submit">go</button>}
      />
    );
  }
  const client = new ApolloClient({ link: new MockLink(MOCKS), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={instance}>
      <ClientApolloProvider client={client}>
        <Harness />
      </ClientApolloProvider>
    </I18nextProvider>,
  );
  return { onDone, state: () => latest };
}

describe('checkout delivery step: shipping', () => {
  it('lists the options for the CEP with their prices and refuses to continue until one is chosen', async () => {
    const { onDone, state } = await renderStep();
    await waitFor(() => expect(screen.getAllByTestId('shipping-option')).toHaveLength(2), { timeout: 4000 });
    expect(screen.getByTestId('checkout-shipping').textContent).toMatch(/R\$\s?22,90/);
    expect(screen.getByTestId('checkout-shipping').textContent).toContain('fora da área de entrega da loja');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('Escolha uma opção de frete'))).toBe(
      true,
    );

    fireEvent.click(screen.getByLabelText(/SEDEX/));
    expect(state().shippingOptionId).toBe('table:sedex');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('drops the choice when a new CEP brings a list without it', async () => {
    const { state } = await renderStep();
    await waitFor(() => expect(screen.getAllByTestId('shipping-option')).toHaveLength(2), { timeout: 4000 });
    fireEvent.click(screen.getByLabelText(/SEDEX/));
    fireEvent.change(screen.getByTestId('checkout-address-zipCode'), { target: { value: '69900-000' } });
    await waitFor(() => expect(screen.getAllByTestId('shipping-option')).toHaveLength(1), { timeout: 4000 });
    await waitFor(() => expect(state().shippingOptionId).toBeNull());
  });

  it('asks no shipping for take-away', async () => {
    const { onDone } = await renderStep();
    fireEvent.click(screen.getByTestId('checkout-operation-takeAway:now'));
    expect(screen.queryByTestId('checkout-shipping')).toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
