/**
 * next-auth behind /api/auth/* (src/server/identity/http/auth-handler.ts, auth-options.ts) through its HTTP
 * handler: host-aware URLs and cookies, password sign-in to a session carrying an ID token, the sign-in limit,
 * redirects kept on the request's own host, and the client log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAuth, type AuthAnswer } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { verifyIdToken } from '@/src/server/identity/id-token';
import { sameOriginRedirect } from '@/src/server/identity/auth-options';
import { serverSession } from '@/src/server/identity/server-session';
import { AERO, closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase, SHOPPER_EMAIL } from '../graphql-harness';

const SHOPPER_PASSWORD = 'Viagem-Tranquila-2026';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  clearDirectoryCache();
});
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Calls /api/auth/{action}; `jar` keeps cookies between calls like a browser on one host. */
function auth(
  action: string,
  options: {
    method?: string;
    host?: string;
    body?: Record<string, string>;
    jar?: Map<string, string>;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
): Promise<AuthAnswer> {
  return callAuth(action, options.jar ?? new Map<string, string>(), {
    ...options,
    host: options.host ?? MERCADO_DOMAIN,
  });
}

async function signIn(
  email: string,
  password: string,
  options: { host?: string; ip?: string; callbackUrl?: string } = {},
) {
  const jar = new Map<string, string>();
  const csrf = await auth('csrf', { jar, host: options.host });
  const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
  const answer = await auth('callback/credentials', {
    method: 'POST',
    host: options.host,
    ip: options.ip,
    jar,
    body: { csrfToken, email, password, json: 'true', callbackUrl: options.callbackUrl ?? '/' },
  });
  return { answer, jar };
}

describe('next-auth on a company host', () => {
  it('lists the password provider with URLs on the request host (no NEXTAUTH_URL)', async () => {
    const answer = await auth('providers');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      credentials: { id: 'credentials', callbackUrl: `http://${MERCADO_DOMAIN}/api/auth/callback/credentials` },
    });
    const other = await auth('providers', { host: AERO, headers: { 'x-forwarded-host': 'evil.example' } });
    expect(JSON.stringify(other.body)).toContain(`http://${AERO}/api/auth/`);
    expect(JSON.stringify(other.body)).not.toContain('evil.example');
  });

  it('404 on a host that serves no company', async () => {
    expect((await auth('providers', { host: 'ninguem.test' })).status).toBe(404);
  });

  it('cookies are host-only, httpOnly and SameSite=Lax; Secure (with the __Host- prefix) only behind HTTPS', async () => {
    const plain = (await auth('csrf')).cookies.find((c) => c.includes('csrf-token'))!;
    expect(plain).toMatch(/^next-auth\.csrf-token=/);
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/Secure/i);
    expect(plain).not.toMatch(/Domain=/i);
    // A client's own X-Forwarded-Proto is not believed; a trusted proxy's is (TRUST_PROXY hops, trusted-proxy.ts).
    const claimed = (await auth('csrf', { headers: { 'x-forwarded-proto': 'https' } })).cookies.find((c) =>
      c.includes('csrf-token'),
    )!;
    expect(claimed).not.toMatch(/Secure/i);
    vi.stubEnv('TRUST_PROXY', '1');
    const secure = (await auth('csrf', { headers: { 'x-forwarded-proto': 'https' } })).cookies.find((c) =>
      c.includes('csrf-token'),
    )!;
    vi.unstubAllEnvs();
    expect(secure).toMatch(/^__Host-next-auth\.csrf-token=/);
    expect(secure).toMatch(/Secure/i);
  });
});

