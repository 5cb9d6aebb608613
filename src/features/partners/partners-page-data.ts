/** `/parceiros`' declaration: not rewritten by the proxy (the company from `x-company`); the catalogues and the services' names. */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { PARTNERS_QUERY } from './partners.query';

export const partnersPage: PageDeclaration = {
  company: 'proxy',
  layout: LAYOUT_QUERY,
  namespaces: ['common', 'layout', 'partners', 'search'],
  async data({ company }, { query }) {
    await query(PARTNERS_QUERY, { owner: company });
    return { props: {} };
  },
};
