/**
 * Wraps a page that loads through Apollo in its provider. Only such pages carry Apollo's JavaScript: a provider in
 * `_app` would make every page pay for it (about 60 kB gzipped), including the ones that do not use it yet.
 */
import type { ComponentType } from 'react';
import { useRouter } from 'next/router';
import { ApolloProvider } from '@apollo/client/react';
import { APOLLO_STATE_PROP, type ApolloState } from './apollo-client';
import { usePageApollo } from './use-page-apollo';

export function withPageApollo<P extends { [APOLLO_STATE_PROP]?: ApolloState }>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithApollo(props: P) {
    const { locale } = useRouter();
    const client = usePageApollo(locale, props[APOLLO_STATE_PROP]);
    return (
      <ApolloProvider client={client}>
        <Page {...props} />
      </ApolloProvider>
    );
  }
  PageWithApollo.displayName = `withPageApollo(${Page.displayName ?? Page.name ?? 'Page'})`;
  return PageWithApollo;
}
