/** Reading the development outbox: the messages of one company's host, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { companies, mailOutbox } from '../db/schema';

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
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The messages of the company with this slug (the page knows its company by slug, from the proxy). */
export async function outboxForSlug(db: DbOrTx, slug: string, limit = 50): Promise<OutboxMessage[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return company ? outboxFor(db, company.id, limit) : [];
}
