/**
 * Counters of the abuse limits (sign-in, sign-up, code checks, reset requests), kept in the database so that
 * every app instance sees the same counts. One row per limited key and fixed window.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `{action}:{email|ip}:{value}`; e-mails lower-case. */
    key: text('key').primaryKey(),
    /** Start of the current fixed window. */
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
