/**
 * The demo accounts' passwords are published (README, the first start's output), so on a real deployment an
 * account that still has one is anybody's — staff accounts included. A real deployment creates none
 * (seed.ts `accounts: false`); a database that was a demo before (say, tried on PostgreSQL, then given the real
 * ROOT_DOMAIN) may still hold them: at start their published password is removed and their sessions end. An
 * account whose password was changed since is its owner's and is left alone.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { users } from '../db/schema';
import { verifyPassword } from '../identity/password';
import { endSessionsChanges } from '../identity/session-version';
import type { DemoAccount } from './seed';

/** Disables the accounts that still sign in with their published demo password; returns their e-mails. */
export async function retirePublicDemoAccounts(
  db: DbOrTx,
  accounts: DemoAccount[],
  now = new Date(),
): Promise<string[]> {
  const retired: string[] = [];
  for (const account of accounts) {
    const [row] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, account.email));
    if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, account.password))) continue;
    await db
      .update(users)
      .set({ passwordHash: null, ...endSessionsChanges(now), updatedAt: now })
      .where(eq(users.id, row.id));
    retired.push(account.email);
  }
  return retired;
}
