// @vitest-environment jsdom
/**
 * The delivery step of a shop that delivers locally (mercado): a saved address fills every field with one tap
 * (the unit too), a typed CEP fills street, district, city and state from the server's lookup, an address in a
 * covered district shows the shop's own delivery "em até 60 min" at its fee (no carrier list), and one outside
 * says it cannot be delivered now and keeps the shopper on the step. The GraphQL server is replaced by Apollo's
 * MockLink; next/router by a stub.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import checkoutPt from '@/locales/pt-BR/checkout.json';
import commonPt from '@/locales/pt-BR/common.json';
import shippingPt from '@/locales/pt-BR/shipping.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { emptyCheckoutState, type CheckoutAddress, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { DeliveryStep } from '@/src/features/checkout/DeliveryStep';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-shapes';
import { DeliveryRouteDocument } from '@/src/features/checkout/delivery-route.generated';
import { SavedAddressesDocument } from '@/src/features/checkout/saved-addresses.generated';
import { PostalAddressDocument } from '@/src/features/address/postal-address.generated';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const OPTIONS: CheckoutOptions = {
  catalogId: 'mercado-loja',
  timezone: 'America/Sao_Paulo',
  now: '2026-11-23T12:00:00.000-03:00',
  operations: [{ type: 'delivery', now: true, schedule: false }],
  slotsType: null,
  dates: [],
  slots: [],
  paymentMethods: [],
  gateDelivery: null,
  asksAddress: true,
  asksReceivedGuest: false,
  ships: true,
  deliveryLeadMinutes: 60,
  checkoutWarning: null,
  buttonLabel: null,
  bookingKind: null,
  cardTokenization: { processor: 'sandbox', publishableKey: null, endpoint: '/api/payments/sandbox/tokens' },
};
const NEEDS = { gateDelivery: false, address: true, receivedGuest: false, shipping: true };
const EMAIL = 'viajante@exemplo.test';

const routeMock = (district: string, answer: Record<string, unknown>) => ({
  request: {
    query: DeliveryRouteDocument,
    variables: {
      input: {
        catalogId: 'mercado-loja',
        time: 'now',
        address: { country: 'BR', state: 'SP', city: 'São Paulo', district },
      },
    },
  },
  result: {
    data: {
      deliveryRoute: {
        __typename: 'DeliveryRoute',
        reason: null,
        deliveryFee: null,
        estimatedDeliveryTime: null,
        area: null,
        ...answer,
      },
    },
  },
  maxUsageCount: 5,
});
const MOCKS = [
  {
    request: { query: SavedAddressesDocument, variables: { email: EMAIL } },
    result: {
      data: {
        user: {
          __typename: 'User',
          _id: 'u1',
          complement: {
            __typename: 'UserComplement',
            _id: 'u1',
            addresses: [
              {
                zipCode: '05435000',
                street: 'Rua Harmonia',
                number: '123',
                addressLine2: 'apto 42',
                neighborhood: 'Vila Madalena',
                city: 'São Paulo',
                state: 'SP',
                country: 'BR',
              },
            ],
          },
        },
      },
    },
  },
  {
    request: { query: PostalAddressDocument, variables: { zipCode: '01310100' } },
    result: {
      data: {
        postalAddress: {
          __typename: 'PostalAddress',
          zipCode: '01310100',
          street: 'Avenida Paulista',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    },
  },
  routeMock('Vila Madalena', { kind: 'LOCAL', deliveryFee: 5.9, estimatedDeliveryTime: 60, area: 'Vila Madalena' }),
  routeMock('Bela Vista', { kind: 'UNAVAILABLE', reason: 'CARRIER_NOT_NOW' }),
];

async function renderStep(address: CheckoutAddress | null = null) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { checkout: checkoutPt, shipping: shippingPt, common: commonPt } },
    defaultNS: 'checkout',
  });
  const onDone = vi.fn();
  let latest: CheckoutState = emptyCheckoutState();
  function Harness() {
    const [state, setState] = useState<CheckoutState>(() => ({
      ...emptyCheckoutState(),
      operation: { type: 'delivery', time: 'now', scheduledFor: null },
      address,
    }));
    latest = state;
    return (
      <DeliveryStep
        company="mercado"
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
        shippingItems={[{ itemId: 'mercado-loja-01', quantity: 500 }]}
        action={<button type="submit">go</button>}
        savedAddressesOf={EMAIL}
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

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('checkout delivery step: a shop that delivers locally', () => {
  it('fills the saved address with one tap, unit included, and delivers there now, within 60 min at its fee', async () => {
    const { onDone, state } = await renderStep();
    const saved = await screen.findByTestId('checkout-saved-address');
    expect(saved.textContent).toContain('Rua Harmonia, 123 — apto 42');
    fireEvent.click(saved);
    expect(state().address).toMatchObject({
      zipCode: '05435-000',
      street: 'Rua Harmonia',
      number: '123',
      addressLine2: 'apto 42',
      district: 'Vila Madalena',
      city: 'São Paulo',
      state: 'SP',
    });
    // Chosen, its fields fold away; only this order's instructions are asked.
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByTestId('checkout-address-zipCode')).toBeNull());
    expect(screen.getByTestId('checkout-address-additionalInstructions')).toBeTruthy();
    const local = await screen.findByTestId('checkout-local-delivery', {}, { timeout: 3000 });
    expect(local.textContent).toContain('Entrega pela loja · em até 60 min');
    expect(local.textContent).toMatch(/Vila Madalena · taxa de entrega R\$\s5,90/);
    expect(screen.queryByTestId('checkout-shipping')).toBeNull();
    await waitFor(() => expect(state().localDelivery).toBe(true));
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('opens empty fields for another address', async () => {
    const { state } = await renderStep();
    fireEvent.click(await screen.findByTestId('checkout-saved-address'));
    await waitFor(() => expect(screen.queryByTestId('checkout-address-zipCode')).toBeNull());
    fireEvent.click(screen.getByTestId('checkout-other-address'));
    expect(state().address).toBeNull();
    expect(value('checkout-address-zipCode')).toBe('');
    expect(screen.getByTestId('checkout-other-address').getAttribute('aria-pressed')).toBe('true');
  });

  it('fills street, district, city and state from a typed CEP, and says a district outside cannot be served now', async () => {
    const { onDone } = await renderStep();
    fireEvent.change(screen.getByTestId('checkout-address-zipCode'), { target: { value: '01310100' } });
    await waitFor(() => expect(value('checkout-address-street')).toBe('Avenida Paulista'));
    expect(value('checkout-address-district')).toBe('Bela Vista');
    expect(value('checkout-address-city')).toBe('São Paulo');
    expect(value('checkout-address-state')).toBe('SP');
    fireEvent.change(screen.getByTestId('checkout-address-number'), { target: { value: '1000' } });
    const notice = await screen.findByTestId('checkout-route-unavailable', {}, { timeout: 3000 });
    expect(notice.textContent).toContain('Não entregamos agora em Bela Vista');
    // Never a carrier's days under "Entrega agora".
    expect(screen.queryByTestId('checkout-shipping')).toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(
      screen.getAllByRole('alert').some((el) => el.textContent?.includes('Não entregamos neste endereço agora')),
    ).toBe(true);
  });
});
