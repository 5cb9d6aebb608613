/**
 * Accounts of external providers (Google, any OpenID Connect issuer) as local users: found by the provider's
 * account id (user_identities), else linked to the user with the same e-mail — only when the provider vouches for
 * the e-mail, so nobody takes over an account by claiming its address at an issuer — else created.
 *
 * A password account whose e-mail was never verified may belong to someone who merely typed that address (an
 * account "pre-hijacked" before its owner arrives). When a provider proves the address, the owner takes it back:
 * the unproven password goes, every session of the account ends and its open codes and reset links close, so
 * whoever set that password is left with nothing (docs/decisions.md "Social sign-in and unverified password
 * accounts").
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { userIdentities, users } from '../../db/schema';
import { endSessionsChanges } from '../session-version';
import { closeCodes } from './one-time-codes';
import { closeResetTokens } from './reset-tokens';

export interface ExternalProfile {
  provider: string;
  providerAccountId: string;
  email: string | null | undefined;
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
}

export type ExternalOutcome =
  | { ok: true; userId: string; email: string; emailVerified: boolean; sessionVersion: number }
  | { ok: false; error: 'EMAIL_MISSING' | 'EMAIL_UNVERIFIED' };

type UserRow = typeof users.$inferSelect;

/** The provider proved the address of an unverified account: it is the prover's now, and nothing its former holder set survives. */
async function takeBack(db: DbOrTx, row: UserRow, now: Date): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ emailVerified: true, passwordHash: null, ...endSessionsChanges(now), updatedAt: now })
    .where(eq(users.id, row.id))
    .returning();
  await closeCodes(db, row.email, 'verify_email', now);
  await closeCodes(db, row.email, 'password_reset', now);
  await closeResetTokens(db, row.id, now);
  return updated ?? row;
}

export async function userForExternalAccount(
  db: DbOrTx,
  profile: ExternalProfile,
  now = new Date(),
): Promise<ExternalOutcome> {
  const [linked] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      sessionVersion: users.sessionVersion,
    })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, profile.provider),
        eq(userIdentities.providerAccountId, profile.providerAccountId),
      ),
    );
  if (linked)
    return {
      ok: true,
      userId: linked.id,
      email: linked.email,
      emailVerified: linked.emailVerified,
      sessionVersion: linked.sessionVersion,
    };

  const email = profile.email?.trim().toLowerCase();
  if (!email) return { ok: false, error: 'EMAIL_MISSING' };
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing && !profile.emailVerified) return { ok: false, error: 'EMAIL_UNVERIFIED' };
  const user = existing
    ? existing.emailVerified
      ? existing
      : await takeBack(db, existing, now)
    : (
        await db
          .insert(users)
          .values({
            email,
            name: profile.name?.trim() || '',
            img: profile.image ?? null,
            emailVerified: profile.emailVerified,
          })
          .returning()
      )[0];
  await db
    .insert(userIdentities)
    .values({ provider: profile.provider, providerAccountId: profile.providerAccountId, userId: user.id })
    .onConflictDoNothing();
  return {
    ok: true,
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    sessionVersion: user.sessionVersion,
  };
}
