/** The board's reads and status changes from the browser, with the staff member's session token (order-actions.ts). */
import { client, FRESH_READ } from '@/src/features/orders/order-actions';
import type { OrderStatusName } from '@/src/features/orders/order-view';
import type { BoardOrder } from './board-order';

const operations = () => import('./board-documents');

export async function readBoardOrders(locale: string | undefined): Promise<BoardOrder[]> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.query({
    query: ops.BoardOrdersDocument,
    variables: {},
    fetchPolicy: 'no-cache',
    context: FRESH_READ,
  });
  return data?.companyOrders ?? [];
}

export async function readBoardOrder(locale: string | undefined, id: string): Promise<BoardOrder | null> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.query({
    query: ops.BoardOrderDocument,
    variables: { id },
    fetchPolicy: 'no-cache',
    context: FRESH_READ,
  });
  return data?.order ?? null;
}

export async function changeOrderStatus(
  locale: string | undefined,
  id: string,
  status: OrderStatusName,
  reason: string | null,
): Promise<BoardOrder> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.mutate({
    mutation: ops.BoardUpdateOrderStatusDocument,
    variables: { id, status, reason },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.updateOrderStatus;
}

/** The money of a booking's late-move fee was seen: the booking moves to the slot the shopper asked for. */
export async function confirmRescheduleFee(locale: string | undefined, id: string): Promise<BoardOrder> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.mutate({
    mutation: ops.BoardConfirmRescheduleFeeDocument,
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.confirmRescheduleFee;
}

/** A company's booked line was served: when the client was met, by whom, a note (the booker is mailed once). */
export async function reportBookingServed(
  locale: string | undefined,
  orderId: string,
  line: number,
  input: { metAt: string; agentName: string; note: string },
): Promise<{ line: number; metAt: string; agentName: string; note: string }> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.mutate({
    mutation: ops.ReportBookingServedDocument,
    variables: { orderId, line, input },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.reportBookingServed;
}
