// @vitest-environment jsdom
/**
 * The board's company booking lines: each client's time, the button that records the service (prefilled with the
 * booked time, sent with the airport's offset), the report shown once saved, the server's refusal said in the form
 * with the entries kept. The board's request to the server (board-actions.ts) is replaced by a stub.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ServedLines } from '@/src/features/staff/ServedLines';
import type { BoardOrder } from '@/src/features/staff/board-order';
import { fixtureOrder, ordersI18n } from '../orders/order-fixture';

const reportBookingServed = vi.fn();
vi.mock('@/src/features/staff/board-actions', () => ({
  reportBookingServed: (...args: unknown[]) => reportBookingServed(...args),
}));
afterEach(() => {
  cleanup();
  reportBookingServed.mockReset();
});

function order(): BoardOrder {
  const { vouchers: _v, whatsappLink: _w, receiptUrl: _r, ...rest } = fixtureOrder({ status: 'CONFIRMED' });
  return {
    ...rest,
    nextStatuses: [],
    customerPhone: null,
    customerPhoneDisplay: null,
    businessLines: [
      { line: 1, clientName: 'James Whitmore', time: '2026-11-24T06:40:00.000-03:00', served: null },
      {
        line: 2,
        clientName: 'Helena Prado',
        time: '2026-11-24T07:10:00.000-03:00',
        served: { metAt: '2026-11-24T07:12:00.000-03:00', agentName: 'Carla Nunes' },
      },
    ],
  };
}

async function show() {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <ServedLines order={order()} />
    </I18nextProvider>,
  );
}

describe('ServedLines', () => {
  it('records the service of a line with the airport offset and shows it', async () => {
    await show();
    expect(screen.getByText('Atendido(a) em 24/11/2026 07:12 por Carla Nunes')).toBeTruthy();
    reportBookingServed.mockResolvedValue({
      line: 1,
      metAt: '2026-11-24T06:52:00.000-03:00',
      agentName: 'Marcos Lima',
      note: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar atendimento de James Whitmore' }));
    const when = (await screen.findByLabelText(/Recebido\(a\) em/)) as HTMLInputElement;
    expect(when.value).toBe('2026-11-24T06:40');
    fireEvent.change(when, { target: { value: '2026-11-24T06:52' } });
    fireEvent.change(screen.getByLabelText(/Quem recebeu/), { target: { value: 'Marcos Lima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e avisar quem reservou' }));
    await waitFor(() => expect(screen.getByText('Atendido(a) em 24/11/2026 06:52 por Marcos Lima')).toBeTruthy());
    expect(reportBookingServed).toHaveBeenCalledWith('pt-BR', 'order-1', 1, {
      metAt: '2026-11-24T06:52:00-03:00',
      agentName: 'Marcos Lima',
      note: '',
    });
  });

  it("says the server's refusal in the form and keeps what was typed", async () => {
    await show();
    reportBookingServed.mockRejectedValue(new Error('Informe o nome de quem recebeu o cliente (2 a 80 caracteres).'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar atendimento de James Whitmore' }));
    fireEvent.change(await screen.findByLabelText(/Quem recebeu/), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e avisar quem reservou' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe o nome de quem recebeu o cliente (2 a 80 caracteres).',
    );
    expect((screen.getByLabelText(/Quem recebeu/) as HTMLInputElement).value).toBe('M');
  });
});
