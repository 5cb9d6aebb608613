import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { SearchPage } from '@/src/features/search/SearchPage';
import { searchQueryOf } from '@/src/features/search/search-path';
import { SearchDocument, SearchOperation } from '@/src/features/search/search.generated';

interface Props {
  company: string;
  origin: string;
  query: string;
  [PAGE_DATA_PROP]: PageData;
}

function SearchRoute({ company, origin, query }: Props) {
  const { t } = useTranslation('search');
  // The search ran on the server; a query without a result there failed (an empty query runs nothing).
  const { data } = usePageQuery(SearchOperation, { variables: { company, query } });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{query ? t('titleFor', { query }) : t('title')}</title>
        {/* Result lists are endless variations of the catalogue's own pages: never indexed (robots.txt also disallows /busca). */}
        <meta key="robots" name="robots" content="noindex, follow" />
      </Head>
      <SearchPage query={query} results={data?.search ?? null} loading={false} failed={!!query && !data} />
    </StoreLayout>
  );
}

export default withPageData(SearchRoute);

/**
 * `/busca?q=…` (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"): not rewritten by the proxy, so the company comes from its `x-company`
 * header. The search runs through Apollo in process; its result travels with the props.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, req, query: params }) => {
  const company = proxiedCompany(req.headers);
  if (!company) return { notFound: true };
  const query = searchQueryOf(params.q);
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  await Promise.all([
    query ? client.query({ query: SearchDocument, variables: { company, query } }).catch(() => null) : null,
    loadLayout(client, company),
  ]);
  return {
    props: {
      company,
      origin: requestOrigin(req.headers),
      query,
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'search'])),
    },
  };
};
