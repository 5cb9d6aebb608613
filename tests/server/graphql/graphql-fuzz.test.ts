/**
 * Fuzz test of POST /api/graphql through the real HTTP handler (handleGraphQL on a node http server): thousands
 * of generated requests (deep nesting, long lists, null bytes, odd Host headers, wrong variable types, unknown
 * fields, many aliases, bad JSON, wrong content types) never get a 5xx, never a masked internal error, and every
 * error carries `extensions.code`. Then a stream of distinct request bodies leaves every cache within its own
 * accounting and the heap within a bound.
 *
 * @engine-independent: the PostgreSQL pass leaves it out (scripts/sql-tests.ts); its reads are the catalogue reads
 * the other server files run on both engines, and its subject is the HTTP handler.
 */
import { Agent, request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { handleGraphQL } from '@/src/server/graphql/http-handler';
import { clearResponseCache, responseCacheStats } from '@/src/server/graphql/response-cache';
import { parseCacheStats } from '@/src/server/graphql/yoga';
import { snapshotCacheSize } from '@/src/server/catalog/company-snapshot';
import {
  AERO,
  closeSeededDatabase,
  MERCADO,
  MERCADO_DOMAIN,
  MONDAY_NOON,
  openSeededDatabase,
} from '../graphql-harness';

let t: TestDatabase | undefined;
let server: Server;
let port = 0;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  t = await openSeededDatabase();
  process.env.STORE_NOW = MONDAY_NOON;
  server = createServer((req, res) => void handleGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.close();
  await closeSeededDatabase(t);
});

interface Sent {
  status: number;
  contentType: string;
  text: string;
}

function post(body: string | Buffer, headers: Record<string, string> = {}): Promise<Sent> {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        path: '/api/graphql',
        method: 'POST',
        headers: { host: AERO, 'content-type': 'application/json', ...headers, 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The invariants of every answer: no 5xx, no masked internal error, a code on every error. */
function expectWellBehaved(sent: Sent, what: string) {
  const where = `${what.slice(0, 300)} → ${sent.status} ${sent.text.slice(0, 300)}`;
  expect(sent.status, where).toBeLessThan(500);
  expect(sent.text, where).not.toContain('Unexpected error.');
  if (!sent.contentType.includes('json')) return; // 415 for a content type GraphQL does not read: no body
  const body = JSON.parse(sent.text) as { errors?: { extensions?: { code?: unknown } }[] };
  for (const error of body.errors ?? []) expect(typeof error.extensions?.code, where).toBe('string');
}

const envelope = (query: string, variables?: unknown, operationName?: string) =>
  JSON.stringify({ query, variables, operationName });

// ---- Generators ----------------------------------------------------------------------------------------------

const ITEM = 'item(filter: {catalogId: "aero-delivery-burger", itemId: "aero-delivery-burger-01"}) { name price }';
const QUOTE = 'query Q($input: OrderInput!) { quote(input: $input) { total problems } }';

/** Host headers: the demo's own, the bare root, and malformed ones (only characters a header may carry). */
const hostArb = fc.oneof(
  fc.constantFrom(
    AERO,
    MERCADO,
    MERCADO_DOMAIN,
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    'ninguem.localhost:3000',
    'ninguem.test',
  ),
  fc.constantFrom(
    ':3999',
    'localhost:3999.',
    'aeroporto.localhost:99999',
    'a@b',
    '@',
    'aeroporto.localhost:3000@evil',
    '[::1',
    '..',
    '-',
    'aeroporto.localhost:-1',
    ' ',
  ),
  fc.string({ unit: fc.constantFrom(...'abcz09.-:@[]_%/ '.split('')), maxLength: 40 }),
);

/** A string with, sometimes, a null byte or other awkward characters in it. */
const awkwardString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'aeroporto',
    'aero-delivery-burger',
    'aero-delivery-burger-01',
    '💥',
    "'; drop table companies; --",
    '\\',
    '"',
  ),
);

/** A GraphQL string literal of a JS string (the JSON escape is a valid GraphQL escape, \u0000 included). */
const literal = (s: string) => JSON.stringify(s);

/** Shapes nested `depth` levels deep. */
const deepArb = fc
  .integer({ min: 1, max: 4000 })
  .chain((depth) =>
    fc.constantFrom(
      `query D { ${'... on Query { '.repeat(depth)}__typename${' }'.repeat(depth)} }`,
      `query D { catalogs(filter: {owner: ${'['.repeat(depth)}"x"${']'.repeat(depth)}}) { _id } }`,
      `query D { catalogs(filter: {owner: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)}}) { _id } }`,
      `query D { ${'company { '.repeat(Math.min(depth, 200))}slug${' }'.repeat(Math.min(depth, 200))} }`,
      `query D { ${'('.repeat(depth)} }`,
    ),
  );

