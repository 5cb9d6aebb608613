// @vitest-environment jsdom
/**
 * Help → "Cancelar pedido": offered only while the order is PLACED and the server says it can be cancelled;
 * confirming calls the cancel (with the typed reason) and a failure is announced in the dialog; after the store
 * confirmed, the page says why cancelling is no longer possible, in the server's words or the default.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OrderHelp } from '@/src/features/orders/OrderHelp';
import type { OrderView } from '@/src/features/orders/order-view';
import { fixtureOrder, ordersI18n } from './order-fixture';

afterEach(cleanup);

async function renderHelp(
  order: OrderView,
  onCancel = vi.fn(async () => undefined),
  whatsappLink: string | null = null,
) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <OrderHelp order={order} onCancel={onCancel} whatsappLink={whatsappLink} />
    </I18nextProvider>,
  );
  return onCancel;
}

describe('OrderHelp', () => {
  it('cancels a placed order after confirmation, with the reason', async () => {
    const onCancel = await renderHelp(fixtureOrder());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByRole('dialog', { name: 'Cancelar o pedido A7K-42?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Motivo (opcional)'), { target: { value: '  Voo antecipado ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith('Voo antecipado'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the order when the shopper goes back', async () => {
    const onCancel = await renderHelp(fixtureOrder());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('announces a refused cancel in the dialog', async () => {
    await renderHelp(
      fixtureOrder(),
      vi.fn(async () => {
        throw new Error('O pedido já foi confirmado.');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível cancelar: O pedido já foi confirmado.');
    expect(screen.getByLabelText('Motivo (opcional)').getAttribute('aria-describedby')).toBe(alert.id);
  });

  it.each(['CONFIRMED', 'PREPARING', 'DELIVERED'] as const)('offers no cancel once %s and says why', async (status) => {
    await renderHelp(fixtureOrder({ status, canCancel: false, cancelRefusal: 'A loja já confirmou o pedido.' }));
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(screen.getByTestId('cancel-refusal').textContent).toBe('A loja já confirmou o pedido.');
  });

  it('never offers cancel outside PLACED even if the flag says so, and has a default reason', async () => {
    await renderHelp(fixtureOrder({ status: 'CONFIRMED', canCancel: true }));
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(screen.getByTestId('cancel-refusal').textContent).toBe(
      'Este pedido não pode mais ser cancelado porque já foi confirmado pela loja.',
    );
  });

  it('shows a cancelled order’s reason and the WhatsApp link', async () => {
    await renderHelp(
      fixtureOrder({ status: 'CANCELED', canCancel: false, cancelReason: 'Sem estoque' }),
      undefined,
      'https://wa.me/5511999999999?text=Pedido',
    );
    expect(screen.getByTestId('cancelled-note').textContent).toBe('Motivo do cancelamento: Sem estoque');
    expect(screen.getByRole('link', { name: 'Falar com a loja no WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5511999999999?text=Pedido',
    );
  });

  it('says in a sentence that an order cancelled without a reason was cancelled (not the bare status word)', async () => {
    await renderHelp(fixtureOrder({ status: 'CANCELED', canCancel: false, cancelReason: null }));
    expect(screen.getByTestId('cancelled-note').textContent).toBe('Este pedido foi cancelado.');
  });
});
