// @vitest-environment jsdom
/**
 * The cart line as a shopper uses it: name, chosen options and note shown; the stepper stops at the item's min and
 * max; remove and the steppers call back; the line's total is the server's, formatted in R$; its problems show.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/cart.json';
import en from '@/locales/en/cart.json';
import { CartLine, type CartLineProps } from '@/src/features/cart/CartLine';
import type { CartEntry } from '@/src/domain/orders/order-types';

afterEach(cleanup);

async function i18n(lng: string) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { cart: ptBR }, en: { cart: en } }, defaultNS: 'cart' });
  return instance;
}

function entry(quantity: number, item: Partial<CartEntry['item']> = {}): CartEntry {
  return {
    categoryId: 'burgers',
    itemId: 'classico',
    quantity,
    item: { id: 'classico', subitems: [{ subcategory: { id: 'ponto' }, subitem: { id: 'ao-ponto' } }], ...item },
  };
}

async function renderLine(props: Partial<CartLineProps> = {}, lng = 'pt-BR') {
  const handlers = { onAdd: vi.fn(), onSubtract: vi.fn(), onRemove: vi.fn() };
  render(
    <I18nextProvider i18n={await i18n(lng)}>
      <CartLine
        entry={entry(2)}
        name="Clássico Pista"
        options={['Ao ponto', 'Bacon × 2']}
        total={77.8}
        problems={[]}
        {...handlers}
        {...props}
      />
    </I18nextProvider>,
  );
  return handlers;
}

describe('CartLine', () => {
  it('shows the name, the chosen options, the note and the server total in R$', async () => {
    await renderLine({ entry: entry(2, { note: 'Sem cebola' }) });
    expect(screen.getByRole('heading', { name: 'Clássico Pista' })).toBeTruthy();
    expect(screen.getByTestId('cart-line-options').textContent).toBe('Ao ponto, Bacon × 2');
    expect(screen.getByText('Observação: Sem cebola')).toBeTruthy();
    expect(screen.getByTestId('cart-line-total').textContent).toBe('R$ 77,80');
    expect(screen.getByTestId('cart-line-quantity').textContent).toBe('2');
  });

  it('calls back on +, − and remove', async () => {
    const handlers = await renderLine();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar a quantidade de Clássico Pista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir a quantidade de Clássico Pista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover Clássico Pista do carrinho' }));
    expect(handlers.onAdd).toHaveBeenCalledTimes(1);
    expect(handlers.onSubtract).toHaveBeenCalledTimes(1);
    expect(handlers.onRemove).toHaveBeenCalledTimes(1);
  });

  it.each([
    { case: 'at the default min of 1', quantity: 1, min: undefined, max: undefined, minus: false, plus: true },
    { case: 'above the min', quantity: 3, min: 2, max: undefined, minus: true, plus: true },
    { case: 'at its own min', quantity: 2, min: 2, max: 5, minus: false, plus: true },
    { case: 'at the max', quantity: 5, min: 1, max: 5, minus: true, plus: false },
    { case: 'above the max (an older cart)', quantity: 7, min: 1, max: 5, minus: true, plus: false },
    { case: 'with max 0 (unbounded)', quantity: 99, min: 1, max: 0, minus: true, plus: true },
  ])('bounds the stepper $case', async ({ quantity, min, max, minus, plus }) => {
    const handlers = await renderLine({ entry: entry(quantity, { min, max }) }, 'en');
    const less = screen.getByRole('button', { name: 'Decrease the quantity of Clássico Pista' }) as HTMLButtonElement;
    const more = screen.getByRole('button', { name: 'Increase the quantity of Clássico Pista' }) as HTMLButtonElement;
    expect({ minus: !less.disabled, plus: !more.disabled }).toEqual({ minus, plus });
    fireEvent.click(more);
    expect(handlers.onAdd).toHaveBeenCalledTimes(plus ? 1 : 0);
  });

  it("shows the line's problems as the server wrote them", async () => {
    await renderLine({
      problems: [
        {
          code: 'QUANTITY_ABOVE_MAX',
          message: 'A quantidade está acima do máximo para este item.',
          itemId: 'classico',
          path: 'items[0].quantity',
        },
      ],
    });
    expect(screen.getByRole('alert').textContent).toBe('A quantidade está acima do máximo para este item.');
  });

  it('has no total yet while the quote is asked, and a dash when the quote could not price the line', async () => {
    await renderLine({ total: null, pricing: false });
    expect(screen.getByTestId('cart-line-total').textContent).toBe('—');
    cleanup();
    await renderLine({ total: null, pricing: true });
    expect(screen.getByTestId('cart-line-total').textContent).toBe('');
  });

  it('writes an item sold by weight with its unit: 250 g, and 1,5 kg from a kilo up', async () => {
    await renderLine({ entry: entry(250, { unitOfMeasurement: 'g', min: 250, max: 3000 }) });
    expect(screen.getByTestId('cart-line-quantity').textContent).toBe('250 g');
    cleanup();
    await renderLine({ entry: entry(1500, { unitOfMeasurement: 'g', min: 250, max: 3000 }) });
    expect(screen.getByTestId('cart-line-quantity').textContent).toBe('1,5 kg');
  });
});
