import { request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { importCatalog } from '@/src/server/catalog-io/import';
import { handleGraphQL } from '@/src/server/graphql/http-handler';
import { clearResponseCache, isCacheableQuery, responseCacheStats } from '@/src/server/graphql/response-cache';
import { AERO, closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase | undefined;
let server: Server;
let port = 0;

beforeAll(async () => {
  t = await openSeededDatabase();
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

function post(body: object, headers: Record<string, string> = {}) {
  return postRaw(Buffer.from(JSON.stringify(body)), headers);
}

function postRaw(
  payload: Buffer,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  cache: string | undefined;
  json: { data?: Record<string, unknown>; errors?: unknown[] };
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/graphql',
        method: 'POST',
        headers: { host: AERO, 'content-type': 'application/json', 'content-length': payload.length, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-cache'] as string | undefined,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const PRICE = {
  query:
    'query P { item(filter: {catalogId: "aero-delivery-burger", itemId: "aero-delivery-burger-01"}) { name price } }',
};

describe('which queries are catalogue reads that may be cached', () => {
  it.each([
    ['a catalogue query', 'query { catalog(filter: {}) { _id } }', true],
    ['several catalogue fields', 'query { catalogs(filter: {owner: "x"}) { _id } company { slug } }', true],
    [
      'a quote (depends on the cart, computed each time)',
      'query { quote(input: {catalogId: "a", items: []}) { total } }',
      false,
    ],
    ['the user (depends on the caller)', 'query { user(filter: {email: "a@b.c"}) { _id } }', false],
    [
      'a catalogue read mixed with the user',
      'query { catalog(filter: {}) { _id } user(filter: {email: "a@b.c"}) { _id } }',
      false,
    ],
    ['two operations in one document', 'query A { catalog(filter: {}) { _id } } query B { company { slug } }', false],
    ['a fragment spread at the root', 'query { ...F } fragment F on Query { catalog(filter: {}) { _id } }', false],
    ['a syntax error', 'query { catalog(', false],
  ])('%s → %s', (_name, query, expected) => expect(isCacheableQuery(query)).toBe(expected));
});

describe('catalogue reads are answered from the response cache within a minute', () => {
  it('the same read on a company host is a MISS, then a HIT with the same answer', async () => {
    const first = await post(PRICE);
    const second = await post(PRICE);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.json).toEqual(first.json);
    expect(first.json.data).toEqual({ item: { name: 'Clássico Pista', price: 38.9 } });
  });

  it('another locale, another minute or another body is a MISS', async () => {
    await post(PRICE);
    expect((await post(PRICE, { 'accept-language': 'en' })).cache).toBe('MISS');
    process.env.STORE_NOW = '2026-11-23T12:01:00.000-03:00';
    expect((await post(PRICE)).cache).toBe('MISS');
    expect((await post({ ...PRICE, variables: {} })).cache).toBe('MISS');
  });

  it('a re-import that changes a price is seen at once: the catalogue version is part of the key', async () => {
    expect((await post(PRICE)).json.data).toEqual({ item: { name: 'Clássico Pista', price: 38.9 } });
    const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/aeroporto.json'), 'utf8'));
    doc.catalogs.find((c: { _id: string }) => c._id === 'aero-delivery-burger').categories[0].items[0].price = 41.5;
    expect((await importCatalog(t!.db, doc)).ok).toBe(true);
    // The snapshot is trusted for one second; a minute later its version is certainly checked again.
    process.env.STORE_NOW = '2026-11-23T12:02:00.000-03:00';
    await new Promise((r) => setTimeout(r, 1100));
    const after = await post(PRICE);
    expect(after.cache).toBe('MISS');
    expect(after.json.data).toEqual({ item: { name: 'Clássico Pista', price: 41.5 } });
  });

  it('quotes and answers with errors are never cached', async () => {
    const quote = {
      query:
        'query Q { quote(input: {catalogId: "aero-delivery-burger", items: [{itemId: "aero-delivery-burger-01", quantity: 1}]}) { total } }',
    };
    expect((await post(quote)).cache).toBeUndefined();
    const missing = { query: 'query M { catalogSummary(filter: {catalogId: "nope"}) { catalogs { _id } } }' };
    expect((await post(missing)).cache).toBe('MISS');
    expect((await post(missing)).cache).toBe('MISS');
  });

  it('the key is a digest of the request as read: padding of the envelope is the same request, and kept once', async () => {
    const padded = Buffer.from(`{ "query" : ${JSON.stringify(PRICE.query)} ${' '.repeat(50_000)} }`);
    expect((await post(PRICE)).cache).toBe('MISS');
    expect((await postRaw(padded)).cache).toBe('HIT');
    const { responses } = responseCacheStats();
    expect(responses.entries).toBe(1);
    // Charged for the answer, a digest key and the overhead: far less than the 50 KB body.
    expect(responses.bytes).toBeLessThan(2_000);
  });

  it('the bare root host, where a company argument chooses the company, is not cached', async () => {
    expect((await post(PRICE, { host: 'localhost:3000' })).cache).toBeUndefined();
  });
});
