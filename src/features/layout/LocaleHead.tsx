import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, LOCALES } from '@/src/domain/locale';

/** The public path of a page in a language: pt-BR has no prefix, the others `/en`, `/es`. */
export function localizedPath(path: string, locale: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Canonical URL on the page's own host and `hreflang` alternates for every language (x-default: pt-BR). */
export function LocaleHead({ origin }: { origin: string }) {
  const { asPath, locale } = useRouter();
  const href = (l: string) => `${origin}${localizedPath(asPath, l)}`;
  return (
    <Head>
      <link key="canonical" rel="canonical" href={href(locale ?? DEFAULT_LOCALE)} />
      {LOCALES.map((l) => (
        <link key={`alternate-${l}`} rel="alternate" hrefLang={l} href={href(l)} />
      ))}
      <link key="alternate-x-default" rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </Head>
  );
}
