/** WhatsApp/SMS messages kept on the machine by the demo (no provider set): the demo outbox page lists them. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, generatedId } from './columns';

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: generatedId().primaryKey(),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** E.164. */
    to: text('to').notNull(),
    /** whatsapp or sms. */
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_outbox_company_created_idx').on(t.companyId, t.createdAt)],
);
