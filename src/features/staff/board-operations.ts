/** The staff board's browser operations (loaded on first use; whole text kept, this is not a page's `*.query.ts`). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { ORDER_CORE_FRAGMENT } from '@/src/features/orders/order-core.fragment';
import type { OrderStatusName } from '@/src/features/orders/order-view';
import { BOARD_FIELDS, type BoardOrder } from './company-orders.query';

export const BOARD_ORDERS_QUERY: TypedDocumentNode<{ companyOrders: BoardOrder[] }, Record<string, never>> = gql`
  ${ORDER_CORE_FRAGMENT}
  query BoardOrders { companyOrders { ${BOARD_FIELDS} } }
`;

export const BOARD_ORDER_QUERY: TypedDocumentNode<{ order: BoardOrder | null }, { id: string }> = gql`
  ${ORDER_CORE_FRAGMENT}
  query BoardOrder($id: ID!) { order(id: $id) { ${BOARD_FIELDS} } }
`;

export const BOARD_UPDATE_MUTATION: TypedDocumentNode<
  { updateOrderStatus: BoardOrder },
  { id: string; status: OrderStatusName; reason?: string | null }
> = gql`
  ${ORDER_CORE_FRAGMENT}
  mutation BoardUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) { ${BOARD_FIELDS} }
  }
`;

export const BOARD_CONFIRM_FEE_MUTATION: TypedDocumentNode<{ confirmRescheduleFee: BoardOrder }, { id: string }> = gql`
  ${ORDER_CORE_FRAGMENT}
  mutation BoardConfirmRescheduleFee($id: ID!) { confirmRescheduleFee(id: $id) { ${BOARD_FIELDS} } }
`;
