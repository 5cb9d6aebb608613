/**
 * How a page's operation results travel from its server rendering to its components: the server's page loader
 * (src/server/pages/page-loader.ts) keeps each result under `operationKey(document, variables)` in the
 * `__PAGE_DATA__` prop, and `usePageQuery` (src/client/page-data.tsx) reads it back under the same key. Both sides
 * import this file, so the key cannot differ between them.
 */

/** The page prop that carries the results of the page's operations to the browser. */
export const PAGE_DATA_PROP = '__PAGE_DATA__';

/** Operation results by `operationKey`. */
export type PageData = Record<string, unknown>;

/**
 * A GraphQL document as far as the pages need to know it: its definitions (for the operation's name) and, on a
 * typed document (Apollo's `TypedDocumentNode`, GraphQL Code Generator's output), the phantom that carries its
 * result and variables types. Structural, so this layer needs no GraphQL package.
 */
export interface OperationDocument<TData = unknown, TVariables = unknown> {
  readonly kind: string;
  readonly definitions: readonly { readonly kind: string; readonly name?: { readonly value: string } }[];
  __apiType?: (variables: TVariables) => TData;
}

/** Entries in the order of their keys' code units (the same in every runtime, unlike a locale's order). */
// Stryker disable next-line EqualityOperator: an object's keys are distinct, so `<=` differs only on a tie
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : 1);

/** JSON with object keys sorted, so `{ a, b }` and `{ b, a }` name the same variables on both sides. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => stableJson(entry ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(byKey);
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The name of the document's first operation ('' when it has none, or it is anonymous). */
export function operationName(document: OperationDocument<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/**
 * A query the page's server runs, as components read its result: its name, with its result and variable types
 * (generated beside each query's typed document, scripts/codegen/page-operations.mts). The browser downloads the
 * name, not the document.
 */
export interface PageOperation<TData, TVariables> {
  readonly operationName: string;
  /** Types only: never set. */
  readonly __types?: { data: TData; variables: TVariables };
}

/** 'StorePage{"company":"aeroporto","slug":"burger-pista"}': one operation with its variables. */
export function operationKey(
  operation: OperationDocument<unknown, never> | { readonly operationName: string },
  variables?: object,
): string {
  const name = 'operationName' in operation ? operation.operationName : operationName(operation);
  return `${name}${stableJson(variables ?? {})}`;
}
