/**
 * The HTML cache in front of Next: a page answered with the public cache header renders once a minute per host
 * and URL; personal requests, other hosts, other answers and the next minute go to the handler.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/src/server/page-cache';
import { withHtmlCache } from '@/src/server/html-cache';

let server: Server | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A stand-in for Next's handler: renders a page naming the host and URL, in two writes, and counts its renders. */
function start(options: { cacheControl?: string; setCookie?: boolean; status?: number } = {}) {
  let renders = 0;
  let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
  let elapsed = 0;
  const next = (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    res.statusCode = options.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', options.cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL);
    if (options.setCookie) res.setHeader('set-cookie', 'a=b');
    res.write(`<p>${req.headers.host} ${req.url} `);
    res.end(`render ${renders}</p>`);
  };
  const cache = withHtmlCache(
    next,
    () => clock,
    () => elapsed,
  );
  server = createServer((req, res) => void cache.handle(req, res));
  return new Promise<{
    get: (
      path: string,
      headers?: Record<string, string>,
    ) => Promise<{ body: string; hit: string | null; status: number; age: string | null; cacheControl: string | null }>;
    renders: () => number;
    tick: (ms: number) => void;
    /** Real time passing (the store clock may stand still: STORE_NOW). */
    wait: (ms: number) => void;
  }>((resolve) => {
    server!.listen(0, () => {
      const { port } = server!.address() as AddressInfo;
      resolve({
        // node:http rather than fetch, which does not let a test name the Host.
        get: (path, headers = {}) =>
          new Promise((done, fail) => {
            const req = request(
              { host: '127.0.0.1', port, path, headers: { host: 'aeroporto.localhost', ...headers } },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () =>
                  done({
                    body: Buffer.concat(chunks).toString('utf8'),
                    hit: (response.headers['x-page-cache'] as string | undefined) ?? null,
                    status: response.statusCode ?? 0,
                    age: (response.headers.age as string | undefined) ?? null,
                    cacheControl: (response.headers['cache-control'] as string | undefined) ?? null,
                  }),
                );
              },
            );
            req.on('error', fail);
            req.end();
          }),
        renders: () => renders,
        tick: (ms) => {
          clock += ms;
        },
        wait: (ms) => {
          elapsed += ms;
        },
      });
    });
  });
}

describe('withHtmlCache', () => {
  it('renders a public page once a minute per host and URL, and serves the same bytes', async () => {
    const s = await start();
    const first = await s.get('/loja/burger-pista');
    const second = await s.get('/loja/burger-pista');
    expect(first.hit).toBeNull();
    expect(second.hit).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(s.renders()).toBe(1);
    expect((await s.get('/loja/burger-pista', { host: 'mercado.localhost' })).body).toContain('mercado.localhost');
    expect((await s.get('/en/loja/burger-pista')).hit).toBeNull();
    expect(s.renders()).toBe(3);
    s.tick(60_000);
    expect((await s.get('/loja/burger-pista')).body).toContain('render 4');
  });

  it('serves a page at most 5 s after its render, saying how old it is, so a CDN in front keeps it no longer either', async () => {
    const s = await start();
    const first = await s.get('/loja/burger-pista');
    expect(first.age).toBeNull();
    s.wait(3_400);
    const kept = await s.get('/loja/burger-pista');
    expect(kept.hit).toBe('HIT');
    // RFC 9111: a shared cache counts the Age it receives, so s-maxage + stale-while-revalidate run from the render.
    expect(kept.age).toBe('3');
    expect(kept.cacheControl).toBe('public, s-maxage=2, stale-while-revalidate=3');
    s.wait(1_600);
    const again = await s.get('/loja/burger-pista');
    expect(again.hit).toBeNull();
    expect(again.body).toContain('render 2');
  });

  it('never answers a signed-in request from the cache', async () => {
    const s = await start();
    await s.get('/');
    expect((await s.get('/', { cookie: 'storefront_client_id=x; next-auth.session-token=abc' })).hit).toBeNull();
    expect((await s.get('/', { authorization: 'Bearer t' })).hit).toBeNull();
    expect((await s.get('/', { cookie: 'storefront_client_id=x' })).hit).toBe('HIT');
  });

  it('lets a visit’s first page through to proxy.ts when it must open in the shopper’s language', async () => {
    const s = await start();
    const english = { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' };
    await s.get('/loja/burger-pista');
    expect((await s.get('/loja/burger-pista', english)).hit).toBeNull(); // proxy.ts redirects it to /en/…
    expect((await s.get('/loja/burger-pista', { ...english, cookie: 'storefront-locale-checked=1' })).hit).toBe('HIT');
    expect((await s.get('/loja/burger-pista', { ...english, 'sec-fetch-dest': 'empty' })).hit).toBe('HIT');
    await s.get('/en/loja/burger-pista');
    expect((await s.get('/en/loja/burger-pista', english)).hit).toBe('HIT'); // already in English
    expect((await s.get('/loja/burger-pista', { 'accept-language': 'pt-BR', 'sec-fetch-dest': 'document' })).hit).toBe(
      'HIT',
    );
  });

  it('keeps only anonymous public 200 answers that set no cookie', async () => {
    for (const options of [{ cacheControl: 'private, no-store' }, { setCookie: true }, { status: 404 }]) {
      const s = await start(options);
      await s.get('/carrinho');
      expect((await s.get('/carrinho')).hit).toBeNull();
      expect(s.renders()).toBe(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('lets API and Next asset requests through', async () => {
    const s = await start();
    await s.get('/api/ping');
    await s.get('/api/ping');
    await s.get('/_next/data/x/loja.json');
    await s.get('/_next/data/x/loja.json');
    expect(s.renders()).toBe(4);
  });
});

describe('withHtmlCache with PAGE_CACHE=off (benchmarks of the renderer)', () => {
  it('hands every request to the handler, public answers included', async () => {
    vi.stubEnv('PAGE_CACHE', 'off');
    const s = await start();
    const answers = [await s.get('/loja/burger-pista'), await s.get('/loja/burger-pista')];
    expect(answers.map((a) => a.hit)).toEqual([null, null]);
    expect(answers[1].body).toContain('render 2');
    expect(s.renders()).toBe(2);
    vi.stubEnv('PAGE_CACHE', 'on');
    await s.get('/loja/burger-pista');
    expect((await s.get('/loja/burger-pista')).hit).toBe('HIT');
  });
});
