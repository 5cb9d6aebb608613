// @vitest-environment jsdom
/**
 * The order's timeline: every status the server recorded, oldest first whatever order they arrive in, each with
 * its time in the store's offset; the last one is the current step; labels follow the language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OrderTimeline } from '@/src/features/orders/OrderTimeline';
import { fixtureOrder, ordersI18n } from './order-fixture';

afterEach(cleanup);

describe('OrderTimeline', () => {
  it('lists the events oldest first and marks the last as current', async () => {
    const order = fixtureOrder({
      status: 'PREPARING',
      events: [
        { status: 'PREPARING', at: '2026-11-23T12:10:00.000-03:00', reason: null },
        { status: 'PLACED', at: '2026-11-23T12:00:00.000-03:00', reason: null },
        { status: 'CONFIRMED', at: '2026-11-23T12:05:00.000-03:00', reason: null },
      ],
    });
    render(
      <I18nextProvider i18n={await ordersI18n()}>
        <OrderTimeline order={order} />
      </I18nextProvider>,
    );
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Pedido realizado23/11/2026 12:00',
      'Pedido confirmado23/11/2026 12:05',
      'Em preparo23/11/2026 12:10',
    ]);
    expect(steps[2].getAttribute('aria-current')).toBe('step');
    expect(steps[0].getAttribute('aria-current')).toBeNull();
  });

  it('speaks English and writes dates month first there', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n('en')}>
        <OrderTimeline
          order={fixtureOrder({
            status: 'CANCELED',
            events: [
              { status: 'PLACED', at: '2026-11-23T12:00:00.000-03:00', reason: null },
              { status: 'CANCELED', at: '2026-11-23T12:01:00.000-03:00', reason: null },
            ],
          })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('11/23/2026 12:01')).toBeTruthy();
  });

  it('says so when there are no events', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n()}>
        <OrderTimeline order={fixtureOrder({ events: [] })} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Sem atualizações ainda.')).toBeTruthy();
  });
});
