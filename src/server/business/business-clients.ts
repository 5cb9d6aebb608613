/**
 * A business account's saved clients (docs/business-rules.md "Company buyers"): every member lists, adds, edits and
 * removes them; nobody else reads or touches them. A removed client's past bookings keep their names (the order
 * lines keep the guest's name; the link to the client is cleared).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { businessClientSchema } from '../../domain/business/business-client';
import { mayManageClients } from '../../domain/business/business-roles';
import type { Db, DbOrTx } from '../db/engine';
import { businessClients } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { plausibleId, requireRole } from './business-access';
import { BusinessError, invalidInput } from './business-error';

export type BusinessClientRow = typeof businessClients.$inferSelect;

/** Saved clients per account: a company's address book, bounded so one account cannot fill the database. */
export const CLIENTS_LIMIT = 2000;

export async function listClients(db: DbOrTx, viewer: Viewer | null, accountId: string): Promise<BusinessClientRow[]> {
  await requireRole(db, viewer, accountId, mayManageClients);
  return db
    .select()
    .from(businessClients)
    .where(eq(businessClients.businessAccountId, accountId))
    .orderBy(asc(businessClients.name), asc(businessClients.id));
}

/** Adds a client (no `clientId`) or changes one of this account's. */
export async function saveClient(
  db: Db,
  viewer: Viewer | null,
  accountId: string,
  clientId: string | null,
  input: unknown,
  now: Date,
): Promise<BusinessClientRow> {
  await requireRole(db, viewer, accountId, mayManageClients);
  const parsed = businessClientSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const values = {
    name: parsed.data.name,
    phone: parsed.data.phone,
    email: parsed.data.email ?? null,
    language: parsed.data.language,
    notes: parsed.data.notes,
    updatedAt: now,
  };
  if (clientId !== null) {
    const [updated] = plausibleId(clientId)
      ? await db
          .update(businessClients)
          .set(values)
          .where(and(eq(businessClients.id, clientId), eq(businessClients.businessAccountId, accountId)))
          .returning()
      : [];
    if (!updated) throw new BusinessError('CLIENT_NOT_FOUND');
    return updated;
  }
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(businessClients)
      .where(eq(businessClients.businessAccountId, accountId));
    if (n >= CLIENTS_LIMIT) throw new BusinessError('TOO_MANY_CLIENTS');
    const [created] = await tx
      .insert(businessClients)
      .values({ ...values, businessAccountId: accountId, createdAt: now })
      .returning();
    return created;
  });
}

export async function removeClient(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  clientId: string,
): Promise<void> {
  await requireRole(db, viewer, accountId, mayManageClients);
  const removed = plausibleId(clientId)
    ? await db
        .delete(businessClients)
        .where(and(eq(businessClients.id, clientId), eq(businessClients.businessAccountId, accountId)))
        .returning({ id: businessClients.id })
    : [];
  if (removed.length === 0) throw new BusinessError('CLIENT_NOT_FOUND');
}
