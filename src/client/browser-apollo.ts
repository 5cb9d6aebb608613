/**
 * The browser's one Apollo Client, for every query and mutation that runs in the browser (the cart's quote, the
 * checkout, orders, the staff board, booking moves, the session's backend user). Loaded with `import()` by the first
 * such operation (src/client/browser-client.ts), never on a page's first load. One client for the whole visit
 * (one per language, should the visitor switch: caches never mix languages). Its cache starts empty: pages send
 * their results by operation name, without the documents a cache would need to hold them (src/client/page-data.tsx).
 */
import { ApolloClient } from '@apollo/client';
import { resolveLocale, type Locale } from '@/src/domain/locale';
import { createBrowserLink, createCache } from './apollo-client';
import { sessionIdToken } from './session/id-token';

const clients = new Map<Locale, ApolloClient>();

export function browserApolloClient(localeTag: string | undefined): ApolloClient {
  const locale = resolveLocale(localeTag);
  let client = clients.get(locale);
  if (!client) {
    // Signed in, operations carry the session's ID token: the API knows the viewer only from it (a signed-in
    // shopper's order is theirs, and a shop that requires sign-in takes orders only so).
    client = new ApolloClient({ link: createBrowserLink(locale, () => sessionIdToken()), cache: createCache() });
    clients.set(locale, client);
  }
  return client;
}
