/**
 * Column helpers shared by every table.
 *
 * Keys: records that come from the catalogue import keep the document's `_id`
 * as a text column `id`, and their primary key is scoped by the company
 * (and, below a catalogue, by the catalogue): `(company_id, id)` or
 * `(company_id, catalog_id, id)`. Two companies can therefore use the same
 * `_id` without colliding, and composite foreign keys make it impossible for a
 * row to point at another company's row. Rows the application creates
 * (users, orders, mail) get a generated text id.
 */
import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-generated text id (UUID) for rows the application creates. */
export const generatedId = (name = 'id') => text(name).default(sql`gen_random_uuid()::text`);

export const companyIdColumn = () => text('company_id').notNull();

/** Position of the record in its list in the imported document (export keeps the order). */
export const positionColumn = () => integer('position').notNull().default(0);

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
