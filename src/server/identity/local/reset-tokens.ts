/** The password-reset links of the local provider (password_reset_tokens): 256 random bits, stored as SHA-256, 15 minutes, single use. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { passwordResetTokens } from '../../db/schema';
import { hashToken, newToken, ONE_TIME_TTL_MS, sameDigest } from '../secrets';

/** Closes the user's open links and stores a new one; returns the token to put in the link. */
export async function issueResetToken(db: DbOrTx, userId: string, now: Date): Promise<string> {
  await closeResetTokens(db, userId, now);
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS),
    createdAt: now,
  });
  return token;
}

export async function closeResetTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The user id when `token` is open and unexpired (and uses it); null otherwise. */
export async function consumeResetToken(db: DbOrTx, token: string, now: Date): Promise<string | null> {
  const digest = hashToken(token);
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, digest));
  if (!row || !sameDigest(digest, row.tokenHash) || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, digest), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId ?? null;
}

/** True when `token` names an open, unexpired link; nothing is changed (the reset screen asks before showing its form). */
export async function resetTokenIsOpen(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const digest = hashToken(token);
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, digest));
  return Boolean(row && sameDigest(digest, row.tokenHash) && !row.usedAt && row.expiresAt.getTime() > now.getTime());
}
