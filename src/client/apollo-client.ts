/**
 * The Apollo client of the storefront: one factory for both sides. On the server a page builds one per request
 * with the in-process schema link (src/server/graphql/ssr-link.ts); the client records the result of every query
 * it answers, and the page sends them with its props (`pageResults`, src/client/page-data.tsx), so the first render
 * in the browser reads what the server read without loading Apollo. In the browser, Apollo is loaded only where an
 * operation runs there (src/client/browser-apollo.ts, one client per language).
 */
import { ApolloClient, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import type { Locale } from '@/src/domain/locale';
import { operationKey, type PageData } from './page-data';

export type ApolloState = NormalizedCacheObject;

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // An item id may repeat across a company's catalogues with another price (shared records), and an opening
      // state has no id of its own: items are kept per catalogue, everything else under its `_id`.
      Item: { keyFields: ['catalogId', '_id'] },
      Catalog: { keyFields: ['_id'] },
      Category: { keyFields: ['_id'] },
      // A shared option (fk) carries the same id in many items, each at its own price: never merge them.
      Subcategory: { keyFields: false },
      Subitem: { keyFields: false },
    },
  });
}

export function createApolloClient(link: ApolloLink, state?: ApolloState): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  const client = new ApolloClient({ link, cache, ssrMode: typeof window === 'undefined' });
  if (typeof window === 'undefined') recordResults(client);
  return client;
}

const recorded = new WeakMap<ApolloClient, PageData>();

/** Keeps each answered query's data under its operation key; the server's client is one request's, so is this. */
function recordResults(client: ApolloClient): void {
  const results: PageData = {};
  const query = client.query.bind(client);
  client.query = (async (options: ApolloClient.QueryOptions) => {
    const result = await query(options);
    if (result.data != null) results[operationKey(options.query, options.variables)] = result.data;
    return result;
  }) as ApolloClient['query'];
  recorded.set(client, results);
}

/** The results of the queries a server-side client answered, as the page sends them (`__PAGE_DATA__`). */
export function pageResults(client: ApolloClient): PageData {
  return { ...(recorded.get(client) ?? {}) };
}

/** The browser's link: the API over HTTP, in the page's language, with the viewer's token (none until sign-in). */
export function createBrowserLink(locale: Locale, token: () => string | Promise<string> = () => ''): HttpLink {
  return new HttpLink({
    uri: '/api/graphql',
    credentials: 'same-origin',
    headers: { 'accept-language': locale },
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const bearer = await token();
      headers.set('authorization', bearer ? `Bearer ${bearer}` : '');
      return fetch(input, { ...init, headers });
    },
  });
}
