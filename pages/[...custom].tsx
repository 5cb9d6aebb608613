import type { GetServerSideProps } from 'next';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { ServicePageServicesOperation } from '@/src/features/services/service-page-services.generated';
import { servicePage } from '@/src/features/services/service-page-data';
import { ServicePage } from '@/src/features/services/ServicePage';

type Props = PageProps<typeof servicePage>;

function ServiceRoute({ company, service, category, origin }: Props) {
  const { data } = usePageQuery(ServicePageServicesOperation, { variables: { company } });
  const definition = data?.company?.services.find((s) => s.slug === service);
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        title={definition?.title ?? definition?.name ?? service}
        description={definition?.description}
        image={definition?.image}
        metaTags={definition?.metaTags}
      />
      {definition && (
        <ServicePage
          company={company}
          service={definition}
          category={category}
          gate={data?.company?.gateDelivery ?? null}
        />
      )}
    </StoreLayout>
  );
}

export default withPageData(ServiceRoute);

/** `/{service}[/{category}][/ref=…]`, passed through by the proxy: what the page loader runs is in servicePage. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, servicePage);
