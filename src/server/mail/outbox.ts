/** Reading the development outbox: the messages of one company's host, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { mailOutbox } from '../db/schema';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function outboxFor(db: DbOrTx, companyId: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, companyId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString() }));
}
