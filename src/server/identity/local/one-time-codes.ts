/**
 * The 6-digit codes of the local provider (verification_codes): one open code per e-mail and purpose (sending a
 * new one closes the older), stored as an HMAC, valid 15 minutes, single use, and closed by the 5th wrong guess.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { verificationCodes, type VerificationPurpose } from '../../db/schema';
import { hashCode, MAX_CODE_ATTEMPTS, newCode, ONE_TIME_TTL_MS, sameDigest } from '../secrets';

/** Closes the e-mail's open codes of this purpose and stores a new one; returns the code to mail. */
export async function issueCode(
  db: DbOrTx,
  user: { id: string; email: string },
  purpose: VerificationPurpose,
  now: Date,
): Promise<string> {
  await closeCodes(db, user.email, purpose, now);
  const code = newCode();
  await db.insert(verificationCodes).values({
    userId: user.id,
    email: user.email,
    purpose,
    codeHash: hashCode(user.email, code),
    expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS),
    createdAt: now,
  });
  return code;
}

export async function closeCodes(db: DbOrTx, email: string, purpose: VerificationPurpose, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

/** The user id when `code` is the e-mail's open, unexpired code of this purpose (and consumes it); null otherwise. */
export async function consumeCode(
  db: DbOrTx,
  email: string,
  purpose: VerificationPurpose,
  code: string,
  now: Date,
): Promise<string | null> {
  const [open] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open || open.expiresAt.getTime() <= now.getTime() || open.attempts >= MAX_CODE_ATTEMPTS) return null;
  if (sameDigest(hashCode(email, code), open.codeHash)) {
    // Conditional on still being open, so two simultaneous right answers use it once.
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.consumedAt)))
      .returning({ userId: verificationCodes.userId });
    return used?.userId ?? null;
  }
  const attempts = open.attempts + 1;
  await db
    .update(verificationCodes)
    .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: now } : {}) })
    .where(eq(verificationCodes.id, open.id));
  return null;
}
