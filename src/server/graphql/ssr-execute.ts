/**
 * Server rendering's operations, executed straight against the schema in this process (graphql-js `execute`), with
 * the request's context (ssr-context.ts). Not through an Apollo client: on the server each client served one
 * request, and its normalising cache only cost a write and a read per answer (about a fifth of a store page's CPU,
 * docs/notes-ssrfast.md). The answers are what that client answered, so `__PAGE_DATA__` and the browser's Apollo
 * cache see the same shapes:
 *
 * - every selection set but the operation's own carries `__typename`, as Apollo's cache adds it to each document;
 * - an answer with GraphQL errors throws `CombinedGraphQLErrors` (Apollo's `client.query`, errorPolicy 'none'),
 *   with the errors' `extensions.code`; a failure before execution (the context) throws as it is;
 * - the data are plain objects (graphql-js builds them without a prototype).
 */
import { execute, type DocumentNode } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { OperationDocument } from '../../domain/pages/page-data-key';
import { schema } from './schema';
import { ssrContext, type SsrRequest } from './ssr-context';

export type SsrQuery = <TData, TVariables>(
  document: OperationDocument<TData, TVariables>,
  variables: NoInfer<TVariables>,
) => Promise<TData | undefined>;

/** Each document with `__typename` added, transformed once per process (the documents are module constants). */
const withTypename = new WeakMap<object, DocumentNode>();

function executable(document: OperationDocument<unknown, never>): DocumentNode {
  let transformed = withTypename.get(document);
  if (!transformed) withTypename.set(document, (transformed = addTypenameToDocument(document as DocumentNode)));
  return transformed;
}

/** A copy of an answer with ordinary objects (graphql-js's have a null prototype, which Next refuses in props). */
export function plainData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainData);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== null && prototype !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = plainData((value as Record<string, unknown>)[key]);
  return copy;
}

/** Runs the request's operations; one context for all of them, built on the first. */
export function ssrQuery(request: SsrRequest): SsrQuery {
  const context = ssrContext(request);
  return async function query<TData, TVariables>(
    document: OperationDocument<TData, TVariables>,
    variables: NoInfer<TVariables>,
  ): Promise<TData | undefined> {
    const result = await execute({
      schema,
      document: executable(document as OperationDocument<unknown, never>),
      contextValue: await context(),
      variableValues: variables as Record<string, unknown> | undefined,
    });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    return (result.data == null ? undefined : plainData(result.data)) as TData | undefined;
  };
}
