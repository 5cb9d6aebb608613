/**
 * Issue 15 point 21: the URLs a company publishes (canonical, hreflang, Open Graph, sitemap, robots) come from its
 * configured address (src/server/tenancy/public-origin.ts), never from a request header. Over HTTP for
 * /sitemap.xml and /robots.txt (their API routes behind Next's own resolver), and through proxy.ts, which names the
 * address to every page in `x-company-origin`. The pages themselves are checked in the browser: e2e/trust-http.spec.ts.
 */
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import robotsRoute from '@/pages/api/seo/robots';
import sitemapRoute from '@/pages/api/seo/sitemap';
import { proxy } from '@/proxy';
import { requestOrigin } from '@/src/server/pages/request-origin';
import { publicOrigin } from '@/src/server/tenancy/public-origin';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
let sitemap: RouteServer;
let robots: RouteServer;
beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
  sitemap = await serveApiRoute(sitemapRoute, () => ({}));
  robots = await serveApiRoute(robotsRoute, () => ({}));
});
afterAll(async () => {
  delete process.env.STORE_NOW;
  await sitemap.close();
  await robots.close();
  await closeSeededDatabase(t);
});
afterEach(() => vi.unstubAllEnvs());

const AERO_ORIGIN = 'http://aeroporto.localhost:3000';
const MERCADO_ORIGIN = 'http://mercado.test:3000';
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '8443' };

/** The Host variants that still reach the company (capitals, a trailing dot, another port, none). */
const VARIANTS: [string, string[]][] = [
  [AERO_ORIGIN, ['aeroporto.localhost:3000', 'AEROPORTO.LOCALHOST:3000', 'aeroporto.localhost.:3000']],
  [MERCADO_ORIGIN, ['mercado.test:3000', 'mercado.test', 'MERCADO.TEST:8080', 'mercado.test.:4444']],
];

const urlsIn = (text: string) =>
  [...text.matchAll(/(?:<loc>|href="|Sitemap: )(https?:\/\/[^<"\s]+)/g)].map((m) => m[1]!);

describe('sitemap.xml and robots.txt over HTTP', () => {
  for (const [origin, hosts] of VARIANTS) {
    it(`every URL is on ${origin}, whatever the Host variant or forwarded headers (trusted proxy or not)`, async () => {
      for (const trust of ['0', '1']) {
        vi.stubEnv('TRUST_PROXY', trust);
        for (const host of hosts) {
          for (const headers of [{ host }, { host, ...FORGED }]) {
            const map = await sitemap.send('/api/seo/sitemap', { headers });
            expect(map.status).toBe(200);
            const urls = urlsIn(map.text);
            expect(urls.length).toBeGreaterThan(10);
            expect(
              urls.filter((url) => !url.startsWith(`${origin}/`)),
              `${host} ${JSON.stringify(headers)}`,
            ).toEqual([]);
            expect(map.text).toContain('hreflang="en"');
            const txt = await robots.send('/api/seo/robots', { headers });
            expect(txt.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
            expect(txt.text).not.toContain('evil.example');
          }
        }
      }
    });
  }
});

describe('the pages: proxy.ts names the configured address, overwriting whatever the client sent', () => {
  /** The request headers proxy.ts hands on to the page (Next carries them as x-middleware-request-*). */
  async function pageHeaders(url: string, headers: Record<string, string>) {
    const response = await proxy(new NextRequest(url, { headers }));
    return { origin: response.headers.get('x-middleware-request-x-company-origin') };
  }

  it.each([
    [
      'http://aeroporto.localhost:3000/loja/cafe-check-in',
      { host: 'AEROPORTO.localhost:3000', ...FORGED },
      AERO_ORIGIN,
    ],
    [
      'http://aeroporto.localhost:3000/',
      { host: 'aeroporto.localhost.:3000', 'x-company-origin': 'https://evil.example' },
      AERO_ORIGIN,
    ],
    ['http://mercado.test:3000/loja/mercado-da-vila', { host: 'mercado.test:9999', ...FORGED }, MERCADO_ORIGIN],
    ['http://localhost:3000/', { host: '127.0.0.1:3000', ...FORGED }, 'http://localhost:3000'],
  ])('%s with %j → %s', async (url, headers, expected) => {
    vi.stubEnv('TRUST_PROXY', '1');
    expect((await pageHeaders(url, headers)).origin).toBe(expected);
  });

  it('a page builds its links on that header alone: X-Forwarded-Host and -Proto are never read', () => {
    expect(requestOrigin({ host: 'aeroporto.localhost:9999', ...FORGED, 'x-company-origin': AERO_ORIGIN })).toBe(
      AERO_ORIGIN,
    );
    // Rendered without the proxy (a test calling getServerSideProps): the Host, never the forwarded headers.
    expect(requestOrigin({ host: 'aeroporto.localhost:3000', ...FORGED })).toBe(AERO_ORIGIN);
  });
});

describe('the configured address', () => {
  it('https on a real deployment, on ROOT_DOMAIN and its port', () => {
    const real = { ROOT_DOMAIN: 'voos.example' };
    expect(publicOrigin({ kind: 'root', slug: 'aeroporto' }, real)).toBe('https://voos.example');
    expect(publicOrigin({ kind: 'subdomain', slug: 'aeroporto' }, real)).toBe('https://aeroporto.voos.example');
    expect(publicOrigin({ kind: 'custom', slug: 'mercado', domain: 'mercado.com.br' }, real)).toBe(
      'https://mercado.com.br',
    );
    expect(
      publicOrigin({ kind: 'custom', slug: 'mercado', domain: 'mercado.com.br' }, { ROOT_DOMAIN: 'Voos.Example:8443' }),
    ).toBe('https://mercado.com.br:8443');
    expect(publicOrigin({ kind: 'subdomain', slug: 'aeroporto' }, {})).toBe('http://aeroporto.localhost:3000');
  });
});
