/**
 * The page's data in the browser without Apollo Client. The server's page loader (src/server/pages/page-loader.ts)
 * runs the page's operations against the schema in process and sends the results, keyed by operation name and
 * variables, in the `__PAGE_DATA__` prop. Components read them with `usePageQuery`, which returns what
 * Apollo's `useQuery` would return for a query answered from the cache, so the browser never downloads Apollo to
 * render a page (about 68 kB gzipped). A client-side navigation brings the next page's results with its props.
 */
import { createContext, useContext, type ReactNode } from 'react';
// The key of a result is shared with the server's page loader, so it lives in src/domain.
import { operationKey, type PageData, type PageOperation } from '@/src/domain/pages/page-data-key';

export {
  PAGE_DATA_PROP,
  operationKey,
  operationName,
  stableJson,
  type PageData,
  type PageOperation,
} from '@/src/domain/pages/page-data-key';

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
