/**
 * Deleting an account (LGPD art. 18 VI), shared by both identity providers: its orders are anonymised by the rule of
 * src/domain/accounts/order-erasure.ts (the sale stays for the tax records, who bought goes), then the user row goes —
 * complement, documents, addresses, identities, codes and reset links with it (foreign keys cascade) — and the mail
 * kept for it in the demo outbox. One transaction: an account is never gone with its orders still naming it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  erasedCustomer,
  erasedGateDelivery,
  erasedParams,
  isAttendantOrder,
} from '../../domain/accounts/order-erasure';
import type { DbOrTx } from '../db/engine';
import { mailOutbox, orderLines, orders, orderStatusEvents, users } from '../db/schema';

/**
 * Anonymises the orders of `userId` (before the user row goes, which only unlinks them); returns how many. A staff
 * member's attendant orders at their own company (placed for a customer at the counter: `customerName` in params)
 * are the customers' orders, not the staff member's, and are left as they are. With `guestEmail` (the account's
 * verified address), the guest orders placed earlier with that e-mail and never linked to an account go too.
 */
export async function eraseOrdersOf(
  db: DbOrTx,
  userId: string,
  now: Date,
  options: { staffCompanyId?: string | null; guestEmail?: string | null } = {},
): Promise<number> {
  const columns = {
    id: orders.id,
    companyId: orders.companyId,
    customer: orders.customer,
    gateDelivery: orders.gateDelivery,
    params: orders.params,
  };
  const own = await db.select(columns).from(orders).where(eq(orders.userId, userId));
  const email = options.guestEmail?.trim().toLowerCase();
  const guest = email
    ? await db
        .select(columns)
        .from(orders)
        .where(and(isNull(orders.userId), sql`lower(${orders.customer}->>'email') = ${email}`))
    : [];
  const rows = [
    ...own.filter(
      (row) => !(options.staffCompanyId && row.companyId === options.staffCompanyId && isAttendantOrder(row.params)),
    ),
    ...guest,
  ];
  for (const row of rows) {
    await db
      .update(orders)
      // clientId is the browser the order came from; receivedGuest names a person; userId goes with the row.
      .set({
        customer: erasedCustomer(row.customer),
        gateDelivery: erasedGateDelivery(row.gateDelivery),
        params: erasedParams(row.params),
        // The flight it followed names the traveller's flight, like the gate delivery's flight number.
        flightWatch: null,
        clientId: null,
        receivedGuest: null,
        userId: null,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
  }
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    // A line's note is the shopper's free text ("call me at…"); who changed a status is the account's id.
    await db.update(orderLines).set({ note: null }).where(inArray(orderLines.orderId, ids));
    await db
      .update(orderStatusEvents)
      .set({ changedBy: null })
      .where(and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.changedBy, userId)));
  }
  return rows.length;
}

export async function eraseAccount(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified, role: users.role, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return;
    await eraseOrdersOf(tx, userId, now, {
      staffCompanyId: row.role === 'staff' ? row.companyId : null,
      // Only an address the account proved: otherwise whoever signed up with it could erase its owner's orders.
      guestEmail: row.emailVerified ? row.email : null,
    });
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, row.email));
  });
}
