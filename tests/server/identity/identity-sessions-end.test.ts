/**
 * Sessions end for real (issue 15 point 18; src/server/identity/session-version.ts), proved over HTTP: a browser
 * signs in, its session cookie is copied (as a thief or a forgotten shared computer would keep it), then the owner
 * signs out, changes the password, resets it, or deletes the account. The copied cookie, replayed, reads no session
 * at /api/auth/session, on a page's server (getServerSideProps) and on the account API; the ID token GraphQL took
 * before reads nobody (createOrder on a sign-in-only shop: UNAUTHENTICATED).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAuth, emptyAnswer, fakeResponse, keepCookies, type AuthAnswer } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies, users } from '@/src/server/db/schema';
import { hashPassword } from '@/src/server/identity/password';
import { serverSession } from '@/src/server/identity/server-session';
import { outboxFor } from '@/src/server/mail/outbox';
import passwordRoute from '@/pages/api/user/password';
import profileRoute from '@/pages/api/user/profile';
import resetRequestRoute from '@/pages/api/user/password-reset/request';
import resetConfirmRoute from '@/pages/api/user/password-reset/confirm';
import deleteAccountRoute from '@/pages/api/user/delete-account';
import { closeSeededDatabase, gql, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
type Jar = Map<string, string>;

const HOST = MERCADO_DOMAIN; // mercado requires sign-in to order: an unauthenticated createOrder is refused there
const PASSWORD = 'Senha-Antiga-1';

let t: TestDatabase;
let mercadoId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  [{ id: mercadoId }] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mercado'));
});
afterAll(async () => closeSeededDatabase(t));

let n = 0;
let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 200) + 1}`;

/** A verified password account of its own for each test. */
async function account(): Promise<string> {
  const email = `sessao${++n}@exemplo.test`;
  await t.db
    .insert(users)
    .values({ email, name: 'Sessão', passwordHash: await hashPassword(PASSWORD), emailVerified: true });
  return email;
}

const auth = (action: string, jar: Jar, options: { method?: string; body?: Record<string, string> } = {}) =>
  callAuth(action, jar, { ...options, host: HOST, ip: nextIp() });

async function signIn(email: string, password = PASSWORD): Promise<Jar> {
  const jar: Jar = new Map();
  const csrfToken = ((await auth('csrf', jar)).body as { csrfToken: string }).csrfToken;
  const answer = await auth('callback/credentials', jar, {
    method: 'POST',
    body: { csrfToken, email, password, json: 'true', callbackUrl: '/' },
  });
  expect(
    answer.cookies.some((c) => c.startsWith('next-auth.session-token=') && !c.startsWith('next-auth.session-token=;')),
  ).toBe(true);
  return jar;
}

async function sessionOf(
  jar: Jar,
): Promise<{ answer: AuthAnswer; user?: { id: string; email: string }; idToken?: string }> {
  const answer = await auth('session', jar);
  const body = answer.body as { user?: { id: string; email: string }; idToken?: string };
  return { answer, user: body.user, idToken: body.idToken };
}

/** An account API route called by the browser holding `jar` (its cookies, no Bearer), as accountPost does. */
async function callRoute(route: Route, jar: Jar, body: unknown): Promise<AuthAnswer> {
  const answer = emptyAnswer();
  const req = {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json', 'accept-language': 'pt-BR' },
    cookies: Object.fromEntries(jar),
    body,
    socket: { remoteAddress: nextIp() },
  };
  await route(req as unknown as NextApiRequest, fakeResponse(answer) as unknown as NextApiResponse);
  keepCookies(answer, jar);
  return answer;
}

/** getServerSideProps' view of the session (protected pages redirect on null). */
function pageSession(jar: Jar) {
  const res = { getHeader: () => undefined, setHeader: () => res };
  return serverSession({ headers: { host: HOST }, cookies: Object.fromEntries(jar) } as never, res as never);
}

const USER = /* GraphQL */ `
  query User($email: String!) {
    user(filter: { email: $email }) {
      email
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation CreateOrder($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
    }
  }
`;
const mercadoOrder = {
  catalogId: 'mercado-loja',
  items: [{ itemId: 'mercado-loja-16', quantity: 1 }],
  operationWay: { type: 'takeAway', time: 'now' },
  payment: { method: 'CASH' },
};

/** What GraphQL makes of an ID token: whom `user` finds, and the codes createOrder on mercado answers. */
async function graphqlWith(idToken: string, email: string) {
  const authorization = `Bearer ${idToken}`;
  const user = await gql(USER, { host: HOST, authorization, variables: { email } });
  const order = await gql(CREATE, {
    host: HOST,
    authorization,
    variables: { input: mercadoOrder, key: `sessao-${crypto.randomUUID()}` },
  });
  return { user: user.data?.user ?? null, orderCodes: (order.errors ?? []).map((e) => e.extensions?.code) };
}

