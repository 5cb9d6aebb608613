import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { SearchPage } from '@/src/features/search/SearchPage';
import { searchPage } from '@/src/features/search/search-page-data';
import { SearchOperation } from '@/src/features/search/search.generated';

type Props = PageProps<typeof searchPage>;

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

/** `/busca?q=…`: the company from the proxy's `x-company`; the search runs on the server (searchPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, searchPage);
