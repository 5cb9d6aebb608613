/**
 * The HTTP edges of docs/interfaces.md "HTTP endpoints": the tracker id look-up behind GET /api/gtm (trackerFor and the route),
 * and the body size limit of POST /api/graphql (pages/api/graphql.ts), called with fake Next request and
 * response objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { trackerFor } from '@/src/server/tenancy/tracker';
import { MAX_BODY_BYTES } from '@/src/server/graphql/yoga';
import graphqlRoute from '@/pages/api/graphql';
import gtmRoute from '@/pages/api/gtm';
import { atClock, closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  // A third company with its own tag-manager id, on a subdomain and a custom domain.
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = {
    ...doc.company,
    slug: 'padaria',
    name: 'Padaria',
    domains: ['padaria.test'],
    tracker: { googleTagManagerId: 'GTM-PADARIA1' },
  };
  doc.blogPosts = [];
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(imported.problems.join('\n'));
  clearDirectoryCache();
});
afterAll(async () => closeSeededDatabase(t));

/** An environment with only these settings. */
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const gtmId = (response: Awaited<ReturnType<typeof trackerFor>>) => response?.sites[0].tracker.googleTagManagerId;

describe('trackerFor: sites[0].tracker.googleTagManagerId by subdomain or custom domain', () => {
  it("a company's own id, by subdomain and by custom domain (case and port ignored)", async () => {
    expect(await trackerFor(t.db, { subdomain: 'padaria' })).toEqual({
      sites: [{ tracker: { googleTagManagerId: 'GTM-PADARIA1' } }],
    });
    expect(gtmId(await trackerFor(t.db, { subdomain: ' PADARIA ' }))).toBe('GTM-PADARIA1');
    expect(gtmId(await trackerFor(t.db, { customDomain: 'padaria.test' }))).toBe('GTM-PADARIA1');
    expect(gtmId(await trackerFor(t.db, { customDomain: 'Padaria.Test:3000' }))).toBe('GTM-PADARIA1');
  });

  it('a company without its own id gets the partner id of the environment, or an empty id', async () => {
    expect(gtmId(await trackerFor(t.db, { subdomain: 'aeroporto' }, env({ PARTNER_GTM_ID: 'GTM-PARTNER' })))).toBe(
      'GTM-PARTNER',
    );
    expect(
      gtmId(await trackerFor(t.db, { customDomain: 'mercado.test' }, env({ PARTNER_GTM_ID: 'GTM-PARTNER' }))),
    ).toBe('GTM-PARTNER');
    expect(await trackerFor(t.db, { subdomain: 'aeroporto' }, env({}))).toEqual({
      sites: [{ tracker: { googleTagManagerId: '' } }],
    });
  });

  it('an unknown subdomain or domain, or neither, is null', async () => {
    expect(await trackerFor(t.db, { subdomain: 'ninguem' })).toBeNull();
    expect(await trackerFor(t.db, { customDomain: 'ninguem.test' })).toBeNull();
    expect(await trackerFor(t.db, {})).toBeNull();
    // A subdomain is a slug, not a custom domain, and the reverse.
    expect(await trackerFor(t.db, { subdomain: 'mercado.test' })).toBeNull();
    expect(await trackerFor(t.db, { customDomain: 'mercado' })).toBeNull();
  });
});

