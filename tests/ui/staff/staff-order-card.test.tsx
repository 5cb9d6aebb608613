// @vitest-environment jsdom
/**
 * A card of the staff board: the buttons are the server's next statuses written as actions ("Confirmar",
 * "Iniciar preparo", "Marcar como pronto"…), cancel asks for a reason and refuses to go on without one, a refusal from the server is announced,
 * and a new order is marked as such.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OrderCard } from '@/src/features/staff/OrderCard';
import type { BoardOrder } from '@/src/features/staff/board-order';
import { fixtureOrder, ordersI18n } from '../orders/order-fixture';

afterEach(cleanup);

function boardOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  const { vouchers: _vouchers, whatsappLink: _link, receiptUrl: _receipt, ...order } = fixtureOrder();
  return {
    ...order,
    nextStatuses: ['CONFIRMED', 'CANCELED'],
    businessLines: [],
    customerPhone: '+5511987654321',
    customerPhoneDisplay: '+55 (11) 9 8765-4321',
    ...overrides,
  };
}

async function renderCard(order: BoardOrder, onChange = vi.fn(async () => undefined), fresh = false) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <OrderCard order={order} fresh={fresh} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('OrderCard', () => {
  it('says by when the order must be at the gate, and calls the customer with a tap', async () => {
    await renderCard(boardOrder());
    const card = screen.getByRole('article', { name: 'A7K-42' });
    expect(within(card).getByTestId('board-deliver-by').textContent).toBe('Entregar no portão até 13:10');
    const phone = within(card).getByRole('link', { name: 'Ligar para +55 (11) 9 8765-4321' });
    expect(phone.getAttribute('href')).toBe('tel:+5511987654321');
    expect(phone.textContent).toBe('+55 (11) 9 8765-4321');
  });

  it('writes a deadline on another day with its date, a booking’s time and a slot’s end by their names', async () => {
    await renderCard(boardOrder({ deliverBy: { at: '2026-11-24T09:00:00.000-03:00', kind: 'BOOKING' } }));
    expect(screen.getByTestId('board-deliver-by').textContent).toBe('Reserva às 24/11/2026 09:00');
    cleanup();
    await renderCard(boardOrder({ deliverBy: { at: '2026-11-23T14:30:00.000-03:00', kind: 'SLOT' } }));
    expect(screen.getByTestId('board-deliver-by').textContent).toBe('Entregar até 14:30');
    cleanup();
    await renderCard(boardOrder({ deliverBy: null, customerPhone: null, customerPhoneDisplay: null }));
    expect(screen.queryByTestId('board-deliver-by')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows what the flight changed, the latest of each kind', async () => {
    const change = (field: 'GATE' | 'BOARDING', from: string, to: string, by: string | null = null) => ({
      field,
      from,
      to,
      at: '2026-11-23T12:10:00.000-03:00',
      by,
    });
    await renderCard(
      boardOrder({
        flight: {
          flightNumber: 'LA3456',
          delayMinutes: 0,
          delayFreesMove: false,
          changes: [
            change('GATE', '14', '20'),
            change('BOARDING', '2026-11-23T13:30:00.000-03:00', '2026-11-23T14:00:00.000-03:00'),
            change('GATE', '20', 'B12'),
          ],
        },
      }),
    );
    expect(screen.getAllByTestId('board-flight-change').map((n) => n.textContent)).toEqual([
      'Portão mudou: 20 → B12',
      'Embarque mudou: 13:30 → 14:00',
    ]);
  });

  it('says when the shopper changed the gate on the status page (issue 17, point 6)', async () => {
    await renderCard(
      boardOrder({
        flight: {
          flightNumber: 'LA3456',
          delayMinutes: 0,
          delayFreesMove: false,
          changes: [
            { field: 'GATE', from: '14', to: '20', at: '2026-11-23T12:10:00.000-03:00', by: 'SHOPPER' },
            { field: 'TERMINAL', from: '2', to: '3', at: '2026-11-23T12:10:00.000-03:00', by: null },
          ],
        },
      }),
    );
    expect(screen.getAllByTestId('board-flight-change').map((n) => n.textContent)).toEqual([
      'Portão mudou: 14 → 20 (pelo cliente)',
      'Terminal mudou: 2 → 3',
    ]);
  });

  it('confirms a placed order, marked new', async () => {
    const onChange = await renderCard(boardOrder(), undefined, true);
    const card = screen.getByRole('article', { name: 'A7K-42' });
    expect(card.getAttribute('data-fresh')).toBe('true');
    expect(within(card).getByText('Novo')).toBeTruthy();
    expect(within(card).getByText('R$ 82,80')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('CONFIRMED', null));
  });

  it('tells staff a zero-total order has nothing to collect, not "pay in person"', async () => {
    const payment = { ...boardOrder().payment, method: 'ZOOP_CREDIT', status: 'NOT_REQUIRED' as const };
    await renderCard(boardOrder({ total: 0, subtotal: 0, payment }));
    const card = screen.getByRole('article', { name: 'A7K-42' });
    expect(card.textContent).toContain('R$ 0,00 · Pagamento não necessário');
    expect(card.textContent).not.toMatch(/no local|Cartão/);
    cleanup();
    await renderCard(boardOrder({ payment: { ...payment, method: 'CASH' } }));
    expect(screen.getByRole('article', { name: 'A7K-42' }).textContent).toContain('Dinheiro · Pagamento no local');
  });

  it('offers each next status the server lists', async () => {
    await renderCard(
      boardOrder({ status: 'PREPARING', nextStatuses: ['DISPATCHED', 'READY', 'DELIVERED', 'CANCELED'] }),
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Enviar para entrega',
      'Marcar como pronto',
      'Marcar como entregue',
      'Cancelar',
    ]);
  });

  it('writes every step as an action in English and Spanish too', async () => {
    const steps = [
      ['CONFIRMED', 'PREPARING'],
      ['PREPARING', 'READY'],
      ['READY', 'DELIVERED'],
      ['DELIVERED', 'COMPLETED'],
    ] as const;
    const seen: Record<string, string[]> = { en: [], es: [] };
    for (const lng of ['en', 'es'] as const) {
      for (const [status, next] of steps) {
        render(
          <I18nextProvider i18n={await ordersI18n(lng)}>
            <OrderCard
              order={boardOrder({ status, nextStatuses: [next] })}
              fresh={false}
              onChange={vi.fn(async () => undefined)}
            />
          </I18nextProvider>,
        );
        seen[lng].push(screen.getByTestId(`board-next-${next}`).textContent ?? '');
        cleanup();
      }
    }
    expect(seen.en).toEqual(['Start preparing', 'Mark ready', 'Mark delivered', 'Complete']);
    expect(seen.es).toEqual(['Empezar a preparar', 'Marcar como listo', 'Marcar como entregado', 'Completar']);
  });

  it('has no buttons once final', async () => {
    await renderCard(boardOrder({ status: 'COMPLETED', nextStatuses: [] }));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('cancels only with a reason, and announces a refusal', async () => {
    const onChange = vi.fn(async () => {
      throw new Error('Só a equipe desta empresa.');
    });
    await renderCard(boardOrder(), onChange);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o pedido A7K-42' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Motivo do cancelamento/), { target: { value: 'Item em falta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('CANCELED', 'Item em falta'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível atualizar: Só a equipe desta empresa.',
    );
  });

  it('writes a line sold by weight with its unit, as the shopper chose it', async () => {
    const bread = {
      itemId: 'pao',
      name: 'Pão francês',
      quantity: 1500,
      unitOfMeasurement: 'g',
      unitPrice: 0.02,
      total: 30,
      options: [],
      interval: null,
      note: null,
    };
    await renderCard(boardOrder({ items: [bread] }));
    expect(screen.getByText('1,5 kg × Pão francês')).toBeTruthy();
  });
});

describe('OrderCard: a booking move waiting for its fee', () => {
  it('says where the booking would move and for what fee, and confirms the money on request', async () => {
    const i18n = await ordersI18n();
    const reschedule = (await import('@/locales/pt-BR/reschedule.json')).default;
    i18n.addResourceBundle('pt-BR', 'reschedule', reschedule);
    const onConfirmFee = vi.fn(async () => undefined);
    const order = boardOrder({
      status: 'CONFIRMED',
      bookingMove: {
        state: 'OPEN',
        pending: { to: '2026-11-26T12:00:00.000-03:00', fee: 72.5, payment: { method: 'PIX' } },
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <OrderCard order={order} fresh={false} onChange={vi.fn()} onConfirmFee={onConfirmFee} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('board-pending-move').textContent).toContain(
      'Remarcação para 26/11/2026 12:00 aguardando a taxa de R$ 72,50 (PIX).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Taxa recebida: remarcar' }));
    await waitFor(() => expect(onConfirmFee).toHaveBeenCalledTimes(1));
  });
});
