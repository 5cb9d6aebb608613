import '@/src/client/zod-without-eval'; // first: before any zod code loads in the browser (no eval under the CSP)
import type { AppProps } from 'next/app';
import Head from 'next/head';
import type { EmotionCache } from '@emotion/cache';
import { appWithTranslation } from '@/src/client/i18n/app-with-translation';
import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow/latin-700.css';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@/src/ui/global.css';
import { AppProviders } from '@/src/features/layout/AppProviders';
import { EmotionCacheContext } from '@/src/ui/mui/emotion-cache-context';
import { OrderProvider } from '@/src/client/order/order-context';
import { MainStateProvider } from '@/src/client/main-state/main-state-context';

function App({ Component, pageProps, router, emotionCache }: AppProps & { emotionCache?: EmotionCache }) {
  // Every company page names its company: in its route (/_company/[company]/…) or, for pages the proxy does not
  // rewrite (/carrinho, /checkout), in the `company` prop its getServerSideProps sends.
  const company = String((pageProps as { company?: string }).company ?? router.query.company ?? '');
  return (
    // MUI's providers are not here: pages that use MUI render them (src/ui/mui/MuiProviders.tsx), so the landing
    // pages, drawn with static CSS, load no MUI or Emotion. The server's Emotion cache (from _document) goes to them.
    <EmotionCacheContext value={emotionCache}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      {/* Pages bring their operations' results in their own provider (src/client/with-page-data.tsx). */}
      <AppProviders>
        <MainStateProvider>
          <OrderProvider company={company}>
            <Component {...pageProps} />
          </OrderProvider>
        </MainStateProvider>
      </AppProviders>
    </EmotionCacheContext>
  );
}

export default appWithTranslation(App);
