/**
 * The browser's Apollo Client, loaded with `import()` by the first operation that must run in the browser
 * (src/client/client-query.ts), never on a page's first load. One client per language for the whole visit, so
 * caches never mix languages; the results pages rendered from are written into its cache first, so an operation
 * the page already answered is not fetched again.
 */
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { resolveLocale, type Locale } from '@/src/domain/locale';
import { createApolloClient, createBrowserLink } from './apollo-client';
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
    client = createApolloClient(createBrowserLink(locale, () => sessionIdToken()));
    clients.set(locale, client);
  }
  writeCarried(client, locale, carriedResults);
  return client;
}
