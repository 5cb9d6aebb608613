import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { CompanyHome } from '@/src/features/home/CompanyHome';
import { CompanyHomeOperation } from '@/src/features/home/company-home.generated';
import { homePage } from '@/src/features/home/home-page-data';
import { visibleServices } from '@/src/features/home/home-sections';
import { StaticStoreLayout } from '@/src/features/layout/StaticStoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

type Props = PageProps<typeof homePage>;

function CompanyHomeRoute({ company, origin }: Props) {
  const { t } = useTranslation('home');
  const { data } = usePageQuery(CompanyHomeOperation, { variables: { company } });
  const home = data?.company;
  const hasServices = home ? visibleServices(home.services).length > 0 : false;
  return (
    <StaticStoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        title={home?.name ?? company}
        description={hasServices ? t('subtitleServices') : t('subtitleShop')}
      />
      <CompanyHome company={company} />
    </StaticStoreLayout>
  );
}

export default withPageData(CompanyHomeRoute);

/** `/`: the home's operations (homePage) run through the page loader; their results travel with the props. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, homePage);
