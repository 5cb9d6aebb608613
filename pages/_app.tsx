import '@/src/client/zod-without-eval'; // first: before any zod code loads in the browser (no eval under the CSP)
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { appWithTranslation } from 'next-i18next/pages';
import '@/src/ui/global.css';
import { FONT_VARIABLES } from '@/src/ui/fonts';
import { AppProviders } from '@/src/features/layout/AppProviders';
import { OrderProvider } from '@/src/client/order/order-context';
import { MainStateProvider } from '@/src/client/main-state/main-state-context';

function App(props: AppProps) {
  const { Component, pageProps, router } = props;
  // Every company page names its company: in its route (/_company/[company]/…) or, for pages the proxy does not
  // rewrite (/carrinho, /checkout), in the `company` prop its getServerSideProps sends.
  const company = String((pageProps as { company?: string }).company ?? router.query.company ?? '');
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
        {/* The typefaces' names as CSS variables (src/ui/fonts.ts): a fixed string of the build, not user input. */}
        <style key="font-variables" dangerouslySetInnerHTML={{ __html: FONT_VARIABLES }} />
      </Head>
      {/* Pages bring their operations' results in their own provider (src/client/with-page-data.tsx). */}
      <AppProviders>
        <MainStateProvider><OrderProvider company={company}>
          <Component {...pageProps} />
        </OrderProvider></MainStateProvider>
      </AppProviders>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App);
