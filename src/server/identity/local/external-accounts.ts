/**
 * Accounts of external providers (Google, any OpenID Connect issuer) as local users: found by the provider's
 * account id (user_identities), else linked to the user with the same e-mail — only when the provider vouches for
 * the e-mail, so nobody takes over an account by claiming its address at an issuer — else created.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { userIdentities, users } from '../../db/schema';

export interface ExternalProfile {
  provider: string;
  providerAccountId: string;
  email: string | null | undefined;
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
}

export type ExternalOutcome = { ok: true; userId: string; email: string; emailVerified: boolean } | { ok: false; error: 'EMAIL_MISSING' | 'EMAIL_UNVERIFIED' };

export async function userForExternalAccount(db: DbOrTx, profile: ExternalProfile): Promise<ExternalOutcome> {
  const [linked] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.providerAccountId, profile.providerAccountId)));
  if (linked) return { ok: true, userId: linked.id, email: linked.email, emailVerified: linked.emailVerified };

  const email = profile.email?.trim().toLowerCase();
  if (!email) return { ok: false, error: 'EMAIL_MISSING' };
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing && !profile.emailVerified) return { ok: false, error: 'EMAIL_UNVERIFIED' };
  const user =
    existing ??
    (
      await db
        .insert(users)
        .values({ email, name: profile.name?.trim() || '', img: profile.image ?? null, emailVerified: profile.emailVerified })
        .returning()
    )[0];
  if (existing && !existing.emailVerified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
  await db.insert(userIdentities).values({ provider: profile.provider, providerAccountId: profile.providerAccountId, userId: user.id }).onConflictDoNothing();
  return { ok: true, userId: user.id, email: user.email, emailVerified: existing ? true : profile.emailVerified };
}