/** Everything a copied cookie and an old ID token could still do: none of it must work. */
async function expectEnded(copy: Jar, idToken: string, email: string) {
  const replay = await sessionOf(copy);
  expect(replay.user).toBeUndefined();
  expect(replay.idToken).toBeUndefined();
  // The ended cookie is cleared, not re-issued.
  expect(replay.answer.cookies.filter((c) => /^next-auth\.session-token=[^;]+/.test(c))).toEqual([]);
  expect(await pageSession(copy)).toBeNull();
  expect((await callRoute(profileRoute, copy, { name: 'Intruso' })).status).toBe(401);
  const api = await graphqlWith(idToken, email);
  expect(api.user).toBeNull();
  expect(api.orderCodes).toContain('UNAUTHENTICATED');
}

/** Signs in, checks the session and its ID token work, and returns the browser, a copy of its cookies and the token. */
async function signedInWithCopy(email: string) {
  const browser = await signIn(email);
  const copy: Jar = new Map(browser);
  const { user, idToken } = await sessionOf(browser);
  expect(user?.email).toBe(email);
  const api = await graphqlWith(idToken!, email);
  expect(api.user).toEqual({ email });
  expect(api.orderCodes).not.toContain('UNAUTHENTICATED');
  return { browser, copy, idToken: idToken! };
}

describe('a session cookie copied before … stops working at once', () => {
  it('sign-out: the copy reads no session anywhere, and the old ID token reaches nothing', async () => {
    const email = await account();
    const { browser, copy, idToken } = await signedInWithCopy(email);
    const csrfToken = ((await auth('csrf', browser)).body as { csrfToken: string }).csrfToken;
    await auth('signout', browser, { method: 'POST', body: { csrfToken, json: 'true' } });
    await expectEnded(copy, idToken, email);
    // Not locked out: a new sign-in works.
    expect((await sessionOf(await signIn(email))).user?.email).toBe(email);
  });

  it('a stale copy that signs out does not sign the owner out of the session they have now', async () => {
    const email = await account();
    const first = await signedInWithCopy(email);
    const csrf = ((await auth('csrf', first.browser)).body as { csrfToken: string }).csrfToken;
    await auth('signout', first.browser, { method: 'POST', body: { csrfToken: csrf, json: 'true' } });
    const current = await signIn(email);
    const staleCsrf = ((await auth('csrf', first.copy)).body as { csrfToken: string }).csrfToken;
    await auth('signout', first.copy, { method: 'POST', body: { csrfToken: staleCsrf, json: 'true' } });
    expect((await sessionOf(current)).user?.email).toBe(email);
  });

  it('password change: the copy and the old ID token die; the browser that changed it stays signed in with a new cookie', async () => {
    const email = await account();
    const { browser, copy, idToken } = await signedInWithCopy(email);
    const before = browser.get('next-auth.session-token');
    const answer = await callRoute(passwordRoute, browser, { currentPassword: PASSWORD, newPassword: 'Senha-Nova-22' });
    expect(answer.status).toBe(200);
    const renewed = answer.cookies.find((c) => c.startsWith('next-auth.session-token='))!;
    expect(renewed).toMatch(/HttpOnly/i);
    expect(renewed).toMatch(/SameSite=Lax/i);
    expect(browser.get('next-auth.session-token')).not.toBe(before);
    await expectEnded(copy, idToken, email);
    const still = await sessionOf(browser);
    expect(still.user?.email).toBe(email);
    expect((await graphqlWith(still.idToken!, email)).user).toEqual({ email });
  });

  it('password reset: every session ends, the copy included', async () => {
    const email = await account();
    const { browser, copy, idToken } = await signedInWithCopy(email);
    expect((await callRoute(resetRequestRoute, new Map(), { email })).status).toBe(202);
    const mail = (await outboxFor(t.db, mercadoId)).find((m) => m.to === email)!;
    const code = mail.text.split('\n').find((line) => /^\d{6}$/.test(line))!;
    expect((await callRoute(resetConfirmRoute, new Map(), { email, code, password: 'Senha-Reposta-3' })).status).toBe(
      200,
    );
    await expectEnded(copy, idToken, email);
    expect((await sessionOf(browser)).user).toBeUndefined();
  });

  it('account deletion: the copy reads no session and the old ID token reaches nothing', async () => {
    const email = await account();
    const { browser, copy, idToken } = await signedInWithCopy(email);
    expect((await callRoute(deleteAccountRoute, browser, { password: PASSWORD })).status).toBe(200);
    await expectEnded(copy, idToken, email);
  });

  it('a session version that moved on by any other way (another device signing out) ends this one too', async () => {
    const email = await account();
    const laptop = await signedInWithCopy(email);
    const phone = await signIn(email);
    const csrf = ((await auth('csrf', phone)).body as { csrfToken: string }).csrfToken;
    await auth('signout', phone, { method: 'POST', body: { csrfToken: csrf, json: 'true' } });
    // "Everywhere": the laptop's own session ended with the phone's sign-out.
    await expectEnded(laptop.browser, laptop.idToken, email);
  });
});
