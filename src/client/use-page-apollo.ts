/**
 * The Apollo client a page renders with. On the server: a fresh client per render holding only this page's
 * cache (nothing is shared between requests). In the browser: one client per language for the whole visit, so
 * caches never mix languages; each page's server cache is merged into it as the shopper navigates.
 */
import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { resolveLocale, type Locale } from '@/src/domain/locale';
import { createApolloClient, createBrowserLink, extractState, mergeState, type ApolloState } from './apollo-client';

const browserClients = new Map<Locale, ApolloClient>();

export function pageApolloClient(localeTag: string | undefined, state: ApolloState | undefined): ApolloClient {
  const locale = resolveLocale(localeTag);
  if (typeof window === 'undefined') return createApolloClient(createBrowserLink(locale), state);
  let client = browserClients.get(locale);
  if (!client) {
    client = createApolloClient(createBrowserLink(locale), state);
    browserClients.set(locale, client);
  } else if (state) {
    client.cache.restore(mergeState(extractState(client), state));
  }
  return client;
}

/** The page's client, updated (not rebuilt) when a navigation brings a new server cache. */
export function usePageApollo(localeTag: string | undefined, state: ApolloState | undefined): ApolloClient {
  return useMemo(() => pageApolloClient(localeTag, state), [localeTag, state]);
}