/** Real fields with generated arguments, unknown fields and many aliases. */
const fieldArb = fc.oneof(
  awkwardString.map((s) => `catalog(filter: {slug: ${literal(s)}}) { _id title }`),
  awkwardString.map((s) => `catalogs(filter: {owner: ${literal(s)}}) { _id }`),
  fc
    .tuple(awkwardString, awkwardString)
    .map(([c, i]) => `item(filter: {catalogId: ${literal(c)}, itemId: ${literal(i)}}) { _id name price }`),
  awkwardString.map((s) => `catalogSummary(filter: {serviceSlug: ${literal(s)}}) { catalogs { _id } }`),
  awkwardString.map((s) => `user(filter: {email: ${literal(s)}}) { _id }`),
  fc.constant('company { slug name }'),
  fc.constant(ITEM),
  fc.stringMatching(/^[a-z_][a-zA-Z0-9_]{0,12}$/).map((name) => `${name} { x }`),
  fc.constant('catalog(filter: {slug: 5}) { _id }'),
  fc.constant('catalog(nope: 1) { _id }'),
);
const aliasedArb = fc
  .array(fieldArb, { minLength: 1, maxLength: 40 })
  .map((fields) => `query A { ${fields.map((f, i) => `a${i}: ${f}`).join(' ')} }`);
const listArb = fc
  .integer({ min: 1, max: 3000 })
  .map(
    (n) =>
      `query L { catalogs(filter: {owner: [${Array.from({ length: n }, (_, i) => `"o${i}"`).join(', ')}]}) { _id } }`,
  );

/** Quote inputs: well-formed, of the wrong types, or any JSON at all. */
const lineArb = fc.record(
  {
    itemId: awkwardString,
    quantity: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string(), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const quoteVariablesArb = fc.oneof(
  fc.record({ input: fc.record({ catalogId: awkwardString, items: fc.array(lineArb, { maxLength: 5 }) }) }),
  fc.record({ input: fc.record({ catalogId: fc.anything(), items: fc.anything() }, { requiredKeys: [] }) }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 1, max: 3000 }).map((depth) => ({
    input: { catalogId: 'aero-delivery-burger', items: JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) },
  })),
);

/** A request: a body with its headers. */
const requestArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.oneof(aliasedArb, deepArb, listArb), hostArb)
      .map(([query, host]) => ({ body: envelope(query), headers: { host } })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(quoteVariablesArb, hostArb)
      .map(([variables, host]) => ({ body: envelope(QUOTE, variables), headers: { host } })),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((body) => ({ body, headers: {} })) }, // bad JSON
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ body: JSON.stringify(value), headers: {} })),
  }, // JSON of the wrong shape
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/graphql',
          'application/json; charset=latin1',
          '*/*',
          'application/xml',
        ),
        fc.constantFrom(envelope(`query { ${ITEM} }`), `query { ${ITEM} }`, 'query=x'),
      )
      .map(([contentType, body]) => ({ body, headers: { 'content-type': contentType } })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([operationName, extensions]) => ({
        body: JSON.stringify({ query: `query Q { ${ITEM} }`, operationName, extensions }),
        headers: {},
      })),
  },
);

// ---- Properties ----------------------------------------------------------------------------------------------

describe('generated requests never break /api/graphql', () => {
  it('2 500 requests: no 5xx, no masked internal error, a code on every error', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ body, headers }) => {
        expectWellBehaved(await post(body, headers), `${JSON.stringify(headers)} ${body}`);
      }),
      { numRuns: 2500 },
    );
  }, 60_000);

  it.each([':3999', 'localhost:3999.', 'aeroporto.localhost:99999', 'a@b', '@'])(
    'Host %s: JSON COMPANY_NOT_FOUND, not a plain-text 500',
    async (host) => {
      const sent = await post(envelope('query { company { slug } }'), { host });
      expect(sent.status).toBeLessThan(500);
      expect(JSON.parse(sent.text).errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
        'COMPANY_NOT_FOUND',
      ]);
    },
  );
});

describe('memory stays bounded under a stream of distinct request bodies', () => {
  /** A full collection, when the runtime lets us ask for one. */
  function collect(): () => void {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  }

  it('1 500 distinct padded catalogue reads and 500 unknown company names: every cache within its accounting, the heap within 40 MB', async () => {
    clearResponseCache();
    const gc = collect();
    gc();
    const before = process.memoryUsage().heapUsed;
    const pad = 'x'.repeat(60 * 1024);
    for (let i = 0; i < 1500; i++) {
      // Alternately padded in the query text (a comment) and in the envelope: every body is distinct.
      const body =
        i % 2 === 0
          ? envelope(`query P { ${ITEM} } # ${i} ${pad}`)
          : JSON.stringify({ query: `query P { ${ITEM} }`, extensions: { pad: `${i}${pad}` } });
      const sent = await post(body);
      expect(sent.status).toBe(200);
    }
    for (let i = 0; i < 500; i++) {
      expectWellBehaved(
        await post(envelope(`query { catalogs(filter: {owner: "nobody-${i}"}) { _id } }`), { host: 'localhost:3000' }),
        'unknown owner',
      );
    }
    const { responses, verdicts } = responseCacheStats();
    const { documents, errors } = parseCacheStats();
    for (const stats of [responses, verdicts, documents, errors])
      expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(responses.entries).toBeGreaterThan(0); // the reads were cached, under digests
    expect(snapshotCacheSize()).toBeLessThanOrEqual(2); // aeroporto and mercado only: no entry per unknown name
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    expect(grownMb).toBeLessThan(40);
  }, 60_000);
});
