/**
 * `/{service}[/{category}][/ref=…]`' declaration: the proxy passes these paths through with the company in
 * `x-company`. An unknown service or category, or any other shape, is a 404. Shared for the minute.
 */
import type { PageDeclaration, PageRequest } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { ALL_CATEGORY, readCategories } from './service-content';
import { ServicePageStoresDocument } from '@/src/features/services/service-page-stores.generated';
import { ServicePageServicesDocument } from '@/src/features/services/service-page-services.generated';
import { parseServiceRoute } from './service-route';

const routeOf = ({ params }: PageRequest) => parseServiceRoute(Array.isArray(params.custom) ? params.custom : []);

export const servicePage: PageDeclaration<{ service: string; category: string | null }> = {
  company: 'proxy',
  accept: (request) => routeOf(request) !== null,
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'services', 'search', 'flight'],
  cache: 'public',
  async data(request, { query }) {
    const { company } = request;
    const route = routeOf(request);
    if (!route) return { notFound: true };
    const service = (await query(ServicePageServicesDocument, { company }))?.company?.services.find(
      (s) => s.slug === route.service,
    );
    if (!service) return { notFound: true };
    // 'todos' (all) is the service page itself; any other category must be one of the service's.
    const category = route.category === ALL_CATEGORY ? null : route.category;
    if (category && !readCategories(service.categories).some((c) => c.slug === category)) return { notFound: true };
    await query(ServicePageStoresDocument, { company, serviceSlug: service.slug, categorySlug: category });
    return { props: { service: service.slug, category } };
  },
};
