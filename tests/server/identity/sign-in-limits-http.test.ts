/**
 * Issue 15 point 19, at the HTTP level: real password sign-ins posted to /api/auth/callback/credentials (next-auth
 * behind Next's own API resolver, tests/support/api-route-server.ts), with the client addresses a proxy in front
 * would write. The sign-in limits of src/server/identity/rate-limit.ts, the client address of
 * src/server/security/trusted-proxy.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import authRoute from '@/pages/api/auth/[...nextauth]';
import { users } from '@/src/server/db/schema';
import { hashPassword } from '@/src/server/identity/password';
import { LIMITS } from '@/src/server/identity/rate-limit';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';

const SHOPPER_PASSWORD = 'Viagem-Tranquila-2026';

let t: TestDatabase;
let server: RouteServer;
beforeAll(async () => {
  t = await openSeededDatabase();
  server = await serveApiRoute(authRoute, (pathname) => ({
    nextauth: pathname.replace(/^\/api\/auth\//, '').split('/'),
  }));
});
afterAll(async () => {
  await server.close();
  await closeSeededDatabase(t);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** Each test its own fixed clock, at the start of a 15-minute window, so no window ends half-way. */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** One password sign-in as the storefront's form posts it: CSRF token first, then the form, from `forwardedFor`. */
async function signIn(email: string, password: string, forwardedFor: string) {
  const headers = { host: AERO, 'x-forwarded-for': forwardedFor };
  const csrf = await server.send('/api/auth/csrf', { headers });
  const cookie = ([] as string[])
    .concat(csrf.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, callbackUrl: '/', json: 'true' }).toString();
  const answer = await server.send('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const signedIn = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .some((line) => /session-token=[^;]+/.test(line));
  return { status: answer.status, signedIn, retryAfter: answer.headers['retry-after'] };
}

/** A wrong password on an address that has no account (each try its own e-mail: the per-account limit stays out of it). */
let stranger = 0;
const failure = (forwardedFor: string) => signIn(`ninguem${++stranger}@exemplo.test`, 'errada-123', forwardedFor);

describe('sign-in limits over HTTP', () => {
  it('the numbers suit an airport: generous per address, strict per account, successes refunded', () => {
    expect(LIMITS['sign-in']).toEqual({
      perAccount: { max: 10, windowSeconds: 15 * 60 },
      perAddress: { max: 60, windowSeconds: 10 * 60 },
    });
  });

  it('behind one trusted proxy the client is the right-most X-Forwarded-For entry: writing a left-most one escapes nothing', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    clockAt('2031-03-03T10:00:00Z');
    const max = LIMITS['sign-in'].perAddress.max;
    // An attacker at 198.51.100.66 writes a new address of its own on the left of every try; the proxy appends the real one.
    for (let i = 0; i < max; i++) expect((await failure(`10.${i >> 8}.${i & 255}.1, 198.51.100.66`)).status).toBe(401);
    const over = await failure('10.99.99.99, 198.51.100.66');
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    // Another traveller, whose own left-most entry happens to be the attacker's address, is not held back.
    expect((await failure('198.51.100.66, 198.51.100.67')).status).toBe(401);
  });

  it('with TRUST_PROXY=2 the second entry from the right is the client; the right-most is our own first hop', async () => {
    vi.stubEnv('TRUST_PROXY', '2');
    clockAt('2031-03-03T11:00:00Z');
    const max = LIMITS['sign-in'].perAddress.max;
    for (let i = 0; i < max; i++) expect((await failure(`10.1.${i}.2, 198.51.100.70, 10.0.0.${i}`)).status).toBe(401);
    expect((await failure('10.1.200.2, 198.51.100.70, 10.0.0.250')).status).toBe(429);
  });

  it('with no trusted proxy (TRUST_PROXY=0) X-Forwarded-For is ignored: the socket address is counted', async () => {
    vi.stubEnv('TRUST_PROXY', '0');
    clockAt('2031-03-03T12:00:00Z');
    const max = LIMITS['sign-in'].perAddress.max;
    for (let i = 0; i < max; i++) expect((await failure(`198.51.100.${i}`)).status).toBe(401);
    expect((await failure('198.51.100.200')).status).toBe(429);
  });

  it("a successful sign-in does not clear the address's count of failures", async () => {
    vi.stubEnv('TRUST_PROXY', 'true'); // `true` is one hop, as before
    clockAt('2031-03-03T13:00:00Z');
    const address = '198.51.100.80';
    const max = LIMITS['sign-in'].perAddress.max;
    for (let i = 0; i < max - 1; i++) expect((await failure(address)).status).toBe(401);
    // An account of one's own signs in fine (its own try is given back, the failures are not forgiven) …
    expect(await signIn(SHOPPER_EMAIL, SHOPPER_PASSWORD, address)).toMatchObject({ status: 200, signedIn: true });
    expect((await failure(address)).status).toBe(401);
    // … so the next guess at someone else's password is refused, as it would have been without the success.
    expect((await failure(address)).status).toBe(429);
  });

  it('an airport Wi-Fi: 60 travellers sign in from one address, 20 of them mistype first, and nobody is stopped', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const travellers = Array.from({ length: 60 }, (_, i) => `viajante${i}@wifi.exemplo.test`);
    const passwordHash = await hashPassword('Embarque-Portao-12');
    await t.db
      .insert(users)
      .values(travellers.map((email) => ({ email, name: 'Viajante', passwordHash, emailVerified: true })));
    clockAt('2031-03-03T14:00:00Z');
    const wifi = '198.51.100.90';
    // A flight's worth of mistakes in a row (a boarding call, everyone at once), then everyone gets in.
    for (const email of travellers.filter((_, i) => i % 3 === 0))
      expect((await signIn(email, 'embarque-portao-12', wifi)).status).toBe(401);
    for (const email of travellers)
      expect(await signIn(email, 'Embarque-Portao-12', wifi)).toMatchObject({ status: 200, signedIn: true });
  });

  it("one account's 11th failure in the window is refused from any address, with Retry-After to the window's end", async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    clockAt('2031-03-03T15:00:00Z');
    const max = LIMITS['sign-in'].perAccount!.max;
    for (let i = 0; i < max; i++)
      expect((await signIn('alvo@exemplo.test', `chute-${i}`, `198.51.101.${i}`)).status).toBe(401);
    const refused = await signIn('alvo@exemplo.test', 'chute-final', '198.51.101.200');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(15 * 60));
  });
});
