/**
 * Production hardening of /api/graphql (src/server/graphql/yoga.ts): depth and cost limits, introspection off
 * outside development, masked unexpected errors (no stack trace, no internal message), validated input with
 * the JSON path of each problem, and 400-class answers to malformed requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/src/server/db/client';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { clearSnapshotCache } from '@/src/server/catalog/company-snapshot';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import {
  closeSeededDatabase,
  codes,
  gql,
  openSeededDatabase,
  QUOTE,
  rawRequest,
  type GqlResult,
} from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

/** Nothing of the server's insides: no stack frame, no file path, no SQL or driver text. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\n\s*at\s/);
  expect(text).not.toMatch(/\bat\s+\S+\s+\(?[^\s)]*:\d+:\d+\)?/);
  expect(text).not.toMatch(/"stack"|node_modules|\/work\/|file:\/\//i);
  expect(text).not.toMatch(/relation "|drizzle|pglite|select "|syntax error at or near/i);
}

/** `f1 { f2 { … { z } } }`, `depth` fields deep, starting at the root. */
function nested(depth: number): string {
  let selection = 'z';
  for (let level = depth - 1; level >= 1; level--) selection = `f${level} { ${selection} }`;
  return `query Deep { ${selection} }`;
}

describe('depth limit (10)', () => {
  it('a query nested 11 fields deep is rejected before anything runs, without telling the limit', async () => {
    const result = await gql(nested(11));
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([
      { message: 'Syntax Error: Query validation error.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect(result.status).toBe(400);
    expect(result.text).not.toMatch(/\b1[01]\b/);
  });

  it('at 10 fields deep the depth rule lets it through (the unknown fields are what fail)', async () => {
    const result = await gql(nested(10));
    expect(result.errors![0].message).toBe('Cannot query field "f1" on type "Query".');
  });

  it('an introspection query nested deeper than 10 is rejected as well', async () => {
    const result = await gql(
      `query Deep { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`,
    );
    expect(result.data ?? null).toBeNull();
    expect(result.errors!.length).toBeGreaterThan(0);
  });

  it("the storefront's deepest real query (featured → items → options → progressive discount) passes", async () => {
    const result = await gql(
      `query Featured { featuredItemsAndWhereDelivery(filter: {catalogId: "aero-delivery-saudavel"}) { featuredItemCategories { featuredItems { subcategories { subitems { progressiveDiscount { maxItemQuantity discountInPercent } } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toBeTruthy();
  });
});

describe('cost limit (20 000)', () => {
  const FULL_SUMMARY = `catalogSummary(filter: {}) { catalogs { categories { items { _id name price subcategories { _id subitems { _id name price } } } } } }`;

  it('a whole-company catalogue summary with every option is well within the limit', async () => {
    const result = await gql(`query Summary { ${FULL_SUMMARY} }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.catalogSummary.catalogs).toHaveLength(13);
  });

  it('the same repeated through 100 aliases costs too much: rejected before execution, quickly, without data', async () => {
    const query = `query Heavy { ${Array.from({ length: 100 }, (_, i) => `a${i}: ${FULL_SUMMARY}`).join('\n')} }`;
    const started = performance.now();
    const result = await gql(query);
    expect(result.status).toBe(400);
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([
      { message: 'Syntax Error: Query validation error.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect(result.text.length).toBeLessThan(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('alias limit (15)', () => {
  const alias = (i: number) => `a${i}: catalog(filter: {}) { _id }`;
  it('15 aliases are answered', async () => {
    const result = await gql(`query Few { ${Array.from({ length: 15 }, (_, i) => alias(i)).join('\n')} }`);
    expect(result.errors).toBeUndefined();
  });
  it('16 aliases are refused before execution, with GRAPHQL_VALIDATION_FAILED', async () => {
    const result = await gql(`query Many { ${Array.from({ length: 16 }, (_, i) => alias(i)).join('\n')} }`);
    expect(result.data ?? null).toBeNull();
    expect(codes(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('introspection is disabled outside development', () => {
  it('NODE_ENV is not development here', () => {
    expect(process.env.NODE_ENV).not.toBe('development');
  });

  it.each([
    ['__schema', `query Introspection { __schema { queryType { name } types { name } } }`],
    ['__type', `query Introspection { __type(name: "Query") { fields { name } } }`],
  ])('%s is refused with GRAPHQL_VALIDATION_FAILED', async (_label, query) => {
    const result = await gql(query);
    expect(result.data ?? null).toBeNull();
    expect(codes(result)[0]).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors![0].message).toMatch(/introspection has been disabled/);
    expect(result.text).not.toContain('OrderInput');
  });

  it('__typename still works (clients ask for it on every object)', async () => {
    const result = await gql(`query Typename { __typename catalog(filter: {}) { __typename _id } }`);
    expect(result.data).toEqual({
      __typename: 'Query',
      catalog: { __typename: 'Catalog', _id: 'aero-delivery-burger' },
    });
  });
});

describe('unexpected errors are masked', () => {
  /** Runs `fn` with the process database swapped for a migrated-nothing one: every query fails inside the driver. */
  async function withBrokenDatabase<T>(fn: () => Promise<T>, keepDirectory: boolean): Promise<T> {
    const broken = await openTestDatabase({ migrate: false });
    try {
      clearSnapshotCache();
      if (!keepDirectory) clearDirectoryCache();
      setDbHandle(broken);
      return await fn();
    } finally {
      setDbHandle(t);
      clearSnapshotCache();
      clearDirectoryCache();
      await broken.close();
    }
  }

  it('a database failure inside a resolver answers "Unexpected error." with INTERNAL_SERVER_ERROR, nothing else', async () => {
    await gql(`query Warm { catalog(filter: {}) { _id } }`); // the host directory is cached; the snapshot is not
    const result: GqlResult = await withBrokenDatabase(
      () => gql(`query Catalog { catalog(filter: {}) { _id title } }`),
      true,
    );
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ]);
    expect(result.data ?? { catalog: null }).toEqual({ catalog: null });
    expectNoInternals(result.text);
  });

  it('a database failure while building the request context is masked too', async () => {
    const result: GqlResult = await withBrokenDatabase(
      () => gql(`query Catalog { catalog(filter: {}) { _id } }`),
      false,
    );
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
    expectNoInternals(result.text);
  });

  it('the API works again once the database is back', async () => {
    const result = await gql(`query Catalog { catalog(filter: {}) { _id } }`);
    expect(result.data).toEqual({ catalog: { _id: 'aero-delivery-burger' } });
  });
});

const QUOTE_DETAILS = `query Quote($input: OrderInput!) { quote(input: $input) { total problemDetails { code path } } }`;

describe('a quantity below 1 is a quote problem, not a refused request', () => {
  it.each([
    ['a negative quantity', [{ itemId: 'aero-delivery-burger-05', quantity: -1 }], 'items[0].quantity'],
    ['a zero quantity', [{ itemId: 'aero-delivery-burger-05', quantity: 0 }], 'items[0].quantity'],
  ])('%s: INVALID_QUANTITY at %s', async (_label, items, path) => {
    const result = await gql(QUOTE_DETAILS, { variables: { input: { catalogId: 'aero-delivery-burger', items } } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.quote.problemDetails).toContainEqual(
      expect.objectContaining({ code: 'INVALID_QUANTITY', path }),
    );
  });
});

describe('invalid input is BAD_USER_INPUT, with the JSON path of each problem', () => {
  const quoteWith = (items: unknown[], extra: Record<string, unknown> = {}) =>
    gql(QUOTE, { variables: { input: { catalogId: 'aero-delivery-burger', items, ...extra } } });

  it.each([
    ['a quantity of 10 001', [{ itemId: 'aero-delivery-burger-05', quantity: 10_001 }], 'items[0].quantity'],
    ['101 lines', Array.from({ length: 101 }, () => ({ itemId: 'aero-delivery-burger-05', quantity: 1 })), 'items'],
    ['an empty item id', [{ itemId: '  ', quantity: 1 }], 'items[0].itemId'],
    [
      'a 3 000-character note',
      [{ itemId: 'aero-delivery-burger-05', quantity: 1, note: 'x'.repeat(3000) }],
      'items[0].note',
    ],
  ])('%s', async (_label, items, jsonPath) => {
    const result = await quoteWith(items);
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0].message).toContain(`${jsonPath}:`);
    expect(result.data ?? null).toBeNull();
    expectNoInternals(result.text);
  });

  it('an unknown operation way is BAD_USER_INPUT at operationWay.type', async () => {
    const result = await quoteWith([{ itemId: 'aero-delivery-burger-05', quantity: 1 }], {
      operationWay: { type: 'teleport', time: 'now' },
    });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0].message).toContain('operationWay.type:');
  });

  it('a value of the wrong GraphQL type is refused by variable coercion, naming its path', async () => {
    const result = await quoteWith([{ itemId: 'aero-delivery-burger-05', quantity: 'abc' }]);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.errors![0].message).toContain('input.items[0].quantity');
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expectNoInternals(result.text);
  });

  it('a null byte in a string argument is BAD_USER_INPUT, not an internal error from the database', async () => {
    for (const host of ['localhost:3000', undefined]) {
      const result = await gql(`query Owner { catalogs(filter: {owner: "aero\\u0000porto"}) { _id } }`, { host });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.text).not.toContain('Unexpected error.');
    }
  });

  it('a null byte in a variable, however deep, is BAD_USER_INPUT with HTTP 400', async () => {
    const result = await quoteWith([{ itemId: 'aero-delivery-burger-05', quantity: 1, note: 'sem\u0000cebola' }]);
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    const owner = await gql(`query Owner($owner: String!) { catalogs(filter: {owner: $owner}) { _id } }`, {
      host: 'localhost:3000',
      variables: { owner: 'a\u0000' },
    });
    expect(codes(owner)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('documents too deep or too long are refused before they are parsed (HTTP 400, GRAPHQL_PARSE_FAILED)', () => {
  it.each([
    [
      'inline fragments nested 3 000 deep',
      `query Deep { ${'... on Query { '.repeat(3000)}__typename${' }'.repeat(3000)} }`,
    ],
    [
      'a list literal nested 5 000 deep',
      `query Deep { catalogs(filter: {owner: ${'['.repeat(5000)}"x"${']'.repeat(5000)}}) { _id } }`,
    ],
    [
      'an object literal nested 70 deep',
      `query Deep { catalogs(filter: {owner: ${'{a: '.repeat(70)}1${'}'.repeat(70)}}) { _id } }`,
    ],
    ['6 000 tokens', `query Long { __typename ${'__typename '.repeat(6000)} }`],
  ])('%s', async (_label, query) => {
    const result = await gql(query);
    expect(result.status).toBe(400);
    expect(codes(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(result.text).not.toContain('Unexpected error.');
  });
});

describe('malformed requests get a 400-class answer', () => {
  it.each([
    ['a truncated JSON body', '{"query": "query { catalog(filter: {}) { _id } }"'],
    ['a body that is not JSON', 'not json at all'],
    ['variables that are a string', JSON.stringify({ query: QUOTE, variables: '{bad' })],
  ])('%s', async (_label, body) => {
    const response = await rawRequest(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expectNoInternals(text);
  });

  it('a body without a query is BAD_REQUEST (HTTP 200 for a plain application/json client, as Yoga answers)', async () => {
    const response = await rawRequest(JSON.stringify({ variables: {} }));
    const body = JSON.parse(await response.text());
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('a GraphQL syntax error is GRAPHQL_PARSE_FAILED, without executing anything', async () => {
    const result = await gql(`query Broken { catalog(filter: {}) { _id `);
    expect(codes(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(result.data ?? null).toBeNull();
  });
});
