/**
 * The order screens ask for an order's common fields through the one OrderCore fragment: the status page (and its
 * live re-read, the cancel and the booking move, through OrderDetail) and the staff board (through BoardCard). The
 * typed documents the generator wrote are what the browser and the server send; each validates against the schema
 * the server runs (every .graphql is also checked in tests/contracts/operation-documents.test.ts).
 */
import { buildSchema, Kind, parse, print, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@/src/server/graphql/type-defs';
import { CancelOrderDocument } from '@/src/features/orders/cancel-order.generated';
import { MyOrdersDocument } from '@/src/features/orders/my-orders.generated';
import { OrderLiveDocument } from '@/src/features/orders/order-live.generated';
import { OrderStatusDocument } from '@/src/features/orders/order-status.generated';
import { RescheduleBookingDocument } from '@/src/features/orders/reschedule-booking.generated';
import { BoardConfirmRescheduleFeeDocument } from '@/src/features/staff/board-confirm-reschedule-fee.generated';
import { BoardOrderDocument } from '@/src/features/staff/board-order.generated';
import { BoardOrdersDocument } from '@/src/features/staff/board-orders.generated';
import { BoardUpdateOrderStatusDocument } from '@/src/features/staff/board-update-order-status.generated';
import { CompanyOrdersDocument } from '@/src/features/staff/company-orders.generated';
import { OrderStreamHeadDocument } from '@/src/server/tracking/order-stream-head.generated';

const schema = buildSchema(typeDefs);
// Re-parsed with this test's graphql, so a second copy of the library (ESM and CJS) cannot get in the way.
const errorsOf = (document: DocumentNode) => validate(schema, parse(print(document))).map((error) => error.message);
const spreads = (document: DocumentNode) => {
  const names = new Set<string>();
  visit(document, { FragmentSpread: (node) => void names.add(node.name.value) });
  return names;
};

describe('order screen documents', () => {
  it.each([
    ['OrderStatus', OrderStatusDocument],
    ['MyOrders', MyOrdersDocument],
    ['OrderLive', OrderLiveDocument],
    ['CancelOrder', CancelOrderDocument],
    ['RescheduleBooking', RescheduleBookingDocument],
    ['CompanyOrders', CompanyOrdersDocument],
    ['BoardOrders', BoardOrdersDocument],
    ['BoardOrder', BoardOrderDocument],
    ['BoardUpdateOrderStatus', BoardUpdateOrderStatusDocument],
    ['BoardConfirmRescheduleFee', BoardConfirmRescheduleFeeDocument],
    ['OrderStreamHead', OrderStreamHeadDocument],
  ] as const)('%s is valid', (_, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it('the status page, its browser re-reads and the board spread the one OrderCore fragment', () => {
    for (const document of [OrderStatusDocument, OrderLiveDocument, CancelOrderDocument, RescheduleBookingDocument])
      expect([...spreads(document)]).toEqual(expect.arrayContaining(['OrderDetail', 'OrderCore']));
    for (const document of [CompanyOrdersDocument, BoardOrdersDocument, BoardOrderDocument])
      expect([...spreads(document)]).toEqual(expect.arrayContaining(['BoardCard', 'OrderCore']));
    const fragment = OrderStatusDocument.definitions.find(
      (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === 'OrderCore',
    );
    const fields =
      fragment?.kind === Kind.FRAGMENT_DEFINITION
        ? fragment.selectionSet.selections.map((f) => (f.kind === Kind.FIELD ? f.name.value : ''))
        : [];
    expect(fields).toEqual(
      expect.arrayContaining(['_id', 'number', 'status', 'total', 'items', 'events', 'gateDelivery']),
    );
  });

  it('the board never asks for vouchers or a PIX code', () => {
    const printed = print(CompanyOrdersDocument);
    expect(printed).not.toContain('vouchers');
    expect(printed).not.toContain('pixCopyPaste');
  });
});
