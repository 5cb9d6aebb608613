/**
 * An operation that runs in the browser (the cart's quote, a cart line's names): Apollo Client is loaded with
 * `import()` the first time one is asked, so pages that only render their server's results never download it.
 * Returns what Apollo's `useQuery` returns for what the storefront uses: data, the previous data while the next
 * answer loads, loading, error and refetch.
 */
import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type {
  ApolloClient,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import { browserClient } from './browser-client';
import { stableJson, usePageLocale } from './page-data';

type ClientLoader = (locale: string | undefined) => Promise<ApolloClient>;

/** A document, or a function importing it (so a page whose operation never runs never loads its text either). */
export type DocumentSource<TData, TVariables> =
  TypedDocumentNode<TData, TVariables> | (() => Promise<TypedDocumentNode<TData, TVariables>>);

const ClientLoaderContext = createContext<ClientLoader>(browserClient);

/** Runs the browser's operations through the given client instead (tests, with a mocked link). */
export function ClientApolloProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const [loader] = useState<ClientLoader>(() => async () => client);
  return createElement(ClientLoaderContext.Provider, { value: loader }, children);
}

export interface ClientQueryResult<TData> {
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

interface Answer<TData> {
  key: string;
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  previous: TData | undefined;
}

export function useClientQuery<TData, TVariables extends OperationVariables>(
  source: DocumentSource<TData, TVariables>,
  options: { variables: TVariables; skip?: boolean; fetchPolicy?: WatchQueryFetchPolicy },
): ClientQueryResult<TData> {
  const load = useContext(ClientLoaderContext);
  const locale = usePageLocale();
  const skip = !!options.skip;
  const [client, setClient] = useState<{ apollo: ApolloClient; document: TypedDocumentNode<TData, TVariables> } | null>(
    null,
  );
  const [answer, setAnswer] = useState<Answer<TData> | null>(null);
  const observable = useRef<ObservableQuery<TData, TVariables> | null>(null);
  const key = stableJson(options.variables);
  const { fetchPolicy } = options;

  useEffect(() => {
    if (skip || client) return;
    let live = true;
    Promise.all([load(locale), typeof source === 'function' ? source() : source]).then(
      ([loaded, document]) => {
        if (live) setClient({ apollo: loaded, document });
      },
      (error: unknown) => {
        if (live)
          setAnswer((last) => ({
            key,
            data: undefined,
            loading: false,
            error: error instanceof Error ? error : new Error(String(error)),
            previous: last?.data ?? last?.previous,
          }));
      },
    );
    return () => {
      live = false;
    };
  }, [skip, client, load, locale, key, source]);

  useEffect(() => {
    if (skip || !client) return;
    const variables = JSON.parse(key) as TVariables;
    const query = client.apollo.watchQuery<TData, TVariables>({
      query: client.document,
      variables,
      fetchPolicy,
      notifyOnNetworkStatusChange: false,
    } as ApolloClient.WatchQueryOptions<TData, TVariables>);
    observable.current = query;
    const subscription = query.subscribe({
      next: (result) =>
        setAnswer((last) => ({
          key,
          data: (result.data ?? undefined) as TData | undefined,
          loading: result.loading,
          error: result.error,
          previous: last?.data ?? last?.previous,
        })),
      error: (error: Error) =>
        setAnswer((last) => ({ key, data: undefined, loading: false, error, previous: last?.data ?? last?.previous })),
    });
    return () => subscription.unsubscribe();
  }, [skip, client, key, fetchPolicy]);

  const current = answer && answer.key === key ? answer : null;
  return {
    data: skip ? undefined : current?.data,
    previousData: current ? current.previous : (answer?.data ?? answer?.previous),
    loading: !skip && (!current || current.loading),
    error: skip ? undefined : current?.error,
    refetch: () => void observable.current?.refetch(),
  };
}
