/**
 * The order screens' server operations: one order for /status-pedido (with its vouchers) and the viewer's
 * orders for /pedidos. ORDER_FIELDS (which spreads ORDER_CORE_FRAGMENT: a document using it opens with that
 * fragment) is exported for the browser's live re-read (order-operations.ts), which asks for the same fields so the
 * screen can swap the whole order.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { ORDER_CORE_FRAGMENT } from './order-core.fragment';
import type { OrderView, OrderWithVouchers } from './order-view';

export const ORDER_FIELDS = `
  ...OrderCore
  whatsappLink
  payment { method status pixCopyPaste pixQrCodeSvg pixExpiresAt declineReason bankTransferReference linkUrl expiresAt }
  vouchers { line itemName quantity kind code qrCodeSvg validFrom validUntil stayHours rebookBy rebookOpen awaitingPayment venueName location accessRules }
  bookingMove { state kind freeUntil freeNow movableNow basis lateFee noShowCharge pending { from to requestedAt fee payment { method status pixCopyPaste pixQrCodeSvg pixExpiresAt bankTransferReference linkUrl } } }
`;

export interface OrderStatusData {
  order: OrderWithVouchers | null;
}
export interface OrderStatusVariables {
  id: string;
}

export const ORDER_STATUS_QUERY: TypedDocumentNode<OrderStatusData, OrderStatusVariables> = gql`
  ${ORDER_CORE_FRAGMENT}
  query OrderStatus($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }
`;

export type OrderSummary = Pick<
  OrderView,
  '_id' | 'number' | 'status' | 'catalogTitle' | 'createdAt' | 'total' | 'customerName' | 'receivedGuest'
> & {
  items: { quantity: number }[];
  /** A booking's date and time (null for an order for now). */
  operationWay: { type: string; scheduledFor: string | null };
  voucherCount: number;
};
export interface MyOrdersData {
  myOrders: OrderSummary[];
}

export const MY_ORDERS_QUERY: TypedDocumentNode<MyOrdersData, Record<string, never>> = gql`
  query MyOrders {
    myOrders {
      _id
      number
      status
      catalogTitle
      createdAt
      total
      customerName
      receivedGuest
      operationWay {
        type
        scheduledFor
      }
      voucherCount
      items {
        quantity
      }
    }
  }
`;
