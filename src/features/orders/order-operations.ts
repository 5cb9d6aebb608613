/**
 * The order operations that run in the browser (loaded with `import()` on first use, whole text kept: this file is
 * not a page's `*.query.ts`): the live re-read of an order and the shopper's cancel.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { ORDER_CORE_FRAGMENT } from './order-core.fragment';
import { ORDER_FIELDS, type OrderStatusData } from './order-status.query';
import type { OrderWithVouchers } from './order-view';

export const ORDER_LIVE_QUERY: TypedDocumentNode<OrderStatusData, { id: string }> = gql`
  ${ORDER_CORE_FRAGMENT}
  query OrderLive($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }
`;

export const CANCEL_ORDER_MUTATION: TypedDocumentNode<
  { cancelOrder: OrderWithVouchers },
  { id: string; reason?: string | null }
> = gql`
  ${ORDER_CORE_FRAGMENT}
  mutation CancelOrder($id: ID!, $reason: String) { cancelOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }
`;
