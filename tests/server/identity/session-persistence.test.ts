/**
 * "Keep me signed in" through next-auth's real HTTP handler on a seeded database: the choice sent with the
 * password sign-in decides whether the session cookie has a lifetime (local) or lives only as long as the
 * browser (session, none) — on sign-in, on every later session read and when pages read the session on the server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAuth, emptyAnswer, fakeResponse, keepCookies, type AuthAnswer } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { serverSession } from '@/src/server/identity/server-session';
import { asBrowserSessionCookies, persistenceOf } from '@/src/server/identity/session-persistence';
import { AERO, closeSeededDatabase, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';

const SHOPPER_PASSWORD = 'Viagem-Tranquila-2026';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  clearDirectoryCache();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await closeSeededDatabase(t);
});

/** Calls /api/auth/{action} on the airport's host; `jar` keeps cookies like a browser. */
function auth(
  action: string,
  jar: Map<string, string>,
  options: { method?: string; body?: Record<string, string>; ip: string },
): Promise<AuthAnswer> {
  return callAuth(action, jar, { ...options, host: AERO });
}

/** Each sign-in two minutes after the last, so the per-e-mail sign-in limit (5 a minute) never answers here. */
let clock = Date.now();
async function signIn(ip: string, persistence?: string) {
  clock += 2 * 60_000;
  vi.setSystemTime(clock);
  const jar = new Map<string, string>();
  const { csrfToken } = (await auth('csrf', jar, { ip })).body as { csrfToken: string };
  const body: Record<string, string> = {
    csrfToken,
    email: SHOPPER_EMAIL,
    password: SHOPPER_PASSWORD,
    json: 'true',
    callbackUrl: '/',
  };
  if (persistence) body.persistence = persistence;
  const answer = await auth('callback/credentials', jar, { method: 'POST', body, ip });
  return { answer, jar, cookie: answer.cookies.find((c) => c.startsWith('next-auth.session-token=')) };
}

const LIFETIME = /;\s*(Expires|Max-Age)=/i;

describe('"keep me signed in" on the session cookie', () => {
  it('local: the cookie has a lifetime (about 30 days); httpOnly, SameSite=Lax', async () => {
    const { cookie } = await signIn('198.51.100.1', 'local');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(LIFETIME);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie!)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('no choice sent (social sign-in, older clients): local', async () => {
    expect((await signIn('198.51.100.2')).cookie).toMatch(LIFETIME);
  });

  it('session: a browser-session cookie (no Expires, no Max-Age); httpOnly, SameSite=Lax; later reads keep it so', async () => {
    const { cookie, jar } = await signIn('198.51.100.3', 'session');
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(LIFETIME);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const read = await auth('session', jar, { ip: '198.51.100.3' });
    expect((read.body as { user: { email: string } }).user.email).toBe(SHOPPER_EMAIL);
    const renewed = read.cookies.find((c) => c.startsWith('next-auth.session-token='));
    expect(renewed).toBeDefined();
    expect(renewed).not.toMatch(LIFETIME);
  });

  it('none: treated as session on the server', async () => {
    const { cookie } = await signIn('198.51.100.4', 'none');
    expect(cookie).not.toMatch(LIFETIME);
  });

  it('a page reading the session on the server re-issues the cookie without a lifetime too', async () => {
    const { jar } = await signIn('198.51.100.5', 'session');
    const answer = emptyAnswer();
    const session = await serverSession(
      { headers: { host: AERO }, cookies: Object.fromEntries(jar) } as never,
      fakeResponse(answer) as never,
    );
    expect(session?.user.email).toBe(SHOPPER_EMAIL);
    keepCookies(answer, new Map());
    const renewed = answer.cookies.find((c) => c.startsWith('next-auth.session-token='));
    expect(renewed).toBeDefined();
    expect(renewed).not.toMatch(LIFETIME);
  });

  it('sign-out still clears a browser-session cookie', async () => {
    const { jar } = await signIn('198.51.100.6', 'session');
    const { csrfToken } = (await auth('csrf', jar, { ip: '198.51.100.6' })).body as { csrfToken: string };
    const out = await auth('signout', jar, { method: 'POST', body: { csrfToken, json: 'true' }, ip: '198.51.100.6' });
    const cleared = out.cookies.find((c) => c.startsWith('next-auth.session-token='));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe('session-persistence helpers', () => {
  it('persistenceOf: anything but session or none is local', () => {
    expect(persistenceOf('session')).toBe('session');
    expect(persistenceOf('none')).toBe('none');
    expect(persistenceOf('forever')).toBe('local');
    expect(persistenceOf(undefined)).toBe('local');
  });
  it('asBrowserSessionCookies rewrites live session-token cookies (chunks and __Secure- included) only', () => {
    const lines = [
      'next-auth.session-token=abc; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT; HttpOnly; SameSite=Lax',
      '__Secure-next-auth.session-token.0=abc; Path=/; Max-Age=100; HttpOnly; Secure; SameSite=Lax',
      'next-auth.session-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'next-auth.csrf-token=x; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT; HttpOnly; SameSite=Lax',
    ];
    expect(asBrowserSessionCookies(lines)).toEqual([
      'next-auth.session-token=abc; Path=/; HttpOnly; SameSite=Lax',
      '__Secure-next-auth.session-token.0=abc; Path=/; HttpOnly; Secure; SameSite=Lax',
      lines[2],
      lines[3],
    ]);
  });
});

describe('the client log', () => {
  it('CLIENT_SESSION_ERROR as the browser sends it is printed, token-like fields redacted', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await auth('_log', new Map(), {
      method: 'POST',
      ip: '198.51.100.9',
      body: {
        level: 'error',
        code: 'CLIENT_SESSION_ERROR',
        message: 'HTTP 500',
        client: 'true',
        idToken: 'eyJ-secret',
      },
    });
    expect(answer.status).toBe(200);
    const printed = errors.mock.calls.flat().join(' ');
    errors.mockRestore();
    expect(printed).toContain('CLIENT_SESSION_ERROR');
    expect(printed).toContain('HTTP 500');
    expect(printed).not.toContain('eyJ-secret');
  });
});
