import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { appWithTranslation } from 'next-i18next/pages';
import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow/latin-700.css';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@/src/ui/global.css';
import { ApolloProvider } from '@apollo/client/react';
import { APOLLO_STATE_PROP, type ApolloState } from '@/src/client/apollo-client';
import { usePageApollo } from '@/src/client/use-page-apollo';
import { AppProviders } from '@/src/features/layout/AppProviders';

function App(props: AppProps) {
  const { Component, pageProps, router } = props;
  // Pages that load through Apollo send their server cache in this prop (src/client/apollo-client.ts).
  const client = usePageApollo(router.locale, (pageProps as { [APOLLO_STATE_PROP]?: ApolloState })[APOLLO_STATE_PROP]);
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ApolloProvider client={client}>
        <AppProviders>
          <Component {...pageProps} />
        </AppProviders>
      </ApolloProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App);
