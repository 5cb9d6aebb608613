import type { GetServerSideProps } from 'next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { CompanyHome } from '@/src/features/home/CompanyHome';
import { HOME_QUERY, HOME_STORES_QUERY } from '@/src/features/home/home.query';
import { visibleServices } from '@/src/features/home/home-sections';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { STORE_EXTRAS_QUERY } from '@/src/features/store/store-page.query';

interface Props {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function CompanyHomeRoute({ company, origin }: Props) {
  const { t } = useTranslation('home');
  const { data } = usePageQuery(HOME_QUERY, { variables: { company } });
  const home = data?.company;
  const hasServices = home ? visibleServices(home.services).length > 0 : false;
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        title={home?.name ?? company}
        description={hasServices ? t('subtitleServices') : t('subtitleShop')}
      />
      <CompanyHome company={company} />
    </StoreLayout>
  );
}

export default withPageData(CompanyHomeRoute);

/** The company is unknown to this host (an unknown host lands here too, docs/architecture.md "Tenancy"). */
const isUnknownCompany = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => ['COMPANY_NOT_FOUND', 'FORBIDDEN'].includes(String(e.extensions?.code)));

/**
 * `/`: the home's operations run in process through Apollo and their cache travels with the props. An ordinary
 * shop (no services) also loads its stores and each store's featured items.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/page-cache')).cachedPage(context, async () => {
    const { params, locale, req } = context;
    const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
    const company = String(params?.company ?? '');
    const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
    let home;
    try {
      ({ data: home } = await client.query({ query: HOME_QUERY, variables: { company } }));
    } catch (error) {
      if (isUnknownCompany(error)) return { notFound: true };
      throw error;
    }
    if (!home?.company) return { notFound: true };
    const loads: Promise<unknown>[] = [loadLayout(client, company)];
    if (visibleServices(home.company.services).length === 0) {
      loads.push(
        client
          .query({ query: HOME_STORES_QUERY, variables: { company } })
          .then(({ data }) =>
            Promise.all(
              (data?.catalogs ?? [])
                .filter((store) => store.status === 'PUBLIC')
                .map((store) =>
                  client.query({ query: STORE_EXTRAS_QUERY, variables: { company, catalogId: store._id } }),
                ),
            ),
          ),
      );
    }
    await Promise.all(loads);
    return {
      props: {
        company,
        origin: requestOrigin(req.headers),
        [PAGE_DATA_PROP]: pageResults(client),
        ...(await serverSideTranslations(locale ?? 'pt-BR', [
          'common',
          'layout',
          'home',
          'services',
          'search',
          'flight',
        ])),
      },
    };
  });
