/**
 * Deleting an account (LGPD art. 18 VI), shared by both identity providers: its orders are anonymised by the rule of
 * src/domain/accounts/order-erasure.ts (the sale stays for the tax records, who bought goes), then the user row goes —
 * complement, documents, addresses, identities, codes and reset links with it (foreign keys cascade) — and the mail
 * kept for it in the demo outbox. One transaction: an account is never gone with its orders still naming it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { erasedCustomer, erasedGateDelivery } from '../../domain/accounts/order-erasure';
import type { DbOrTx } from '../db/engine';
import { mailOutbox, orderLines, orders, orderStatusEvents, users } from '../db/schema';

/** Anonymises the orders of `userId` (before the user row goes, which only unlinks them); returns how many. */
export async function eraseOrdersOf(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db.select({ id: orders.id, customer: orders.customer, gateDelivery: orders.gateDelivery }).from(orders).where(eq(orders.userId, userId));
  for (const row of rows) {
    await db
      .update(orders)
      // clientId is the browser the order came from; receivedGuest names a person; userId goes with the row.
      .set({ customer: erasedCustomer(row.customer), gateDelivery: erasedGateDelivery(row.gateDelivery), clientId: null, receivedGuest: null, userId: null, updatedAt: now })
      .where(eq(orders.id, row.id));
  }
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    // A line's note is the shopper's free text ("call me at…"); who changed a status is the account's id.
    await db.update(orderLines).set({ note: null }).where(inArray(orderLines.orderId, ids));
    await db.update(orderStatusEvents).set({ changedBy: null }).where(and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.changedBy, userId)));
  }
  return rows.length;
}

export async function eraseAccount(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!row) return;
    await eraseOrdersOf(tx, userId, now);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, row.email));
  });
}
