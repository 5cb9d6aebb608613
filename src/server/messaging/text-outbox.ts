/** Reading the demo's WhatsApp/SMS outbox (message-sender.ts): the messages of one company's host, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { companies, messageOutbox } from '../db/schema';

export interface TextOutboxMessage {
  id: string;
  to: string;
  channel: string;
  text: string;
  createdAt: Date;
}

export async function textOutboxForSlug(db: DbOrTx, slug: string, limit = 50): Promise<TextOutboxMessage[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  if (!company) return [];
  return db
    .select({
      id: messageOutbox.id,
      to: messageOutbox.to,
      channel: messageOutbox.channel,
      text: messageOutbox.text,
      createdAt: messageOutbox.createdAt,
    })
    .from(messageOutbox)
    .where(eq(messageOutbox.companyId, company.id))
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
    .limit(limit);
}
