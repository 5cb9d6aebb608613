/**
 * Issue 15 points 18 and 23, Firebase mode: a copied ID token of a deleted account must not bring the account back,
 * neither as a Bearer token nor posted to /api/auth/callback/credentials (the idToken field) for a new session.
 * Firebase Admin is mocked (an outside service; the emulator suite is tests/server/identity/identity-firebase.test.ts): the
 * stand-in verifies a token as the real firebase-admin does against Google — the signature and claims stay valid
 * after the account is deleted, only checkRevoked=true asks Firebase whether the account still exists (or whether
 * its tokens were revoked). Everything else is real: the database, the backend user rules, next-auth's handler.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAuth } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { users } from '@/src/server/db/schema';
import { identityProvider } from '@/src/server/identity/identity-provider';
import { viewerFromAuthorization } from '@/src/server/identity/viewer';
import { outboxMailer } from '@/src/server/mail/mailer';
import { closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

interface Account {
  uid: string;
  email: string;
  emailVerified: boolean;
  revokedAt?: number;
}
const firebase = vi.hoisted(() => ({
  accounts: new Map<string, Account>(),
  tokens: new Map<string, Record<string, unknown>>(),
  checkRevokedCalls: 0,
}));

vi.mock('@/src/server/identity/firebase/admin', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/server/identity/firebase/admin')>();
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const fakeAuth = {
    async verifyIdToken(token: string, checkRevoked = false) {
      const claims = firebase.tokens.get(token);
      if (!claims) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      if (checkRevoked) {
        firebase.checkRevokedCalls++;
        const account = firebase.accounts.get(String(claims.uid));
        if (!account) throw notFound();
        if (account.revokedAt !== undefined && Number(claims.auth_time) < account.revokedAt)
          throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      }
      return claims;
    },
    async getUserByEmail(email: string) {
      const account = [...firebase.accounts.values()].find((candidate) => candidate.email === email);
      if (!account) throw notFound();
      return {
        uid: account.uid,
        email: account.email,
        emailVerified: account.emailVerified,
        providerData: [{ providerId: 'password' }],
      };
    },
    async deleteUser(uid: string) {
      if (!firebase.accounts.delete(uid)) throw notFound();
    },
    async revokeRefreshTokens(uid: string) {
      const account = firebase.accounts.get(uid);
      if (account) account.revokedAt = Math.floor(Date.now() / 1000) + 1;
    },
  };
  return { ...original, firebaseAdminAuth: async () => fakeAuth };
});

const env = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  FIREBASE_PROJECT_ID: 'test-storefront',
  FIREBASE_CLIENT_EMAIL: 'admin@test-storefront.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: 'stand-in',
};

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));
afterEach(() => vi.unstubAllEnvs());

function firebaseEnv() {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return { ...process.env };
}

/** A live Firebase account and an ID token of its sign-in, as the browser SDK holds it. */
function accountWithToken(uid: string, email: string) {
  firebase.accounts.set(uid, { uid, email, emailVerified: true });
  const now = Math.floor(Date.now() / 1000);
  const token = `token-of-${uid}`;
  firebase.tokens.set(token, {
    uid,
    sub: uid,
    email,
    email_verified: true,
    name: 'Pessoa Firebase',
    auth_time: now,
    iat: now,
    exp: now + 3600,
  });
  return token;
}

let ip = 0;
async function credentialsSignIn(idToken: string) {
  const jar = new Map<string, string>();
  const call = { host: MERCADO_DOMAIN, ip: `198.51.100.${(++ip % 200) + 1}` };
  const csrfToken = ((await callAuth('csrf', jar, call)).body as { csrfToken: string }).csrfToken;
  await callAuth('callback/credentials', jar, {
    ...call,
    method: 'POST',
    body: { csrfToken, idToken, json: 'true', callbackUrl: '/' },
  });
  return ((await callAuth('session', jar, call)).body as { user?: { id: string } }).user;
}

const rowOf = async (uid: string) => (await t.db.select().from(users).where(eq(users.id, uid)))[0];

describe('a deleted Firebase account stays deleted (Firebase Admin mocked)', () => {
  it('its copied ID token re-creates no user, as a Bearer token or posted to the credentials sign-in (Firebase Admin mocked)', async () => {
    const processEnv = firebaseEnv();
    const token = accountWithToken('uid-apagada', 'apagada.firebase@exemplo.test');
    // While the account lives the token works: the first use creates the backend user keyed by the uid.
    expect(await viewerFromAuthorization(t.db, `Bearer ${token}`, processEnv)).toMatchObject({ userId: 'uid-apagada' });
    expect((await credentialsSignIn(token))?.id).toBe('uid-apagada');

    await identityProvider(t.db, { mailer: outboxMailer(t.db), env: processEnv }).deleteAccount('uid-apagada');
    expect(firebase.accounts.has('uid-apagada')).toBe(false);
    expect(await rowOf('uid-apagada')).toBeUndefined();

    // The same token afterwards: its signature and claims are still valid, the account is not.
    expect(await viewerFromAuthorization(t.db, `Bearer ${token}`, processEnv)).toBeNull();
    expect(await credentialsSignIn(token)).toBeUndefined();
    expect(await rowOf('uid-apagada')).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'apagada.firebase@exemplo.test'))).toEqual([]);
  });

  it('the credentials sign-in always asks Firebase: a token whose refresh tokens were revoked starts no session (Firebase Admin mocked)', async () => {
    const processEnv = firebaseEnv();
    const token = accountWithToken('uid-revogada', 'revogada.firebase@exemplo.test');
    expect((await credentialsSignIn(token))?.id).toBe('uid-revogada');
    // Revoked at Firebase (the console, another app) without our backend knowing.
    firebase.accounts.get('uid-revogada')!.revokedAt = Math.floor(Date.now() / 1000) + 1;
    expect(await credentialsSignIn(token)).toBeUndefined();
    // A Bearer call of a known user is not a round trip to Firebase each time (session-version.ts decides there).
    const before = firebase.checkRevokedCalls;
    expect(await viewerFromAuthorization(t.db, `Bearer ${token}`, processEnv)).toMatchObject({
      userId: 'uid-revogada',
    });
    expect(firebase.checkRevokedCalls).toBe(before);
  });
});
