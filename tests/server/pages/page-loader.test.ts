/**
 * The page loader (src/server/pages/page-loader.ts) through real pages' getServerSideProps against the demo
 * database: per request one session read, one translations load, the page's operations run as the session's user,
 * and a public page's catalogue and stock read once for both its cache key and its render. The counted functions
 * are wrapped in pass-through spies (they still run), not replaced.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { AERO, closeSeededDatabase, MERCADO, MONDAY_NOON, openSeededDatabase } from '@/tests/server/graphql-harness';
import { callAuth } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies, users } from '@/src/server/db/schema';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { getLiveStock } from '@/src/server/catalog/live-stock';
import { hashPassword } from '@/src/server/identity/password';
import { serverSession } from '@/src/server/identity/server-session';
import { resetPageCache } from '@/src/server/page-cache';
import { loadPage } from '@/src/server/pages/page-loader';
import { PAGE_DATA_PROP } from '@/src/domain/pages/page-data-key';
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { READ_SESSION } from '@/src/features/auth/protect-page';
import { cartPage } from '@/src/features/cart/cart-page-data';
import { storePage } from '@/src/features/store/store-page-data';
import { checkoutPage } from '@/src/features/checkout/checkout-page-data';
import { accountOverviewPage } from '@/src/features/account/account-pages';
import { orderStatusPage, ordersPage } from '@/src/features/orders/order-pages';
import { staffBoardPage } from '@/src/features/staff/staff-board-page';

vi.mock('next-i18next/pages/serverSideTranslations', async (original) => {
  const actual = await original<typeof import('next-i18next/pages/serverSideTranslations')>();
  return { ...actual, serverSideTranslations: vi.fn(actual.serverSideTranslations) };
});
vi.mock('@/src/server/identity/server-session', async (original) => {
  const actual = await original<typeof import('@/src/server/identity/server-session')>();
  return { ...actual, serverSession: vi.fn(actual.serverSession) };
});
vi.mock('@/src/server/catalog/company-snapshot', async (original) => {
  const actual = await original<typeof import('@/src/server/catalog/company-snapshot')>();
  return { ...actual, getCompanySnapshot: vi.fn(actual.getCompanySnapshot) };
});
vi.mock('@/src/server/catalog/live-stock', async (original) => {
  const actual = await original<typeof import('@/src/server/catalog/live-stock')>();
  return { ...actual, getLiveStock: vi.fn(actual.getLiveStock) };
});

const PASSWORD = 'Senha-Do-Carregador-1';
const SHOPPER = 'carregador@exemplo.test';
const STAFF = 'equipe-carregador@exemplo.test';
type Jar = Map<string, string>;

let t: TestDatabase | undefined;
let shopper: Jar;
let staff: Jar;
let ip = 0;

async function signIn(email: string): Promise<Jar> {
  const jar: Jar = new Map();
  const call = { host: AERO, ip: `198.51.100.${++ip}` };
  const { csrfToken } = (await callAuth('csrf', jar, call)).body as { csrfToken: string };
  await callAuth('callback/credentials', jar, {
    ...call,
    method: 'POST',
    body: { csrfToken, email, password: PASSWORD, json: 'true', callbackUrl: '/' },
  });
  expect(jar.has('next-auth.session-token')).toBe(true);
  return jar;
}

beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
  const [aeroporto] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'aeroporto'));
  const passwordHash = await hashPassword(PASSWORD);
  await t.db.insert(users).values([
    { email: SHOPPER, name: 'Carla Carregadora', passwordHash, emailVerified: true },
    { email: STAFF, name: 'Equipe', passwordHash, emailVerified: true, role: 'staff', companyId: aeroporto.id },
  ]);
  shopper = await signIn(SHOPPER);
  staff = await signIn(STAFF);
});
afterAll(async () => {
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});
beforeEach(() => {
  vi.mocked(serverSideTranslations).mockClear();
  vi.mocked(serverSession).mockClear();
  vi.mocked(getCompanySnapshot).mockClear();
  vi.mocked(getLiveStock).mockClear();
  resetPageCache();
});

/** A page request as Next hands it to getServerSideProps behind the proxy (`x-company` set), with a browser's cookies. */
function context(
  url: string,
  options: { jar?: Jar; host?: string; company?: string; params?: Record<string, unknown>; cookie?: string } = {},
) {
  const { jar = new Map(), host = AERO, company = 'aeroporto', params = {} } = options;
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.cookies = Object.fromEntries(jar);
  const cookie = [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  req.headers = { host, 'x-company': company, cookie: options.cookie ?? cookie };
  req.url = url;
  const path = url.split('?')[0];
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const res = new ServerResponse(req);
  return {
    req,
    res,
    params,
    query,
    locale: 'pt-BR',
    defaultLocale: 'pt-BR',
    resolvedUrl: url,
    path,
  } as unknown as GetServerSidePropsContext & { res: ServerResponse };
}

const reads = () => ({
  sessions: vi.mocked(serverSession).mock.calls.length,
  translations: vi.mocked(serverSideTranslations).mock.calls.length,
});

async function propsOf<P>(result: Promise<{ props: P | Promise<P> } | object>): Promise<P> {
  const answer = await result;
  if (!('props' in answer)) throw new Error(`expected props, got ${JSON.stringify(answer)}`);
  return (await answer.props) as P;
}

describe('one session read and one translations load per request', () => {
  it("a shopper's order status page: once each (the session was read twice before), with a 404 for an unknown order", async () => {
    const ctx = context('/status-pedido?id=nao-existe', { jar: shopper });
    const props = await propsOf(loadPage(ctx, orderStatusPage));
    expect(reads()).toEqual({ sessions: 1, translations: 1 });
    expect(ctx.res.statusCode).toBe(404);
    expect(ctx.res.getHeader('cache-control')).toBe('private, no-store');
    expect(props.orderId).toBe('nao-existe');
    expect(Object.keys(props[PAGE_DATA_PROP]).sort()).toEqual([
      'Layout{"company":"aeroporto"}',
      'OrderStatus{"id":"nao-existe"}',
      'RequiredAuth{"company":"aeroporto"}',
    ]);
    expect(props[PAGE_DATA_PROP]['OrderStatus{"id":"nao-existe"}']).toEqual({ order: null });
  });

  it("the order history runs its operation as the session's user, not as a guest", async () => {
    const props = await propsOf(loadPage(context('/pedidos', { jar: shopper }), ordersPage));
    expect(reads()).toEqual({ sessions: 1, translations: 1 });
    expect(props).toMatchObject({ guest: false, failed: false });
    expect(props[PAGE_DATA_PROP]['MyOrders{}']).toEqual({ myOrders: [] });
  });

  it('the checkout: once each (the translations were loaded twice before), with the signed-in user', async () => {
    const ctx = context('/checkout/identificacao', { jar: shopper, params: { step: ['identificacao'] } });
    const props = await propsOf(loadPage(ctx, checkoutPage));
    expect(reads()).toEqual({ sessions: 1, translations: 1 });
    expect(props).toMatchObject({ step: 'identificacao', user: { email: SHOPPER, emailVerified: true } });
    expect((props as unknown as { _nextI18Next: { ns: string[] } })._nextI18Next.ns).toEqual(checkoutPage.namespaces);
  });

  it("the account page: the session once (twice before), and the stored account of the session's user", async () => {
    const props = await propsOf(loadPage(context('/conta', { jar: shopper }), accountOverviewPage));
    expect(reads()).toEqual({ sessions: 1, translations: 1 });
    expect(props).toMatchObject({ name: 'Carla Carregadora', hasPassword: true, user: { email: SHOPPER } });
  });

  it("the staff board: the session once (three times before); its staff see the company's orders, a shopper a 403", async () => {
    const ctx = context('/painel/pedidos', { jar: staff });
    const props = await propsOf(loadPage(ctx, staffBoardPage));
    expect(reads()).toEqual({ sessions: 1, translations: 1 });
    expect(props.staff).toBe(true);
    expect(ctx.res.statusCode).toBe(200);
    expect(props[PAGE_DATA_PROP]).toHaveProperty(['CompanyOrders{}']);

    const other = context('/painel/pedidos', { jar: shopper });
    expect((await propsOf(loadPage(other, staffBoardPage))).staff).toBe(false);
    expect(other.res.statusCode).toBe(403);
  });

  it('a guard that sends the visitor to sign in reads the session once and loads no translations', async () => {
    const ctx = context('/checkout/identificacao', {
      host: MERCADO,
      company: 'mercado',
      params: { step: ['identificacao'] },
    });
    expect(await loadPage(ctx, checkoutPage)).toEqual({
      redirect: {
        destination: '/login?callbackUrl=%2Fcheckout%2Fidentificacao&error=SessionRequired',
        permanent: false,
      },
    });
    expect(reads()).toEqual({ sessions: 1, translations: 0 });
  });
});

describe('whom the operations of a page that reads the session run as', () => {
  const USER: TypedDocumentNode<{ user: { email: string } | null }, { email: string }> = gql`
    query LoaderUser($email: String!) {
      user(filter: { email: $email }) {
        email
      }
    }
  `;
  const whoAmI: PageDeclaration<{ found: string | null }> = {
    company: 'proxy',
    layout: LayoutDocument,
    namespaces: ['common'],
    session: READ_SESSION,
    data: async (_request, { query }) => ({
      props: { found: (await query(USER, { email: SHOPPER }))?.user?.email ?? null },
    }),
  };

  it("the session's user, and never the browser's own authorization header", async () => {
    const { idToken } = (await callAuth('session', new Map(shopper), { host: AERO })).body as { idToken: string };
    expect(idToken).toBeTruthy();
    expect((await propsOf(loadPage(context('/quem', { jar: shopper }), whoAmI))).found).toBe(SHOPPER);
    // The shopper's own valid token, sent by the browser without the session: not taken.
    const forged = context('/quem');
    forged.req.headers.authorization = `Bearer ${idToken}`;
    expect((await propsOf(loadPage(forged, whoAmI))).found).toBeNull();
  });
});

describe("a public page's catalogue and stock", () => {
  const store = (cookie?: string) =>
    context('/loja/burger-pista', {
      company: 'aeroporto',
      params: { company: 'aeroporto', store: 'burger-pista' },
      cookie,
    });

  it('are read once for the cache key and the render together, and the session not at all', async () => {
    const props = await propsOf(loadPage(store(), storePage));
    expect(props.store).toBe('burger-pista');
    expect(vi.mocked(getCompanySnapshot).mock.calls).toHaveLength(1);
    expect(vi.mocked(getLiveStock).mock.calls).toHaveLength(1);
    expect(reads()).toEqual({ sessions: 0, translations: 1 });
  });

  it('once for signed-in shoppers too: two of them share one render, which holds nothing of either (issue 19, point 4)', async () => {
    const { idToken } = (await callAuth('session', new Map(shopper), { host: AERO })).body as { idToken: string };
    const asShopper = context('/loja/burger-pista', {
      jar: shopper,
      company: 'aeroporto',
      params: { company: 'aeroporto', store: 'burger-pista' },
    });
    asShopper.req.headers.authorization = `Bearer ${idToken}`;
    const asStaff = context('/loja/burger-pista', {
      jar: staff,
      company: 'aeroporto',
      params: { company: 'aeroporto', store: 'burger-pista' },
    });
    const first = await propsOf(loadPage(asShopper, storePage));
    const second = await propsOf(loadPage(asStaff, storePage));
    const anonymous = store();
    const third = await propsOf(loadPage(anonymous, storePage));
    expect(second).toBe(first);
    expect(third).toBe(first);
    // One render (one translations load) for the three; each request still reads the catalogue's version for its key.
    expect(reads()).toEqual({ sessions: 0, translations: 1 });
    const page = JSON.stringify(first);
    for (const own of [SHOPPER, STAFF, 'Carla', idToken]) expect(page).not.toContain(own);
    // Only the anonymous answer tells a proxy in front that it may keep it.
    expect(asShopper.res.getHeader('cache-control')).toBeUndefined();
    expect(asStaff.res.getHeader('cache-control')).toBeUndefined();
    expect(anonymous.res.getHeader('cache-control')).toMatch(/^public/);
  });

  it('is rendered as for a stranger: a signed-in shopper’s session and token do not reach its operations', async () => {
    const USER: TypedDocumentNode<{ user: { email: string } | null }, { email: string }> = gql`
      query LoaderPublicUser($email: String!) {
        user(filter: { email: $email }) {
          email
        }
      }
    `;
    const publicProbe: PageDeclaration<{ found: string | null }> = {
      company: 'proxy',
      layout: LayoutDocument,
      namespaces: ['common'],
      cache: 'public',
      data: async (_request, { query }) => ({
        props: { found: (await query(USER, { email: SHOPPER }))?.user?.email ?? null },
      }),
    };
    const { idToken } = (await callAuth('session', new Map(shopper), { host: AERO })).body as { idToken: string };
    const signedIn = context('/sonda-publica', { jar: shopper });
    signedIn.req.headers.authorization = `Bearer ${idToken}`;
    expect((await propsOf(loadPage(signedIn, publicProbe))).found).toBeNull();
  });
});

describe('what a declaration decides', () => {
  const probe: PageDeclaration<{ seen: string }> = {
    company: 'proxy',
    accept: ({ query }) => query.ok === '1',
    layout: LayoutDocument,
    namespaces: ['common'],
    headers: { 'X-Probe': 'yes' },
    cache: 'private',
    data: async (request) => ({ props: { seen: request.company }, status: 202 }),
  };

  it('a request its shape refuses is a 404 before anything is read', async () => {
    expect(await loadPage(context('/probe?ok=0'), probe)).toEqual({ notFound: true });
    expect(reads()).toEqual({ sessions: 0, translations: 0 });
    expect(vi.mocked(getCompanySnapshot).mock.calls).toHaveLength(0);
  });

  it('its headers, cache policy and status reach the response; the base props come with its own', async () => {
    const ctx = context('/probe?ok=1');
    const props = await propsOf(loadPage(ctx, probe));
    expect(props).toMatchObject({ seen: 'aeroporto', company: 'aeroporto', origin: 'http://aeroporto.localhost:3000' });
    expect(ctx.res.statusCode).toBe(202);
    expect(ctx.res.getHeader('x-probe')).toBe('yes');
    expect(ctx.res.getHeader('cache-control')).toBe('private, no-store');
  });

  it('a company the shell cannot find is a 404, and so is a request the proxy named no company for', async () => {
    expect(await loadPage(context('/carrinho', { company: 'ninguem' }), cartPage)).toEqual({ notFound: true });
    const bare = context('/carrinho');
    delete bare.req.headers['x-company'];
    expect(await loadPage(bare, cartPage)).toEqual({ notFound: true });
    expect(reads().translations).toBe(0);
  });
});
