/**
 * The browser's Apollo pieces: the cache's type policies and the link to the API. The one browser client is built
 * from them in src/client/browser-apollo.ts, loaded only where an operation runs in the browser; pages render from
 * the results their server sent (src/client/page-data.tsx), without Apollo.
 */
import { InMemoryCache } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import type { Locale } from '@/src/domain/locale';

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

/**
 * The browser's link: the API over HTTP, in the page's language, with the viewer's token (none until sign-in). An
 * operation that already holds the token it must send names it in its context (`headers.authorization`).
 */
export function createBrowserLink(locale: Locale, token: () => string | Promise<string> = () => ''): HttpLink {
  return new HttpLink({
    uri: '/api/graphql',
    credentials: 'same-origin',
    headers: { 'accept-language': locale },
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.get('authorization')) {
        const bearer = await token();
        headers.set('authorization', bearer ? `Bearer ${bearer}` : '');
      }
      return fetch(input, { ...init, headers });
    },
  });
}
