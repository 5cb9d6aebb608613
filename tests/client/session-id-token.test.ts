/**
 * The ID token the browser's API requests carry: read from /api/auth/session (stubbed here: the browser's own
 * fetch), kept in memory a minute, one read at a time, and nothing for a guest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionIdToken, sessionIdToken } from '@/src/client/session/id-token';

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

describe('sessionIdToken', () => {
  beforeEach(() => forgetSessionIdToken());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the session once for concurrent callers and keeps the token for a minute', async () => {
    const fetch = vi.fn(() => answer({ user: { email: 'a@b.c' }, idToken: 'tok-1' }));
    vi.stubGlobal('fetch', fetch);
    let now = 1_000_000;
    const clock = () => now;
    expect(await Promise.all([sessionIdToken(clock), sessionIdToken(clock)])).toEqual(['tok-1', 'tok-1']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ cache: 'no-store' }));
    now += 59_000;
    expect(await sessionIdToken(clock)).toBe('tok-1');
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2_000;
    fetch.mockImplementation(() => answer({ user: { email: 'a@b.c' }, idToken: 'tok-2' }));
    expect(await sessionIdToken(clock)).toBe('tok-2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives nothing for a guest, a failed answer or a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({})),
    );
    expect(await sessionIdToken()).toBe('');
    forgetSessionIdToken();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({ idToken: 'x' }, false)),
    );
    expect(await sessionIdToken()).toBe('');
    forgetSessionIdToken();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(await sessionIdToken()).toBe('');
  });

  it('reads again after sign-in (forgetSessionIdToken)', async () => {
    const fetch = vi.fn(() => answer({}));
    vi.stubGlobal('fetch', fetch);
    expect(await sessionIdToken()).toBe('');
    fetch.mockImplementation(() => answer({ user: { email: 'a@b.c' }, idToken: 'signed-in' }));
    forgetSessionIdToken();
    expect(await sessionIdToken()).toBe('signed-in');
  });
});
