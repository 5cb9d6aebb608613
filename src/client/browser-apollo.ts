/**
 * The browser's Apollo Client, loaded with `import()` by the first operation that must run in the browser
 * (src/client/client-query.ts), never on a page's first load. One client per language for the whole visit, so
 * caches never mix languages. Its cache starts empty: pages send their results by operation name, without the
 * documents a cache would need to hold them (src/client/page-data.tsx).
 */
import type { ApolloClient } from '@apollo/client';
import { resolveLocale, type Locale } from '@/src/domain/locale';
import { createApolloClient, createBrowserLink } from './apollo-client';
import { sessionIdToken } from './session/id-token';

const clients = new Map<Locale, ApolloClient>();

export function browserApolloClient(localeTag: string | undefined): ApolloClient {
  const locale = resolveLocale(localeTag);
  let client = clients.get(locale);
  if (!client) {
    // Signed in, operations carry the session's ID token: the API knows the viewer only from it (a signed-in
    // shopper's order is theirs, and a shop that requires sign-in takes orders only so).
    client = createApolloClient(createBrowserLink(locale, () => sessionIdToken()));
    clients.set(locale, client);
  }
  return client;
}
