/**
 * An order as the status page, the history and the staff board read it: the generated types of the order
 * fragments (order-core.graphql: what every order screen shows; order-detail.graphql: the status page's order, with
 * its payment details, vouchers and booking move), named for the screens that show their parts.
 */
import type { OrderStatus, PaymentStatus } from '@/src/domain/graphql/schema-types.generated';
import type { OrderCoreFragment } from './order-core.generated';
import type { OrderDetailFragment } from './order-detail.generated';

export type OrderStatusName = OrderStatus;
export type PaymentStatusName = PaymentStatus;

export type OrderView = OrderCoreFragment;
export type OrderItemView = OrderView['items'][number];
export type OrderWithVouchers = OrderDetailFragment;
export type OrderPaymentView = OrderWithVouchers['payment'];
export type VoucherView = OrderWithVouchers['vouchers'][number];
/** A dated hospitality booking's moves, on the server's clock (Order.bookingMove). */
export type BookingMoveView = NonNullable<OrderWithVouchers['bookingMove']>;
/** A late move waiting for its fee (PIX, transfer, link): the booking keeps `from` until the company sees the money. */
export type PendingMoveView = NonNullable<BookingMoveView['pending']>;
/** Where a delivery goes, with its unit ("apto 42"); null for take-away, bookings and gate deliveries. */
export type DeliveryAddressView = NonNullable<OrderView['deliveryAddress']>;
