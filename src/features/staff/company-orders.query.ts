/**
 * The staff board's operations: the company's orders with what a card shows (no vouchers, no PIX code: the
 * board never needs them). The page runs it on the server; the board runs it again in the browser after a
 * reconnection (board-operations.ts, which is why BOARD_FIELDS is exported; it spreads ORDER_CORE_FRAGMENT, with
 * which a document using it opens).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { ORDER_CORE_FRAGMENT } from '@/src/features/orders/order-core.fragment';
import type { OrderStatusName, OrderView } from '@/src/features/orders/order-view';

export const BOARD_FIELDS = `
  ...OrderCore
  nextStatuses
  payment { method status declineReason }
  bookingMove { state pending { to fee payment { method } } }
`;

/** A booking's move waiting for its fee, as the board shows it (the company confirms the money). */
export interface BoardPendingMove {
  to: string;
  fee: number;
  payment: { method: string };
}

/** A card's order: the payment reduced to its method and status; a booking's pending move, if any. */
export type BoardOrder = Omit<OrderView, 'payment'> & {
  payment: Pick<OrderView['payment'], 'method' | 'status' | 'declineReason'>;
  nextStatuses: OrderStatusName[];
  bookingMove?: { state: string; pending: BoardPendingMove | null } | null;
};
export interface CompanyOrdersData {
  companyOrders: BoardOrder[];
}

export const COMPANY_ORDERS_QUERY: TypedDocumentNode<CompanyOrdersData, Record<string, never>> = gql`
  ${ORDER_CORE_FRAGMENT}
  query CompanyOrders { companyOrders { ${BOARD_FIELDS} } }
`;
