/**
 * The order screens' GraphQL documents are valid against the schema the server runs (a renamed or missing field
 * would otherwise surface only as an empty page): the status page, the history, the live re-read and the cancel,
 * the rescheduling, and the staff board's reads and status change; the status page and the board ask for the
 * order's common fields through the one OrderCore fragment.
 */
import { buildSchema, Kind, parse, print, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@/src/server/graphql/type-defs';
import { MY_ORDERS_QUERY, ORDER_STATUS_QUERY } from '@/src/features/orders/order-status.query';
import { CANCEL_ORDER_MUTATION, ORDER_LIVE_QUERY } from '@/src/features/orders/order-operations';
import { RESCHEDULE_BOOKING_MUTATION } from '@/src/features/orders/reschedule-operations';
import { COMPANY_ORDERS_QUERY } from '@/src/features/staff/company-orders.query';
import { BOARD_ORDER_QUERY, BOARD_ORDERS_QUERY, BOARD_UPDATE_MUTATION } from '@/src/features/staff/board-operations';

const schema = buildSchema(typeDefs);
// Re-parsed with this test's graphql, so a second copy of the library (ESM and CJS) cannot get in the way.
const errorsOf = (document: DocumentNode) => validate(schema, parse(print(document))).map((error) => error.message);

describe('order screen documents', () => {
  it.each([
    ['OrderStatus', ORDER_STATUS_QUERY],
    ['MyOrders', MY_ORDERS_QUERY],
    ['OrderLive', ORDER_LIVE_QUERY],
    ['CancelOrder', CANCEL_ORDER_MUTATION],
    ['RescheduleBooking', RESCHEDULE_BOOKING_MUTATION],
    ['BoardOrder', BOARD_ORDER_QUERY],
    ['BoardUpdateOrderStatus', BOARD_UPDATE_MUTATION],
  ] as const)('%s is valid', (_, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it('the board’s company orders are valid', () => {
    expect(errorsOf(COMPANY_ORDERS_QUERY)).toEqual([]);
    expect(errorsOf(BOARD_ORDERS_QUERY)).toEqual([]);
  });

  it('the status page and the board spread the one OrderCore fragment, which holds the fields they share', () => {
    const spreads = (document: DocumentNode) => {
      const names: string[] = [];
      visit(parse(print(document)), { FragmentSpread: (node) => void names.push(node.name.value) });
      return names;
    };
    expect(spreads(ORDER_STATUS_QUERY)).toContain('OrderCore');
    expect(spreads(COMPANY_ORDERS_QUERY)).toContain('OrderCore');
    const fragment = parse(print(ORDER_STATUS_QUERY)).definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const fields =
      fragment?.kind === Kind.FRAGMENT_DEFINITION
        ? fragment.selectionSet.selections.map((f) => (f.kind === Kind.FIELD ? f.name.value : ''))
        : [];
    expect(fields).toEqual(
      expect.arrayContaining(['_id', 'number', 'status', 'total', 'items', 'events', 'gateDelivery']),
    );
  });
});
