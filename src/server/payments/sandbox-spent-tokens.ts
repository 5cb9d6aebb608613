/**
 * Sandbox card tokens are single-use, as a real processor's are: the charge that approves a token spends it, and
 * any later charge with it is declined INVALID_CARD_TOKEN. A replayed token (a copied request, a second tab) can
 * never pay twice with one card entry.
 *
 * The spend is written through the database the charge belongs to: createOrder passes its transaction, so an
 * order that rolls back leaves its token unspent (nothing was paid with it), and two orders racing with one token
 * meet on the primary key: the second waits for the first and finds the token spent. A charge made outside any
 * transaction (the reschedule fee) writes through the process-wide database. Declined charges spend nothing: a
 * declined card stays declined, and a processor hiccup (PROCESSING_ERROR) may be retried with the same token.
 */
import { lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { DbOrTx } from '../db/engine';
import { sandboxSpentTokens } from '../db/schema';

export interface SpentTokens {
  /** Spends the token's nonce; false when it was spent before. */
  spend(nonce: string, expiresAt: Date, now: Date, db?: DbOrTx): Promise<boolean>;
}

export const databaseSpentTokens: SpentTokens = {
  async spend(nonce, expiresAt, now, db) {
    const target = db ?? (await getDb());
    // Rows of expired tokens tell nothing any more: an expired token is refused before it is spent.
    await target.delete(sandboxSpentTokens).where(lt(sandboxSpentTokens.expiresAt, now));
    const inserted = await target
      .insert(sandboxSpentTokens)
      .values({ nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: sandboxSpentTokens.nonce });
    return inserted.length === 1;
  },
};
