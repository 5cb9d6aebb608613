/**
 * `/`'s declaration (rewritten by the proxy onto /_company/{company}): the home's operations; an ordinary shop
 * (no services) also loads its stores and each store's featured items. Shared for the minute with every anonymous
 * visitor. An unknown company (an unknown host lands here too) is a 404, by the loader.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { STORE_EXTRAS_QUERY } from '@/src/features/store/store-page.query';
import { visibleServices } from './home-sections';
import { HOME_QUERY, HOME_STORES_QUERY } from './home.query';

export const homePage: PageDeclaration = {
  company: 'route',
  layout: LAYOUT_QUERY,
  namespaces: ['common', 'layout', 'home', 'services', 'search'],
  cache: 'public',
  async data({ company }, { query }) {
    const home = await query(HOME_QUERY, { company });
    if (!home?.company) return { notFound: true };
    if (visibleServices(home.company.services).length === 0) {
      const stores = (await query(HOME_STORES_QUERY, { company }))?.catalogs ?? [];
      await Promise.all(
        stores
          .filter((store) => store.status === 'PUBLIC')
          .map((store) => query(STORE_EXTRAS_QUERY, { company, catalogId: store._id })),
      );
    }
    return { props: {} };
  },
};
