/**
 * The server rendering's data of the pages every anonymous visitor of a company sees alike (home, service, store,
 * item): kept per host, company, locale, path and minute, so a page renders once a minute however many shoppers
 * open it. The cart and the session are filled in by the browser, so nothing personal is in these props.
 *
 * What varies the key: the Host (with the forwarded host and protocol the page's links are built from) and the
 * tenant the proxy resolved (two hosts never share an entry), the locale, the original and the rewritten path with
 * their query, the route's params, the company's catalogue version (an edit shows at once) with its live stock's
 * version (an item sold out shows within seconds) and the clock's minute (opening state, prices at the clock).
 * Signed-in shoppers share the entries too (issue 19, point 4): the page loader renders a public page without the
 * request's identity (no `authorization`, no cookie: src/server/pages/page-loader.ts), and what is theirs — the
 * account button, "Meus pedidos", the cart — is filled in by the browser. Their answers carry no shared-cache header
 * (a proxy in front keeps to anonymous requests). Never kept nor shared: a render that set a cookie.
 * `PAGE_CACHE=off` turns the cache off (src/server/page-cache-switch.ts).
 * Bounded by what it holds (src/server/graphql/bounded-cache.ts); an entry of an old minute is replaced on its next ask.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { serverNow } from './clock';
import { BoundedCache, type CacheStats } from './graphql/bounded-cache';
import { pageCachesOff } from './page-cache-switch';
import { catalogueVersionOf, pinCatalogue } from './pages/pinned-catalogue';

/**
 * What shared caches (a CDN in front) may do with an anonymous page: serve it 2 s, then 3 s more while refreshing,
 * 5 s in all from its render (the HTML cache's hits carry their Age) — the HTML cache's own bound, the live stock's
 * trust (src/server/catalog/live-stock.ts), so a CDN adds no time to how long a page may show old stock.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=2, stale-while-revalidate=3';
const MAX_BYTES = 64 * 1024 * 1024;

/** Session cookies of the sign-in to come (Auth.js/next-auth names, with their secure prefixes) and any `session`. */
const SESSION_COOKIE =
  /(?:^|;\s*)(?:__Secure-|__Host-)?(?:next-auth\.session-token|authjs\.session-token|session)(?:\.\d+)?=/;

type Result<P> = GetServerSidePropsResult<P>;
interface Entry {
  minute: number;
  result: Result<unknown>;
}
interface Holder {
  entries: BoundedCache<Entry>;
  renders: Map<string, Promise<{ result: Result<unknown>; personal: boolean }>>;
  count: number;
}

// On globalThis: Next may load a page's server bundle more than once; the pages must share one cache.
const holder: Holder = ((globalThis as { __storefrontPageCache?: Holder }).__storefrontPageCache ??= {
  entries: new BoundedCache<Entry>(MAX_BYTES, (entry) => JSON.stringify(entry.result).length * 2),
  renders: new Map(),
  count: 0,
});

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** A request whose rendering may depend on who sends it: never served from, nor stored in, the shared cache. */
export function isPersonalRequest(headers: IncomingHttpHeaders): boolean {
  return header(headers, 'authorization').trim() !== '' || SESSION_COOKIE.test(header(headers, 'cookie'));
}

const companyOf = (context: GetServerSidePropsContext): string =>
  header(context.req.headers, 'x-company') || String(context.params?.company ?? '');

/**
 * The key of a page: `version` is its catalogue's with its live stock's (src/server/pages/pinned-catalogue.ts; the
 * stock left shows on item pages and orders change it within the minute). The page loader passes the version of
 * the catalogue it renders from; without one it is read here.
 */
export async function pageCacheKey(context: GetServerSidePropsContext, version?: string): Promise<string> {
  const { headers, url } = context.req;
  const company = companyOf(context);
  return JSON.stringify([
    header(headers, 'host'),
    // The page's absolute links are built from these (requestOrigin): a forged one must not reach other visitors.
    header(headers, 'x-forwarded-host'),
    header(headers, 'x-forwarded-proto'),
    company,
    header(headers, 'x-company-domain'),
    header(headers, 'x-company-origin'),
    context.locale ?? '',
    url ?? '',
    context.resolvedUrl ?? '',
    context.params ?? {},
    version ?? (company ? catalogueVersionOf(await pinCatalogue(company)) : '-'),
  ]);
}

/**
 * Runs `render` (a page's getServerSideProps body) at most once a minute per key; concurrent requests for the
 * same key wait for the same render. `version`: the catalogue version the render will use (pageCacheKey). Anonymous answers carry {@link PUBLIC_PAGE_CACHE_CONTROL}.
 */
export async function cachedPage<P>(
  context: GetServerSidePropsContext,
  render: () => Promise<Result<NoInfer<P>>>,
  version?: string,
): Promise<Result<P>> {
  const res = context.res as GetServerSidePropsContext['res'] | undefined;
  if (pageCachesOff()) return render();
  // A signed-in request is served the same entry, but a proxy in front is not told it may keep the answer.
  const shareable = !isPersonalRequest(context.req.headers);
  const shared = () => {
    if (shareable) res?.setHeader('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  };
  const minute = Math.floor(serverNow().toMillis() / 60_000);
  const key = await pageCacheKey(context, version);
  const hit = holder.entries.get(key);
  if (hit && hit.minute === minute) {
    shared();
    return hit.result as Result<P>;
  }
  const flightKey = `${minute}|${key}`;
  let flight = holder.renders.get(flightKey);
  if (!flight) {
    flight = (async () => {
      holder.count += 1;
      const result = await render();
      // Awaited once here, so every request of the minute gets plain props.
      const plain: Result<unknown> = 'props' in result ? { props: await result.props } : result;
      // A render that set a cookie answered one visitor: it is neither kept nor shared.
      const personal = res?.getHeader('set-cookie') !== undefined;
      if (!personal) holder.entries.set(key, { minute, result: plain });
      return { result: plain, personal };
    })().finally(() => holder.renders.delete(flightKey));
    holder.renders.set(flightKey, flight);
    const own = await flight;
    if (!own.personal) shared();
    return own.result as Result<P>;
  }
  const awaited = await flight;
  // Waiting on a render that turned out personal: this request renders for itself.
  if (awaited.personal) return render();
  shared();
  return awaited.result as Result<P>;
}

/** How many renders ran through the cache since the start (or the last reset): what the tests count. */
export function pageRenderCount(): number {
  return holder.count;
}

export function pageCacheStats(): CacheStats {
  return holder.entries.stats();
}

/** Empties the cache (tests). */
export function resetPageCache(): void {
  holder.entries.clear();
  holder.renders.clear();
  holder.count = 0;
}
