import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { ALL_CATEGORY, readCategories } from '@/src/features/services/service-content';
import { SERVICE_STORES_QUERY, SERVICES_QUERY } from '@/src/features/services/service-page.query';
import { parseServiceRoute } from '@/src/features/services/service-route';
import { ServicePage } from '@/src/features/services/ServicePage';

interface Props {
  company: string;
  service: string;
  category: string | null;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function ServiceRoute({ company, service, category, origin }: Props) {
  const { data } = usePageQuery(SERVICES_QUERY, { variables: { company } });
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

/**
 * `/{service}[/{category}][/ref=…]`: the proxy passes these paths through with the company in `x-company`. An
 * unknown service or category, or any other shape, is a 404.
 */
// Rendered once a minute per host, locale and path for anonymous visitors (src/server/page-cache.ts).
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/page-cache')).cachedPage(context, async () => {
    const { params, locale, req } = context;
    const company = proxiedCompany(req.headers);
    if (!company) return { notFound: true };
    const segments = params?.custom;
    const route = parseServiceRoute(Array.isArray(segments) ? segments : []);
    if (!route) return { notFound: true };
    const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
    const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
    const { data } = await client.query({ query: SERVICES_QUERY, variables: { company } });
    const service = data?.company?.services.find((s) => s.slug === route.service);
    if (!service) return { notFound: true };
    // 'todos' (all) is the service page itself; any other category must be one of the service's.
    const category = route.category === ALL_CATEGORY ? null : route.category;
    if (category && !readCategories(service.categories).some((c) => c.slug === category)) return { notFound: true };
    await Promise.all([
      client.query({
        query: SERVICE_STORES_QUERY,
        variables: { company, serviceSlug: service.slug, categorySlug: category },
      }),
      loadLayout(client, company),
    ]);
    return {
      props: {
        company,
        service: service.slug,
        category,
        origin: requestOrigin(req.headers),
        [PAGE_DATA_PROP]: pageResults(client),
        ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'services', 'search', 'flight'])),
      },
    };
  });
