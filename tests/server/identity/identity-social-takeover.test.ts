/**
 * Social / OpenID sign-in and a password account whose e-mail was never verified (issue 15 point 17;
 * src/server/identity/local/external-accounts.ts). Someone types the owner's address at sign-up, sets a password
 * and keeps a session; later the owner signs in through an issuer that proves the address. The owner gets the
 * account; the squatter's password stops signing in, their copied session cookie and ID token stop working, and
 * the open codes of the account close. A real code flow against a local issuer (npm oauth2-mock-server, an outside
 * service stood in for), through our /api/auth handler.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, type AuthAnswer } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { userIdentities, users, verificationCodes } from '@/src/server/db/schema';
import { hashPassword } from '@/src/server/identity/password';
import { localIdentityProvider } from '@/src/server/identity/local/local-provider';
import { authOptionsFor } from '@/src/server/identity/auth-options';
import { outboxMailer } from '@/src/server/mail/mailer';
import { closeSeededDatabase, gql, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

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
});
afterAll(async () => {
  await issuer?.stop();
  for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await closeSeededDatabase(t);
});

let ip = 0;
const auth = (
  action: string,
  jar: Map<string, string>,
  options: { method?: string; body?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<AuthAnswer> =>
  callAuth(action, jar, { ...options, host: MERCADO_DOMAIN, ip: `203.0.113.${(++ip % 200) + 1}` });

async function passwordSignIn(email: string, password: string) {
  const jar = new Map<string, string>();
  const csrfToken = ((await auth('csrf', jar)).body as { csrfToken: string }).csrfToken;
  await auth('callback/credentials', jar, {
    method: 'POST',
    body: { csrfToken, email, password, json: 'true', callbackUrl: '/' },
  });
  return jar;
}

async function issuerSignIn(jar: Map<string, string>) {
  const csrfToken = ((await auth('csrf', jar)).body as { csrfToken: string }).csrfToken;
  const start = await auth('signin/oidc', jar, {
    method: 'POST',
    body: { csrfToken, callbackUrl: `http://${MERCADO_DOMAIN}/`, json: 'true' },
  });
  const atIssuer = await fetch(new URL((start.body as { url: string }).url), { redirect: 'manual' });
  const back = new URL(atIssuer.headers.get('location')!);
  return auth('callback/oidc', jar, { query: Object.fromEntries(back.searchParams) });
}

const session = async (jar: Map<string, string>) =>
  (await auth('session', jar)).body as {
    user?: { id: string; email: string; emailVerified: boolean };
    idToken?: string;
  };
const USER = /* GraphQL */ `
  query User($email: String!) {
    user(filter: { email: $email }) {
      email
    }
  }
`;

