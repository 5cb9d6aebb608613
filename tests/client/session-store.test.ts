// @vitest-environment jsdom
/**
 * The tab's session store against a stubbed fetch (the server is not started here) and jsdom's window, document
 * and navigator, with fake timers for the polling interval and the error log's once-a-minute throttle.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authSnapshot,
  dispatchAuth,
  loadBackendUser,
  pollIntervalMs,
  refreshSession,
  resetSessionStoreForTests,
  sessionSnapshot,
  subscribeSession,
} from '@/src/client/session/session-store';
import { resetSessionErrorLogForTests } from '@/src/client/session/session-error-log';

const SESSION = {
  user: { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true },
  idToken: 'id-token-1',
  expires: '2099-01-01',
};
const BACKEND = { _id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
let sessionHandler: Handler;
let backendHandler: Handler;
let beacon: ReturnType<typeof vi.fn>;
let online = true;
let unsubscribe: (() => void) | null = null;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

// The browser's Apollo client and Apollo itself load on first use (import()): loaded once here, so a backend-user
// read started by one test finishes in that test instead of reaching the next test's fetch after a slow first import.
beforeAll(async () => {
  await Promise.all([import('@/src/client/browser-apollo'), import('@apollo/client')]);
});

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionStoreForTests();
  resetSessionErrorLogForTests();
  online = true;
  sessionHandler = () => json(SESSION);
  backendHandler = () => json({ data: { user: BACKEND } });
  fetchMock = vi.fn((url: string, init?: RequestInit) =>
    url === '/api/graphql' ? backendHandler(url, init) : sessionHandler(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = null;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('reading the session', () => {
  it('goes from loading to authenticated through AUTH_STATE_CHANGED; the ID token stays out of the state', async () => {
    expect(sessionSnapshot()).toEqual({ status: 'loading', user: null });
    await refreshSession();
    expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: SESSION.user });
    expect(JSON.stringify(authSnapshot())).not.toContain('id-token-1');
    expect(authSnapshot()).toMatchObject({ initialised: true, authenticated: true });
  });

  it('the session answer\'s persistence ("keep me signed in") goes into the state through SET_PERSISTENCE', async () => {
    sessionHandler = () => json({ ...SESSION, persistence: 'session' });
    await refreshSession();
    expect(authSnapshot().persistence).toBe('session');
  });

  it('an empty session answer is unauthenticated', async () => {
    sessionHandler = () => json({});
    await refreshSession();
    expect(sessionSnapshot().status).toBe('unauthenticated');
  });

  it('refetches on window focus and on visibility', async () => {
    unsubscribe = subscribeSession(() => {});
    await flush();
    expect(calls('/api/auth/session')).toHaveLength(1);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(calls('/api/auth/session')).toHaveLength(2);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(calls('/api/auth/session')).toHaveLength(3);
  });
});

describe('polling (NEXT_PUBLIC_SESSION_POLL_SECONDS)', () => {
  it('reads the setting: absent, 0 or garbage is off', () => {
    expect(pollIntervalMs(undefined)).toBe(0);
    expect(pollIntervalMs('0')).toBe(0);
    expect(pollIntervalMs('abc')).toBe(0);
    expect(pollIntervalMs('30')).toBe(30_000);
  });

  it('off by default: no read but the first one as time passes', async () => {
    vi.stubEnv('NEXT_PUBLIC_SESSION_POLL_SECONDS', '');
    unsubscribe = subscribeSession(() => {});
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls('/api/auth/session')).toHaveLength(1);
  });

  it('every interval while online; offline ticks are skipped and one read happens on the online event', async () => {
    vi.stubEnv('NEXT_PUBLIC_SESSION_POLL_SECONDS', '30');
    unsubscribe = subscribeSession(() => {});
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls('/api/auth/session')).toHaveLength(3);
    online = false;
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls('/api/auth/session')).toHaveLength(3);
    online = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(calls('/api/auth/session')).toHaveLength(4);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(calls('/api/auth/session')).toHaveLength(4);
  });

  it('stops polling when the last subscriber leaves', async () => {
    vi.stubEnv('NEXT_PUBLIC_SESSION_POLL_SECONDS', '10');
    const stop = subscribeSession(() => {});
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls('/api/auth/session')).toHaveLength(1);
  });
});

describe('CLIENT_SESSION_ERROR', () => {
  it("a 500 or non-JSON answer is logged through /api/auth/_log with next-auth's body, at most once a minute", async () => {
    sessionHandler = () => new Response('<html>oops</html>', { status: 500 });
    await refreshSession();
    expect(sessionSnapshot().status).toBe('unauthenticated');
    // Sent a second later (a read cut short by leaving the page is never reported).
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, URLSearchParams];
    expect(url).toBe('/api/auth/_log');
    expect(Object.fromEntries(body)).toEqual({
      level: 'error',
      code: 'CLIENT_SESSION_ERROR',
      message: 'HTTP 500',
      client: 'true',
    });

    sessionHandler = () => new Response('not json', { status: 200 });
    await vi.advanceTimersByTimeAsync(30_000);
    await refreshSession();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beacon).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await refreshSession();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('a network error keeps what was known and is logged (through fetch when there is no sendBeacon)', async () => {
    await refreshSession();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    sessionHandler = () => Promise.reject(new TypeError('Failed to fetch'));
    await refreshSession();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sessionSnapshot().status).toBe('authenticated');
    const logged = calls('/api/auth/_log');
    expect(logged).toHaveLength(1);
    expect(String((logged[0][1] as RequestInit).body)).toContain('code=CLIENT_SESSION_ERROR');
  });
});

describe('the backend user', () => {
  it("is fetched once by e-mail with the session read's Bearer ID token, through the browser's Apollo client", async () => {
    await refreshSession();
    await loadBackendUser();
    expect(authSnapshot().backendUser).toEqual(BACKEND);
    const graphql = calls('/api/graphql');
    expect(graphql).toHaveLength(1);
    const init = graphql[0][1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token-1');
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: 'SessionBackendUser',
      variables: { email: 'ana@example.com' },
    });
    // The token came with the session read: /api/auth/session was not asked again for it.
    expect(calls('/api/auth/session')).toHaveLength(1);
    await refreshSession();
    await loadBackendUser();
    expect(calls('/api/graphql')).toHaveLength(1);
  });

  it('not fetched while signed out; a failed fetch leaves it unknown and is tried on the next read', async () => {
    sessionHandler = () => json({});
    await refreshSession();
    expect(await loadBackendUser()).toBeNull();
    expect(calls('/api/graphql')).toHaveLength(0);
    sessionHandler = () => json(SESSION);
    backendHandler = () => json({ errors: [{ message: 'x' }] }, 500);
    await refreshSession();
    expect(await loadBackendUser()).toBeNull();
    backendHandler = () => json({ data: { user: BACKEND } });
    await refreshSession();
    expect(await loadBackendUser()).toEqual(BACKEND);
  });
});

describe('password sign-in', () => {
  it('sends the persistence choice with the form and records it', async () => {
    const { credentialsSignIn } = await import('@/src/client/session/auth-requests');
    fetchMock.mockImplementation((url: string) => {
      if (url === '/api/auth/csrf') return json({ csrfToken: 'c' });
      if (url === '/api/auth/callback/credentials') return json({ url: 'http://localhost/' });
      return json({ ...SESSION, persistence: 'session' });
    });
    expect(await credentialsSignIn('ana@example.com', 'senha-forte-1', 'session')).toEqual({ ok: true });
    const [, init] = calls('/api/auth/callback/credentials')[0] as [string, RequestInit];
    expect(new URLSearchParams(String(init.body)).get('persistence')).toBe('session');
    expect(authSnapshot()).toMatchObject({ persistence: 'session', authenticated: true });
  });
});

describe('UPDATE_USER_PROFILE', () => {
  it('changes the user the hook sees at once, without a session read', async () => {
    await refreshSession();
    const heard = vi.fn();
    unsubscribe = subscribeSession(heard);
    await flush();
    const before = calls('/api/auth/session').length;
    dispatchAuth({ type: 'UPDATE_USER_PROFILE', profile: { name: 'Ana Maria' } });
    expect(sessionSnapshot()).toMatchObject({ status: 'authenticated', user: { name: 'Ana Maria' } });
    expect(heard).toHaveBeenCalled();
    expect(calls('/api/auth/session')).toHaveLength(before);
  });
});
