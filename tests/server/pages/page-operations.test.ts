/**
 * The page's operations run straight against the schema (src/server/graphql/ssr-execute.ts), not through an
 * Apollo client. The Apollo client they replaced (the same in-process schema, `fetchPolicy: 'no-cache'`, as
 * src/server/graphql/ssr-client.ts built it) is rebuilt here as the reference: a real page's operations must
 * answer exactly what it answered (`__typename` in every selection set, the same keys in the same order), as plain
 * objects, and fail as it failed (the loader's `isUnknownCompany` reads those failures).
 */
import { describe, expect, it } from 'vitest';
import { ApolloClient, InMemoryCache, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SchemaLink } from '@apollo/client/link/schema';
import { AERO, seededDatabaseAtMondayNoon, type AnyJson } from '@/tests/server/graphql-harness';
import { schema } from '@/src/server/graphql/schema';
import { ssrContext, type SsrRequest } from '@/src/server/graphql/ssr-context';
import { plainData } from '@/src/server/graphql/ssr-execute';
import { pageOperations } from '@/src/server/pages/page-operations';
import { isUnknownCompany } from '@/src/server/pages/page-shell';
import type { OperationDocument } from '@/src/domain/pages/page-data-key';
import type { PageRequest } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { storePage } from '@/src/features/store/store-page-data';
import { StoreExtrasDocument } from '@/src/features/store/store-extras.generated';
import { StorePageDocument } from '@/src/features/store/store-page.generated';

type Catalog = { _id: string; __typename: string };

seededDatabaseAtMondayNoon();

const request: SsrRequest = { headers: { host: AERO, 'x-company': 'aeroporto' }, locale: 'pt-BR' };

/** The server's Apollo client as the page loader used it before. */
function apolloReference() {
  const client = new ApolloClient({
    link: new SchemaLink({ schema, context: ssrContext(request) }),
    cache: new InMemoryCache(),
    ssrMode: true,
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  return async (document: OperationDocument<unknown, never>, variables: object) =>
    (
      await client.query({
        query: document as unknown as TypedDocumentNode<unknown, OperationVariables>,
        variables: variables as OperationVariables,
      })
    ).data;
}

/** Every object in the value, with the path it sits at. */
function objectsIn(value: unknown, path = '$'): { path: string; object: object }[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => objectsIn(entry, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return [
    { path, object: value },
    ...Object.entries(value).flatMap(([key, entry]) => objectsIn(entry, `${path}.${key}`)),
  ];
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to fail');
}

describe("a real page's operations, without Apollo's client", () => {
  it("the store page's results are what Apollo's client answered: the same keys in the same order, __typename included", async () => {
    const operations = pageOperations(request);
    const pageRequest = { company: 'aeroporto', params: { store: 'burger-pista' } } as unknown as PageRequest;
    const outcome = await storePage.data!(pageRequest, {
      query: operations.query,
      source: () => Promise.reject(new Error('no source')),
      session: null,
    });
    expect(outcome).toEqual({ props: { store: 'burger-pista' } });

    const results = operations.results();
    const catalog = (results['StorePage{"company":"aeroporto","slug":"burger-pista"}'] as { catalog: Catalog }).catalog;
    expect(Object.keys(results)).toEqual([
      'StorePage{"company":"aeroporto","slug":"burger-pista"}',
      `StoreExtras{"catalogId":"${catalog._id}","company":"aeroporto"}`,
    ]);
    const apollo = apolloReference();
    const reference = {
      [Object.keys(results)[0]]: await apollo(StorePageDocument, { company: 'aeroporto', slug: 'burger-pista' }),
      [Object.keys(results)[1]]: await apollo(StoreExtrasDocument, { company: 'aeroporto', catalogId: catalog._id }),
    };
    // JSON text compares the key order too: what the browser receives in __PAGE_DATA__, character for character.
    expect(JSON.stringify(results)).toBe(JSON.stringify(reference));
    // Apollo's own addition, in every selection set below the operation's (JSON scalars are values, not selections).
    const store = results[Object.keys(results)[0]] as { __typename?: string; catalog: AnyJson };
    expect(store.__typename).toBeUndefined();
    expect(catalog.__typename).toBe('Catalog');
    expect(store.catalog.openingState.__typename).toBe('OpeningState');
    expect(store.catalog.categories.length).toBeGreaterThan(0);
    for (const category of store.catalog.categories) {
      expect(category.__typename).toBe('Category');
      for (const item of category.items) expect(item.__typename).toBe('Item');
    }
  });

  it("the shell's operation too, and every object in the answers is a plain one (Next refuses others in props)", async () => {
    const operations = pageOperations(request);
    const layout = await operations.query(LayoutDocument, { company: 'aeroporto' });
    expect(JSON.stringify(layout)).toBe(
      JSON.stringify(await apolloReference()(LayoutDocument, { company: 'aeroporto' })),
    );
    const objects = objectsIn(operations.results());
    expect(objects.length).toBeGreaterThan(5);
    expect(objects.filter(({ object }) => Object.getPrototypeOf(object) !== Object.prototype)).toEqual([]);
  });

  it("a company this host does not reach fails as Apollo's client failed: CombinedGraphQLErrors the loader reads as unknown", async () => {
    const variables = { company: 'mercado' };
    const ours = await failureOf(() => pageOperations(request).query(LayoutDocument, variables));
    const theirs = await failureOf(() => apolloReference()(LayoutDocument, variables));
    expect(CombinedGraphQLErrors.is(ours)).toBe(true);
    expect(ours).toBeInstanceOf(CombinedGraphQLErrors);
    const summary = (error: unknown) => {
      const combined = error as CombinedGraphQLErrors;
      return {
        message: combined.message,
        errors: combined.errors.map((e) => ({ message: e.message, path: e.path, code: e.extensions?.code })),
        data: JSON.stringify(combined.data),
      };
    };
    expect(summary(ours)).toEqual(summary(theirs));
    expect(summary(ours).errors.map((e) => e.code)).toEqual(['FORBIDDEN']);
    expect(isUnknownCompany(ours)).toBe(true);
  });

  it('an operation the schema refuses (a required variable missing) throws, as before, and keeps no result', async () => {
    const operations = pageOperations(request);
    const variables = { company: 'aeroporto' } as unknown as { company: string; slug: string };
    const ours = await failureOf(() => operations.query(StorePageDocument, variables));
    const theirs = await failureOf(() => apolloReference()(StorePageDocument, variables));
    expect(CombinedGraphQLErrors.is(ours)).toBe(true);
    expect((ours as Error).message).toBe((theirs as Error).message);
    expect((ours as Error).message).toMatch(/\$slug/);
    expect(isUnknownCompany(ours)).toBe(false);
    expect(operations.results()).toEqual({});
  });
});

describe('plainData', () => {
  it('copies objects without a prototype into ordinary ones, through arrays, and leaves other values as they are', () => {
    const inner = Object.assign(Object.create(null) as object, { b: 2 });
    const outer = Object.assign(Object.create(null) as object, { a: [inner, null, 'x'], c: { d: inner } });
    const copy = plainData(outer) as { a: [{ b: number }, null, string]; c: { d: { b: number } } };
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.a[0])).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.c.d)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe('{"a":[{"b":2},null,"x"],"c":{"d":{"b":2}}}');
    const date = new Date(0);
    expect(plainData(date)).toBe(date);
  });
});
