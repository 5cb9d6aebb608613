/** The database-kept abuse limits of src/server/identity/rate-limit.ts, on the test database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { hit, hitAll, LIMITS, pruneRateLimits, refundHit } from '@/src/server/identity/rate-limit';
import { rateLimits } from '@/src/server/db/schema';
import { like } from 'drizzle-orm';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t.close());

const at = (iso: string) => new Date(iso);

describe('rate limits in the database', () => {
  it('allows max hits per window, refuses the next with the seconds left, and starts again in the next window', async () => {
    const rule = { max: 5, windowSeconds: 60 };
    for (let i = 0; i < 5; i++)
      expect(await hit(t.db, 'test:a', rule, at('2026-01-05T12:00:10Z'))).toEqual({ ok: true });
    expect(await hit(t.db, 'test:a', rule, at('2026-01-05T12:00:15Z'))).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(await hit(t.db, 'test:a', rule, at('2026-01-05T12:01:00Z'))).toEqual({ ok: true });
  });

  it('counts each key on its own', async () => {
    const rule = { max: 1, windowSeconds: 60 };
    expect((await hit(t.db, 'test:b', rule, at('2026-01-05T12:00:00Z'))).ok).toBe(true);
    expect((await hit(t.db, 'test:c', rule, at('2026-01-05T12:00:00Z'))).ok).toBe(true);
    expect((await hit(t.db, 'test:b', rule, at('2026-01-05T12:00:01Z'))).ok).toBe(false);
  });

  it('concurrent hits are all counted (one atomic statement)', async () => {
    const rule = { max: 100, windowSeconds: 60 };
    await Promise.all(Array.from({ length: 20 }, () => hit(t.db, 'test:d', rule, at('2026-01-05T12:00:00Z'))));
    const outcomes = await Promise.all(
      Array.from({ length: 81 }, () => hit(t.db, 'test:d', rule, at('2026-01-05T12:00:01Z'))),
    );
    expect(outcomes.filter((o) => !o.ok)).toHaveLength(1);
  });

  it('sign-in: the 11th try in the window is refused per e-mail (whatever the address), the 61st per address (whatever the e-mail)', async () => {
    expect(LIMITS['sign-in']).toEqual({
      perAccount: { max: 10, windowSeconds: 900 },
      perAddress: { max: 60, windowSeconds: 600 },
    });
    const now = at('2026-01-05T13:00:00Z');
    for (let i = 0; i < 10; i++)
      expect((await hitAll(t.db, 'sign-in', { email: 'Ana@x.com', ip: `10.0.0.${i}` }, now)).ok).toBe(true);
    expect(await hitAll(t.db, 'sign-in', { email: 'ana@x.com', ip: '10.0.0.99' }, now)).toEqual({
      ok: false,
      retryAfterSeconds: 900,
    });
    for (let i = 0; i < 60; i++)
      expect((await hitAll(t.db, 'sign-in', { email: `u${i}@x.com`, ip: '10.9.9.9' }, now)).ok).toBe(true);
    expect(await hitAll(t.db, 'sign-in', { email: 'other@x.com', ip: '10.9.9.9' }, now)).toEqual({
      ok: false,
      retryAfterSeconds: 600,
    });
  });

  it('a refund gives back one hit of the current window only, never the earlier ones nor a later window', async () => {
    const now = at('2026-01-05T14:00:00Z');
    for (let i = 0; i < 60; i++) await hitAll(t.db, 'sign-in', { ip: '10.8.8.8' }, now);
    await refundHit(t.db, 'sign-in', { ip: '10.8.8.8' }, now);
    expect((await hitAll(t.db, 'sign-in', { ip: '10.8.8.8' }, now)).ok).toBe(true);
    expect((await hitAll(t.db, 'sign-in', { ip: '10.8.8.8' }, now)).ok).toBe(false);
    // A refund in a window the key has no hits in changes nothing.
    await refundHit(t.db, 'sign-in', { ip: '10.7.7.7' }, now);
    const [row] = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'sign-in:ip:10.7.7.7'));
    expect(row).toBeUndefined();
  });

  it('pruning forgets only windows older than the longest rule', async () => {
    const rule = { max: 1, windowSeconds: 60 };
    await hit(t.db, 'prune:old', rule, at('2026-02-01T00:00:00Z'));
    await hit(t.db, 'prune:new', rule, at('2026-02-01T00:30:00Z'));
    await pruneRateLimits(t.db, at('2026-02-01T00:35:00Z'));
    const keys = (await t.db.select().from(rateLimits).where(like(rateLimits.key, 'prune:%'))).map((r) => r.key);
    expect(keys).toEqual(['prune:new']);
  });
});
