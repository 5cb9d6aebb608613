/**
 * The page's data in the browser without Apollo Client. `getServerSideProps` runs the page's operations through
 * Apollo in process (src/client/apollo-client.ts records each result) and sends the results, keyed by operation
 * name and variables, in the `__PAGE_DATA__` prop. Components read them with `usePageQuery`, which returns what
 * Apollo's `useQuery` would return for a query answered from the cache, so the browser never downloads Apollo to
 * render a page (about 68 kB gzipped). A client-side navigation brings the next page's results with its props.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentNode } from 'graphql';

/** The page prop that carries the results of the page's operations to the browser. */
export const PAGE_DATA_PROP = '__PAGE_DATA__';

/** Operation results by `operationKey`. */
export type PageData = Record<string, unknown>;

/** JSON with object keys sorted, so `{ a, b }` and `{ b, a }` name the same variables on both sides. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => stableJson(entry ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/**
 * A query the page's server runs, as components read its result: its name, with its result and variable types
 * (generated beside each query's typed document, scripts/codegen/page-operations.ts). The browser downloads the
 * name, not the document.
 */
export interface PageOperation<TData, TVariables> {
  readonly operationName: string;
  /** Types only: never set. */
  readonly __types?: { data: TData; variables: TVariables };
}

/** 'StorePage{"company":"aeroporto","slug":"burger-pista"}': one operation with its variables. */
export function operationKey(operation: DocumentNode | { operationName: string }, variables?: object): string {
  const name = 'operationName' in operation ? operation.operationName : operationName(operation);
  return `${name}${stableJson(variables ?? {})}`;
}

interface PageDataValue {
  results: PageData;
  locale: string | undefined;
}

const PageDataContext = createContext<PageDataValue>({ results: {}, locale: undefined });

export function PageDataProvider({
  results,
  locale,
  children,
}: {
  results: PageData | undefined;
  locale: string | undefined;
  children: ReactNode;
}) {
  return <PageDataContext.Provider value={{ results: results ?? {}, locale }}>{children}</PageDataContext.Provider>;
}

/** The page's language, for the browser's API calls (client-query). */
export function usePageLocale(): string | undefined {
  return useContext(PageDataContext).locale;
}

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: false;
  error: undefined;
}

/**
 * A result the page's server ran, as `useQuery` returns it: `data` undefined when skipped or not run (a component
 * reading an operation its page's getServerSideProps did not run shows its empty state, as with an empty cache).
 */
export function usePageQuery<TData, TVariables extends object>(
  operation: PageOperation<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): PageQueryResult<TData> {
  const { results } = useContext(PageDataContext);
  if (options.skip) return { data: undefined, loading: false, error: undefined };
  const data = results[operationKey(operation, options.variables)] as TData | undefined;
  return { data, loading: false, error: undefined };
}
