/**
 * Sign-in through a generic OpenID Connect issuer (OIDC_* settings): a real authorization-code flow with PKCE
 * against a local issuer (npm oauth2-mock-server), through our /api/auth handler — discovery, the redirect to the
 * issuer, the callback's code exchange and ID token check — ending in a session of a local user.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, type AuthAnswer } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { userIdentities, users } from '@/src/server/db/schema';
import { oidcProvider } from '@/src/server/identity/auth-providers';
import { closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
let issuer: OAuth2Server;
let claims: Record<string, unknown> = {};
const saved = { ...process.env };

beforeAll(async () => {
  t = await openSeededDatabase();
  clearDirectoryCache();
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  process.env.OIDC_ISSUER = issuer.issuer.url!;
  process.env.OIDC_CLIENT_ID = 'storefront';
  process.env.OIDC_CLIENT_SECRET = 'storefront-secret';
  process.env.OIDC_NAME = 'Local issuer';
});
afterAll(async () => {
  await issuer?.stop();
  for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await closeSeededDatabase(t);
});

/** Calls /api/auth/{action} on mercado's domain from one address; `jar` keeps cookies like a browser. */
function auth(
  action: string,
  jar: Map<string, string>,
  options: { method?: string; body?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<AuthAnswer> {
  return callAuth(action, jar, { ...options, host: MERCADO_DOMAIN, ip: '203.0.113.99' });
}

/** The browser's round trip: our sign-in → the issuer's authorize endpoint → back to our callback. */
async function signInThroughIssuer(jar: Map<string, string>) {
  const csrfToken = ((await auth('csrf', jar)).body as { csrfToken: string }).csrfToken;
  const start = await auth('signin/oidc', jar, {
    method: 'POST',
    body: { csrfToken, callbackUrl: `http://${MERCADO_DOMAIN}/pedidos`, json: 'true' },
  });
  const authorizeUrl = new URL((start.body as { url: string }).url);
  const atIssuer = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(atIssuer.headers.get('location')!);
  const callback = await auth('callback/oidc', jar, { query: Object.fromEntries(back.searchParams) });
  return { authorizeUrl, back, callback };
}

describe('generic OpenID Connect provider', () => {
  it('is configured from the settings and the issuer publishes the discovery document it points at', async () => {
    const config = oidcProvider(process.env)!;
    expect(config).toMatchObject({
      id: 'oidc',
      name: 'Local issuer',
      type: 'oauth',
      idToken: true,
      checks: ['pkce', 'state'],
    });
    const discovery = (await (await fetch(config.wellKnown!)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer.issuer.url);
    expect(discovery.authorization_endpoint).toEqual(expect.any(String));
    expect(oidcProvider({} as NodeJS.ProcessEnv)).toBeNull();
    expect(((await auth('providers', new Map())).body as Record<string, unknown>).oidc).toMatchObject({
      name: 'Local issuer',
    });
  });

  it('a full code flow with PKCE signs in a new, verified local user on the request host', async () => {
    claims = { sub: 'issuer-user-1', email: 'Oidc.User@Exemplo.test', email_verified: true, name: 'Usuária OIDC' };
    const jar = new Map<string, string>();
    const { authorizeUrl, back, callback } = await signInThroughIssuer(jar);
    expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url!).origin);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://${MERCADO_DOMAIN}/api/auth/callback/oidc`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(`http://${MERCADO_DOMAIN}/pedidos`);
    const session = (await auth('session', jar)).body as {
      user: { id: string; email: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({ email: 'oidc.user@exemplo.test', emailVerified: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ name: 'Usuária OIDC', passwordHash: null });
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, row.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'oidc', providerAccountId: 'issuer-user-1' })]);
  });

  it('an unverified issuer e-mail is not linked to an existing account (no take-over)', async () => {
    claims = { sub: 'issuer-attacker', email: 'viajante@exemplo.test', email_verified: false, name: 'Intruso' };
    const jar = new Map<string, string>();
    const { callback } = await signInThroughIssuer(jar);
    expect(String(callback.headers.location)).toContain('error=AccessDenied');
    expect(((await auth('session', jar)).body as { user?: unknown }).user).toBeUndefined();
  });
});
