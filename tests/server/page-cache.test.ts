/**
 * The page cache of anonymous server rendering (src/server/page-cache.ts): one render a minute per host, locale
 * and path; never shared between hosts; shared by signed-in requests (whose renders are anonymous), but never
 * kept for a render that set a cookie.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { AERO, MERCADO, MONDAY_NOON, seededDatabaseAtMondayNoon } from '@/tests/server/graphql-harness';
import {
  cachedPage,
  isPersonalRequest,
  pageRenderCount,
  pageCacheStats,
  PUBLIC_PAGE_CACHE_CONTROL,
  resetPageCache,
} from '@/src/server/page-cache';
import { getServerSideProps as storePage } from '@/pages/_company/[company]/[store]/index';

seededDatabaseAtMondayNoon();
beforeEach(() => {
  process.env.STORE_NOW = MONDAY_NOON;
  resetPageCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function context(
  options: { host?: string; company?: string; url?: string; locale?: string; headers?: Record<string, string> } = {},
) {
  const { host = AERO, company = 'aeroporto', url = '/loja/burger-pista', locale = 'pt-BR', headers = {} } = options;
  const req = new IncomingMessage(new Socket());
  req.headers = { host, 'x-company': company, ...headers };
  req.url = url;
  const res = new ServerResponse(req);
  return {
    req,
    res,
    params: { company, store: 'burger-pista' },
    locale,
    resolvedUrl: url,
    query: {},
  } as unknown as GetServerSidePropsContext & { res: ServerResponse };
}

/** A page body that counts its renders and answers props naming the host it rendered for. */
function countingRender(ctx: GetServerSidePropsContext, setCookie = false) {
  return async () => {
    if (setCookie) ctx.res.setHeader('set-cookie', 'client=1');
    return { props: { host: ctx.req.headers.host ?? '', at: Math.random() } };
  };
}