describe('password sign-in', () => {
  it('the demo shopper gets a session with id, e-mail, verification and an ID token GraphQL accepts', async () => {
    const { answer, jar } = await signIn(SHOPPER_EMAIL, SHOPPER_PASSWORD, { host: AERO, ip: '203.0.113.10' });
    expect(answer.status).toBe(200);
    expect((answer.body as { url: string }).url).toBe(`http://${AERO}/`);
    const sessionCookie = answer.cookies.find((c) => c.startsWith('next-auth.session-token='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const session = (await auth('session', { host: AERO, jar })).body as {
      user: { id: string; email: string; emailVerified: boolean };
      idToken: string;
    };
    expect(session.user).toMatchObject({ email: SHOPPER_EMAIL, emailVerified: true });
    expect(await verifyIdToken(session.idToken)).toEqual({
      userId: session.user.id,
      email: SHOPPER_EMAIL,
      sessionVersion: 0,
    });
    expect(JSON.stringify(session)).not.toContain(SHOPPER_PASSWORD);
  });

  it('the session is readable on the server (getServerSideProps) with the same cookie, and not without it', async () => {
    const { jar } = await signIn(SHOPPER_EMAIL, SHOPPER_PASSWORD, { host: AERO, ip: '203.0.113.12' });
    const read = (cookies: Record<string, string>) => {
      const res = { getHeader: () => undefined, setHeader: () => res };
      return serverSession({ headers: { host: AERO }, cookies } as never, res as never);
    };
    expect(await read(Object.fromEntries(jar))).toMatchObject({
      user: { email: SHOPPER_EMAIL, emailVerified: true },
      idToken: expect.any(String),
    });
    expect(await read({})).toBeNull();
  });

  it('a wrong password is refused with the error in the url', async () => {
    const { answer } = await signIn(SHOPPER_EMAIL, 'errada-123', { host: AERO, ip: '203.0.113.11' });
    expect((answer.body as { url: string }).url).toContain('error=CredentialsSignin');
    expect(answer.cookies.some((c) => c.startsWith('next-auth.session-token='))).toBe(false);
  });

  it("the account's 11th wrong password in 15 minutes gets 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-05T10:00:00Z'));
    for (let i = 0; i < 10; i++) {
      const { answer } = await signIn('viajante@exemplo.test', `errada-${i}`, {
        host: AERO,
        ip: `203.0.113.${20 + i}`,
      });
      expect(answer.status).not.toBe(429);
    }
    const { answer } = await signIn(SHOPPER_EMAIL, 'errada-99', { host: AERO, ip: '203.0.113.30' });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('900');
    expect((answer.body as { url: string }).url).toBe(`http://${AERO}/login?error=RATE_LIMITED`);
  });

  it('a callbackUrl on another host is replaced by the request host', async () => {
    const { answer } = await signIn(SHOPPER_EMAIL, SHOPPER_PASSWORD, {
      host: MERCADO_DOMAIN,
      ip: '203.0.113.40',
      callbackUrl: 'http://aeroporto.localhost:3000/pedidos',
    });
    expect((answer.body as { url: string }).url).toBe(`http://${MERCADO_DOMAIN}`);
  });
});

describe('redirects and the client log', () => {
  it('sameOriginRedirect keeps paths and same-origin URLs, and nothing else', () => {
    const base = 'http://mercado.test';
    expect(sameOriginRedirect('/pedidos?x=1', base)).toBe('http://mercado.test/pedidos?x=1');
    expect(sameOriginRedirect('http://mercado.test/checkout', base)).toBe('http://mercado.test/checkout');
    expect(sameOriginRedirect('http://aeroporto.localhost:3000/', base)).toBe(base);
    expect(sameOriginRedirect('//evil.example/x', base)).toBe(base);
    expect(sameOriginRedirect('/\\evil.example', base)).toBe(base);
    expect(sameOriginRedirect('javascript:alert(1)', base)).toBe(base);
  });

  it('/api/auth/_log writes CLIENT_SESSION_ERROR to the server log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await auth('_log', {
      method: 'POST',
      body: { level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'boom' },
    });
    expect(answer.status).toBe(200);
    expect(errors.mock.calls.flat().join(' ')).toContain('CLIENT_SESSION_ERROR');
  });
});