describe('a provider proves the address of an unverified password account', () => {
  it('the owner gets the account; the squatter loses the password, the session (even a copy) and the ID token', async () => {
    const email = 'dona.da.conta@exemplo.test';
    // The squatter signs up with the owner's address (never verified) and signs in.
    const idp = localIdentityProvider(t.db, outboxMailer(t.db));
    const signedUp = await idp.signUp(
      { name: 'Intruso', email, password: 'Senha-Do-Intruso-1', acceptTerms: true },
      { now: new Date(), locale: 'pt-BR', origin: `http://${MERCADO_DOMAIN}`, companyId: null },
    );
    expect(signedUp.ok).toBe(true);
    const squatter = await passwordSignIn(email, 'Senha-Do-Intruso-1');
    const copy = new Map(squatter);
    const before = await session(squatter);
    expect(before.user).toMatchObject({ email, emailVerified: false });
    const squatterToken = before.idToken!;
    expect(
      (await gql(USER, { host: MERCADO_DOMAIN, authorization: `Bearer ${squatterToken}`, variables: { email } })).data
        ?.user,
    ).toEqual({ email });

    // The owner signs in through the issuer, which vouches for the address.
    claims = { sub: 'owner-at-issuer', email, email_verified: true, name: 'Dona' };
    const owner = new Map<string, string>();
    const callback = await issuerSignIn(owner);
    expect(callback.status).toBe(302);
    expect(String(callback.headers.location)).not.toContain('error=');
    const ownerSession = await session(owner);
    expect(ownerSession.user).toMatchObject({ id: before.user!.id, email, emailVerified: true });

    // Nothing of the squatter's works any more.
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toBeNull();
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, row.id))).toEqual([
      expect.objectContaining({ provider: 'oidc', providerAccountId: 'owner-at-issuer' }),
    ]);
    expect((await session(copy)).user).toBeUndefined();
    expect((await session(squatter)).user).toBeUndefined();
    expect((await session(await passwordSignIn(email, 'Senha-Do-Intruso-1'))).user).toBeUndefined();
    expect(
      (await gql(USER, { host: MERCADO_DOMAIN, authorization: `Bearer ${squatterToken}`, variables: { email } })).data
        ?.user,
    ).toBeNull();
    // The verification code the sign-up mailed is closed too.
    expect(
      await t.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.consumedAt))),
    ).toEqual([]);
    // The owner's session and ID token work.
    expect(
      (await gql(USER, { host: MERCADO_DOMAIN, authorization: `Bearer ${ownerSession.idToken}`, variables: { email } }))
        .data?.user,
    ).toEqual({ email });
  });

  it("a verified password account is its owner's: linking keeps its password and its sessions", async () => {
    const email = 'verificada@exemplo.test';
    await t.db
      .insert(users)
      .values({ email, name: 'Verificada', passwordHash: await hashPassword('Senha-Dela-123'), emailVerified: true });
    const browser = await passwordSignIn(email, 'Senha-Dela-123');
    claims = { sub: 'verified-at-issuer', email, email_verified: true };
    await issuerSignIn(new Map());
    expect((await session(browser)).user?.email).toBe(email);
    expect((await session(await passwordSignIn(email, 'Senha-Dela-123'))).user?.email).toBe(email);
  });

  it('an issuer that does not vouch for the address is refused, and the account is left as it was', async () => {
    const email = 'nao.provado@exemplo.test';
    await t.db.insert(users).values({
      email,
      name: 'Não provado',
      passwordHash: await hashPassword('Senha-Qualquer-1'),
      emailVerified: false,
    });
    const browser = await passwordSignIn(email, 'Senha-Qualquer-1');
    claims = { sub: 'unproven-at-issuer', email, email_verified: false };
    const callback = await issuerSignIn(new Map());
    expect(String(callback.headers.location)).toContain('error=AccessDenied');
    expect((await session(browser)).user?.email).toBe(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ emailVerified: false, passwordHash: expect.any(String) });
  });

  it("a Google profile whose email_verified is false never takes over an unverified password account (next-auth's signIn callback)", async () => {
    const email = 'google.nao.provado@exemplo.test';
    await t.db.insert(users).values({
      email,
      name: 'Conta por provar',
      passwordHash: await hashPassword('Senha-Qualquer-2'),
      emailVerified: false,
    });
    const browser = await passwordSignIn(email, 'Senha-Qualquer-2');
    const signIn = authOptionsFor({ headers: { host: MERCADO_DOMAIN } }).callbacks!.signIn!;
    const attempt = (emailVerified: unknown) =>
      signIn({
        user: { id: 'google-sub-1', email, name: 'Google', image: null },
        account: { provider: 'google', type: 'oauth', providerAccountId: 'google-sub-1' },
        profile: { sub: 'google-sub-1', email, email_verified: emailVerified } as never,
      });
    expect(await attempt(false)).toBe(false);
    expect(await attempt(undefined)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ emailVerified: false, passwordHash: expect.any(String) });
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, row.id))).toEqual([]);
    expect((await session(browser)).user?.email).toBe(email);
    // Google's own word that the address is verified does take the account back.
    expect(await attempt(true)).toBe(true);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ emailVerified: true, passwordHash: null });
  });
});
