/** Whether the status page has something from the order's flight to tell (FlightLines, FlightNotice). */
import { isFinalStatus } from '@/src/domain/orders/order-status';
import type { OrderWithVouchers } from './order-view';

export type NoticeOrder = Pick<OrderWithVouchers, 'status' | 'flight' | 'deliverBy' | 'createdAt' | 'bookingMove'>;

/** A change it took from its flight, or a delay that frees its booking; nothing once closed or cancelled. */
export const hasFlightNotice = (order: NoticeOrder): boolean =>
  !isFinalStatus(order.status) &&
  !!order.flight &&
  (order.flight.changes.length > 0 || (order.flight.delayFreesMove && !!order.bookingMove));
