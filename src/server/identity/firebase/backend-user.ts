/**
 * The backend user (users) of a Firebase account: keyed by the Firebase uid (users.id = uid) when we create it;
 * an existing user with the same e-mail (made before the switch to Firebase, or by the local provider) is linked
 * by e-mail — only when Firebase vouches for the address, so nobody takes over an account by signing up at
 * Firebase with somebody else's e-mail. When an unverified backend user becomes verified through Firebase's word
 * (a provider proved the address), whatever its unproven holder set up goes: its local password and its sessions
 * (docs/decisions.md "Social sign-in and unverified password accounts").
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { users } from '../../db/schema';
import { endSessionsChanges } from '../session-version';

export interface FirebaseAccount {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name?: string | null;
  picture?: string | null;
  /** When this Firebase sign-in happened (the token's auth_time): sessions ended by it end as of then, not later. */
  signedInAt?: Date;
}

export type BackendUserRow = typeof users.$inferSelect;

export async function backendUserFor(db: DbOrTx, account: FirebaseAccount): Promise<BackendUserRow | null> {
  const [byUid] = await db.select().from(users).where(eq(users.id, account.uid));
  if (byUid) return account.emailVerified && !byUid.emailVerified ? markVerified(db, byUid, account.signedInAt) : byUid;
  const email = account.email?.trim().toLowerCase();
  if (!email) return null;
  const [byEmail] = await db.select().from(users).where(eq(users.email, email));
  if (byEmail) {
    if (!account.emailVerified) return null;
    return byEmail.emailVerified ? byEmail : markVerified(db, byEmail, account.signedInAt);
  }
  const [created] = await db
    .insert(users)
    .values({
      id: account.uid,
      email,
      name: account.name?.trim() || '',
      img: account.picture ?? null,
      emailVerified: account.emailVerified,
    })
    .onConflictDoNothing()
    .returning();
  // Two first requests of a new account at once: the other one created it.
  return created ?? (await db.select().from(users).where(eq(users.id, account.uid)))[0] ?? null;
}

async function markVerified(db: DbOrTx, row: BackendUserRow, signedInAt = new Date()): Promise<BackendUserRow> {
  const [updated] = await db
    .update(users)
    .set({ emailVerified: true, passwordHash: null, ...endSessionsChanges(signedInAt), updatedAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  return updated ?? row;
}
