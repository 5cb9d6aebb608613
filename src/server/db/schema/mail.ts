/** Mail that was not sent through SMTP (no SMTP_URL): the development mailbox page lists it. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, generatedId } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: generatedId().primaryKey(),
    /** The company whose storefront sent it; null for installation-wide mail. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt), index('mail_outbox_company_idx').on(t.companyId)],
);
