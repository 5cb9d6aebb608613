import Head from 'next/head';
import { usePageQuery } from '@/src/client/page-data';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, LOCALES } from '@/src/domain/locale';
import { localizedPath } from '@/src/features/layout/LocaleHead';
import { LayoutOperation } from '@/src/features/layout/layout.generated';
import { absoluteUrl, metaDescription, OG_LOCALES, readMetaTags } from './seo-text';

export interface PageSeoProps {
  /** The page's own title (a store's, an item's name …), used when `metaTags` has none. */
  title: string;
  description?: string | null;
  image?: string | null;
  /** A record's `metaTags` (service definitions have them): its title, description and image win. */
  metaTags?: unknown;
  /** The company's slug: its name (from the shell's query, already in the page's cache) is og:site_name. */
  company: string;
  type?: 'website' | 'product' | 'article';
  /** The page's origin as the shopper typed it (absolute og:url and og:image, per host). */
  origin: string;
}

/**
 * Title, description, Open Graph and Twitter card of a page. The canonical and the hreflang alternates come from
 * src/features/layout/LocaleHead.tsx (one canonical per page); og:url is the same address.
 */
export function PageSeo({ title, description, image, metaTags, company, type = 'website', origin }: PageSeoProps) {
  const { asPath, locale = DEFAULT_LOCALE } = useRouter();
  const siteName = usePageQuery(LayoutOperation, { variables: { company } }).data?.company?.name;
  const meta = readMetaTags(metaTags);
  const pageTitle = meta.title ?? title;
  const text = metaDescription(meta.description ?? description);
  const picture = absoluteUrl(meta.image ?? image, origin);
  const url = `${origin}${localizedPath(asPath, locale)}`;
  return (
    <Head>
      <title key="title">{pageTitle}</title>
      {text && <meta key="description" name="description" content={text} />}
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:title" property="og:title" content={pageTitle} />
      {text && <meta key="og:description" property="og:description" content={text} />}
      <meta key="og:url" property="og:url" content={url} />
      {picture && <meta key="og:image" property="og:image" content={picture} />}
      {siteName && <meta key="og:site_name" property="og:site_name" content={siteName} />}
      <meta key="og:locale" property="og:locale" content={OG_LOCALES[locale] ?? OG_LOCALES[DEFAULT_LOCALE]} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={`og:locale:alternate:${l}`} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      <meta key="twitter:card" name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta key="twitter:title" name="twitter:title" content={pageTitle} />
      {text && <meta key="twitter:description" name="twitter:description" content={text} />}
      {picture && <meta key="twitter:image" name="twitter:image" content={picture} />}
    </Head>
  );
}
