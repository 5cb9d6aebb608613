/**
 * `/`'s declaration (rewritten by the proxy onto /_company/{company}): the home's operations; an ordinary shop
 * (no services) also loads its stores and each store's featured items. Shared for the minute with every anonymous
 * visitor. An unknown company (an unknown host lands here too) is a 404, by the loader.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { StoreExtrasDocument } from '@/src/features/store/store-extras.generated';
import { visibleServices } from './home-sections';
import { CompanyHomeDocument } from '@/src/features/home/company-home.generated';
import { CompanyHomeStoresDocument } from '@/src/features/home/company-home-stores.generated';

export const homePage: PageDeclaration = {
  company: 'route',
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'home', 'services', 'search', 'flight'],
  cache: 'public',
  async data({ company }, { query }) {
    const home = await query(CompanyHomeDocument, { company });
    if (!home?.company) return { notFound: true };
    if (visibleServices(home.company.services).length === 0) {
      const stores = (await query(CompanyHomeStoresDocument, { company }))?.catalogs ?? [];
      await Promise.all(
        stores
          .filter((store) => store.status === 'PUBLIC')
          .map((store) => query(StoreExtrasDocument, { company, catalogId: store._id })),
      );
    }
    return { props: {} };
  },
};
