/**
 * The server's one Apollo client factory: operations run in process over the schema link (ssr-link.ts), for the
 * page loader (src/server/pages/page-loader.ts) and the order streams' access check (src/server/tracking/).
 * Every query asks the schema: one client serves one request, so a normalised cache would only cost time, and
 * what a page sends to the browser is each operation's own answer.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { createSsrLink, type SsrRequest } from './ssr-link';

export function createSsrClient(request: SsrRequest): ApolloClient {
  return new ApolloClient({
    link: createSsrLink(request),
    cache: new InMemoryCache(),
    ssrMode: true,
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
}
