/** The declarations of the buyer's order routes (pages/status-pedido.tsx, pages/pedidos.tsx). */
import { orderPage } from './order-page';
import { MyOrdersDocument } from '@/src/features/orders/my-orders.generated';
import { OrderStatusDocument } from '@/src/features/orders/order-status.generated';

/**
 * `/status-pedido?id=…`: the order is read with the buyer's identity (session or the guest's client id cookie) or
 * the company's staff; anyone else gets the not-found screen with a 404, so an order id reveals nothing.
 */
export const orderStatusPage = orderPage<{ orderId: string }>(async ({ query: params }, { query }) => {
  const id = typeof params.id === 'string' ? params.id.trim().slice(0, 100) : '';
  const data = id ? await query(OrderStatusDocument, { id }).catch(() => undefined) : undefined;
  return { props: { orderId: id }, status: data?.order ? undefined : 404 };
});

/** `/pedidos`: the signed-in viewer's orders, or a guest's by the client id cookie (requiredAuth companies: sign in first). */
export const ordersPage = orderPage<{ guest: boolean; failed: boolean }>(async (_request, { query, session }) => {
  const failed = await query(MyOrdersDocument, {}).then(
    (data) => !data,
    () => true,
  );
  return { props: { guest: !session?.user, failed } };
});
