/**
 * The order fields every order screen shows, the shopper's status page and the staff board alike (OrderView in
 * order-view.ts): one GraphQL fragment, so the two ask for the same thing. A string, opening each document that
 * spreads it (`${ORDER_CORE_FRAGMENT} query … { ...OrderCore }`), as the build's query loaders expect
 * (scripts/gql-names-loader.cjs).
 */
export const ORDER_CORE_FRAGMENT = `fragment OrderCore on Order {
  _id number status catalogId catalogTitle createdAt updatedAt
  subtotal discount deliveryFee total canCancel cancelRefusal cancelReason customerName receivedGuest couponCode
  items { itemId name quantity unitOfMeasurement unitPrice total options { name quantity unitPrice } interval { start end } note }
  operationWay { type time scheduledFor }
  gateDelivery { terminal gate flightNumber boardingTime }
  events { status at reason }
}`;
