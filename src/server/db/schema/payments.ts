/**
 * The sandbox card processor's memory (demo only): the tokens already spent by a charge. A token is signed, not
 * stored, so any instance can read it; this table is what makes it single-use across instances, as a real
 * processor's tokens are. A row is useless once its token has expired, and is then deleted.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxSpentTokens = pgTable(
  'sandbox_spent_tokens',
  {
    /** The token's random nonce (never the card, never the whole token). */
    nonce: text('nonce').primaryKey(),
    /** The token's own expiry: after it the token is refused anyway, so the row may go. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sandbox_spent_tokens_expires_idx').on(t.expiresAt)],
);
