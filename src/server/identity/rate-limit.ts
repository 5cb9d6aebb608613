/**
 * Abuse limits kept in the database (table rate_limits), so they hold across app instances: a fixed window per
 * key, counted with one atomic `INSERT … ON CONFLICT … DO UPDATE … RETURNING` (no read-then-write race). A hit in
 * a new window restarts the count at 1.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { rowsOf } from '../db/migrate';

export type LimitedAction = 'sign-in' | 'sign-up' | 'verify-code' | 'send-code' | 'reset-request' | 'reset-confirm';

export interface LimitRule {
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** Per e-mail and per client address (each key counted on its own). Sign-in: the 6th try in a minute is refused. */
export const LIMITS: Record<LimitedAction, LimitRule> = {
  'sign-in': { max: 5, windowSeconds: 60 },
  'sign-up': { max: 5, windowSeconds: 10 * 60 },
  'verify-code': { max: 10, windowSeconds: 10 * 60 },
  'send-code': { max: 5, windowSeconds: 10 * 60 },
  'reset-request': { max: 5, windowSeconds: 10 * 60 },
  'reset-confirm': { max: 10, windowSeconds: 10 * 60 },
};

const PRUNE_PROBABILITY = 0.01;

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one hit on `key` at `now` and says whether it is within the rule. */
export async function hit(db: DbOrTx, key: string, rule: LimitRule, now: Date): Promise<LimitOutcome> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end,
      window_start = excluded.window_start
    returning hits`);
  const hits = Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
  if (hits <= rule.max) return { ok: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { ok: false, retryAfterSeconds };
}

/** One hit per subject (the e-mail and the client address) of an action; refused when any is over its limit. */
export async function hitAll(
  db: DbOrTx,
  action: LimitedAction,
  subjects: { email?: string | null; ip?: string | null },
  now: Date,
): Promise<LimitOutcome> {
  const rule = LIMITS[action];
  let worst: LimitOutcome = { ok: true };
  const keys = [
    subjects.email ? `${action}:email:${subjects.email.trim().toLowerCase()}` : null,
    subjects.ip ? `${action}:ip:${subjects.ip}` : null,
  ].filter((key): key is string => key !== null);
  for (const key of keys) {
    const outcome = await hit(db, key, rule, now);
    if (!outcome.ok && (worst.ok || outcome.retryAfterSeconds > worst.retryAfterSeconds)) worst = outcome;
  }
  // Housekeeping now and then (about one call in a hundred), so rows of past windows do not pile up.
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, now);
  return worst;
}

/**
 * A successful sign-in clears its subjects' sign-in counts, as a password form usually does: the limit is there to
 * slow down guessing, and someone who knows the password is not guessing (several people signing in behind one
 * address, or one person signing in on several devices, are not held back by earlier successes).
 */
export async function forgetHits(db: DbOrTx, action: LimitedAction, subjects: { email?: string | null; ip?: string | null }): Promise<void> {
  const keys = [
    subjects.email ? `${action}:email:${subjects.email.trim().toLowerCase()}` : null,
    subjects.ip ? `${action}:ip:${subjects.ip}` : null,
  ].filter((key): key is string => key !== null);
  for (const key of keys) await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Forgets windows that ended (housekeeping; the counts are correct without it). */
export async function pruneRateLimits(db: DbOrTx, now: Date): Promise<void> {
  const longest = Math.max(...Object.values(LIMITS).map((rule) => rule.windowSeconds));
  await db.execute(sql`delete from rate_limits where window_start < ${new Date(now.getTime() - longest * 1000).toISOString()}::timestamptz`);
}
