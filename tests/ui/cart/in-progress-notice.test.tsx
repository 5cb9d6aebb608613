// @vitest-environment jsdom
/**
 * The in-progress warning is for a cart found from an earlier visit: a saved cart shows it; a cart the shopper
 * changed during this visit (this tab, a reload included) does not, since it is no news to them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/cart.json';
import { OrderProvider, orderStorageKey, useOrder } from '@/src/client/order/order-context';
import { InProgressNotice } from '@/src/features/cart/InProgressNotice';
import { changeQuantity } from '@/src/domain/orders/order-reducer';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const saved = {
  ownerId: 'aeroporto',
  catalogId: 'burger',
  params: [],
  items: [{ categoryId: 'k', itemId: 'fries', quantity: 2, item: { id: 'fries', subitems: [] } }],
};

async function i18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { cart: ptBR } } });
  return instance;
}

/** A button that adds a unit to the first line, as the stepper does. */
function AddOne() {
  const { order, dispatch, ready } = useOrder();
  if (!ready) return null;
  return <button onClick={() => dispatch(changeQuantity(order, 0, { operation: 'ADD' }))}>mais um</button>;
}

async function renderCart() {
  const instance = await i18n();
  return render(
    <I18nextProvider i18n={instance}>
      <OrderProvider company="aeroporto">
        <InProgressNotice storeTitle="Burger da Pista" />
        <AddOne />
      </OrderProvider>
    </I18nextProvider>,
  );
}

describe('InProgressNotice', () => {
  it('warns about a cart saved on an earlier visit', async () => {
    window.localStorage.setItem(orderStorageKey('aeroporto'), JSON.stringify(saved));
    await renderCart();
    expect((await screen.findByTestId('cart-in-progress')).textContent).toContain('Burger da Pista');
  });

  it('says nothing once the shopper changes the cart in this visit, nor after a reload of the tab', async () => {
    window.localStorage.setItem(orderStorageKey('aeroporto'), JSON.stringify(saved));
    const view = await renderCart();
    await screen.findByTestId('cart-in-progress');
    await act(async () => screen.getByRole('button', { name: 'mais um' }).click());
    expect(screen.queryByTestId('cart-in-progress')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(orderStorageKey('aeroporto'))!).items[0].quantity).toBe(3);

    view.unmount();
    await renderCart(); // a reload: same tab, same session storage
    await screen.findByRole('button', { name: 'mais um' });
    expect(screen.queryByTestId('cart-in-progress')).toBeNull();
  });

  it('a new tab (a later visit) warns again about the same cart', async () => {
    window.localStorage.setItem(orderStorageKey('aeroporto'), JSON.stringify(saved));
    window.sessionStorage.setItem('storefront:cart-changed:mercado', '1'); // another company's visit counts not
    await renderCart();
    expect((await screen.findByTestId('cart-in-progress')).textContent).toContain('Burger da Pista');
  });
});
