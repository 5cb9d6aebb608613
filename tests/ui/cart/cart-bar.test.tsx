// @vitest-environment jsdom
/**
 * The phone's cart bar: nothing with an empty cart; with lines, the number of units and the total the server's
 * quote gives (asked once the cart stops changing), linking to the cart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ClientApolloProvider } from '@/src/client/client-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/cart.json';
import { OrderProvider, orderStorageKey } from '@/src/client/order/order-context';
import { CartBar } from '@/src/features/cart/CartBar';
import { CartQuoteDocument } from '@/src/features/cart/cart-quote.generated';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const cart = {
  ownerId: 'aeroporto',
  catalogId: 'burger',
  params: [],
  items: [
    { categoryId: 'k', itemId: 'fries', quantity: 2, item: { id: 'fries', subitems: [] } },
    { categoryId: 'k', itemId: 'rings', quantity: 1, item: { id: 'rings', subitems: [] } },
  ],
};

const quoteMock = {
  request: {
    query: CartQuoteDocument,
    variables: {
      input: {
        catalogId: 'burger',
        items: [
          { categoryId: 'k', itemId: 'fries', quantity: 2, subitems: [] },
          { categoryId: 'k', itemId: 'rings', quantity: 1, subitems: [] },
        ],
        couponCode: null,
      },
    },
  },
  result: {
    data: {
      quote: {
        __typename: 'Quote',
        lines: [],
        subtotal: 62.7,
        discount: 0,
        deliveryFee: 0,
        total: 62.7,
        problemDetails: [],
      },
    },
  },
};

async function renderBar() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { cart: ptBR } }, defaultNS: 'cart' });
  return render(
    <I18nextProvider i18n={i18n}>
      <ClientApolloProvider client={new ApolloClient({ link: new MockLink([quoteMock]), cache: new InMemoryCache() })}>
        <OrderProvider company="aeroporto">
          <CartBar />
        </OrderProvider>
      </ClientApolloProvider>
    </I18nextProvider>,
  );
}

describe('CartBar', () => {
  it('is not there while the cart is empty', async () => {
    await renderBar();
    expect(screen.queryByTestId('cart-bar')).toBeNull();
  });

  it("shows the units and the server's total, linking to the cart", async () => {
    window.localStorage.setItem(orderStorageKey('aeroporto'), JSON.stringify(cart));
    await renderBar();
    const bar = await screen.findByTestId('cart-bar');
    expect(bar.getAttribute('href')).toBe('/carrinho');
    expect(bar.textContent).toContain('Ver carrinho · 3 itens');
    await screen.findByText('R$ 62,70', undefined, { timeout: 2000 });
  });
});