/** A minimal NextApiResponse that records what the handler did. */
function fakeResponse() {
  const recorded = {
    statusCode: 0,
    headers: {} as Record<string, string | number | readonly string[]>,
    body: undefined as unknown,
  };
  // Both the Next helpers (status/json) and the plain Node ones (statusCode/end) that the GraphQL handler uses.
  const res = {
    set statusCode(code: number) {
      recorded.statusCode = code;
    },
    get statusCode() {
      return recorded.statusCode;
    },
    status(code: number) {
      recorded.statusCode = code;
      return res;
    },
    json(body: unknown) {
      recorded.body = body;
      return res;
    },
    send(body: unknown) {
      recorded.body = body;
      return res;
    },
    end(body?: unknown) {
      recorded.body = body;
      return res;
    },
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  return { res: res as unknown as NextApiResponse, recorded };
}

describe('GET /api/gtm', () => {
  const call = async (method: string, query: Record<string, string | string[]>) => {
    const { res, recorded } = fakeResponse();
    await gtmRoute({ method, query, headers: {} } as unknown as NextApiRequest, res);
    return recorded;
  };

  it('200 with the tracker and a short public cache', async () => {
    const recorded = await call('GET', { subdomain: 'padaria' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.body).toEqual({ sites: [{ tracker: { googleTagManagerId: 'GTM-PADARIA1' } }] });
    expect(recorded.headers['cache-control']).toBe('public, max-age=60');
    expect((await call('GET', { customDomain: ['padaria.test', 'other.test'] })).body).toEqual({
      sites: [{ tracker: { googleTagManagerId: 'GTM-PADARIA1' } }],
    });
  });

  it('404 for an unknown company, 400 without a parameter, 405 for another method', async () => {
    expect(await call('GET', { subdomain: 'ninguem' })).toMatchObject({ statusCode: 404, body: { sites: [] } });
    expect((await call('GET', {})).statusCode).toBe(400);
    const post = await call('POST', { subdomain: 'padaria' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET');
  });
});

describe('POST /api/graphql body size limit', () => {
  /** A NextApiRequest whose body arrives in chunks; `consumed` counts the chunks the handler read. */
  function fakeRequest(
    body: Buffer,
    options: { chunkSize?: number; headers?: Record<string, string>; method?: string; url?: string } = {},
  ) {
    const chunkSize = options.chunkSize ?? 16 * 1024;
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < body.length; offset += chunkSize)
      chunks.push(body.subarray(offset, offset + chunkSize));
    const state = { consumed: 0, total: chunks.length };
    const req = {
      method: options.method ?? 'POST',
      url: options.url ?? '/api/graphql',
      headers: { host: 'aeroporto.localhost:3000', 'content-type': 'application/json', ...options.headers },
      async *[Symbol.asyncIterator]() {
        for (const chunk of chunks) {
          state.consumed += 1;
          yield chunk;
        }
      },
    };
    return { req: req as unknown as NextApiRequest, state };
  }

  /** A valid GraphQL request padded with spaces (legal JSON whitespace) to exactly `size` bytes. */
  function paddedQuery(size: number): Buffer {
    const json = JSON.stringify({
      operationName: 'Main',
      variables: {},
      query: 'query Main { catalog(filter: {}) { _id } }',
    });
    return Buffer.from(json.slice(0, -1) + ' '.repeat(size - Buffer.byteLength(json)) + '}');
  }

  const send = async (req: NextApiRequest) => {
    const { res, recorded } = fakeResponse();
    await atClock(MONDAY_NOON, () => graphqlRoute(req, res));
    return recorded;
  };
  const bodyJson = (recorded: { body: unknown }) =>
    JSON.parse(Buffer.isBuffer(recorded.body) ? recorded.body.toString('utf8') : JSON.stringify(recorded.body));

  it('the limit is 100 KB', () => expect(MAX_BODY_BYTES).toBe(100 * 1024));

  it('a body above 100 KB is refused with 413 PAYLOAD_TOO_LARGE, and reading stops at the limit', async () => {
    const { req, state } = fakeRequest(paddedQuery(160 * 1024));
    const recorded = await send(req);
    expect(recorded.statusCode).toBe(413);
    expect(bodyJson(recorded)).toEqual({
      errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    // 16 KB chunks: the 7th crosses 100 KB; the other three are never read.
    expect(state.consumed).toBe(7);
    expect(state.total).toBe(10);
  });

  it('a declared content-length above the limit is refused before reading anything', async () => {
    const { req, state } = fakeRequest(paddedQuery(1024), {
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    const recorded = await send(req);
    expect(recorded.statusCode).toBe(413);
    expect(state.consumed).toBe(0);
  });

  it('one byte over the limit is refused; exactly 100 KB is served', async () => {
    expect((await send(fakeRequest(paddedQuery(MAX_BODY_BYTES + 1)).req)).statusCode).toBe(413);
    const atLimit = await send(fakeRequest(paddedQuery(MAX_BODY_BYTES)).req);
    expect(atLimit.statusCode).toBe(200);
    expect(bodyJson(atLimit)).toEqual({ data: { catalog: { _id: 'aero-delivery-burger' } } });
  });

  it('a small request goes through to GraphQL, with the company from the host header', async () => {
    const { req } = fakeRequest(paddedQuery(200), { headers: { host: 'mercado.test' } });
    const recorded = await send(req);
    expect(recorded.statusCode).toBe(200);
    expect(String(recorded.headers['content-type'])).toMatch(/application\/(graphql-response\+)?json/);
    expect(bodyJson(recorded)).toEqual({ data: { catalog: { _id: 'mercado-loja' } } });
  });

  it('a GET query is served without reading a body', async () => {
    const query = encodeURIComponent('query Main { catalog(filter: {slug: "sala-vip"}) { _id } }');
    const { req, state } = fakeRequest(Buffer.alloc(0), {
      method: 'GET',
      url: `/api/graphql?query=${query}`,
      headers: { accept: 'application/json' },
    });
    const recorded = await send(req);
    expect(recorded.statusCode).toBe(200);
    expect(bodyJson(recorded)).toEqual({ data: { catalog: { _id: 'aero-sala-vip' } } });
    expect(state.consumed).toBe(0);
  });
});
