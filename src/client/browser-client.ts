/**
 * The browser's one Apollo client (src/client/browser-apollo.ts), loaded on first use: a page whose operations all
 * ran on its server never downloads Apollo. Every browser-side query and mutation goes through this.
 */
import type { ApolloClient } from '@apollo/client';

export async function browserClient(locale: string | undefined): Promise<ApolloClient> {
  return (await import('./browser-apollo')).browserApolloClient(locale);
}
