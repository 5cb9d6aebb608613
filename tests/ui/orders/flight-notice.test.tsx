// @vitest-environment jsdom
/**
 * The status page's flight notice (issue 17, point 11): what the order took from its flight, in words the traveller
 * reads at a glance ("Seu portão mudou para B12"), the gate deadline that moved with it, a booking freed by a long
 * delay; nothing once the order is closed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FlightLines } from '@/src/features/orders/FlightLines';
import type { OrderWithVouchers } from '@/src/features/orders/order-view';
import { fixtureOrder, ordersI18n } from './order-fixture';

afterEach(cleanup);

const at = '2026-11-23T12:10:00.000-03:00';
const moved: OrderWithVouchers['flight'] = {
  flightNumber: 'LA3456',
  delayMinutes: 30,
  delayFreesMove: false,
  changes: [
    { field: 'GATE', from: '14', to: 'B12', at, by: null },
    { field: 'BOARDING', from: '2026-11-23T13:30:00.000-03:00', to: '2026-11-23T14:00:00.000-03:00', at, by: null },
  ],
};

async function notice(order: OrderWithVouchers, lng = 'pt-BR') {
  render(
    <I18nextProvider i18n={await ordersI18n(lng)}>
      <FlightLines order={order} />
    </I18nextProvider>,
  );
}

describe('the status page’s flight lines', () => {
  it('says the new gate and boarding first, what they were, and by when the food is at the gate', async () => {
    await notice(fixtureOrder({ flight: moved, deliverBy: { at: '2026-11-23T13:40:00.000-03:00', kind: 'GATE' } }));
    expect((await screen.findByTestId('flight-change-GATE')).textContent).toBe('Seu portão mudou para B12Antes: 14');
    expect(screen.getByTestId('flight-change-BOARDING').textContent).toBe('O embarque mudou para 14:00Antes: 13:30');
    expect(screen.getByTestId('flight-notice').textContent).toContain('O voo LA3456 mudou.');
    expect(screen.getByTestId('order-deliver-by').textContent).toBe('Entrega no portão até 13:40');
  });

  it('in English and Spanish', async () => {
    await notice(fixtureOrder({ flight: moved }), 'en');
    expect((await screen.findByTestId('flight-change-GATE')).textContent).toMatch(/^Your gate changed to B12/);
    cleanup();
    await notice(fixtureOrder({ flight: moved }), 'es');
    expect((await screen.findByTestId('flight-change-GATE')).textContent).toMatch(/^Tu puerta cambió a B12/);
  });

  it('a booking on a flight over 90 minutes late: free to move, with the delay in hours and minutes', async () => {
    const bookingMove = {
      state: 'OPEN' as const,
      kind: 'HOSPITALITY' as const,
      freeUntil: '2026-11-24T05:00:00.000-03:00',
      freeNow: true,
      movableNow: true,
      basis: 'FLIGHT_DELAYED' as const,
      lateFee: 72.5,
      noShowCharge: null,
      pending: null,
    };
    await notice(
      fixtureOrder({
        gateDelivery: null,
        deliverBy: { at: '2026-11-24T05:00:00.000-03:00', kind: 'BOOKING' },
        flight: { flightNumber: 'LA8084', delayMinutes: 100, delayFreesMove: true, changes: [] },
        bookingMove,
      }),
    );
    expect((await screen.findByTestId('flight-delay')).textContent).toBe(
      'O voo LA8084 está 1 h 40 min atrasado: sua reserva pode ser remarcada sem custo até o horário reservado.',
    );
    expect(screen.queryByTestId('order-deliver-by')).toBeNull();
  });

  it('a gate order whose flight has not changed: only the deadline, no notice', async () => {
    await notice(fixtureOrder());
    expect(screen.getByTestId('order-deliver-by').textContent).toBe('Entrega no portão até 13:10');
    expect(screen.queryByTestId('flight-notice')).toBeNull();
  });

  it('an order for now, not to a gate: when it is expected, in the three languages; a booking shows no line here', async () => {
    const estimate = { deliverBy: { at: '2026-11-23T13:10:00.000-03:00', kind: 'ESTIMATE' as const }, flight: null };
    await notice(fixtureOrder(estimate));
    expect(screen.getByTestId('order-deliver-by').textContent).toBe('Previsão: até 13:10');
    cleanup();
    await notice(fixtureOrder(estimate), 'en');
    expect(screen.getByTestId('order-deliver-by').textContent).toBe('Expected by 13:10');
    cleanup();
    await notice(fixtureOrder(estimate), 'es');
    expect(screen.getByTestId('order-deliver-by').textContent).toBe('Previsto: antes de 13:10');
    cleanup();
    await notice(fixtureOrder({ deliverBy: { at: '2026-11-23T13:10:00.000-03:00', kind: 'BOOKING' }, flight: null }));
    expect(screen.queryByTestId('order-deliver-by')).toBeNull();
  });

  it('nothing once the order is completed or cancelled', async () => {
    await notice(fixtureOrder({ status: 'CANCELED', flight: moved }));
    expect(screen.queryByTestId('flight-notice')).toBeNull();
    expect(screen.queryByTestId('order-deliver-by')).toBeNull();
  });
});
