/**
 * Where a delivery goes, as the order keeps it: the shopper's address with its unit ("apto 42") and instructions,
 * for the status page, the staff board and the mails. Null for take-away and bookings, and for gate deliveries,
 * whose place is their gate.
 */
import type { OrderAddress, OrderOperationWay } from '../../domain/orders/order-types';

export interface DeliveryAddressView {
  zipCode: string | null;
  street: string;
  number: string | null;
  addressLine2: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  additionalInstructions: string | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function deliveryAddressOf(order: {
  operationWay: OrderOperationWay;
  customer: { address?: Partial<OrderAddress> | null } | null;
  gateDelivery?: unknown;
}): DeliveryAddressView | null {
  const a = order.customer?.address;
  if (order.operationWay.type !== 'delivery' || order.gateDelivery || !a || !text(a.street)) return null;
  return {
    zipCode: text(a.zipCode),
    street: a.street!.trim(),
    number: text(a.number),
    addressLine2: text(a.addressLine2),
    district: text(a.district),
    city: text(a.city),
    state: text(a.state),
    additionalInstructions: text(a.additionalInstructions),
  };
}
