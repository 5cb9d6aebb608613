// @vitest-environment jsdom
/**
 * "Mudar portão" on the status page (issue 17, point 6): a gate delivery that has not left offers its terminal and
 * gate; the buyer sends the new gate and the page takes the order the server answered; the server's refusal is shown
 * at the field; once dispatched, or for an order with no gate, the form is not shown. The browser's call to the API is
 * a stand-in here (its server side: tests/server/orders/gate-change.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OrderWithVouchers } from '@/src/features/orders/order-view';
import { fixtureOrder, ordersI18n } from './order-fixture';

const change = vi.fn();
vi.mock('@/src/features/orders/change-gate-actions', () => ({
  changeOrderGate: (...args: unknown[]) => change(...args),
}));
const { ChangeGateForm } = await import('@/src/features/orders/ChangeGateForm');

afterEach(() => {
  cleanup();
  change.mockReset();
});

const gate = {
  terminal: 'Terminal 2',
  gate: '12',
  flightNumber: 'G31540',
  boardingTime: '2026-11-23T13:30:00.000-03:00',
};

async function form(order: OrderWithVouchers, onChanged = vi.fn()) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <ChangeGateForm order={order} onChanged={onChanged} />
    </I18nextProvider>,
  );
  return onChanged;
}

describe('ChangeGateForm', () => {
  it('sends the new gate; the page takes the order the server answered', async () => {
    const answered = fixtureOrder({ status: 'CONFIRMED', gateDelivery: { ...gate, gate: '14B' } });
    change.mockResolvedValue(answered);
    const onChanged = await form(fixtureOrder({ status: 'CONFIRMED', gateDelivery: gate }));
    expect((screen.getByTestId('gate-change-gate') as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByTestId('gate-change-gate'), { target: { value: '14B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mudar portão' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answered));
    expect(change).toHaveBeenCalledWith('pt-BR', 'order-1', { terminal: 'Terminal 2', gate: '14B' });
  });

  it('shows the server’s refusal at the field', async () => {
    change.mockRejectedValue(new Error('O pedido já saiu para entrega'));
    await form(fixtureOrder({ status: 'PREPARING', gateDelivery: gate }));
    fireEvent.change(screen.getByTestId('gate-change-gate'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mudar portão' }));
    expect(await screen.findByText('O pedido já saiu para entrega')).toBeTruthy();
  });

  it('is not shown once dispatched, nor for an order with no gate', async () => {
    await form(fixtureOrder({ status: 'DISPATCHED', gateDelivery: gate }));
    expect(screen.queryByTestId('gate-change-form')).toBeNull();
    cleanup();
    await form(fixtureOrder({ status: 'PLACED', gateDelivery: null }));
    expect(screen.queryByTestId('gate-change-form')).toBeNull();
  });
});
