/**
 * The staff board's operations: the company's orders with what a card shows (no vouchers, no PIX code: the
 * board never needs them). The page runs it on the server; the board runs it again in the browser after a
 * reconnection (board-actions.ts, which is why BOARD_FIELDS is exported).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrderStatusName, OrderView } from '@/src/features/orders/order-view';

export const BOARD_FIELDS = `
  _id number status catalogId catalogTitle createdAt updatedAt
  subtotal discount deliveryFee total canCancel cancelRefusal cancelReason customerName receivedGuest couponCode
  items { itemId name quantity unitPrice total options { name quantity unitPrice } interval { start end } note }
  operationWay { type time scheduledFor }
  gateDelivery { terminal gate flightNumber boardingTime }
  events { status at reason }
  nextStatuses
  payment { method status declineReason }
`;

/** A card's order: the payment reduced to its method and status. */
export type BoardOrder = Omit<OrderView, 'payment'> & { payment: Pick<OrderView['payment'], 'method' | 'status' | 'declineReason'>; nextStatuses: OrderStatusName[] };
export interface CompanyOrdersData { companyOrders: BoardOrder[] }

export const COMPANY_ORDERS_QUERY: TypedDocumentNode<CompanyOrdersData, Record<string, never>> = gql`
  query CompanyOrders { companyOrders { ${BOARD_FIELDS} } }
`;
