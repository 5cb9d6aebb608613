// @vitest-environment jsdom
/**
 * The cart reads a party's passes as one booking (issue 17, point 8): "1 reserva · 2 pessoas" for an adult's and a
 * child's pass; nothing when the server says the lines are two bookings, nor for goods.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/cart.json';
import en from '@/locales/en/cart.json';
import { CartVisit } from '@/src/features/cart/CartVisit';
import type { CartEntry } from '@/src/domain/orders/order-types';

afterEach(cleanup);

const line = (itemId: string, quantity: number, unitOfMeasurement = 'person'): CartEntry => ({
  categoryId: 'passes',
  itemId,
  quantity,
  item: { id: itemId, unitOfMeasurement, subitems: [] },
});

async function show(items: CartEntry[], severalBookings = false, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { cart: ptBR }, en: { cart: en } },
    defaultNS: 'cart',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <CartVisit items={items} severalBookings={severalBookings} />
    </I18nextProvider>,
  );
  return screen.queryByTestId('cart-visit')?.textContent ?? null;
}

describe('CartVisit', () => {
  it('an adult and a child pass: one booking for two people', async () => {
    expect(await show([line('adult', 1), line('child', 1)])).toBe('1 reserva · 2 pessoas');
    cleanup();
    expect(await show([line('adult', 1)], false, 'en')).toBe('1 booking · 1 person');
  });
  it('says nothing when the server says the lines are two bookings, or for goods', async () => {
    expect(await show([line('adult', 1), line('child', 1)], true)).toBeNull();
    cleanup();
    expect(await show([line('bread', 2, 'unity')])).toBeNull();
  });
});
