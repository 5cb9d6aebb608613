/**
 * Abuse limits kept in the database (table rate_limits), so they hold across app instances: a fixed window per
 * key, counted with one atomic `INSERT … ON CONFLICT … DO UPDATE … RETURNING` (no read-then-write race). A hit in
 * a new window restarts the count at 1.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { rowsOf } from '../db/migrate';

export type LimitedAction =
  'sign-in' | 'sign-up' | 'verify-code' | 'send-code' | 'reset-request' | 'reset-confirm' | 'client-log';

export interface LimitRule {
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** An action's two limits: per account (the e-mail it names) and per client address, each key counted on its own. */
export interface ActionLimits {
  perAccount: LimitRule | null;
  perAddress: LimitRule;
}

const MINUTE = 60;

/**
 * The numbers, for an airport: hundreds of travellers may share one Wi-Fi address (one NAT), so the per-address
 * limits are generous and only stop a flood from one place; the per-account limits are what protect an account
 * (its password, its codes, its mailbox) wherever the tries come from. docs/decisions.md "Decisions" has the why.
 * A successful sign-in gives its own hit back (refundHit): travellers signing in do not use up their shared
 * address's allowance, while failures stay counted for the whole window.
 */
export const LIMITS: Record<LimitedAction, ActionLimits> = {
  'sign-in': {
    perAccount: { max: 10, windowSeconds: 15 * MINUTE },
    perAddress: { max: 60, windowSeconds: 10 * MINUTE },
  },
  'sign-up': {
    perAccount: { max: 5, windowSeconds: 10 * MINUTE },
    perAddress: { max: 30, windowSeconds: 10 * MINUTE },
  },
  'verify-code': {
    perAccount: { max: 10, windowSeconds: 10 * MINUTE },
    perAddress: { max: 60, windowSeconds: 10 * MINUTE },
  },
  'send-code': {
    perAccount: { max: 5, windowSeconds: 10 * MINUTE },
    perAddress: { max: 30, windowSeconds: 10 * MINUTE },
  },
  'reset-request': {
    perAccount: { max: 5, windowSeconds: 10 * MINUTE },
    perAddress: { max: 30, windowSeconds: 10 * MINUTE },
  },
  'reset-confirm': {
    perAccount: { max: 10, windowSeconds: 10 * MINUTE },
    perAddress: { max: 60, windowSeconds: 10 * MINUTE },
  },
  // next-auth's client error log (/api/auth/_log): a browser reports a handful of errors, not dozens a minute.
  'client-log': { perAccount: null, perAddress: { max: 30, windowSeconds: MINUTE } },
};

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's network:
 * anyone given a /64 could otherwise take a fresh address for every try).
 */
export function addressBucket(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface Subjects {
  email?: string | null;
  ip?: string | null;
}

/** The keys an action counts for its subjects, each with its rule. */
function keysOf(action: LimitedAction, subjects: Subjects): { key: string; rule: LimitRule }[] {
  const { perAccount, perAddress } = LIMITS[action];
  const keys: { key: string; rule: LimitRule }[] = [];
  if (perAccount && subjects.email)
    keys.push({ key: `${action}:email:${subjects.email.trim().toLowerCase()}`, rule: perAccount });
  if (subjects.ip) keys.push({ key: `${action}:ip:${addressBucket(subjects.ip)}`, rule: perAddress });
  return keys;
}

const windowStartOf = (rule: LimitRule, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

const PRUNE_PROBABILITY = 0.01;

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one hit on `key` at `now` and says whether it is within the rule. */
export async function hit(db: DbOrTx, key: string, rule: LimitRule, now: Date): Promise<LimitOutcome> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = windowStartOf(rule, now);
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
export async function hitAll(db: DbOrTx, action: LimitedAction, subjects: Subjects, now: Date): Promise<LimitOutcome> {
  let worst: LimitOutcome = { ok: true };
  for (const { key, rule } of keysOf(action, subjects)) {
    const outcome = await hit(db, key, rule, now);
    if (!outcome.ok && (worst.ok || outcome.retryAfterSeconds > worst.retryAfterSeconds)) worst = outcome;
  }
  // Housekeeping now and then (about one call in a hundred), so rows of past windows do not pile up.
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, now);
  return worst;
}

/**
 * Gives back the hit a try counted at `now` once it turned out to be no abuse (a successful sign-in): only that
 * one hit, and only in the window it was counted in. Earlier failures stay counted — a success never clears
 * them, or anyone with one account of their own could reset their address's count between guesses at others.
 */
export async function refundHit(db: DbOrTx, action: LimitedAction, subjects: Subjects, now: Date): Promise<void> {
  for (const { key, rule } of keysOf(action, subjects)) {
    await db.execute(sql`
      update rate_limits set hits = hits - 1
      where key = ${key} and window_start = ${windowStartOf(rule, now).toISOString()}::timestamptz and hits > 0`);
  }
}

/** Forgets windows that ended (housekeeping; the counts are correct without it). */
export async function pruneRateLimits(db: DbOrTx, now: Date): Promise<void> {
  const rules = Object.values(LIMITS).flatMap(({ perAccount, perAddress }) =>
    perAccount ? [perAccount, perAddress] : [perAddress],
  );
  const longest = Math.max(...rules.map((rule) => rule.windowSeconds));
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - longest * 1000).toISOString()}::timestamptz`,
  );
}
