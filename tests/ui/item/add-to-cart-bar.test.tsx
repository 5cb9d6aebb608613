// @vitest-environment jsdom
/**
 * The item page's quantity stepper: an item sold by weight shows its unit ("250 g") and steps 50 g at a time
 * within its min and max; an item sold by the unit steps one at a time and shows the bare number.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/item.json';
import { AddToCartBar } from '@/src/features/item/AddToCartBar';

afterEach(cleanup);

async function renderBar(props: {
  quantity: number;
  min: number;
  max: number | null;
  unit: string | null;
  weighing?: { step: number } | null;
}) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: 'pt-BR', resources: { 'pt-BR': { item: ptBR } }, defaultNS: 'item' });
  const onQuantity = vi.fn();
  render(
    <I18nextProvider i18n={instance}>
      <AddToCartBar
        {...props}
        onQuantity={onQuantity}
        showStepper
        totalCents={500}
        hidePrice={false}
        reason={null}
        onAdd={() => {}}
      />
    </I18nextProvider>,
  );
  return onQuantity;
}

describe('AddToCartBar stepper', () => {
  it('shows grams with their unit and steps by 50 g', async () => {
    const onQuantity = await renderBar({ quantity: 300, min: 250, max: 3000, unit: 'g' });
    expect(screen.getByTestId('quantity').textContent).toBe('300 g');
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.more }));
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.less }));
    expect(onQuantity.mock.calls).toEqual([[350], [250]]);
  });

  it('stops at the min and at the max', async () => {
    await renderBar({ quantity: 250, min: 250, max: 3000, unit: 'g' });
    expect((screen.getByRole('button', { name: ptBR.quantity.less }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const onQuantity = await renderBar({ quantity: 2980, min: 250, max: 3000, unit: 'g' });
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.more }));
    expect(onQuantity).toHaveBeenCalledWith(3000);
    cleanup();
    await renderBar({ quantity: 3000, min: 250, max: 3000, unit: 'g' });
    expect(screen.getByTestId('quantity').textContent).toBe('3 kg');
    expect((screen.getByRole('button', { name: ptBR.quantity.more }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps a weighed item as its catalogue says (250 g), from the 1 kg it starts at down to its minimum', async () => {
    const onQuantity = await renderBar({ quantity: 1000, min: 250, max: 5000, unit: 'g', weighing: { step: 250 } });
    expect(screen.getByTestId('quantity').textContent).toBe('1 kg');
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.less }));
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.more }));
    expect(onQuantity.mock.calls).toEqual([[750], [1250]]);
  });

  it('steps an item sold by the unit one at a time', async () => {
    const onQuantity = await renderBar({ quantity: 2, min: 1, max: null, unit: null });
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: ptBR.quantity.more }));
    expect(onQuantity).toHaveBeenCalledWith(3);
  });
});
