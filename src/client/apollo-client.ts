/**
 * The Apollo client of the storefront: one factory for both sides. On the server a page builds one per request
 * with the in-process schema link (src/server/graphql/ssr-link.ts) and sends `client.cache.extract()` with its
 * props; in the browser `usePageApollo` builds one per language with the HTTP link and restores that cache, so
 * the first render reads what the server read (no second fetch, no empty flash).
 */
import { ApolloClient, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import type { Locale } from '@/src/domain/locale';

/** The page prop that carries the server's Apollo cache to the browser. */
export const APOLLO_STATE_PROP = '__APOLLO_STATE__';

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
  return new ApolloClient({ link, cache, ssrMode: typeof window === 'undefined' });
}

/** The client's normalised cache, as page props carry it. */
export function extractState(client: ApolloClient): ApolloState {
  return (client.cache as InMemoryCache).extract();
}

/** The browser's link: the API over HTTP, in the page's language, with the viewer's token (none until sign-in). */
export function createBrowserLink(locale: Locale, token: () => string = () => ''): HttpLink {
  return new HttpLink({
    uri: '/api/graphql',
    credentials: 'same-origin',
    headers: { 'accept-language': locale },
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      const bearer = token();
      headers.set('authorization', bearer ? `Bearer ${bearer}` : '');
      return fetch(input, { ...init, headers });
    },
  });
}

/** Adds a page's server cache to what the client already holds; the page's answers win, root fields are merged. */
export function mergeState(current: ApolloState, incoming: ApolloState): ApolloState {
  const root = { ...(current.ROOT_QUERY ?? {}), ...(incoming.ROOT_QUERY ?? {}) };
  return { ...current, ...incoming, ROOT_QUERY: root } as ApolloState;
}
