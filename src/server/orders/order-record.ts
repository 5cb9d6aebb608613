/**
 * An order as the service reads it: the row, its lines in order and its status history. Loaded by id within a
 * company, or in batches (my orders, the staff board) with two more queries for all the lines and events.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { orderLines, orders, orderStatusEvents } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  /**
   * Only in the answer to the buyer while the card waits for 3-D Secure: the processor's client secret, which the
   * browser needs to finish it. Never stored (src/server/orders/order-payment-action.ts).
   */
  paymentAction?: { clientSecret: string };
}

export const MAX_LISTED_ORDERS = 100;

export async function loadOrder(db: DbOrTx, companyId: string, id: string): Promise<OrderRecord | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
  if (!order) return null;
  return (await withDetails(db, [order]))[0];
}

export async function findByIdempotencyKey(db: DbOrTx, companyId: string, key: string): Promise<OrderRecord | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));
  return order ? (await withDetails(db, [order]))[0] : null;
}

export type OrderOwner = { userId: string } | { clientId: string };

/** A buyer's orders in one company, newest first: by account, or a guest's by the client id. */
export async function loadBuyerOrders(
  db: DbOrTx,
  companyId: string,
  owner: OrderOwner,
  limit = MAX_LISTED_ORDERS,
): Promise<OrderRecord[]> {
  const who: SQL | undefined =
    'userId' in owner
      ? eq(orders.userId, owner.userId)
      : and(eq(orders.clientId, owner.clientId), isNull(orders.userId));
  return loadWhere(db, and(eq(orders.companyId, companyId), who), limit);
}

/** A company's orders for the staff board, newest first, optionally only some statuses. */
export async function loadCompanyOrders(
  db: DbOrTx,
  companyId: string,
  statuses: readonly string[] | null,
  limit = MAX_LISTED_ORDERS,
): Promise<OrderRecord[]> {
  const status = statuses?.length ? inArray(orders.status, statuses as OrderRow['status'][]) : undefined;
  return loadWhere(db, and(eq(orders.companyId, companyId), status), limit);
}

async function loadWhere(db: DbOrTx, where: SQL | undefined, limit: number): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.seq))
    .limit(Math.max(1, Math.min(limit, MAX_LISTED_ORDERS)));
  return withDetails(db, rows);
}

async function withDetails(db: DbOrTx, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.seq)),
  ]);
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
  }));
}
