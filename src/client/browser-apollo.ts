/**
 * The browser's one Apollo Client, for every query and mutation that runs in the browser (the cart's quote, the
 * checkout, orders, the staff board, booking moves, the session's backend user). Loaded with `import()` by the first
 * such operation (src/client/browser-client.ts), never on a page's first load. One client for the whole visit
 * (one per language, should the visitor switch: caches never mix languages); the results pages rendered from are
 * written into its cache first, so an operation the page already answered is not fetched again.
 */
import { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { resolveLocale, type Locale } from '@/src/domain/locale';
import { createBrowserLink, createCache } from './apollo-client';
import { carriedResults, type CarriedResult } from './page-data';
import { sessionIdToken } from './session/id-token';

const clients = new Map<Locale, ApolloClient>();
const written = new WeakMap<ApolloClient, Set<string>>();

function hasSelections(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.selectionSet.selections.length > 0,
  );
}

function writeCarried(client: ApolloClient, locale: Locale, results: Map<string, CarriedResult>): void {
  let done = written.get(client);
  if (!done) written.set(client, (done = new Set()));
  for (const [key, { document, variables, data, locale: language }] of results) {
    if (done.has(key) || resolveLocale(language) !== locale) continue;
    // A page's own documents reach the browser as names only (scripts/gql-names-loader.cjs): nothing to write.
    if (!hasSelections(document)) continue;
    done.add(key);
    try {
      client.cache.writeQuery({ query: document, variables, data });
    } catch {
      // A result the cache cannot hold (a field it would need is missing) is only a head start: the query asks.
    }
  }
}

export function browserApolloClient(localeTag: string | undefined): ApolloClient {
  const locale = resolveLocale(localeTag);
  let client = clients.get(locale);
  if (!client) {
    // Signed in, operations carry the session's ID token: the API knows the viewer only from it (a signed-in
    // shopper's order is theirs, and a shop that requires sign-in takes orders only so).
    client = new ApolloClient({ link: createBrowserLink(locale, () => sessionIdToken()), cache: createCache() });
    clients.set(locale, client);
  }
  writeCarried(client, locale, carriedResults);
  return client;
}
