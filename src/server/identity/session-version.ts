/**
 * Sessions that end for real (docs/decisions.md "Sessions end everywhere"). Our sessions are signed tokens (the
 * next-auth JWT cookie and the 15-minute ID token GraphQL reads), so nothing on the server can delete one. Each
 * user has a session version instead: every token carries the version it was issued at, every request compares it
 * with the user's current one, and ending the sessions raises the version — every copy of every token issued before
 * stops working at once, on every instance (the version lives in the database).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { users } from '../db/schema';

/** Thrown by next-auth's JWT callback for a session that has ended: next-auth then clears the cookie and answers no session. */
export class SessionEndedError extends Error {
  constructor() {
    super('SESSION_ENDED');
    this.name = 'SessionEndedError';
  }
}

/** A token's version claim; tokens issued before versions existed carry none and count as version 0. */
export function versionClaim(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * The SET clause that ends a user's sessions, for an UPDATE that changes something else at the same time (a new
 * password and the end of the sessions it protected are one statement, so no request sees one without the other).
 */
export function endSessionsChanges(now: Date) {
  return { sessionVersion: sql`${users.sessionVersion} + 1`, sessionsEndedAt: now };
}

/**
 * Ends every session of the user; returns the new version (null when there is no such user). With `ifVersion`, only
 * when the caller's own session is still the current one: a stale copy of a cookie that signs out must not sign the
 * owner out of the session they have now.
 */
export async function endSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  options: { ifVersion?: number } = {},
): Promise<number | null> {
  const where =
    options.ifVersion === undefined
      ? eq(users.id, userId)
      : and(eq(users.id, userId), eq(users.sessionVersion, options.ifVersion));
  const [row] = await db
    .update(users)
    .set(endSessionsChanges(now))
    .where(where)
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}

/** True when a token of `userId` issued at `version` is still current (the user exists and ended no session since). */
export function isCurrentVersion(row: { sessionVersion: number } | undefined | null, version: unknown): boolean {
  return row != null && row.sessionVersion === versionClaim(version);
}

/** The user's current session version; null when the user does not exist (deleted). */
export async function sessionVersionOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
  return row?.sessionVersion ?? null;
}

/**
 * A Firebase ID token (it cannot carry our version) is current when its sign-in (`auth_time`, seconds) is not
 * before the moment the user's sessions last ended. Same-second sign-ins count as after: refusing them would lock
 * out a user who signs in again at once, and a token stolen in that same second is the narrower risk.
 */
export function firebaseSignInIsCurrent(authTimeSeconds: number | undefined, sessionsEndedAt: Date | null): boolean {
  if (!sessionsEndedAt) return true;
  if (typeof authTimeSeconds !== 'number') return false;
  return authTimeSeconds >= Math.floor(sessionsEndedAt.getTime() / 1000);
}
