/**
 * Issue 15 point 22, at the HTTP level: raw requests to /api/graphql's Node handler (src/server/graphql/
 * http-handler.ts, as pages/api/graphql.ts runs it) from other sites. CORS only for the companies' own origins;
 * CSRF prevention (a request another site's page can send without a preflight is refused before it runs, the
 * response cache included); no "Did you mean …" schema hints while introspection is off.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import { handleGraphQL } from '@/src/server/graphql/http-handler';
import { clearResponseCache } from '@/src/server/graphql/response-cache';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO,
  closeSeededDatabase,
  MERCADO,
  MERCADO_DOMAIN,
  MONDAY_NOON,
  openSeededDatabase,
} from '../graphql-harness';
import { cashOrder, CREATE, importTestShop, SHOP, STOCK_ITEM, stockOf } from '../orders/orders-fixture';

let t: TestDatabase;
let server: Server;
let port = 0;
let shopId = '';

beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId: shopId } = await importTestShop(t));
  server = createServer((req, res) => void handleGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await closeSeededDatabase(t);
});
beforeEach(() => {
  clearResponseCache();
  process.env.STORE_NOW = MONDAY_NOON;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

function send(options: {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Answer> {
  const body = options.body ?? '';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: options.path ?? '/api/graphql',
        method: options.method ?? 'POST',
        headers: { host: AERO, 'content-length': Buffer.byteLength(body), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Answer['json'] = {};
          try {
            json = JSON.parse(text) as Answer['json'];
          } catch {
            /* an empty preflight answer */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const CATALOG_READ = JSON.stringify({ query: 'query C { catalog(filter: {slug: "sala-vip"}) { _id } }' });
const codes = (answer: Answer) => (answer.json.errors ?? []).map((error) => error.extensions?.code);

