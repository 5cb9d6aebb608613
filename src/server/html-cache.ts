/**
 * The finished HTML of the pages every anonymous visitor sees alike, kept for the minute (at most a few seconds) in front of Next's
 * handler (scripts/start.ts). A page opts in by answering with the public cache header of src/server/page-cache.ts
 * (only the home, service, store and item pages do, and only for anonymous requests); its props are already
 * cached there, and this keeps the rendering too, so a popular store page renders once a minute per host.
 *
 * Never served from nor stored in the cache: anything but GET/HEAD, API and /_next requests, a request with
 * `authorization` or a session cookie, a visit's first page that proxy.ts moves to the shopper's language
 * (src/server/tenancy/arrival-locale.ts), an answer other than 200, an answer that sets a cookie; nothing at all
 * with `PAGE_CACHE=off` (src/server/page-cache-switch.ts). The key is the
 * host with the forwarded host and protocol (the page's absolute links come from them), the URL, and the
 * accept-encoding (Next compresses the body for it); the company and the language are in the host and the URL.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { serverNow } from './clock';
import { BoundedCache } from './graphql/bounded-cache';
import { isPersonalRequest, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';
import { pageCachesOff } from './page-cache-switch';
import { TRUST_MS as LIVE_STOCK_TRUST_MS } from './catalog/live-stock';
import { arrivalTarget } from './tenancy/arrival-locale';
import { pathLocale } from '../domain/locale';

const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  minute: number;
  storedAt: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * An entry also ages out after the live stock's trust (real time, not the store clock, which STORE_NOW may
 * fix): a page showing the stock left must not outlive it by the rest of the minute. Rendering again from the
 * page cache's props is cheap; those props are keyed by the stock's version (src/server/page-cache.ts).
 */
const MAX_AGE_MS = LIVE_STOCK_TRUST_MS;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The key of a request the cache may answer, or null when it must go to Next. */
export function htmlCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/_next/')) return null;
  if (isPersonalRequest(req.headers) || pageCachesOff()) return null;
  // A visit's first page in another language than the shopper's goes on to proxy.ts, which redirects it.
  if (arrivalTarget({ method: req.method, header: (name) => header(req, name) || null, locale: pathLocale(url) }))
    return null;
  return JSON.stringify([
    header(req, 'host'),
    header(req, 'x-forwarded-host'),
    header(req, 'x-forwarded-proto'),
    url,
    header(req, 'accept-encoding'),
  ]);
}

export interface HtmlCache {
  handle: Handler;
  /** Answers served from the cache since the start: what the tests count. */
  hits(): number;
}

export function withHtmlCache(
  next: Handler,
  now: () => number = () => serverNow().toMillis(),
  elapsed: () => number = () => performance.now(),
): HtmlCache {
  const entries = new BoundedCache<Entry>(MAX_BYTES, (entry) => entry.body.length + 512);
  let hits = 0;

  const handle: Handler = (req, res) => {
    const key = htmlCacheKey(req);
    if (key === null) return next(req, res);
    const minute = Math.floor(now() / 60_000);
    const hit = entries.get(key);
    if (hit && hit.minute === minute && elapsed() - hit.storedAt < MAX_AGE_MS) {
      hits += 1;
      // Its age (RFC 9111 §5.1): a CDN in front counts it, so the page's shared-cache lifetime runs from its render.
      const age = String(Math.floor((elapsed() - hit.storedAt) / 1000));
      res.writeHead(hit.status, { ...hit.headers, age, 'x-page-cache': 'HIT' });
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return undefined;
    }
    if (req.method === 'GET') record(res, (entry) => entries.set(key, { ...entry, minute, storedAt: elapsed() }));
    return next(req, res);
  };
  return { handle, hits: () => hits };
}

/** Collects what Next writes, and hands it over once the answer turns out to be a shared, anonymous 200. */
function record(res: ServerResponse, keep: (entry: Omit<Entry, 'minute' | 'storedAt'>) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    const shared =
      res.statusCode === 200 &&
      res.getHeader('cache-control') === PUBLIC_PAGE_CACHE_CONTROL &&
      res.getHeader('set-cookie') === undefined;
    if (shared) keep({ status: 200, headers: withoutHopHeaders(res.getHeaders()), body: Buffer.concat(chunks) });
    return end(...args);
  }) as ServerResponse['end'];
}

/** Headers that describe one connection, not the answer. */
function withoutHopHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const {
    connection: _connection,
    'keep-alive': _keepAlive,
    'transfer-encoding': _transfer,
    date: _date,
    ...rest
  } = headers;
  return rest;
}
