import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { PartnersPage } from '@/src/features/partners/PartnersPage';
import { partnersPage } from '@/src/features/partners/partners-page-data';
import { PartnersOperation } from '@/src/features/partners/partners.generated';

type Props = PageProps<typeof partnersPage>;

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

/** `/parceiros`: the company from the proxy's `x-company`; the catalogues and services' names (partnersPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, partnersPage);
