import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { PartnersPage } from '@/src/features/partners/PartnersPage';
import { PartnersDocument, PartnersOperation } from '@/src/features/partners/partners.generated';

interface Props {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function PartnersRoute({ company, origin }: Props) {
  const { t } = useTranslation('partners');
  const { data } = usePageQuery(PartnersOperation, { variables: { owner: company } });
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo company={company} origin={origin} title={t('title')} description={t('subtitle')} />
      <PartnersPage catalogs={data?.catalogs ?? []} services={data?.company?.services ?? []} />
    </StoreLayout>
  );
}

export default withPageData(PartnersRoute);

/**
 * `/parceiros`: not rewritten by the proxy, so the company comes from its `x-company` header. The catalogues and the
 * services' names run through Apollo in process; the cache travels with the props.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, req }) => {
  const company = proxiedCompany(req.headers);
  if (!company) return { notFound: true };
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  await Promise.all([
    client.query({ query: PartnersDocument, variables: { owner: company } }),
    loadLayout(client, company),
  ]);
  return {
    props: {
      company,
      origin: requestOrigin(req.headers),
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'partners', 'search'])),
    },
  };
};
