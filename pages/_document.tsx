import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { theme } from '@/src/ui/theme';

/** Emotion's styles are collected on the server so the first view arrives styled. */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang={props.locale ?? props.__NEXT_DATA__.locale ?? 'pt-BR'}>
      <Head>
        <meta name="theme-color" content={theme.palette.primary.main} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
