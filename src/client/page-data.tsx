/**
 * The page's data in the browser without Apollo Client. `getServerSideProps` runs the page's operations through
 * Apollo in process (src/client/apollo-client.ts records each result) and sends the results, keyed by operation
 * name and variables, in the `__PAGE_DATA__` prop. Components read them with `usePageQuery`, which returns what
 * Apollo's `useQuery` would return for a query answered from the cache, so the browser never downloads Apollo to
 * render a page (about 68 kB gzipped). A client-side navigation brings the next page's results with its props.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';

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

/** 'StorePage{"company":"aeroporto","slug":"burger-pista"}': one operation with its variables. */
export function operationKey(document: DocumentNode, variables?: object): string {
  return `${operationName(document)}${stableJson(variables ?? {})}`;
}

/** A result the page rendered from, with its document: what the browser's Apollo cache starts from (client-query). */
export interface CarriedResult {
  document: DocumentNode;
  variables: object | undefined;
  data: unknown;
  locale: string | undefined;
}

/** Every page result rendered in this visit, by locale and key. Browser only: on the server this would mix requests. */
export const carriedResults = new Map<string, CarriedResult>();

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
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): PageQueryResult<TData> {
  const { results, locale } = useContext(PageDataContext);
  if (options.skip) return { data: undefined, loading: false, error: undefined };
  const key = operationKey(document, options.variables);
  const data = results[key] as TData | undefined;
  if (data !== undefined && typeof window !== 'undefined')
    carriedResults.set(`${locale}:${key}`, { document, variables: options.variables, data, locale });
  return { data, loading: false, error: undefined };
}