describe('the page cache', () => {
  it('renders two requests for the same page within the minute once, and marks both for shared caches', async () => {
    const first = context();
    const second = context();
    const a = await cachedPage(first, countingRender(first));
    const b = await cachedPage(second, countingRender(second));
    expect(pageRenderCount()).toBe(1);
    expect(b).toEqual(a);
    expect(first.res.getHeader('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.res.getHeader('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('renders concurrent requests for the same page once', async () => {
    const contexts = [context(), context(), context()];
    const results = await Promise.all(contexts.map((c) => cachedPage(c, countingRender(c))));
    expect(pageRenderCount()).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
  });

  it('never shares an entry between two hosts, even for the same company and path', async () => {
    const aero = context();
    const other = context({ host: 'aeroporto.example.test' });
    const mercado = context({ host: MERCADO, company: 'mercado' });
    const results = [
      await cachedPage(aero, countingRender(aero)),
      await cachedPage(other, countingRender(other)),
      await cachedPage(mercado, countingRender(mercado)),
    ];
    expect(pageRenderCount()).toBe(3);
    expect(results.map((r) => ('props' in r ? (r.props as { host: string }).host : ''))).toEqual([
      AERO,
      'aeroporto.example.test',
      MERCADO,
    ]);
  });

  it('keeps a forwarded host or protocol apart, so a forged header cannot reach other visitors', async () => {
    const plain = context();
    const forged = context({ headers: { 'x-forwarded-host': 'evil.example' } });
    const https = context({ headers: { 'x-forwarded-proto': 'https' } });
    for (const c of [plain, forged, https]) await cachedPage(c, countingRender(c));
    expect(pageRenderCount()).toBe(3);
  });

  it('keeps languages and paths apart', async () => {
    for (const c of [context(), context({ locale: 'en' }), context({ url: '/loja/burger-pista?cupom=X' })])
      await cachedPage(c, countingRender(c));
    expect(pageRenderCount()).toBe(3);
  });

  it('renders again in the next minute', async () => {
    const first = context();
    await cachedPage(first, countingRender(first));
    process.env.STORE_NOW = '2026-11-23T12:01:00.000-03:00';
    const later = context();
    await cachedPage(later, countingRender(later));
    expect(pageRenderCount()).toBe(2);
  });

  it('answers signed-in requests from the same entry, without telling a proxy it may keep them', async () => {
    const signedIn: Record<string, string>[] = [
      { authorization: 'Bearer abc' },
      { cookie: 'clientId=1; next-auth.session-token=xyz' },
      { cookie: '__Secure-authjs.session-token=xyz' },
    ];
    const first = context({ headers: signedIn[0] });
    const kept = await cachedPage(first, countingRender(first));
    for (const headers of signedIn.slice(1)) {
      const c = context({ headers });
      expect(await cachedPage(c, countingRender(c))).toBe(kept);
      expect(c.res.getHeader('cache-control')).toBeUndefined();
    }
    expect(first.res.getHeader('cache-control')).toBeUndefined();
    expect(pageRenderCount()).toBe(1);
    const anonymous = context();
    expect(await cachedPage(anonymous, countingRender(anonymous))).toBe(kept);
    expect(anonymous.res.getHeader('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('tells a session cookie from the client id cookie every visitor has', () => {
    expect(isPersonalRequest({ cookie: 'clientId=abc' })).toBe(false);
    expect(isPersonalRequest({ cookie: 'clientId=abc; session=1' })).toBe(true);
    expect(isPersonalRequest({ authorization: '' })).toBe(false);
  });

  it('neither keeps nor shares a render that set a cookie', async () => {
    const first = context();
    await cachedPage(first, countingRender(first, true));
    expect(first.res.getHeader('cache-control')).toBeUndefined();
    const second = context();
    await cachedPage(second, countingRender(second));
    expect(pageRenderCount()).toBe(2);
  });
});

describe('the store page through the cache', () => {
  it('answers the second anonymous request of the minute with the first render, per host', async () => {
    const first = await storePage(context());
    const second = await storePage(context());
    if (!('props' in first) || !('props' in second)) throw new Error('expected props');
    // The very same object: the second request did not render.
    expect(second.props).toBe(first.props);
    expect(pageRenderCount()).toBe(1);
    // The same store path on another host renders for that host (here the root host, where `aeroporto` is named in the path).
    await storePage(context({ host: 'localhost:3000' }));
    expect(pageRenderCount()).toBe(2);
  });
});

describe('PAGE_CACHE=off (benchmarks of the renderer)', () => {
  it('renders every anonymous request itself, keeps nothing and marks nothing for shared caches', async () => {
    vi.stubEnv('PAGE_CACHE', 'off');
    let rendered = 0;
    const render = async () => {
      rendered += 1;
      return { props: { at: rendered } };
    };
    const contexts = [context(), context(), context()];
    // Concurrent ones too: none waits for another's render.
    const results = await Promise.all(contexts.map((c) => cachedPage(c, render)));
    expect(rendered).toBe(3);
    expect(results.map((r) => ('props' in r ? r.props : null))).toEqual([{ at: 1 }, { at: 2 }, { at: 3 }]);
    for (const c of contexts) expect(c.res.getHeader('cache-control')).toBeUndefined();
    expect(pageCacheStats().entries).toBe(0);

    // Back on: the same page is kept and shared again.
    vi.stubEnv('PAGE_CACHE', 'on');
    const on = [context(), context()];
    for (const c of on) await cachedPage(c, render);
    expect(rendered).toBe(4);
    expect(on[1].res.getHeader('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('the real store page renders each anonymous request afresh', async () => {
    vi.stubEnv('PAGE_CACHE', 'off');
    const first = context();
    const a = await storePage(first);
    const b = await storePage(context());
    if (!('props' in a) || !('props' in b)) throw new Error('expected props');
    expect(b.props).not.toBe(a.props);
    expect(b.props).toEqual(a.props);
    expect(first.res.getHeader('cache-control')).toBeUndefined();
    expect(pageCacheStats().entries).toBe(0);
  });
});
