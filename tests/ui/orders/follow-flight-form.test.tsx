// @vitest-environment jsdom
/**
 * A booking's flight on the status page (issue 17, point 11): the visit's flight (asked on the airport's pages, kept
 * in the browser) is offered; the buyer sends it and the page shows the order the server answered; a refusal is
 * shown at the field with the server's words; a followed flight can be stopped. The browser's call to the API is a
 * stand-in here (its server side has tests of its own: tests/server/flights/flight-follow.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { saveFlight } from '@/src/client/flight/flight-store';
import type { OrderWithVouchers } from '@/src/features/orders/order-view';
import { fixtureOrder, ordersI18n } from './order-fixture';

const follow = vi.fn();
vi.mock('@/src/features/orders/follow-flight-actions', () => ({
  followOrderFlight: (...args: unknown[]) => follow(...args),
}));
const { FollowFlightForm } = await import('@/src/features/orders/FollowFlightForm');

afterEach(() => {
  cleanup();
  follow.mockReset();
  window.localStorage.clear();
});

async function form(order: OrderWithVouchers, onChanged = vi.fn()) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <FollowFlightForm order={order} onChanged={onChanged} />
    </I18nextProvider>,
  );
  return onChanged;
}

describe('FollowFlightForm', () => {
  it('offers the visit’s flight and sends it; the page takes the order the server answered', async () => {
    saveFlight('aeroporto', { boardingTime: '12:40', terminal: 'Terminal 3', gate: '', flightNumber: 'LA 8084' });
    const answered = fixtureOrder({
      flight: { flightNumber: 'LA8084', delayMinutes: 0, delayFreesMove: false, changes: [] },
    });
    follow.mockResolvedValue(answered);
    const onChanged = await form(fixtureOrder({ gateDelivery: null }));
    const field = screen.getByTestId('follow-flight-number') as HTMLInputElement;
    expect(field.value).toBe('LA8084');
    fireEvent.click(screen.getByRole('button', { name: 'Acompanhar o voo' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answered));
    expect(follow).toHaveBeenCalledWith('pt-BR', 'order-1', 'LA8084');
  });

  it('shows the server’s refusal at the field', async () => {
    follow.mockRejectedValue(new Error('Não encontramos esse voo no dia da sua reserva.'));
    await form(fixtureOrder({ gateDelivery: null }));
    fireEvent.change(screen.getByTestId('follow-flight-number'), { target: { value: 'ZZ 9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acompanhar o voo' }));
    expect(await screen.findByText('Não encontramos esse voo no dia da sua reserva.')).toBeTruthy();
  });

  it('a followed flight is named, and can be stopped (an empty number)', async () => {
    follow.mockResolvedValue(fixtureOrder());
    await form(
      fixtureOrder({ flight: { flightNumber: 'LA8084', delayMinutes: 0, delayFreesMove: false, changes: [] } }),
    );
    expect(screen.getByTestId('follow-flight-current').textContent).toBe('Acompanhando o voo LA8084.');
    fireEvent.click(screen.getByRole('button', { name: 'Parar de acompanhar' }));
    await waitFor(() => expect(follow).toHaveBeenCalledWith('pt-BR', 'order-1', ''));
  });
});