describe('CORS: only the companies own origins may read an answer from another origin', () => {
  it('a foreign site gets no CORS header at all (Yoga reflected any origin, with credentials)', async () => {
    const answer = await send({ headers: { ...JSON_TYPE, origin: 'https://evil.example' }, body: CATALOG_READ });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("a foreign site's preflight is answered without permission", async () => {
    const answer = await send({
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });

  it("the company's own origins (its subdomain, its custom domain) are allowed, with credentials and Vary: Origin", async () => {
    for (const [host, origin] of [
      [AERO, `http://${AERO}`],
      [MERCADO, `http://${MERCADO_DOMAIN}:3000`],
      [`${MERCADO_DOMAIN}:3000`, `http://${MERCADO}`],
    ]) {
      const answer = await send({ headers: { ...JSON_TYPE, host: host!, origin: origin! }, body: CATALOG_READ });
      expect(answer.headers['access-control-allow-origin'], `${origin} on ${host}`).toBe(origin);
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(String(answer.headers.vary)).toMatch(/origin/i);
    }
    const preflight = await send({
      method: 'OPTIONS',
      headers: {
        origin: `http://${AERO}`,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(`http://${AERO}`);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('content-type');
  });

  it("on a company's own host another company's origin is not allowed; on the bare root any company's is", async () => {
    const onAero = await send({ headers: { ...JSON_TYPE, origin: `http://${MERCADO}` }, body: CATALOG_READ });
    expect(onAero.headers['access-control-allow-origin']).toBeUndefined();
    const onRoot = await send({
      headers: { ...JSON_TYPE, host: 'localhost:3000', origin: `http://${MERCADO_DOMAIN}:3000` },
      body: CATALOG_READ,
    });
    expect(onRoot.headers['access-control-allow-origin']).toBe(`http://${MERCADO_DOMAIN}:3000`);
  });

  it("on the bare root another company's origin gets no credentials grant, preflight or request; the root's own origins do", async () => {
    const root = 'localhost:3000';
    const other = `http://${MERCADO_DOMAIN}:3000`;
    const preflight = await send({
      method: 'OPTIONS',
      headers: {
        host: root,
        origin: other,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    for (const attempt of [1, 2]) {
      const answer = await send({ headers: { ...JSON_TYPE, host: root, origin: other }, body: CATALOG_READ });
      expect(answer.headers['access-control-allow-origin']).toBe(other);
      expect(answer.headers['access-control-allow-credentials'], `request ${attempt}`).toBeUndefined();
    }
    // The root's own company (aeroporto): its subdomain and the root itself are granted credentials.
    for (const origin of [`http://${AERO}`, `http://${root}`]) {
      const own = await send({
        method: 'OPTIONS',
        headers: {
          host: root,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(own.headers['access-control-allow-credentials'], origin).toBe('true');
      const answer = await send({ headers: { ...JSON_TYPE, host: root, origin }, body: CATALOG_READ });
      expect(answer.headers['access-control-allow-credentials'], origin).toBe('true');
    }
  });

  it.each([
    'http://ninguem.localhost:3000', // no such company
    'http://evilaeroporto.localhost:3000', // a look-alike subdomain
    'http://aeroporto.localhost:3000.evil.example', // the company's host as a prefix
    'http://evil.example/aeroporto.localhost:3000',
    'https://aeroporto.localhost:3000', // not the scheme it is published on
    'http://aeroporto.localhost:3999', // nor the port
    'http://aeroporto.localhost:3000/', // not an origin
    'http://AEROPORTO.localhost:3000',
    'null',
  ])('%s is not allowed', async (origin) => {
    const answer = await send({ headers: { ...JSON_TYPE, origin }, body: CATALOG_READ });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('an answer from the response cache carries the same CORS decision', async () => {
    const own = { ...JSON_TYPE, origin: `http://${AERO}` };
    expect((await send({ headers: own, body: CATALOG_READ })).headers['x-cache']).toBe('MISS');
    const hit = await send({ headers: own, body: CATALOG_READ });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['access-control-allow-origin']).toBe(`http://${AERO}`);
    const foreign = await send({ headers: { ...JSON_TYPE, origin: 'https://evil.example' }, body: CATALOG_READ });
    expect(foreign.headers['x-cache']).toBe('HIT');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CSRF prevention: what another site can send without a preflight is refused before it runs', () => {
  const CANCEL = 'mutation { cancelOrder(id: "no-such-order") { _id } }';

  it('a form post (application/x-www-form-urlencoded) of a mutation is refused with 403 CSRF_REFUSED', async () => {
    const answer = await send({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: CANCEL }).toString(),
    });
    expect(answer.status).toBe(403);
    expect(codes(answer)).toEqual(['CSRF_REFUSED']);
    expect(answer.json.data).toBeUndefined();
  });

  it('a text/plain post of a createOrder is refused, and no order is made nor stock taken', async () => {
    const before = {
      orders: (await t.db.select({ n: count() }).from(orders).where(eq(orders.companyId, shopId)))[0]!.n,
      stock: await stockOf(t, shopId, STOCK_ITEM),
    };
    const body = JSON.stringify({
      query: CREATE,
      variables: { input: cashOrder(STOCK_ITEM, 2), key: 'csrf-text-plain-0001' },
    });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', '']) {
      const answer = await send({
        headers: { host: SHOP, cookie: 'clientId=csrf-victim-browser', ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(answer.status, type).toBe(403);
      expect(codes(answer), type).toEqual(['CSRF_REFUSED']);
    }
    const after = {
      orders: (await t.db.select({ n: count() }).from(orders).where(eq(orders.companyId, shopId)))[0]!.n,
      stock: await stockOf(t, shopId, STOCK_ITEM),
    };
    expect(after).toEqual(before);
  });

  it('a GET (an image or a link on another site) is refused; a GET mutation never runs, even with the header', async () => {
    const mutation = `/api/graphql?query=${encodeURIComponent(CANCEL)}`;
    const plain = await send({ method: 'GET', path: mutation });
    expect(plain.status).toBe(403);
    expect(codes(plain)).toEqual(['CSRF_REFUSED']);
    const withHeader = await send({ method: 'GET', path: mutation, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(withHeader.status).toBe(405);
    expect(withHeader.json.data ?? null).toBeNull();
    const query = `/api/graphql?query=${encodeURIComponent('query { catalog(filter: {slug: "sala-vip"}) { _id } }')}`;
    expect((await send({ method: 'GET', path: query })).status).toBe(403);
    const allowed = await send({ method: 'GET', path: query, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(allowed.status).toBe(200);
    expect(allowed.json.data).toEqual({ catalog: { _id: 'aero-sala-vip' } });
  });

  it('a cached catalogue read is not handed to a text/plain post either', async () => {
    await send({ headers: JSON_TYPE, body: CATALOG_READ });
    expect((await send({ headers: JSON_TYPE, body: CATALOG_READ })).headers['x-cache']).toBe('HIT');
    const refused = await send({ headers: { 'content-type': 'text/plain' }, body: CATALOG_READ });
    expect(refused.status).toBe(403);
    expect(refused.headers['x-cache']).toBeUndefined();
  });

  it("the storefront's own requests go through: JSON as Apollo's HttpLink and the session's raw fetch send it", async () => {
    const apollo = await send({
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'accept-language': 'en',
        origin: `http://${AERO}`,
      },
      body: CATALOG_READ,
    });
    expect(apollo.status).toBe(200);
    expect(apollo.json.data).toEqual({ catalog: { _id: 'aero-sala-vip' } });
    const session = await send({
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: '' },
      body: JSON.stringify({
        operationName: 'SessionBackendUser',
        query: 'query SessionBackendUser($email: String!) { user(filter: { email: $email }) { _id } }',
        variables: { email: 'x@y.z' },
      }),
    });
    expect(session.status).not.toBe(403);
    expect(codes(session)).not.toContain('CSRF_REFUSED');
  });

  it('the refusal is in the request language', async () => {
    const en = await send({ headers: { 'content-type': 'text/plain', 'accept-language': 'en' }, body: CATALOG_READ });
    expect(en.json.errors?.[0]?.message).toMatch(/^Request refused: send the operation as JSON/);
    const es = await send({ headers: { 'content-type': 'text/plain', 'accept-language': 'es' }, body: CATALOG_READ });
    expect(es.json.errors?.[0]?.message).toMatch(/^Solicitud rechazada/);
    const pt = await send({ headers: { 'content-type': 'text/plain' }, body: CATALOG_READ });
    expect(pt.json.errors?.[0]?.message).toMatch(/^Pedido recusado/);
  });
});

describe('no schema hints in errors while introspection is off', () => {
  it.each([
    ['a misspelled field', { query: 'query { ordr(id: "1") { _id } }' }, ['"order"']],
    ['a misspelled argument', { query: 'query { catalog(fitler: {}) { _id } }' }, ['"filter"']],
    [
      'a misspelled type',
      { query: 'query Q($i: OrderInpt!) { quote(input: $i) { total } }', variables: {} },
      ['"OrderInput"'],
    ],
    [
      'a misspelled enum value',
      { query: 'mutation { updateOrderStatus(id: "1", status: PLACD) { _id } }' },
      ['"PLACED"'],
    ],
    [
      'a misspelled input field in the variables',
      {
        query: 'query Q($i: OrderInput!) { quote(input: $i) { total } }',
        variables: { i: { catalogid: 'x', items: [] } },
      },
      ['"catalogId"'],
    ],
    [
      'a misspelled enum value in the variables',
      {
        query: 'mutation M($s: OrderStatus!) { updateOrderStatus(id: "1", status: $s) { _id } }',
        variables: { s: 'PLACD' },
      },
      ['"PLACED"'],
    ],
  ])('%s: refused with a code, and no "Did you mean"', async (_name, body, hidden) => {
    const answer = await send({ headers: JSON_TYPE, body: JSON.stringify(body) });
    expect(answer.json.errors?.length).toBeGreaterThan(0);
    expect(codes(answer).every((code) => typeof code === 'string')).toBe(true);
    expect(answer.text).not.toMatch(/did you mean/i);
    for (const name of hidden) expect(answer.text).not.toContain(name);
  });

  it('introspection stays off', async () => {
    const answer = await send({
      headers: JSON_TYPE,
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    expect(answer.json.data ?? null).toBeNull();
    expect(answer.text).not.toContain('OrderInput');
  });
});
