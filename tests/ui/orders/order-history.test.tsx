// @vitest-environment jsdom
/**
 * "Meus pedidos" (issue 17, point 9): a booking's row shows when the visit is and whose it is (the client received,
 * else the buyer) besides the purchase date, and links straight to its vouchers; an order for now shows neither.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { OrderHistory } from '@/src/features/orders/OrderHistory';
import type { MyOrdersQuery } from '@/src/features/orders/my-orders.generated';

type OrderSummary = MyOrdersQuery['myOrders'][number];
import { ordersI18n } from './order-fixture';

afterEach(cleanup);

const summary = (over: Partial<OrderSummary>): OrderSummary => ({
  _id: 'order-1',
  number: 'A7K-42',
  status: 'PLACED',
  catalogTitle: 'Sala VIP',
  createdAt: '2026-11-23T12:00:00.000-03:00',
  total: 284,
  customerName: 'Ana Souza',
  receivedGuest: null,
  items: [{ quantity: 1 }, { quantity: 1 }],
  operationWay: { type: 'booking', scheduledFor: '2026-11-30T10:00:00.000-03:00' },
  voucherCount: 2,
  ...over,
});

async function rows(orders: OrderSummary[], lng = 'pt-BR') {
  render(
    <I18nextProvider i18n={await ordersI18n(lng)}>
      <OrderHistory orders={orders} guest={false} />
    </I18nextProvider>,
  );
  return screen.getAllByTestId('order-row');
}

describe('OrderHistory', () => {
  it('a booking: the visit’s date and time, the buyer’s name, the purchase date and a link to the vouchers', async () => {
    const [row] = await rows([summary({})]);
    expect(within(row).getByTestId('order-row-booking').textContent).toBe(
      'Visita em 30/11/2026 10:00· Em nome de Ana Souza',
    );
    expect(row.textContent).toContain('Pedido em 23/11/2026 12:00');
    const link = within(row).getByRole('link', { name: 'Ver vouchers' });
    expect(link.getAttribute('href')).toBe('/status-pedido?id=order-1#order-vouchers');
  });

  it('a company’s booking names the client received; in English too', async () => {
    const [row] = await rows([summary({ receivedGuest: 'Sr. Carlos Lima' })], 'en');
    expect(within(row).getByTestId('order-row-booking').textContent).toBe(
      'Visit on 11/30/2026 10:00· Client: Sr. Carlos Lima',
    );
  });

  it('an order for now: no visit line beyond the name, no vouchers link', async () => {
    const [row] = await rows([
      summary({ operationWay: { type: 'delivery', scheduledFor: null }, voucherCount: 0, customerName: null }),
    ]);
    expect(within(row).queryByTestId('order-row-booking')).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Ver vouchers' })).toBeNull();
    expect(row.textContent).toContain('23/11/2026 12:00');
  });
});
